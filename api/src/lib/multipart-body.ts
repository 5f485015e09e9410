import { AppError } from './app-error';

/** What a client reads when its multipart body cannot be read as a form. */
export const MALFORMED_FORM_MESSAGE = 'The uploaded form could not be read. Please send it again.';

const hasHttpStatus = (error: unknown) => typeof (error as { statusCode?: unknown })?.statusCode === 'number';

/**
 * Reads a multipart request body with `read` (req.file(), req.parts() and the parts' buffers)
 * and answers a body that is not a readable form with 400 BAD_REQUEST. The form parser (busboy)
 * fails with plain errors, without an HTTP status, when the Content-Type names no boundary or
 * an empty or over-long one, or when the body ends before its closing boundary; those errors
 * used to reach the error handler as 500s. Only the reading is wrapped, so nothing but the body
 * can fail here: errors that already carry a status (file and part limits, a closed request) and
 * the shop's own AppErrors pass through unchanged.
 */
export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || hasHttpStatus(error)) throw error;
    throw new AppError('BAD_REQUEST', MALFORMED_FORM_MESSAGE);
  }
}

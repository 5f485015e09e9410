import { ApiError } from './client';

/** Client errors worth asking again: the server timed out waiting, or asked us to slow down. */
const TRANSIENT_CLIENT_ERRORS: readonly number[] = [408, 429];

/**
 * The app's rule for asking a failed query again: once, unless the server has already given
 * its answer. A 404 (an unknown order or parcel), 401 or 400 says the same the second time,
 * and every repeat is one more failed request in the browser's console.
 */
export function retryUnlessAnswered(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !TRANSIENT_CLIENT_ERRORS.includes(error.status)
  ) {
    return false;
  }
  return failureCount < 1;
}

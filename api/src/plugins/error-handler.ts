import type { ErrorCode, FieldIssue } from '@isoko/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, httpStatusOf } from '../lib/app-error';
import {
  CONFLICT_MESSAGE,
  isTransientConflict,
  UNAVAILABLE_MESSAGE,
  unavailableDependency,
} from '../lib/unavailable';

export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message: string,
  details?: unknown,
  status: number = httpStatusOf(code),
) {
  return reply
    .status(status)
    .send({ success: false, error: { code, message, ...(details === undefined ? {} : { details }) } });
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'BAD_REQUEST',
  429: 'RATE_LIMITED',
};

/**
 * One place turns every failure into the envelope `{ success: false, error: { code, message } }`.
 * Bad input is a 4xx with a clear message; a database or Redis out of reach, or a deadlock with
 * another request, is 503 SERVICE_UNAVAILABLE; anything unexpected is INTERNAL with details only
 * in the log.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError)
      return sendError(reply, error.code, error.message, error.details, error.status);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: FieldIssue[] = error.validation.map((v) => ({
        path: [
          error.validationContext,
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean),
        ]
          .filter(Boolean)
          .join('.'),
        message: v.message ?? 'Invalid value',
      }));
      const first = details[0];
      return sendError(
        reply,
        'VALIDATION_FAILED',
        first ? `Invalid ${first.path || 'request'}: ${first.message}` : 'Invalid request',
        details,
      );
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error }, 'response did not match its schema');
      return sendError(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return sendError(reply, 'BAD_REQUEST', 'The request body is not valid JSON.');
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 'BAD_REQUEST', 'The request body is empty but JSON was announced.');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendError(reply, 'BAD_REQUEST', 'Unsupported content type: send application/json.');
    }
    const dependency = unavailableDependency(error);
    if (dependency) {
      // The request was fine; a service behind it is out of reach. A 503 tells clients to retry.
      req.log.warn({ err: error, dependency }, 'dependency unavailable');
      reply.header('retry-after', '5');
      return sendError(reply, 'SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE[dependency]);
    }
    if (isTransientConflict(error)) {
      // A deadlock with another request: its transaction was rolled back, so trying again is
      // safe, and a 503 with Retry-After says so (never a 500).
      req.log.warn({ err: error }, 'transient conflict with another request');
      reply.header('retry-after', '1');
      return sendError(reply, 'SERVICE_UNAVAILABLE', CONFLICT_MESSAGE);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendError(reply, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, STATUS_CODES[status] ?? 'BAD_REQUEST', error.message || 'Bad request');
    }
    req.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  });
});

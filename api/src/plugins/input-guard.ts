import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { findNulChar, NUL_CHAR_MESSAGE } from '../lib/nul-char';

const PARTS = [
  ['params', (req: FastifyRequest) => req.params],
  ['querystring', (req: FastifyRequest) => req.query],
  ['body', (req: FastifyRequest) => req.body],
] as const;

/**
 * Refuses NUL characters anywhere in a request's params, query or JSON body before any route
 * sees them: PostgreSQL cannot store them, and every text column would otherwise answer 500.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    for (const [part, read] of PARTS) {
      const at = findNulChar(read(req));
      if (at) {
        const path = [part, ...at].join('.');
        throw new AppError('VALIDATION_FAILED', `Invalid ${path}: ${NUL_CHAR_MESSAGE}`, [
          { path, message: NUL_CHAR_MESSAGE },
        ]);
      }
    }
  });
});

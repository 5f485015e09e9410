import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { findUnstorableText } from '../lib/nul-char';

const PARTS = [
  ['params', (req: FastifyRequest) => req.params],
  ['querystring', (req: FastifyRequest) => req.query],
  ['body', (req: FastifyRequest) => req.body],
] as const;

/**
 * Refuses text PostgreSQL cannot store anywhere in a request's params, query or JSON body before
 * any route sees it: NUL characters (every text column would answer 500) and halves of surrogate
 * pairs (every jsonb column would, e.g. a Contact form name in the staff SMS the outbox holds).
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    for (const [part, read] of PARTS) {
      const found = findUnstorableText(read(req));
      if (found) {
        const path = [part, ...found.path].join('.');
        throw new AppError('VALIDATION_FAILED', `Invalid ${path}: ${found.message}`, [
          { path, message: found.message },
        ]);
      }
    }
  });
});

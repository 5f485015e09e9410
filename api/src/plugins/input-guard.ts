import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { findUnstorableText } from '../lib/nul-char';
import { isPageRequest } from '../lib/page-address';

const PARTS = [
  ['params', (req: FastifyRequest) => req.params],
  ['querystring', (req: FastifyRequest) => req.query],
  ['body', (req: FastifyRequest) => req.body],
] as const;

/**
 * Refuses text PostgreSQL cannot store anywhere in a request's params, query or JSON body before
 * any route sees it: NUL characters (every text column would answer 500) and halves of surrogate
 * pairs (every jsonb column would, e.g. a Contact form name in the staff SMS the outbox holds).
 *
 * The hook runs for the not-found handler too, which draws the web app's page for a screen's
 * address: there an odd value (/search?q=%00) is the app's to read, as it reads any unknown one,
 * and the page is sent rather than the API's JSON error. API routes, matched or not, and every
 * other route still answer 400.
 */
export const inputGuardPlugin = fp(async (app) => {
  app.addHook('preValidation', async (req) => {
    if (req.is404 && isPageRequest(req)) return;
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

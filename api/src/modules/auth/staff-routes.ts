import { ChangeOwnPasswordBody, ChangeOwnPasswordResponse } from '@isoko/shared/admin/staff-schema';
import {
  LogoutResponse,
  StaffLoginBody,
  StaffLoginQuery,
  StaffLoginResponse,
  StaffVerifyResponse,
} from '@isoko/shared/auth/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/client-address';
import { clearSessionCookie, setSessionCookie } from './cookies';
import { STAFF_COOKIE } from './sessions';
import { loadStaffUser, staffLogin } from './staff';
import { changeOwnPassword, signOutStaff, staffEmailOf } from './staff-accounts';
import type { StaffLoginAttempt } from './staff-login-limit';
import { staffLoginLimiter } from './staff-login-limit';

function staffToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return req.cookies[STAFF_COOKIE] ?? (h?.startsWith('Bearer ') ? h.slice(7).trim() || undefined : undefined);
}

/** Back-office sign-in: e-mail + password, then the isoko_staff cookie or a bearer token. */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const limiter = staffLoginLimiter(deps);
  /** Counts a password check, or refuses it (429 with Retry-After) when too many have failed. */
  const reserve = (req: FastifyRequest, reply: FastifyReply, email: string): Promise<StaffLoginAttempt> =>
    limiter.reserve(clientAddressKey(req), email).catch((err: unknown) => {
      const { retryAfterSeconds } = ((err instanceof AppError && err.details) || {}) as {
        retryAfterSeconds?: number;
      };
      if (retryAfterSeconds) reply.header('retry-after', String(retryAfterSeconds));
      throw err;
    });
  const tags = ['admin auth'];

  app.post(
    '/api/admin/auth/login',
    {
      // Open without a session: this is how staff get one. Failed passwords are counted by
      // staffLoginLimiter (per address, and per account from an address); correct ones never are.
      config: { public: true },
      schema: {
        tags,
        summary:
          'Staff sign-in: sets the isoko_staff cookie; ?token=bearer also returns the token for API clients',
        querystring: StaffLoginQuery,
        body: StaffLoginBody,
        response: { 200: StaffLoginResponse },
      },
    },
    async (req, reply) => {
      const attempt = await reserve(req, reply, req.body.email);
      const session = await staffLogin(
        deps.db,
        req.body.email,
        req.body.password,
        req.headers['user-agent'],
      ).catch(async (err: unknown) => {
        // Only a wrong e-mail or password stays counted.
        if (!(err instanceof AppError && err.code === 'UNAUTHENTICATED')) await attempt.notAGuess();
        throw err;
      });
      await attempt.succeeded();
      setSessionCookie(reply, deps.config, STAFF_COOKIE, session);
      // A browser needs only the httpOnly cookie; a token in the body is readable by any script.
      const token = req.query.token === 'bearer' ? { token: session.token } : {};
      return { success: true as const, data: { ...token, user: session.user } };
    },
  );

  app.post(
    '/api/admin/auth/password',
    {
      // Any role: everyone changes their own password.
      onRequest: app.requireStaff(),
      schema: {
        tags,
        summary:
          'Change your own password (current + new); your other sessions are signed out. A wrong current password is STAFF_PASSWORD_WRONG and counts like a failed sign-in',
        body: ChangeOwnPasswordBody,
        response: { 200: ChangeOwnPasswordResponse },
      },
    },
    async (req, reply) => {
      const who = req.staff!;
      // Counted with the sign-in failures of the same account from the same address: a stolen
      // session cannot be used to guess the password faster than the sign-in form allows.
      const attempt = await reserve(req, reply, await staffEmailOf(deps.db, who.staffId));
      const result = await changeOwnPassword(deps, who, req.body).catch(async (err: unknown) => {
        if (!(err instanceof AppError && err.code === 'STAFF_PASSWORD_WRONG')) await attempt.notAGuess();
        throw err;
      });
      await attempt.succeeded();
      return { success: true as const, data: result };
    },
  );

  app.get(
    '/api/admin/auth/verify',
    {
      onRequest: app.requireStaff(),
      schema: { tags, summary: 'Is the staff session valid?', response: { 200: StaffVerifyResponse } },
    },
    async (req) => ({
      success: true as const,
      data: { user: await loadStaffUser(deps.db, req.staff!.staffId) },
    }),
  );

  app.post(
    '/api/admin/auth/logout',
    {
      // Open without a valid session, so an expired one can still be signed out of.
      config: { public: true },
      schema: { tags, summary: 'Staff sign-out: the session is revoked', response: { 200: LogoutResponse } },
    },
    async (req, reply) => {
      const token = staffToken(req);
      if (token) await signOutStaff(deps, token);
      clearSessionCookie(reply, deps.config, STAFF_COOKIE);
      return { success: true as const };
    },
  );
};

import {
  CheckPhoneLookupResponse,
  CheckPhoneResponse,
  LogoutResponse,
  MeResponse,
  PhoneBody,
  PhoneQuery,
  RegisterBody,
  RegisterResponse,
  RequestCodeBody,
  RequestCodeResponse,
  VerifyCodeBody,
  VerifyCodeResponse,
} from '@isoko/shared/auth/schema';
import { resolveShopLanguage } from '@isoko/shared/i18n-language';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { joinGuestHistory } from '../analytics/service';
import { loadUser } from '../customers/service';
import { authLimits, clearSessionCookie, setSessionCookie } from './cookies';
import { lookupPhone, phoneExists, register, requestCode, verifyCode } from './service';
import { CUSTOMER_COOKIE, revokeSession } from './sessions';
import { staffAuthRoutes } from './staff-routes';

/** Customer sign-in and registration by a one-time SMS code, and the staff sign-in beside it. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const limits = authLimits(deps.config);
  const tags = ['auth'];

  app.post(
    '/api/auth/check-phone',
    {
      config: { rateLimit: limits.checkPhone },
      schema: {
        tags,
        summary: 'Is this phone already a customer?',
        body: PhoneBody,
        response: { 200: CheckPhoneResponse },
      },
    },
    async (req) => {
      const exists = await phoneExists(deps, req.body.phone);
      return {
        success: true as const,
        exists,
        message: exists
          ? 'Welcome back! We found your account.'
          : 'New here? Create your account in one step.',
      };
    },
  );

  app.get(
    '/api/auth/check-phone',
    {
      config: { rateLimit: limits.checkPhone },
      schema: {
        tags,
        summary: 'Phone lookup: whether it is a customer (the whole user only for that customer, signed in)',
        querystring: PhoneQuery,
        response: { 200: CheckPhoneLookupResponse },
      },
    },
    (req) => lookupPhone(deps, req.query.phone, req.customer?.customerId),
  );

  const requestCodeRoute = {
    config: { rateLimit: limits.requestCode },
    schema: {
      tags,
      summary:
        'Send a 6-digit sign-in code by SMS (known and new phones alike), worded in `language` (else Accept-Language)',
      body: RequestCodeBody,
      response: { 200: RequestCodeResponse },
    },
  };
  // The code's text is in the screen's language; an older client that names none gets its browser's.
  const codeLanguage = (req: { body: RequestCodeBody; headers: { 'accept-language'?: string } }) =>
    req.body.language ?? resolveShopLanguage(undefined, req.headers['accept-language']);
  app.post('/api/auth/request-code', requestCodeRoute, (req) =>
    requestCode(deps, req.body.phone, req.ip, codeLanguage(req)),
  );
  // The old client's phone login now starts the code flow; a phone alone never signs anyone in.
  app.post('/api/auth/login-phone', requestCodeRoute, (req) =>
    requestCode(deps, req.body.phone, req.ip, codeLanguage(req)),
  );

  app.post(
    '/api/auth/verify-code',
    {
      config: { rateLimit: limits.verifyCode },
      schema: {
        tags,
        summary: 'Sign in with the code (sets the isoko_session cookie)',
        body: VerifyCodeBody,
        response: { 200: VerifyCodeResponse },
      },
    },
    async (req, reply) => {
      const signedIn = await verifyCode(
        deps,
        req.body.phone,
        req.body.code,
        req.headers['user-agent'],
        req.body.language,
      );
      await joinGuestHistory(deps, signedIn.user.id, req.headers['x-device-id']?.toString());
      setSessionCookie(reply, deps.config, CUSTOMER_COOKIE, signedIn);
      return { success: true as const, user: signedIn.user, isNew: false as const };
    },
  );

  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: limits.register },
      schema: {
        tags,
        summary: 'Create an account with the code sent to the phone (sets the isoko_session cookie)',
        body: RegisterBody,
        response: { 201: RegisterResponse },
      },
    },
    async (req, reply) => {
      const signedIn = await register(deps, req.body, req.headers['user-agent']);
      await joinGuestHistory(deps, signedIn.user.id, req.headers['x-device-id']?.toString());
      setSessionCookie(reply, deps.config, CUSTOMER_COOKIE, signedIn);
      return reply.status(201).send({
        success: true as const,
        data: { user: signedIn.user },
        user: signedIn.user,
        isNew: true as const,
      });
    },
  );

  app.get(
    '/api/auth/me',
    { schema: { tags, summary: 'The signed-in customer, or null', response: { 200: MeResponse } } },
    async (req) => {
      if (!req.customer) return { success: true as const, user: null };
      try {
        return { success: true as const, user: await loadUser(deps.db, req.customer.customerId) };
      } catch (error) {
        if (error instanceof AppError && error.code === 'CUSTOMER_NOT_FOUND')
          return { success: true as const, user: null };
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the session is revoked on the server',
        response: { 200: LogoutResponse },
      },
    },
    async (req, reply) => {
      const token = req.cookies[CUSTOMER_COOKIE];
      if (token) await revokeSession(deps.db, token);
      clearSessionCookie(reply, deps.config, CUSTOMER_COOKIE);
      return { success: true as const };
    },
  );

  await app.register(staffAuthRoutes);
};

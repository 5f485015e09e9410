import type { RateLimitOptions } from '@fastify/rate-limit';
import type { ErrorCode } from '@isoko/shared/errors';
import type { FastifyReply } from 'fastify';
import { type Config, DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../config';
import { AppError } from '../../lib/app-error';

/** httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), Secure outside the demo. */
export function setSessionCookie(
  reply: FastifyReply,
  config: Config,
  name: string,
  session: { token: string; expiresAt: Date },
) {
  reply.setCookie(name, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !config.isDemo,
    path: '/',
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config, name: string) {
  reply.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: !config.isDemo, path: '/' });
}

/**
 * What a limited route does when the limiter cannot count (Redis down or silent). The rule:
 * routes that send or check a secret (sign-in codes, the staff password) fail closed and answer
 * 503, because without the count nothing bounds the guessing; every other route fails open, so
 * an outage of the limiter never takes the shop down. (The staff password is guarded by its own
 * count of failures, in staff-login-limit.ts, which follows the same rule.)
 */
export type WhenLimiterDown = 'fail-open' | 'fail-closed';

/**
 * A per-IP limit for one route (Redis store of the app's rate-limit plugin). Generous enough
 * for many shoppers behind one mobile carrier's NAT; the per-phone limits do the fine work.
 */
export function perIpLimit(
  max: number,
  timeWindow: string,
  code: ErrorCode,
  message: (after: string) => string,
  whenDown: WhenLimiterDown = 'fail-open',
): RateLimitOptions {
  return {
    max,
    timeWindow,
    skipOnError: whenDown === 'fail-open',
    errorResponseBuilder: (_req, ctx) =>
      new AppError(code, message(ctx.after), { retryAfterSeconds: Math.ceil(ctx.ttl / 1000) }),
  };
}

const tooManyFromHere = (after: string) =>
  `Too many attempts from this network. Please wait ${after} and try again.`;

/**
 * The per-IP limits of the sign-in routes, tight whatever the general limit. Raising
 * RATE_LIMIT_PER_MINUTE above its default (as end-to-end and load runs from one address do)
 * raises these in proportion.
 */
export function authLimits(config: Config) {
  const scale = Math.max(1, config.http.rateLimitPerMinute / DEFAULT_RATE_LIMIT_PER_MINUTE);
  const n = (max: number) => Math.round(max * scale);
  return {
    checkPhone: perIpLimit(n(60), '1 minute', 'RATE_LIMITED', tooManyFromHere),
    requestCode: perIpLimit(
      n(20),
      '10 minutes',
      'OTP_RATE_LIMITED',
      (after) => `Too many code requests from this network. Please wait ${after} and try again.`,
      'fail-closed',
    ),
    verifyCode: perIpLimit(n(30), '10 minutes', 'OTP_TOO_MANY_ATTEMPTS', tooManyFromHere, 'fail-closed'),
    register: perIpLimit(n(20), '10 minutes', 'RATE_LIMITED', tooManyFromHere, 'fail-closed'),
  } as const;
}

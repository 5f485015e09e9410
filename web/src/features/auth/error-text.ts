import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';

export type SignInStage = 'phone' | 'code' | 'register';

/** Codes the sign-in screen words itself (in the shopper's language), never by parsing messages. */
const KNOWN = new Set([
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_RATE_LIMITED',
  'RATE_LIMITED',
  'CUSTOMER_EXISTS',
  'CUSTOMER_NOT_FOUND',
  'SERVICE_UNAVAILABLE',
  'PHONE_INVALID',
]);

/**
 * The banner text for a failed sign-in call, in the `auth` namespace: a network failure, a
 * known error code, or a generic failure for the stage.
 */
export function signInErrorText(t: TFunction<'auth'>, error: unknown, stage: SignInStage): string {
  if (!(error instanceof ApiError)) return t(`errors.failed.${stage}`);
  if (error.code === 'NETWORK') return t(`errors.network.${stage}`);
  if (KNOWN.has(error.code)) {
    const seconds = (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
    return t(`errors.${error.code}`, { minutes: Math.max(1, Math.ceil(seconds / 60)) });
  }
  return t(`errors.failed.${stage}`);
}

import { outOfStockItem } from '@isoko/shared/checkout/out-of-stock';
import { COUPON_LIMIT_PER_CUSTOMER } from '@isoko/shared/checkout/pricing';
import type { ErrorCode } from '@isoko/shared/errors';
import { formatRwf } from '@isoko/shared/money-format';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Codes the web gives failures that never reached a server answer (see api/client.ts). */
export type ClientErrorCode = 'NETWORK' | 'BAD_RESPONSE' | 'UNKNOWN';

/**
 * What the shopper was doing when a call failed. Each has a sentence of its own in the `errors`
 * namespace (`during.<action>.failed`) and may word some codes its own way
 * (`during.<action>.<CODE>`, or `during.<action>.<DOMAIN>` for every `DOMAIN_…` code).
 */
export type ErrorAction =
  | 'signInPhone'
  | 'signInCode'
  | 'register'
  | 'applyCoupon'
  | 'priceCart'
  | 'priceOrder'
  | 'placeOrder'
  | 'retryPayment'
  | 'cancelOrder'
  | 'buyAgain'
  | 'loadOrder'
  | 'loadTracking'
  | 'load'
  | 'loadCategories'
  | 'loadAccount'
  | 'loadOrders'
  | 'saveAddress'
  | 'saveSettings'
  | 'loadPayments'
  | 'momoDecision'
  | 'healthCheck';

/**
 * Codes that only say "it failed" without saying why: the action's own sentence tells the
 * shopper more ("We could not place your order") than the code's would.
 */
const SAYS_ONLY_FAILED: ReadonlySet<string> = new Set<ErrorCode | ClientErrorCode>([
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'BAD_REQUEST',
  'NOT_FOUND',
  'JSON_TOO_DEEP',
  'BAD_RESPONSE',
  'UNKNOWN',
]);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The stable code of a failure: the server's (kept by ApiError), or UNKNOWN for anything else. */
export function errorCodeOf(error: unknown): string {
  return isRecord(error) && typeof error.code === 'string' && error.code ? error.code : 'UNKNOWN';
}

/** The numbers a code's text may name, taken from the error's details. */
function errorValues(error: unknown, code: string, language: string | undefined) {
  const details = isRecord(error) && isRecord(error.details) ? error.details : {};
  // A refusal that names the item ("Only 2 left of …"): the item in the shopper's words, and
  // how many are left as the count its plural follows; `_short` when some are, `_gone` when none.
  const stock = code === 'OUT_OF_STOCK' ? outOfStockItem(details, language) : null;
  if (stock) {
    return {
      item: stock.item,
      count: stock.available,
      context: stock.available > 0 ? 'short' : 'gone',
    };
  }
  const seconds = typeof details.retryAfterSeconds === 'number' ? details.retryAfterSeconds : 60;
  // The day's limit of sign-in codes can leave hours to wait: said in hours (`_hours`), not as
  // "1290 minutes".
  if (code === 'OTP_RATE_LIMITED' && seconds >= 3600) {
    const hours = Math.ceil(seconds / 3600);
    return { hours, count: hours, context: 'hours' };
  }
  const min = typeof details.minSubtotal === 'number' ? formatRwf(details.minSubtotal, language) : undefined;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return {
    minutes,
    // The minutes are the count a text's plural form follows ("1 minute", "umunota 1").
    count: minutes,
    min,
    // A coupon whose uses ran out for this shopper only says so (`_perCustomer`); a text that
    // names an amount the error did not carry has a `_noAmount` variant.
    context:
      details.limit === COUPON_LIMIT_PER_CUSTOMER
        ? 'perCustomer'
        : min === undefined
          ? 'noAmount'
          : undefined,
  };
}

/**
 * The shopper's words for a failed call, from the `errors` namespace: the action's wording of
 * the code, else the code's own text, else the action's sentence, else a general one. Never the
 * server's message: it is English only and written for developers.
 */
export function errorText(
  t: TFunction<'errors'>,
  error: unknown,
  action?: ErrorAction,
  /** The shopper's language (i18next's), for amounts in the text; English when absent. */
  language?: string,
): string {
  const code = errorCodeOf(error);
  const keys: string[] = [];
  if (action) keys.push(`during.${action}.${code}`, `during.${action}.${code.split('_')[0]}`);
  if (!SAYS_ONLY_FAILED.has(code)) keys.push(code);
  if (action) keys.push(`during.${action}.failed`);
  keys.push(SAYS_ONLY_FAILED.has(code) ? code : 'UNKNOWN');
  return t(keys, { ...errorValues(error, code, language), ns: 'errors' }) as string;
}

/** `errorText` with the `errors` namespace loaded (the screen waits for it like for its own words). */
export function useErrorText() {
  const { t, i18n } = useTranslation('errors');
  const language = i18n.language;
  return useCallback(
    (error: unknown, action?: ErrorAction) => errorText(t, error, action, language),
    [t, language],
  );
}

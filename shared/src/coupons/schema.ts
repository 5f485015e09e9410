import { z } from 'zod';
import { Rwf } from '../money';

/**
 * Coupons: their kinds, refusal codes, the code a shopper types and the result of trying one.
 *   POST /api/checkout/apply-coupon   ApplyCouponBody (cart/schema) -> ApplyCouponResponse
 *        | 400 COUPON_INVALID / COUPON_NOT_STARTED / COUPON_EXPIRED / COUPON_MIN_TOTAL /
 *              COUPON_FIRST_ORDER_ONLY / COUPON_USAGE_LIMIT
 * The request carries cart lines, so it sits with cart pricing, which this file must not import.
 */

export const COUPON_TYPES = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_ERROR_CODES = [
  'COUPON_INVALID',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_MIN_TOTAL',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_USAGE_LIMIT',
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

/** What the shopper reads when a code is unknown. */
export const COUPON_INVALID_MESSAGE = 'Invalid coupon code';

/** Upper-cased and trimmed, as the coupon box does on input. */
export const CouponCode = z
  .string()
  .trim()
  .min(1, 'Please enter a coupon code.')
  .max(40)
  .transform((c) => c.toUpperCase());

/**
 * What a coupon gives and asks, so a screen can word it in the shopper's language (the staff-written
 * `description` is in one language only). `value` is a percentage for `percent`, RWF for `fixed`,
 * unused for `free_shipping`; the subtotal must be above `minSubtotal` (0: no minimum).
 */
export const CouponTerms = z.object({
  value: z.number().nonnegative(),
  minSubtotal: Rwf,
  firstOrderOnly: z.boolean(),
});
export type CouponTerms = z.infer<typeof CouponTerms>;

/** A coupon as evaluated against a cart or an order total. */
export const CouponResult = z.object({
  success: z.boolean(),
  code: z.string(),
  /** Amount taken off the goods, RWF (0 for free_shipping). */
  discount: Rwf,
  type: z.enum(COUPON_TYPES).nullable(),
  /** Staff-written, in one language: shown only for a coupon the screen cannot word from `terms`. */
  description: z.string(),
  /** Null for an unknown code; absent from an older server. */
  terms: CouponTerms.nullable().optional(),
  freeShipping: z.boolean(),
  /**
   * Set when success is false; `details` as the refusal's error envelope has them (the minimum
   * subtotal, whether the shopper's own uses ran out) for the screen to word in its language.
   */
  error: z
    .object({
      code: z.enum(COUPON_ERROR_CODES),
      message: z.string(),
      details: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
    })
    .nullable(),
});
export type CouponResult = z.infer<typeof CouponResult>;

/**
 * Success only; a rejection is the error envelope with a COUPON_* code and the shopper-facing text
 * (`error.message`, e.g. 'Invalid coupon code', 'This coupon needs an order above 100,000 RWF').
 * A first-order-only coupon asked for by a guest is accepted here and checked at order time.
 */
export const ApplyCouponResponse = z.object({
  success: z.literal(true),
  code: z.string(),
  discount: Rwf,
  type: z.enum(COUPON_TYPES),
  /** Kept as it was for the old client; screens word the coupon from `terms`. */
  description: z.string(),
  terms: CouponTerms.optional(),
  freeShipping: z.boolean(),
  /** The subtotal the discount was computed on. */
  orderTotal: Rwf,
  /** Always null on success (the old client reads this field). */
  error: z.null(),
});
export type ApplyCouponResponse = z.infer<typeof ApplyCouponResponse>;

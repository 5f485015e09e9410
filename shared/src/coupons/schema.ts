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

/** A coupon as evaluated against a cart or an order total. */
export const CouponResult = z.object({
  success: z.boolean(),
  code: z.string(),
  /** Amount taken off the goods, RWF (0 for free_shipping). */
  discount: Rwf,
  type: z.enum(COUPON_TYPES).nullable(),
  description: z.string(),
  freeShipping: z.boolean(),
  /** Set when success is false. */
  error: z.object({ code: z.enum(COUPON_ERROR_CODES), message: z.string() }).nullable(),
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
  description: z.string(),
  freeShipping: z.boolean(),
  /** The subtotal the discount was computed on. */
  orderTotal: Rwf,
  /** Always null on success (the old client reads this field). */
  error: z.null(),
});
export type ApplyCouponResponse = z.infer<typeof ApplyCouponResponse>;

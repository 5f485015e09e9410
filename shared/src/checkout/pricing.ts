import type { CouponErrorCode, CouponType } from '../coupons/schema';
import { formatRwf } from '../money-format';
import { isKigaliDistrict } from '../rwanda';
import type { FreeShippingType, ShippingReason } from '../shipping/schema';

/**
 * The pricing rules of cart, coupon and order, pure so web and api agree. All amounts are
 * integer RWF. "Above" always means strictly greater: 100,000 is not above 100,000.
 */

// ---------------------------------------------------------------- line price

/**
 * What one unit costs: the lowest of the list price, a running flash deal and a valid
 * negotiated price (a deal never makes a negotiated price worse).
 */
export function unitPrice(prices: {
  listPrice: number;
  flashPrice?: number | null;
  negotiatedPrice?: number | null;
}): number {
  const candidates = [prices.listPrice, prices.flashPrice, prices.negotiatedPrice].filter(
    (p): p is number => typeof p === 'number' && Number.isFinite(p) && p > 0,
  );
  return Math.round(Math.min(...candidates));
}

// ---------------------------------------------------------------- shipping

export interface ShippingRules {
  standardFee: number;
  freeShippingType: FreeShippingType;
  /** Type all/selected applies to subtotals above this (0 = any non-empty order). */
  freeShippingThreshold: number;
  selectedProducts: readonly string[];
  kigaliFree: boolean;
  /** Goods costing more than this ship free anywhere; null = off. */
  freeAbove: number | null;
}

export interface ShippingLine {
  productId: string;
  /** The product itself is sold with free shipping (catalogue flag). */
  freeShipping?: boolean;
}

export interface ShippingInput {
  /** What the goods cost after the coupon's discount. */
  goodsTotal: number;
  /** Unknown before checkout step 2: the fee is then an estimate. */
  district?: string | null;
  lines: readonly ShippingLine[];
  /** A free-shipping coupon applies. */
  couponFreeShipping?: boolean;
}

export interface ShippingQuote {
  fee: number;
  isFree: boolean;
  reason: ShippingReason;
}

const free = (reason: ShippingReason): ShippingQuote => ({ fee: 0, isFree: true, reason });

/**
 * One parcel, one fee. It ships free when any rule says so, tried in this order: a free-shipping
 * coupon; the admin's type all; every line free (a product sold with free shipping,
 * or chosen under type selected); a City of Kigali address; goods above freeAbove. A cart with
 * only some free lines pays the standard fee: the parcel travels anyway.
 */
export function shippingQuote(rules: ShippingRules, input: ShippingInput): ShippingQuote {
  if (input.lines.length === 0) return free('empty');
  if (input.couponFreeShipping) return free('coupon');
  const overThreshold = input.goodsTotal > rules.freeShippingThreshold;
  if (rules.freeShippingType === 'all' && overThreshold) return free('free_all');
  const selected = new Set(
    rules.freeShippingType === 'selected' && overThreshold ? rules.selectedProducts : [],
  );
  if (input.lines.every((l) => l.freeShipping || selected.has(l.productId))) return free('free_selected');
  if (rules.kigaliFree && input.district && isKigaliDistrict(input.district)) return free('kigali');
  if (rules.freeAbove !== null && input.goodsTotal > rules.freeAbove) return free('above_threshold');
  return {
    fee: Math.max(0, Math.round(rules.standardFee)),
    isFree: false,
    reason: input.district ? 'standard' : 'unknown_district',
  };
}

/**
 * The goods total above which any order ships free anywhere, by whichever rule gives it first
 * (type all above its threshold, or freeAbove); null when no rule covers every order. 0 means
 * every order ships free.
 */
export function freeDeliveryAbove(
  rules: Pick<ShippingRules, 'freeShippingType' | 'freeShippingThreshold' | 'freeAbove'>,
): number | null {
  const all = rules.freeShippingType === 'all' ? rules.freeShippingThreshold : null;
  if (all === null) return rules.freeAbove;
  return rules.freeAbove === null ? all : Math.min(all, rules.freeAbove);
}

/** Type all clears the selection, none and all keep no products, enabled = type ≠ none. */
export function normalizeFreeShippingType(
  type: FreeShippingType,
  selectedProducts: readonly string[],
): { freeShippingEnabled: boolean; selectedProducts: string[] } {
  return {
    freeShippingEnabled: type !== 'none',
    selectedProducts: type === 'selected' ? [...new Set(selectedProducts)] : [],
  };
}

// ---------------------------------------------------------------- coupons

export interface CouponRule {
  code: string;
  kind: CouponType;
  /** Percent (0-100) for percent, RWF for fixed, unused for free_shipping. */
  value: number;
  /** The subtotal must be above this. */
  minSubtotal: number;
  firstOrderOnly: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  active: boolean;
}

export interface CouponContext {
  /** Goods before discount. */
  subtotal: number;
  now: Date;
  /** The customer's earlier orders (cancelled ones excluded); null for a guest (checked at order time). */
  previousOrders: number | null;
  /** Times this customer already redeemed this coupon; null for a guest. */
  customerRedemptions: number | null;
}

export type CouponEvaluation =
  | { ok: true; discount: number; freeShipping: boolean }
  | {
      ok: false;
      code: CouponErrorCode;
      message: string;
      details?: Record<string, number | string>;
    };

/** `details.limit` of a COUPON_USAGE_LIMIT refusal when the shopper's own uses ran out. */
export const COUPON_LIMIT_PER_CUSTOMER = 'per_customer';

export const COUPON_MESSAGES = {
  invalid: 'Invalid coupon code',
  notStarted: 'This coupon is not valid yet.',
  expired: 'This coupon has expired.',
  usageLimit: 'This coupon has been used up.',
  perCustomer: 'You have already used this coupon.',
  firstOrder: 'This coupon is only for your first order.',
  minTotal: (min: number) => `This coupon needs an order above ${formatRwf(min)}.`,
} as const;

/** Discount on the goods: percentages are rounded down, never more than the subtotal. */
export function couponDiscount(kind: CouponType, value: number, subtotal: number): number {
  const base = Math.max(0, Math.floor(subtotal));
  if (kind === 'percent') return Math.min(base, Math.floor((base * Math.max(0, Math.min(100, value))) / 100));
  if (kind === 'fixed') return Math.min(base, Math.max(0, Math.floor(value)));
  return 0;
}

/** Whether a coupon applies, and how much it takes off. */
export function evaluateCoupon(coupon: CouponRule | null | undefined, ctx: CouponContext): CouponEvaluation {
  if (!coupon?.active) return { ok: false, code: 'COUPON_INVALID', message: COUPON_MESSAGES.invalid };
  const now = ctx.now.getTime();
  if (coupon.startsAt && now < coupon.startsAt.getTime()) {
    return { ok: false, code: 'COUPON_NOT_STARTED', message: COUPON_MESSAGES.notStarted };
  }
  if (coupon.endsAt && now >= coupon.endsAt.getTime()) {
    return { ok: false, code: 'COUPON_EXPIRED', message: COUPON_MESSAGES.expired };
  }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    return { ok: false, code: 'COUPON_USAGE_LIMIT', message: COUPON_MESSAGES.usageLimit };
  }
  if (
    coupon.perCustomerLimit !== null &&
    ctx.customerRedemptions !== null &&
    ctx.customerRedemptions >= coupon.perCustomerLimit
  ) {
    // Same code as a used-up coupon; `limit` tells screens it is this shopper's uses that ran out.
    return {
      ok: false,
      code: 'COUPON_USAGE_LIMIT',
      message: COUPON_MESSAGES.perCustomer,
      details: { limit: COUPON_LIMIT_PER_CUSTOMER },
    };
  }
  if (coupon.firstOrderOnly && ctx.previousOrders !== null && ctx.previousOrders > 0) {
    return { ok: false, code: 'COUPON_FIRST_ORDER_ONLY', message: COUPON_MESSAGES.firstOrder };
  }
  if (coupon.minSubtotal > 0 && !(ctx.subtotal > coupon.minSubtotal)) {
    return {
      ok: false,
      code: 'COUPON_MIN_TOTAL',
      message: COUPON_MESSAGES.minTotal(coupon.minSubtotal),
      details: { minSubtotal: coupon.minSubtotal },
    };
  }
  return {
    ok: true,
    discount: couponDiscount(coupon.kind, coupon.value, ctx.subtotal),
    freeShipping: coupon.kind === 'free_shipping',
  };
}

// ---------------------------------------------------------------- totals

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shippingFee: number;
  total: number;
}

/** total = subtotal − discount + shipping, in whole francs; the discount never passes the subtotal. */
export function orderTotals(subtotal: number, discount: number, shippingFee: number): OrderTotals {
  const s = Math.max(0, Math.round(subtotal));
  const d = Math.min(s, Math.max(0, Math.floor(discount)));
  const f = Math.max(0, Math.round(shippingFee));
  return { subtotal: s, discount: d, shippingFee: f, total: s - d + f };
}

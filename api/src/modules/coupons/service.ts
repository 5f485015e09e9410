import { type CouponEvaluation, type CouponRule, evaluateCoupon } from '@isoko/shared/checkout/pricing';
import {
  type ApplyCouponResponse,
  COUPON_TYPES,
  type CouponResult,
  type CouponTerms,
  type CouponType,
} from '@isoko/shared/coupons/schema';
import { and, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { placedOrderCount } from '../orders/service';
import { couponRedemptions, coupons } from './tables';

type CouponRow = typeof coupons.$inferSelect;

const kindOf = (k: string): CouponType =>
  (COUPON_TYPES as readonly string[]).includes(k) ? (k as CouponType) : 'fixed';

export function couponRuleOf(row: CouponRow): CouponRule {
  return {
    code: row.code,
    kind: kindOf(row.kind),
    value: row.value,
    minSubtotal: row.minSubtotal,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    active: row.active,
  };
}

/** What the coupon gives and asks, for a screen to word in the shopper's language. */
export const couponTermsOf = (row: CouponRow): CouponTerms => ({
  value: row.value,
  minSubtotal: row.minSubtotal,
  firstOrderOnly: row.firstOrderOnly,
});

export async function findCoupon(db: DbOrTx, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  return row;
}

/** What a coupon needs to know of the shopper: earlier orders (cancelled ones don't count) and own uses. */
async function shopperHistory(db: DbOrTx, couponId: string, customerId: string | null) {
  if (!customerId) return { previousOrders: null, customerRedemptions: null };
  const [placed, [used]] = await Promise.all([
    placedOrderCount(db, customerId),
    db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.customerId, customerId))),
  ]);
  return { previousOrders: placed, customerRedemptions: Number(used?.n ?? 0) };
}

export interface CouponCheck {
  row: CouponRow | undefined;
  evaluation: CouponEvaluation;
}

/** Evaluates a code for a subtotal and (when signed in) a customer. Never throws for a bad code. */
export async function checkCoupon(
  db: DbOrTx,
  code: string,
  subtotal: number,
  customerId: string | null,
  now = new Date(),
): Promise<CouponCheck> {
  const row = await findCoupon(db, code);
  if (!row)
    return {
      row,
      evaluation: evaluateCoupon(null, { subtotal, now, previousOrders: null, customerRedemptions: null }),
    };
  const history = await shopperHistory(db, row.id, customerId);
  return { row, evaluation: evaluateCoupon(couponRuleOf(row), { subtotal, now, ...history }) };
}

/** The coupon part of a priced cart: the code, whether it applies, its discount and message. */
export function couponResult(code: string, check: CouponCheck): CouponResult {
  const { row, evaluation } = check;
  return {
    success: evaluation.ok,
    code: row?.code ?? code.trim().toUpperCase(),
    discount: evaluation.ok ? evaluation.discount : 0,
    type: row ? kindOf(row.kind) : null,
    description: row?.description ?? '',
    terms: row ? couponTermsOf(row) : null,
    freeShipping: evaluation.ok && evaluation.freeShipping,
    error: evaluation.ok
      ? null
      : {
          code: evaluation.code,
          message: evaluation.message,
          ...(evaluation.details ? { details: evaluation.details } : {}),
        },
  };
}

/** Turns a refusal into the error the shopper reads (a COUPON_* code with the text the coupon box shows). */
export function couponError(evaluation: Extract<CouponEvaluation, { ok: false }>): AppError {
  return new AppError(evaluation.code, evaluation.message, evaluation.details);
}

/** POST /api/checkout/apply-coupon: a preview; the order applies (and counts) the coupon for real. */
export async function applyCoupon(
  db: DbOrTx,
  customerId: string | null,
  code: string,
  subtotal: number,
): Promise<ApplyCouponResponse> {
  const check = await checkCoupon(db, code, subtotal, customerId);
  if (!check.evaluation.ok || !check.row) {
    throw couponError(
      check.evaluation.ok
        ? { ok: false, code: 'COUPON_INVALID', message: 'Invalid coupon code' }
        : check.evaluation,
    );
  }
  return {
    success: true,
    code: check.row.code,
    discount: check.evaluation.discount,
    type: kindOf(check.row.kind),
    description: check.row.description,
    terms: couponTermsOf(check.row),
    freeShipping: check.evaluation.freeShipping,
    orderTotal: Math.max(0, Math.round(subtotal)),
    error: null,
  };
}

/**
 * Counts one use, inside the order's transaction. The guarded update is what keeps a usage
 * limit under concurrency: the last unit goes to one order only.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  redemption: { couponId: string; orderId: string; customerId: string },
): Promise<void> {
  const updated = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, redemption.couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (updated.length === 0) throw new AppError('COUPON_USAGE_LIMIT', 'This coupon has been used up.');
  await tx.insert(couponRedemptions).values(redemption);
}

/**
 * Gives back the coupon use of an order that was cancelled, inside the cancel's transaction:
 * its redemption goes and the coupon counts one use fewer, so the shopper (and a limited coupon)
 * can use it again. Once only: a second call finds no redemption.
 */
export async function releaseRedemption(tx: DbOrTx, orderId: string): Promise<void> {
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}

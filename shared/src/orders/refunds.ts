import { z } from 'zod';
import { Rwf } from '../money';
import { refundOwed } from './revenue';

/**
 * Money the shop must give back for one order, and what staff have already given back.
 *
 * Two sources owe money:
 *   - the order itself: paid, then cancelled (`refundOwed`), its total goes back;
 *   - `meta.refundDue`: payments that came in when they could buy nothing (written by the
 *     payments module): a second payment for a paid order (`paid_twice`), a payment for an order
 *     already cancelled (`order_cancelled`), or a payment whose stock was gone (`stock_gone`, the
 *     order is then set paid and cancelled).
 * A `stock_gone` or `order_cancelled` entry is the very payment of a cancelled order, so when one
 * exists the cancelled order's total is not owed a second time.
 *
 * Refunds staff record live in `meta.refunds`. What is still owed is everything owed minus
 * everything refunded, never below zero. The API checks a new refund against it and the back
 * office shows it: both read this one rule.
 */

export const REFUND_DUE_REASONS = ['paid_twice', 'order_cancelled', 'stock_gone'] as const;
export type RefundDueReason = (typeof REFUND_DUE_REASONS)[number];

/** How staff gave the money back. */
export const REFUND_METHODS = ['mobile_money', 'cash'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** One `meta.refundDue` entry; `reference` is the payment's MoMo reference when the server adds it. */
export const RefundDueDto = z.object({
  paymentId: z.string(),
  amount: Rwf,
  why: z.enum(REFUND_DUE_REASONS),
  reference: z.string().nullable().optional(),
});
export type RefundDueDto = z.infer<typeof RefundDueDto>;

/** One refund staff recorded (`meta.refunds`): `at` is ISO 8601, `by` the staff member's id. */
export const SettledRefundDto = z.object({
  amount: Rwf.min(1),
  method: z.enum(REFUND_METHODS),
  reference: z.string().nullable(),
  at: z.string(),
  by: z.string(),
});
export type SettledRefundDto = z.infer<typeof SettledRefundDto>;

/** An order's refund records as the back office reads them. */
export const OrderRefundsDto = z.object({
  due: z.array(RefundDueDto),
  settled: z.array(SettledRefundDto),
});
export type OrderRefundsDto = z.infer<typeof OrderRefundsDto>;

/** Longest reference staff may type (a MoMo transaction id, a receipt number). */
export const REFUND_REFERENCE_MAX = 100;

/** POST /api/admin/orders/:id/refunds: one refund given back to the customer. */
export const RecordRefundBody = z.object({
  amount: z.number().int('Whole francs only').min(1, 'Enter an amount above 0').max(1_000_000_000_000),
  method: z.enum(REFUND_METHODS),
  reference: z
    .string()
    .trim()
    .max(REFUND_REFERENCE_MAX)
    .optional()
    .nullable()
    .transform((s) => s || null),
});
export type RecordRefundBody = z.output<typeof RecordRefundBody>;
/** What the back office sends (the reference may be left out). */
export type RecordRefundInput = z.input<typeof RecordRefundBody>;

/** Reads refund records out of an order's `meta`, skipping anything malformed. */
export function refundsFromMeta(meta: unknown): OrderRefundsDto {
  const m = (meta && typeof meta === 'object' ? meta : {}) as Record<string, unknown>;
  const valid = <T>(schema: z.ZodType<T>, list: unknown): T[] =>
    Array.isArray(list)
      ? list.flatMap((entry) => {
          const parsed = schema.safeParse(entry);
          return parsed.success ? [parsed.data] : [];
        })
      : [];
  return { due: valid(RefundDueDto, m.refundDue), settled: valid(SettledRefundDto, m.refunds) };
}

/** One sum owed back: the cancelled order's total, or one `meta.refundDue` payment. */
export interface RefundClaim {
  source: 'cancelled_order' | RefundDueReason;
  amount: number;
  /** The payment's MoMo reference, when known. */
  reference: string | null;
}

export interface RefundOrder {
  status: string;
  paymentStatus: string;
  total: number;
  refunds?: OrderRefundsDto;
}

/** Every sum the shop owes back for the order, without counting one payment twice. */
export function refundClaims(order: RefundOrder): RefundClaim[] {
  const due = order.refunds?.due ?? [];
  const claims: RefundClaim[] = due.map((d) => ({
    source: d.why,
    amount: d.amount,
    reference: d.reference ?? null,
  }));
  const orderPaymentListed = due.some((d) => d.why === 'stock_gone' || d.why === 'order_cancelled');
  if (refundOwed(order) && !orderPaymentListed) {
    claims.unshift({ source: 'cancelled_order', amount: order.total, reference: null });
  }
  return claims;
}

/** What is owed, what staff gave back, and what is still owed (never below zero). */
export function refundStanding(order: RefundOrder): { owed: number; refunded: number; outstanding: number } {
  const owed = refundClaims(order).reduce((sum, c) => sum + c.amount, 0);
  const refunded = (order.refunds?.settled ?? []).reduce((sum, r) => sum + r.amount, 0);
  return { owed, refunded, outstanding: Math.max(0, owed - refunded) };
}

/** The money still to give back: what the "Refund due" marker shows and a new refund may not exceed. */
export function refundOutstanding(order: RefundOrder): number {
  return refundStanding(order).outstanding;
}

/**
 * What would still be owed to the customer once the order is cancelled, or null when cancelling
 * owes nothing because the order was never paid. The back office asks before such a cancellation.
 */
export function refundIfCancelled(order: RefundOrder): number | null {
  const cancelled = { ...order, status: 'cancelled' };
  return refundOwed(cancelled) ? refundOutstanding(cancelled) : null;
}

import { randomBytes } from 'node:crypto';
import { isUuid } from '@isoko/shared/ids';
import { formatRwf } from '@isoko/shared/money-format';
import {
  type HistoryParams,
  type HistoryTextCode,
  historyTextEn,
  inferHistoryText,
} from '@isoko/shared/orders/history';
import {
  type OrderRefundsDto,
  type RefundMethod,
  refundOutstanding,
  refundsFromMeta,
  type SettledRefundDto,
} from '@isoko/shared/orders/refunds';
import { ORDER_STATUS, type OrderStatus } from '@isoko/shared/orders/status';
import { and, asc, count, eq, inArray, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { releaseStock, reserveStock, type StockLine } from '../catalog/stock';
import { orderItems, orders, orderTimeline } from './tables';

/**
 * The orders tables' one writer and their reads for other domains: checkout creates orders
 * (create-order.ts), payments set payment status and refund flags, tracking keeps the parcel's
 * number, and the lifecycle (orders/lifecycle.ts) moves the status. Functions that write take the caller's
 * transaction, so one request stays one transaction.
 */

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderTimelineRow = typeof orderTimeline.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** Who asks: customers see only their own orders, staff see all. */
export interface OrderViewer {
  customerId: string | null;
  staff: boolean;
}

// Readable over the phone: no 0/O, 1/I.
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Kigali is UTC+2 all year (no daylight saving). */
const KIGALI_OFFSET_MS = 2 * 3600_000;

/** `ISK-YYMMDD-XXXXX`, the date in Kigali. */
export function newOrderNumber(at = new Date()): string {
  const d = new Date(at.getTime() + KIGALI_OFFSET_MS);
  const date = [d.getUTCFullYear() % 100, d.getUTCMonth() + 1, d.getUTCDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  const suffix = [...randomBytes(5)].map((b) => NUMBER_ALPHABET[b % 32]).join('');
  return `ISK-${date}-${suffix}`;
}

export async function findOrder(db: DbOrTx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The order's row lock, held until the caller's transaction ends. */
export async function lockOrder(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row;
}

export async function findOrderByIdempotencyKey(
  db: DbOrTx,
  customerId: string,
  key: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function findOrderByNumber(db: DbOrTx, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNumber, orderNumber)).limit(1);
  return row;
}

/**
 * The order an address or a shopper names: its id, or its number in any case (numbers are upper
 * case, ISK-…; one typed in lower case from a text message is the same order).
 */
export function orderKeyCondition(idOrNumber: string) {
  const key = idOrNumber.trim();
  const number = eq(orders.orderNumber, key.toUpperCase());
  return isUuid(key) ? or(eq(orders.id, key.toLowerCase()), number) : number;
}

/** By id or order number. Customers see only their own orders (others answer as not found); staff see all. */
export async function findOrderFor(db: DbOrTx, idOrNumber: string, viewer: OrderViewer): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(orderKeyCondition(idOrNumber)).limit(1);
  if (!row || (!viewer.staff && row.customerId !== viewer.customerId)) {
    throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  }
  return row;
}

/** Whether the order exists and is this customer's (socket rooms, payment views). */
export async function isCustomersOrder(db: DbOrTx, orderId: string, customerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
    .limit(1);
  return Boolean(row);
}

/** The customer's orders that still count (cancelled ones don't): first-order coupons read it. */
export async function placedOrderCount(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cancelled')));
  return Number(row?.n ?? 0);
}

/** Items (by name) and timeline (oldest first) of one order, as its views show them. */
export async function orderDetails(
  db: DbOrTx,
  orderId: string,
): Promise<{ items: OrderItemRow[]; timeline: OrderTimelineRow[] }> {
  const [items, timeline] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, orderId))
      .orderBy(asc(orderTimeline.createdAt)),
  ]);
  // Entries of one transaction share a timestamp: the delivery path orders those.
  const rank = (s: string) => ORDER_STATUS.indexOf(s as OrderStatus);
  timeline.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.status) - rank(b.status));
  return { items, timeline };
}

/** The back office's view of an order's history, oldest first. */
export async function staffTimeline(db: DbOrTx, idOrNumber: string) {
  const order = await findOrderFor(db, idOrNumber, { customerId: null, staff: true });
  const rows = await db
    .select()
    .from(orderTimeline)
    .where(eq(orderTimeline.orderId, order.id))
    .orderBy(asc(orderTimeline.createdAt));
  return rows.map((r) => ({
    status: r.status,
    timestamp: r.createdAt.toISOString(),
    note: r.note,
    ...codedNote(r),
    actor: r.actor,
  }));
}

/**
 * Mobile Money orders still pending with a failed or missing payment, untouched since
 * `cutoff`: the candidates for cancellation once the retry grace is over.
 */
export async function unpaidOrderIds(db: DbOrTx, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentMethod, 'mobile_money'),
        inArray(orders.paymentStatus, ['failed', 'unpaid']),
        lt(orders.updatedAt, cutoff),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The parcel's tracking number, kept on the order (tracking opens the parcel). */
export async function setTrackingId(tx: Tx, orderId: string, trackingId: string): Promise<void> {
  await tx.update(orders).set({ trackingId }).where(eq(orders.id, orderId));
}

export async function setPaymentStatus(
  tx: Tx,
  orderId: string,
  paymentStatus: string,
  at = new Date(),
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({ paymentStatus, updatedAt: at })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  return row;
}

export interface RefundDue {
  paymentId: string;
  amount: number;
  why: 'paid_twice' | 'order_cancelled' | 'stock_gone';
}

/** Adds a payment to `meta.refundDue`: money to give back, shown to staff. Caller holds the order's lock. */
export async function addRefundDue(tx: Tx, orderId: string, refund: RefundDue): Promise<void> {
  const order = await findOrder(tx, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  const due = Array.isArray(order.meta?.refundDue) ? (order.meta.refundDue as unknown[]) : [];
  await tx
    .update(orders)
    .set({ meta: { ...(order.meta ?? {}), refundDue: [...due, refund] }, updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

/** A refund staff gave back: how much, how, the MoMo or receipt reference, and who. */
export interface NewRefund {
  amount: number;
  method: RefundMethod;
  reference: string | null;
  staffId: string;
}

/**
 * Records money given back to the customer: appended to `meta.refunds`, with a timeline entry
 * in the staff member's name. Locks the order row first, so two staff members recording at once
 * cannot give back more than is owed (the second waits and sees the first's refund). Refused
 * when nothing is owed (REFUND_NOTHING_OWED) or the amount exceeds what is still owed
 * (REFUND_OVER_OWED); the shared rule `refundOutstanding` decides both.
 */
export async function recordRefund(
  tx: Tx,
  orderId: string,
  refund: NewRefund,
  at = new Date(),
): Promise<{ refunds: OrderRefundsDto; outstanding: number }> {
  if (!isUuid(orderId)) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  const before = refundsFromMeta(order.meta);
  const outstanding = refundOutstanding({ ...order, refunds: before });
  if (outstanding === 0) throw new AppError('REFUND_NOTHING_OWED', 'Nothing is owed back on this order.');
  if (refund.amount > outstanding) {
    throw new AppError('REFUND_OVER_OWED', `Only ${outstanding} RWF is still owed.`, { outstanding });
  }
  const settled: SettledRefundDto = {
    amount: refund.amount,
    method: refund.method,
    reference: refund.reference,
    at: at.toISOString(),
    by: refund.staffId,
  };
  const kept = Array.isArray(order.meta?.refunds) ? (order.meta.refunds as unknown[]) : [];
  await tx
    .update(orders)
    .set({ meta: { ...(order.meta ?? {}), refunds: [...kept, settled] }, updatedAt: at })
    .where(eq(orders.id, orderId));
  await tx.insert(orderTimeline).values({
    orderId,
    status: order.status,
    ...timelineNote({
      noteCode: refund.method === 'cash' ? 'refund_cash' : 'refund_momo',
      noteParams: { amount: formatRwf(refund.amount) },
    }),
    actor: `staff:${refund.staffId}`,
    createdAt: at,
  });
  const refunds = { ...before, settled: [...before.settled, settled] };
  return { refunds, outstanding: outstanding - refund.amount };
}

/**
 * What a timeline entry says: a coded text (`noteCode` and its values, worded in each shopper's
 * language) or a note a person wrote (`note`, shown as written). A coded text also keeps its
 * English in `note` for clients that read only the text.
 */
export interface TimelineNote {
  note?: string;
  noteCode?: HistoryTextCode;
  noteParams?: HistoryParams;
}

/** The timeline columns of a note: its English text, code and values. */
export function timelineNote(n: TimelineNote): Pick<OrderTimelineRow, 'note' | 'noteCode' | 'noteParams'> {
  if (n.noteCode) {
    const text = { code: n.noteCode, params: n.noteParams };
    return { note: n.note || historyTextEn(text), noteCode: n.noteCode, noteParams: n.noteParams ?? null };
  }
  return { note: n.note ?? '', noteCode: null, noteParams: null };
}

/**
 * A timeline entry's code and values for the screens: the stored ones, or for an entry written
 * before codes were stored, the code its English text matches (null for a person's note).
 */
export function codedNote(row: Pick<OrderTimelineRow, 'note' | 'noteCode' | 'noteParams'>): {
  noteCode: string | null;
  noteParams: HistoryParams | null;
} {
  if (row.noteCode) return { noteCode: row.noteCode, noteParams: row.noteParams ?? null };
  const inferred = inferHistoryText(row.note);
  return { noteCode: inferred?.code ?? null, noteParams: inferred?.params ?? null };
}

/** A status move as the lifecycle decided it: the order's row and its timeline entry. */
export async function recordStatusChange(
  tx: Tx,
  change: { orderId: string; to: OrderStatus; paymentStatus: string; actor: string; at: Date } & TimelineNote,
): Promise<void> {
  await tx
    .update(orders)
    .set({ status: change.to, paymentStatus: change.paymentStatus, updatedAt: change.at })
    .where(eq(orders.id, change.orderId));
  await tx.insert(orderTimeline).values({
    orderId: change.orderId,
    status: change.to,
    ...timelineNote(change),
    actor: change.actor,
    createdAt: change.at,
  });
}

async function stockLinesOf(tx: Tx, orderId: string): Promise<StockLine[]> {
  return tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      name: orderItems.name,
      size: orderItems.size,
      color: orderItems.color,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/**
 * Returns an order's units to stock, once: the flag flips in the same statement that decides,
 * so a second caller (a replayed callback, the sweep, a cancellation) finds nothing to do.
 * Returns the products whose stock came back (none when an earlier call released them).
 */
export async function releaseOrderStock(tx: Tx, orderId: string): Promise<string[]> {
  const flipped = await tx
    .update(orders)
    .set({ stockReleased: true, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return [];
  const lines = await stockLinesOf(tx, orderId);
  await releaseStock(tx, lines);
  return [...new Set(lines.map((l) => l.productId))];
}

/**
 * Takes an order's units again after a release (a new payment attempt, a late payment). Throws
 * OUT_OF_STOCK when they are gone; run it in a savepoint to survive that. True when it took them.
 */
export async function reReserveOrderStock(tx: Tx, orderId: string): Promise<boolean> {
  const flipped = await tx
    .update(orders)
    .set({ stockReleased: false, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, true)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return false;
  await reserveStock(tx, await stockLinesOf(tx, orderId));
  return true;
}

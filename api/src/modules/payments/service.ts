import { randomUUID } from 'node:crypto';
import type { PaymentDto, PaymentUpdatedEvent } from '@isoko/shared/payments/schema';
import {
  type OrderPaymentStatus,
  PAYMENT_EXPIRY_MINUTES,
  type PaymentMethod,
} from '@isoko/shared/payments/status';
import { isMtnMobile, MTN_MOMO_PHONE_MESSAGE } from '@isoko/shared/phone';
import { rooms } from '@isoko/shared/realtime';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrder, isCustomersOrder, lockOrder, type OrderRow, setPaymentStatus } from '../orders/service';
import { type OutboxEventInput, recordEvent, toJob, toSocket } from '../outbox/service';
import { payments } from './tables';

export type { OrderRow };
export type PaymentRow = typeof payments.$inferSelect;

/** Without MOMO_BASE_URL the demo's own sandbox answers, mounted on this server. */
export function momoBaseUrl(config: Config): string {
  return config.momo.baseUrl ?? `${selfUrl(config)}/dev/momo`;
}

/** Our own address for server-to-server calls: localhost may resolve to ::1 while we listen on IPv4. */
function selfUrl(config: Config): string {
  const local = `http://localhost:${config.http.port}`;
  return config.http.publicUrl === local ? `http://127.0.0.1:${config.http.port}` : config.http.publicUrl;
}

/**
 * MoMo calls this (PUT or POST) when a request is decided; OUR payment id ends the path.
 * MOMO_CALLBACK_URL (README) is the path's prefix, `$PUBLIC_URL/api/payments/momo/callback` by default.
 */
export function callbackUrlFor(config: Config, paymentId: string): string {
  const base = (config.momo.callbackUrl ?? `${selfUrl(config)}/api/payments/momo/callback`).replace(
    /\/$/,
    '',
  );
  return `${base}/${paymentId}`;
}

export function toPaymentDto(row: PaymentRow): PaymentDto {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status as PaymentDto['status'],
    reason: row.reason,
    method: row.method as PaymentMethod,
    amount: row.amount,
    currency: row.currency,
    payerPhone: row.payerPhone,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** `payment:updated` to the order's and the customer's rooms (in the caller's transaction). */
export async function recordPaymentUpdate(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'status' | 'customerId'> & { paymentStatus: string },
  payment: PaymentRow,
  extraRooms: string[] = [],
  /** Texts and jobs that go out with the event (once it commits). */
  extraDeliveries: OutboxEventInput['deliveries'] = [],
): Promise<void> {
  const event: PaymentUpdatedEvent = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    paymentStatus: order.paymentStatus as OrderPaymentStatus,
    payment: toPaymentDto(payment),
  };
  await recordEvent(tx, {
    type: 'payment.updated',
    payload: event,
    deliveries: [
      toSocket(
        [rooms.order(order.id), rooms.customer(order.customerId), ...extraRooms],
        'payment:updated',
        event,
      ),
      ...extraDeliveries,
    ],
  });
}

/**
 * The MoMo account to ask: the first of the candidates (the number typed at checkout, then the
 * ones used before) that is on MTN's network, since a wallet sits only on an MTN number. A
 * shopper signed in with an Airtel phone who typed none is told to type one.
 */
export function momoPayerPhone(candidates: readonly (string | null | undefined)[]): string {
  const phone = candidates.find((c): c is string => !!c && isMtnMobile(c));
  if (!phone) throw new AppError('PAYER_PHONE_NOT_MTN', MTN_MOMO_PHONE_MESSAGE);
  return phone;
}

/**
 * A new MoMo attempt for an order: its reference id is chosen and stored now, before anything
 * is sent; the request itself goes out from the `payments.request` job after commit.
 */
export async function createPaymentAttempt(
  tx: Tx,
  config: Config,
  order: OrderRow,
  payerPhone: string,
): Promise<PaymentRow> {
  const now = new Date();
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      method: 'mobile_money',
      provider: 'momo',
      referenceId: randomUUID(),
      amount: order.total,
      currency: config.momo.currency,
      payerPhone,
      status: 'pending',
      expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_MINUTES * 60_000),
    })
    .returning();
  const updated = await setPaymentStatus(tx, order.id, 'pending', now);
  await recordEvent(tx, {
    type: 'payment.requested',
    payload: { paymentId: payment!.id, orderId: order.id },
    deliveries: [toJob('payments', 'request', { paymentId: payment!.id })],
  });
  await recordPaymentUpdate(tx, updated, payment!);
  return payment!;
}

/** Row locks for a payment and its order, always payment first. */
export async function lockPayment(
  tx: Tx,
  paymentId: string,
): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) return null;
  const order = await lockOrder(tx, payment.orderId);
  return order ? { payment, order } : null;
}

export async function loadPayment(db: DbOrTx, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/** Notes a status check (the sweep picks the least recently checked first). */
export async function touchPayment(db: DbOrTx, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ lastCheckedAt: new Date(), checks: sql`${payments.checks} + 1` })
    .where(eq(payments.id, paymentId));
}

/** Whether a deadline has passed. */
export const isPast = (date: Date, now = Date.now()) => date.getTime() <= now;

/** The request-to-pay reached MoMo (the first time counts). */
export async function markSubmitted(db: DbOrTx, paymentId: string): Promise<void> {
  await db
    .update(payments)
    .set({ submittedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.submittedAt)));
}

/** The order's newest attempt, or undefined. */
export async function latestPayment(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row;
}

/** One attempt for its order's owner or staff; anyone else is told it does not exist. */
export async function paymentFor(
  db: DbOrTx,
  paymentId: string,
  viewer: { customerId: string | null; staff: boolean },
): Promise<PaymentDto> {
  const payment = await loadPayment(db, paymentId);
  const visible =
    payment &&
    (viewer.staff
      ? Boolean(await findOrder(db, payment.orderId))
      : viewer.customerId !== null && (await isCustomersOrder(db, payment.orderId, viewer.customerId)));
  if (!payment || !visible) throw new AppError('PAYMENT_NOT_FOUND', 'Payment not found.');
  return toPaymentDto(payment);
}

/** Of these orders, those with an attempt still pending or already successful. */
export async function ordersWithLivePayment(db: DbOrTx, orderIds: readonly string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(inArray(payments.orderId, [...orderIds]), inArray(payments.status, ['pending', 'successful'])),
    );
  return new Set(rows.map((r) => r.orderId));
}

/** The MoMo reference (X-Reference-Id) of each of the order's payments, by payment id. */
export async function paymentReferences(db: DbOrTx, orderId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: payments.id, referenceId: payments.referenceId })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return new Map(rows.map((r) => [r.id, r.referenceId]));
}

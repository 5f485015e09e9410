import { randomUUID } from 'node:crypto';
import type { PaymentUpdatedEvent } from '@isoko/shared/checkout/schema';
import { type OrderPaymentStatus, PAYMENT_EXPIRY_MINUTES } from '@isoko/shared/payments/status';
import { rooms } from '@isoko/shared/realtime';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { toPaymentDto } from '../checkout/order-view';
import { orders } from '../orders/tables';
import { recordEvent, toJob, toSocket } from '../outbox/service';
import { payments } from './tables';

export type OrderRow = typeof orders.$inferSelect;
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

/** `payment:updated` to the order's and the customer's rooms (in the caller's transaction). */
export async function recordPaymentUpdate(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'orderNumber' | 'status' | 'customerId'> & { paymentStatus: string },
  payment: PaymentRow,
  extraRooms: string[] = [],
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
    ],
  });
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
  const [updated] = await tx
    .update(orders)
    .set({ paymentStatus: 'pending', updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  await recordEvent(tx, {
    type: 'payment.requested',
    payload: { paymentId: payment!.id, orderId: order.id },
    deliveries: [toJob('payments', 'request', { paymentId: payment!.id })],
  });
  await recordPaymentUpdate(tx, updated!, payment!);
  return payment!;
}

/** Row locks for a payment and its order, always payment first. */
export async function lockPayment(
  tx: Tx,
  paymentId: string,
): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, payment.orderId)).for('update');
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

export function orderMetaWith(order: OrderRow, patch: Record<string, unknown>): Record<string, unknown> {
  return { ...(order.meta ?? {}), ...patch };
}

export type { AppDeps };

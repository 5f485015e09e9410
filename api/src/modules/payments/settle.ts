import { randomUUID } from 'node:crypto';
import { PAYMENT_RETRY_GRACE_HOURS } from '@isoko/shared/checkout/schema';
import { toMsisdn } from '@isoko/shared/phone';
import { rooms } from '@isoko/shared/realtime';
import { and, asc, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { notifyCatalogChanged } from '../catalog/notify';
import { releaseOrderStock, reReserveOrderStock } from '../checkout/stock';
import { transitionOrder } from '../orders/lifecycle';
import { orders } from '../orders/tables';
import { type MomoClient, MomoError } from './momo-client';
import {
  callbackUrlFor,
  loadPayment,
  lockPayment,
  type OrderRow,
  orderMetaWith,
  type PaymentRow,
  recordPaymentUpdate,
  touchPayment,
} from './service';
import { payments } from './tables';

/**
 * What happens when MoMo decides. Only MoMo's SUCCESSFUL makes a payment successful; every
 * change happens under row locks (payment, then order), so a replayed callback, the sweep and a
 * late answer find the work done and change nothing.
 *
 * Expiry: an attempt pending PAYMENT_EXPIRY_MINUTES (15) is expired: the order's payment status
 * becomes failed, its stock is released (once) and the order stays pending so the shopper can
 * try again (POST /api/orders/:id/payments re-reserves the stock). After
 * PAYMENT_RETRY_GRACE_HOURS (24) without a new attempt the order is cancelled.
 * A late SUCCESSFUL (after expiry): the stock is taken again if it is still there and the order
 * is paid and confirmed; if it is gone, the money is recorded, the order is cancelled and marked
 * `meta.refundDue`, and admins are told. A second successful attempt on a paid order is also
 * marked refundDue.
 */

async function reload(tx: Tx, orderId: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

async function flagRefund(tx: Tx, order: OrderRow, payment: PaymentRow, why: string): Promise<void> {
  const due = Array.isArray(order.meta?.refundDue) ? (order.meta.refundDue as unknown[]) : [];
  await tx
    .update(orders)
    .set({
      meta: orderMetaWith(order, {
        refundDue: [...due, { paymentId: payment.id, amount: payment.amount, why }],
      }),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
}

export type Settlement = 'settled' | 'unchanged';

/** MoMo said SUCCESSFUL. */
export async function settleSuccessful(deps: AppDeps, paymentId: string): Promise<Settlement> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked) return 'unchanged' as const;
    const { payment, order } = locked;
    if (payment.status !== 'pending' && payment.status !== 'expired') return 'unchanged' as const;
    const wasExpired = payment.status === 'expired';
    const now = new Date();
    const [paid] = await tx
      .update(payments)
      .set({ status: 'successful', reason: null, settledAt: now, updatedAt: now, lastCheckedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();

    let adminsToo = false;
    if (order.paymentStatus === 'paid' || order.status === 'cancelled') {
      // Paid twice, or paid for an order that no longer exists: the money goes back.
      await flagRefund(tx, order, paid!, order.paymentStatus === 'paid' ? 'paid_twice' : 'order_cancelled');
      adminsToo = true;
    } else {
      let stockHeld = !order.stockReleased;
      if (!stockHeld) {
        // Late approval: take the units again if nobody bought them meanwhile.
        stockHeld = await tx
          .transaction(async (sp) => reReserveOrderStock(sp, order.id))
          .then(() => true)
          .catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'OUT_OF_STOCK') return false;
            throw error;
          });
      }
      await tx.update(orders).set({ paymentStatus: 'paid', updatedAt: now }).where(eq(orders.id, order.id));
      if (stockHeld) {
        if (order.status === 'pending') {
          await transitionOrder(tx, {
            orderId: order.id,
            to: 'confirmed',
            actor: 'payment',
            note: wasExpired ? 'Mobile Money payment received (late)' : 'Mobile Money payment received',
          });
        }
      } else {
        await flagRefund(tx, await reload(tx, order.id), paid!, 'stock_gone');
        await transitionOrder(tx, {
          orderId: order.id,
          to: 'cancelled',
          actor: 'payment',
          note: 'Paid after the payment expired, but the items were sold out: refund due',
        });
        adminsToo = true;
      }
    }
    await recordPaymentUpdate(tx, await reload(tx, order.id), paid!, adminsToo ? [rooms.admins()] : []);
    return 'settled' as const;
  });
  if (result === 'settled') deps.kickOutbox();
  return result;
}

/** Ends a pending attempt inside the caller's transaction (rows already locked). */
export async function endAttempt(
  tx: Tx,
  payment: PaymentRow,
  order: OrderRow,
  outcome: { status: 'failed' | 'expired'; reason: string },
): Promise<void> {
  const now = new Date();
  const [ended] = await tx
    .update(payments)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      settledAt: now,
      updatedAt: now,
      lastCheckedAt: now,
    })
    .where(eq(payments.id, payment.id))
    .returning();
  if (order.paymentStatus !== 'paid') {
    await tx.update(orders).set({ paymentStatus: 'failed', updatedAt: now }).where(eq(orders.id, order.id));
    await releaseOrderStock(tx, order.id);
  }
  await recordPaymentUpdate(tx, await reload(tx, order.id), ended!);
}

/** MoMo said FAILED, or our own deadline passed: the attempt ends and the order's stock goes back. */
export async function settleUnpaid(
  deps: AppDeps,
  paymentId: string,
  outcome: { status: 'failed' | 'expired'; reason: string },
): Promise<Settlement> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (locked?.payment.status !== 'pending') return 'unchanged' as const;
    await endAttempt(tx, locked.payment, locked.order, outcome);
    return 'settled' as const;
  });
  if (result === 'settled') {
    deps.kickOutbox();
    await notifyCatalogChanged(deps).catch(() => {});
  }
  return result;
}

const isPast = (date: Date, now = Date.now()) => date.getTime() <= now;

/**
 * `payments.request`: sends the attempt's request-to-pay with its stored reference id (a
 * retry reuses it; MoMo's 409 means it already has it). A refusal that cannot heal ends the attempt.
 */
export async function sendPaymentRequest(
  deps: AppDeps,
  paymentId: string,
  client: MomoClient = deps.momo,
): Promise<'submitted' | 'skipped' | 'refused'> {
  const payment = await loadPayment(deps.db, paymentId);
  if (payment?.status !== 'pending' || isPast(payment.expiresAt)) return 'skipped';
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return 'skipped';
  try {
    await client.requestToPay({
      referenceId: payment.referenceId,
      amount: payment.amount,
      currency: payment.currency,
      externalId: order.orderNumber,
      payerMsisdn: toMsisdn(payment.payerPhone ?? order.customerPhone),
      payerMessage: `Isoko order ${order.orderNumber}`,
      payeeNote: `Order ${order.orderNumber}`,
      callbackUrl: callbackUrlFor(deps.config, payment.id),
    });
  } catch (error) {
    if (error instanceof MomoError && !error.retryable) {
      deps.log.warn({ paymentId, status: error.status, code: error.code }, 'momo refused the request-to-pay');
      await settleUnpaid(deps, paymentId, { status: 'failed', reason: error.code ?? `HTTP_${error.status}` });
      return 'refused';
    }
    throw error;
  }
  await deps.db
    .update(payments)
    .set({ submittedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(payments.id, paymentId), isNull(payments.submittedAt)));
  return 'submitted';
}

/**
 * Asks MoMo for the truth about one attempt and applies it. Pending past the deadline expires.
 * The callback, the sweep and `payments.reconcile` all come here.
 */
export async function reconcilePayment(
  deps: AppDeps,
  paymentId: string,
  client: MomoClient = deps.momo,
): Promise<Settlement> {
  const payment = await loadPayment(deps.db, paymentId);
  if (!payment || (payment.status !== 'pending' && payment.status !== 'expired')) return 'unchanged';
  let status: Awaited<ReturnType<MomoClient['status']>> | null = null;
  try {
    status = await client.status(payment.referenceId);
  } catch (error) {
    // 404: MoMo never got it (the request job has not run yet, or gave up while MoMo was down).
    const notThere = error instanceof MomoError && error.status === 404;
    if (!notThere && !isPast(payment.expiresAt)) throw error;
    if (notThere && payment.status === 'pending' && !payment.submittedAt && !isPast(payment.expiresAt)) {
      // Send it again (same reference id); one retry job a minute at most.
      await deps.queues.add(
        'payments',
        'request',
        { paymentId },
        { jobId: `request-again-${paymentId}-${Math.floor(Date.now() / 60_000)}` },
      );
    }
  }
  await touchPayment(deps.db, paymentId);
  if (status?.status === 'SUCCESSFUL') return settleSuccessful(deps, paymentId);
  if (payment.status === 'expired') return 'unchanged';
  if (status?.status === 'FAILED')
    return settleUnpaid(deps, paymentId, { status: 'failed', reason: status.reason ?? 'UNKNOWN' });
  if (isPast(payment.expiresAt))
    return settleUnpaid(deps, paymentId, { status: 'expired', reason: 'EXPIRED' });
  return 'unchanged';
}

/** The callback is only a hint: it queues a status check; replays within a few seconds coalesce. */
export async function handleMomoCallback(deps: AppDeps, paymentId: string): Promise<void> {
  const payment = await loadPayment(deps.db, paymentId);
  if (!payment || (payment.status !== 'pending' && payment.status !== 'expired')) return;
  await deps.queues.add(
    'payments',
    'reconcile',
    { paymentId },
    { jobId: `callback-${paymentId}-${Math.floor(Date.now() / 5000)}` },
  );
}

/** MoMo allows about ten status checks a second: the sweep spaces its checks by this much. */
export const STATUS_CHECK_SPACING_MS = 110;
/** A pending attempt is checked again after this long. */
export const RECHECK_AFTER_MS = 8_000;
/** Expired attempts are still asked about (a late approval) this often, for a day. */
export const LATE_RECHECK_AFTER_MS = 5 * 60_000;
export const LATE_WINDOW_MS = 24 * 3600_000;

export interface SweepResult {
  checked: number;
  settled: number;
  cancelled: number;
  errors: number;
}

/**
 * `payments.sweep` (every 10 s): checks pending attempts (least recently checked first), expires
 * the overdue, asks about recently expired ones, and cancels orders whose retry grace ran out.
 * A Redis lock keeps one sweep at a time across worker processes, so the rate limit holds.
 */
export async function sweepPayments(
  deps: AppDeps,
  options: { budget?: number; spacingMs?: number; client?: MomoClient; now?: Date } = {},
): Promise<SweepResult> {
  const result: SweepResult = { checked: 0, settled: 0, cancelled: 0, errors: 0 };
  const lockKey = `${deps.config.redis.prefix}:payments:sweep-lock`;
  const token = randomUUID();
  if ((await deps.redis.set(lockKey, token, 'PX', 60_000, 'NX')) !== 'OK') return result;
  try {
    const now = options.now ?? new Date();
    const budget = options.budget ?? 80;
    const spacing = options.spacingMs ?? STATUS_CHECK_SPACING_MS;
    const due = await deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        or(
          and(
            eq(payments.status, 'pending'),
            or(
              isNull(payments.lastCheckedAt),
              lt(payments.lastCheckedAt, new Date(now.getTime() - RECHECK_AFTER_MS)),
              lt(payments.expiresAt, now),
            ),
          ),
          and(
            eq(payments.status, 'expired'),
            sql`${payments.expiresAt} > ${new Date(now.getTime() - LATE_WINDOW_MS)}`,
            or(
              isNull(payments.lastCheckedAt),
              lt(payments.lastCheckedAt, new Date(now.getTime() - LATE_RECHECK_AFTER_MS)),
            ),
          ),
        ),
      )
      .orderBy(
        sql`${payments.status} desc`,
        asc(sql`coalesce(${payments.lastCheckedAt}, ${payments.createdAt})`),
      )
      .limit(budget);
    let last = 0;
    for (const { id } of due) {
      const wait = last + spacing - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      last = Date.now();
      result.checked += 1;
      try {
        if ((await reconcilePayment(deps, id, options.client)) === 'settled') result.settled += 1;
      } catch (error) {
        result.errors += 1;
        deps.log.warn({ paymentId: id, err: (error as Error).message }, 'payment status check failed');
      }
    }
    result.cancelled = await cancelAbandonedOrders(deps, now);
  } finally {
    // Release only our own lock.
    if ((await deps.redis.get(lockKey)) === token) await deps.redis.del(lockKey);
  }
  return result;
}

/** MoMo orders left unpaid past the grace: cancelled (their stock went back at expiry). */
export async function cancelAbandonedOrders(deps: AppDeps, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PAYMENT_RETRY_GRACE_HOURS * 3600_000);
  const stale = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentMethod, 'mobile_money'),
        inArray(orders.paymentStatus, ['failed', 'unpaid']),
        lt(orders.updatedAt, cutoff),
        notExists(
          deps.db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.orderId, orders.id), inArray(payments.status, ['pending', 'successful']))),
        ),
      ),
    )
    .limit(100);
  let cancelled = 0;
  for (const { id } of stale) {
    const done = await deps.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (
        order?.status !== 'pending' ||
        order.paymentStatus === 'paid' ||
        order.paymentStatus === 'pending'
      ) {
        return false;
      }
      await releaseOrderStock(tx, id);
      await transitionOrder(tx, {
        orderId: id,
        to: 'cancelled',
        actor: 'payment',
        note: `No payment within ${PAYMENT_RETRY_GRACE_HOURS} hours`,
      });
      return true;
    });
    if (done) cancelled += 1;
  }
  if (cancelled) deps.kickOutbox();
  return cancelled;
}

import { smsTextsIn } from '@isoko/shared/notifications/texts';
import { rooms } from '@isoko/shared/realtime';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { notifyCatalogChanged } from '../catalog/notify';
import { textLanguageOf } from '../customers/service';
import { transitionOrder } from '../fulfilment/order-status';
import {
  addRefundDue,
  findOrder,
  type RefundDue,
  releaseOrderStock,
  reReserveOrderStock,
  setPaymentStatus,
} from '../orders/service';
import { toJob } from '../outbox/service';
import { lockPayment, type OrderRow, type PaymentRow, recordPaymentUpdate } from './service';
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

export type Settlement = 'settled' | 'unchanged';

async function reload(tx: Tx, orderId: string): Promise<OrderRow> {
  return (await findOrder(tx, orderId))!;
}

const refundOf = (payment: PaymentRow, why: RefundDue['why']): RefundDue => ({
  paymentId: payment.id,
  amount: payment.amount,
  why,
});

/** Late approval: takes the units again if nobody bought them meanwhile (in a savepoint). */
async function holdStockAgain(tx: Tx, orderId: string): Promise<boolean> {
  return tx
    .transaction(async (sp) => reReserveOrderStock(sp, orderId))
    .then(() => true)
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'OUT_OF_STOCK') return false;
      throw error;
    });
}

/**
 * The order's side of a successful payment (rows locked): paid and confirmed, or, when the money
 * cannot buy anything any more, a refund flag. True when admins should hear about it.
 */
async function applySuccess(
  tx: Tx,
  order: OrderRow,
  paid: PaymentRow,
  wasExpired: boolean,
): Promise<boolean> {
  if (order.paymentStatus === 'paid' || order.status === 'cancelled') {
    // Paid twice, or paid for an order that no longer exists: the money goes back.
    await addRefundDue(
      tx,
      order.id,
      refundOf(paid, order.paymentStatus === 'paid' ? 'paid_twice' : 'order_cancelled'),
    );
    return true;
  }
  const stockHeld = !order.stockReleased || (await holdStockAgain(tx, order.id));
  await setPaymentStatus(tx, order.id, 'paid');
  if (!stockHeld) {
    await addRefundDue(tx, order.id, refundOf(paid, 'stock_gone'));
    await transitionOrder(tx, {
      orderId: order.id,
      to: 'cancelled',
      actor: 'payment',
      noteCode: 'paid_sold_out_refund',
    });
    return true;
  }
  if (order.status === 'pending') {
    await transitionOrder(tx, {
      orderId: order.id,
      to: 'confirmed',
      actor: 'payment',
      noteCode: wasExpired ? 'payment_received_late' : 'payment_received',
    });
  }
  return false;
}

/** MoMo said SUCCESSFUL. */
export async function settleSuccessful(deps: AppDeps, paymentId: string): Promise<Settlement> {
  const result = await deps.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, paymentId);
    if (!locked) return 'unchanged' as const;
    const { payment, order } = locked;
    if (payment.status !== 'pending' && payment.status !== 'expired') return 'unchanged' as const;
    const now = new Date();
    const [paid] = await tx
      .update(payments)
      .set({ status: 'successful', reason: null, settledAt: now, updatedAt: now, lastCheckedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    const adminsToo = await applySuccess(tx, order, paid!, payment.status === 'expired');
    await recordPaymentUpdate(tx, await reload(tx, order.id), paid!, adminsToo ? [rooms.admins()] : []);
    return 'settled' as const;
  });
  if (result === 'settled') deps.kickOutbox();
  return result;
}

/**
 * The text telling a customer that MoMo declined their payment and where to pay again. Sent once
 * per attempt; an attempt that merely expired gets none (the order's cancellation text follows
 * if nobody pays).
 */
async function paymentFailedText(tx: Tx, order: OrderRow, paymentId: string, publicUrl: string) {
  const language = await textLanguageOf(tx, order.customerId);
  return toJob('sms', 'send', {
    to: order.customerPhone,
    message: smsTextsIn(language).paymentFailed(order.orderNumber, `${publicUrl}/orders`),
    essential: false,
    kind: 'order_status',
    customerId: order.customerId,
    dedupeKey: `payment-failed-${paymentId}`,
  });
}

/**
 * Ends a pending attempt inside the caller's transaction (rows already locked). A declined
 * payment on an order still waiting for one also texts the customer (`publicUrl` makes the link).
 */
export async function endAttempt(
  tx: Tx,
  payment: PaymentRow,
  order: OrderRow,
  outcome: { status: 'failed' | 'expired'; reason: string },
  publicUrl = '',
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
  const texts = [];
  if (order.paymentStatus !== 'paid') {
    await setPaymentStatus(tx, order.id, 'failed', now);
    await releaseOrderStock(tx, order.id);
    if (outcome.status === 'failed' && order.status === 'pending') {
      texts.push(await paymentFailedText(tx, order, payment.id, publicUrl));
    }
  }
  await recordPaymentUpdate(tx, await reload(tx, order.id), ended!, [], texts);
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
    await endAttempt(tx, locked.payment, locked.order, outcome, deps.config.http.publicUrl);
    return 'settled' as const;
  });
  if (result === 'settled') {
    deps.kickOutbox();
    await notifyCatalogChanged(deps).catch(() => {});
  }
  return result;
}

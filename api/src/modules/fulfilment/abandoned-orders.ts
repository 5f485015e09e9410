import { PAYMENT_RETRY_GRACE_HOURS } from '@isoko/shared/payments/schema';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { lockOrder, releaseOrderStock, unpaidOrderIds } from '../orders/service';
import { transitionOrder } from './order-status';

/** How many abandoned orders one run cancels at most. */
const BATCH = 100;

/**
 * Which of these orders still have a payment under way or already made: payments knows, and
 * passes this in, so orders never read payment rows.
 */
export type LivePaymentCheck = (db: DbOrTx, orderIds: readonly string[]) => Promise<Set<string>>;

/** Cancels one unpaid order under its row lock, unless a payment came in meanwhile. */
async function cancelUnpaidOrder(tx: Tx, orderId: string): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (order?.status !== 'pending' || order.paymentStatus === 'paid' || order.paymentStatus === 'pending') {
    return false;
  }
  await releaseOrderStock(tx, orderId);
  await transitionOrder(tx, {
    orderId,
    to: 'cancelled',
    actor: 'payment',
    noteCode: 'no_payment',
    noteParams: { hours: PAYMENT_RETRY_GRACE_HOURS },
  });
  return true;
}

/**
 * Mobile Money orders left unpaid past the retry grace are cancelled (their stock already went
 * back when the payment failed or expired). The payment sweep runs it.
 */
export async function cancelAbandonedOrders(
  deps: AppDeps,
  options: { now?: Date; livePayments: LivePaymentCheck },
): Promise<number> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - PAYMENT_RETRY_GRACE_HOURS * 3600_000);
  const candidates = await unpaidOrderIds(deps.db, cutoff, BATCH);
  const live = await options.livePayments(deps.db, candidates);
  let cancelled = 0;
  for (const orderId of candidates) {
    if (live.has(orderId)) continue;
    if (await deps.db.transaction((tx) => cancelUnpaidOrder(tx, orderId))) cancelled += 1;
  }
  if (cancelled) deps.kickOutbox();
  return cancelled;
}

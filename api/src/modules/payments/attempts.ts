import { and, desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { notifyCatalogChanged } from '../catalog/notify';
import { findOrder, findOrderFor, lockOrder, reReserveOrderStock } from '../orders/service';
import { createPaymentAttempt, momoPayerPhone } from './service';
import { endAttempt } from './settle';
import { payments } from './tables';

/**
 * A new MoMo attempt for an unpaid order (after a decline or an expiry). Stock given back at the
 * failure is taken again first, or the call fails with OUT_OF_STOCK naming the item. While an
 * attempt is still pending, that attempt stands and `created` is false.
 */
export async function newPaymentAttempt(
  deps: AppDeps,
  customerId: string,
  idOrNumber: string,
  payerPhone: string | undefined,
): Promise<{ created: boolean; orderId: string }> {
  const found = await findOrderFor(deps.db, idOrNumber, { customerId, staff: false });
  const outcome = await deps.db.transaction(async (tx) => {
    // Locks in the order a settlement takes them (its payment, then the order), so a retry that
    // arrives while an attempt is being settled waits for it instead of deadlocking with it.
    await tx.select({ id: payments.id }).from(payments).where(eq(payments.orderId, found.id)).for('update');
    const order = await lockOrder(tx, found.id);
    if (!order) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
    if (order.paymentMethod !== 'mobile_money') {
      throw new AppError('ORDER_BAD_TRANSITION', 'This order is paid in cash on delivery.');
    }
    if (order.paymentStatus === 'paid')
      throw new AppError('PAYMENT_ALREADY_SETTLED', 'This order is already paid.');
    if (order.status !== 'pending') {
      throw new AppError('ORDER_BAD_TRANSITION', `This order is ${order.status} and can no longer be paid.`);
    }
    const [latest] = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1)
      .for('update');
    const [stillPending] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'pending')))
      .for('update');
    if (stillPending) {
      if (stillPending.expiresAt.getTime() > Date.now()) return { created: false, restocked: false };
      // Overdue but not swept yet: end it now, so the new attempt starts clean.
      await endAttempt(tx, stillPending, order, { status: 'expired', reason: 'EXPIRED' });
    }
    const current = await findOrder(tx, order.id);
    const restocked = current!.stockReleased ? await reReserveOrderStock(tx, order.id) : false;
    const ready = await findOrder(tx, order.id);
    await createPaymentAttempt(
      tx,
      deps.config,
      ready!,
      momoPayerPhone([payerPhone, latest?.payerPhone, order.customerPhone]),
    );
    return { created: true, restocked };
  });
  if (outcome.created) deps.kickOutbox();
  if (outcome.restocked) await notifyCatalogChanged(deps).catch(() => {});
  return { created: outcome.created, orderId: found.id };
}

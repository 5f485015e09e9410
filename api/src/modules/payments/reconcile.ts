import type { AppDeps } from '../../deps';
import { type MomoClient, MomoError } from './momo-client';
import { isPast, loadPayment, touchPayment } from './service';
import { type Settlement, settleSuccessful, settleUnpaid } from './settle';

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

import type { AppDeps } from '@isoko/api/deps';
import { reconcilePayment } from '@isoko/api/modules/payments/reconcile';
import { sendPaymentRequest } from '@isoko/api/modules/payments/request-to-pay';
import { sweepPayments } from '@isoko/api/modules/payments/sweep';
import { PaymentReconcileJob, PaymentRequestJob } from '@isoko/shared/jobs';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDefinition } from './registry';

/**
 * `payments` queue: `request` sends a request-to-pay (retried with the same reference id),
 * `reconcile` checks one attempt's status (callbacks queue it), `sweep` runs every 10 s.
 * All three are idempotent: the payment's row says what is left to do.
 */
export async function processPayments(job: Job, deps: AppDeps) {
  if (job.name === 'request') {
    const data = PaymentRequestJob.safeParse(job.data);
    if (!data.success) throw new UnrecoverableError('PAYMENT_BAD_PAYLOAD');
    return { outcome: await sendPaymentRequest(deps, data.data.paymentId) };
  }
  if (job.name === 'reconcile') {
    const data = PaymentReconcileJob.safeParse(job.data);
    if (!data.success) throw new UnrecoverableError('PAYMENT_BAD_PAYLOAD');
    return { outcome: await reconcilePayment(deps, data.data.paymentId) };
  }
  if (job.name === 'sweep') return sweepPayments(deps);
  throw new UnrecoverableError(`PAYMENT_UNKNOWN_JOB ${job.name}`);
}

export const paymentsProcessor: ProcessorDefinition = {
  queue: 'payments',
  concurrency: 4,
  process: (job, deps) => processPayments(job, deps),
};

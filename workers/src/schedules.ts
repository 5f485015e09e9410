import type { AppDeps } from '@isoko/api/deps';

/** The payment sweep's period: pending MoMo attempts are checked about this often. */
export const PAYMENT_SWEEP_EVERY_MS = 10_000;

/**
 * Repeating jobs (payment sweeps and the like), registered with BullMQ's job schedulers so
 * that several worker processes schedule each only once.
 */
export async function startSchedules(deps: AppDeps): Promise<{ stop(): Promise<void> }> {
  const payments = deps.queues.get('payments');
  // Upserting keeps one scheduler per id however many processes start.
  await payments.upsertJobScheduler(
    'payments-sweep',
    { every: PAYMENT_SWEEP_EVERY_MS },
    {
      name: 'sweep',
      data: {},
      opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    },
  );
  return { async stop() {} };
}

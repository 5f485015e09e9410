import type { AppDeps } from '@isoko/api/deps';
import { RAW_RETENTION_DAYS } from '@isoko/api/modules/analytics/reports';
import { NEGOTIATION_RETENTION_DAYS } from '@isoko/api/modules/negotiation/service';
import type { QueueName } from '@isoko/shared/jobs';
import { TRYON_RETENTION_HOURS } from '@isoko/shared/tryon/schema';

/** The payment sweep's period: pending MoMo attempts are checked about this often. */
export const PAYMENT_SWEEP_EVERY_MS = 10_000;

/** Nightly analytics totals and clean-up: 02:45 in Kigali. */
export const ANALYTICS_RETAIN_CRON = '45 2 * * *';
/** The nightly retention purge: 02:30 in Kigali, when the shop is quiet. */
export const RETENTION_PURGE_CRON = '30 2 * * *';

/** The nightly stock analysis: 01:30 in Kigali, before the shop opens; the dashboard reads its report. */
export const STOCK_ANALYSIS_CRON = '30 1 * * *';

/** Attempts at registering one schedule before the start gives up. */
const SCHEDULE_ATTEMPTS = 5;

type Repeat = { every: number } | { pattern: string; tz: string };
type Template = { name: string; data: Record<string, unknown>; opts: Record<string, unknown> };

/**
 * Registers one repeating job; upserting keeps one scheduler per id however many processes start.
 * When Redis does not answer in time it tries again after a short pause, on a fresh queue object:
 * the queues share the API's fail-fast connection (a request must not wait on Redis), but a start
 * on a busy machine can wait a moment, and one slow answer must not stop the process starting.
 */
async function schedule(
  deps: Pick<AppDeps, 'queues'>,
  queue: QueueName,
  id: string,
  repeat: Repeat,
  template: Template,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await deps.queues.get(queue).upsertJobScheduler(id, repeat, template);
      return;
    } catch (error) {
      if (attempt >= SCHEDULE_ATTEMPTS) throw error;
      deps.queues.reset(queue);
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

/**
 * Repeating jobs (payment sweeps and the like), registered with BullMQ's job schedulers so
 * that several worker processes schedule each only once.
 */
export async function startSchedules(deps: Pick<AppDeps, 'queues'>): Promise<{ stop(): Promise<void> }> {
  await schedule(
    deps,
    'payments',
    'payments-sweep',
    { every: PAYMENT_SWEEP_EVERY_MS },
    {
      name: 'sweep',
      data: {},
      opts: { attempts: 1, removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
    },
  );
  await schedule(
    deps,
    'retention',
    'retention-purge',
    { pattern: RETENTION_PURGE_CRON, tz: 'Africa/Kigali' },
    {
      name: 'purge',
      data: { olderThanDays: NEGOTIATION_RETENTION_DAYS },
      opts: { attempts: 3, removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } },
    },
  );
  await schedule(
    deps,
    'stock',
    'stock-analysis',
    { pattern: STOCK_ANALYSIS_CRON, tz: 'Africa/Kigali' },
    {
      name: 'analyse',
      data: {},
      opts: { attempts: 3, removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } },
    },
  );
  // Try-on photos and previews live 24 hours; an hourly purge keeps that promise within the hour.
  await schedule(
    deps,
    'tryon',
    'tryon-purge',
    { every: 3600_000 },
    {
      name: 'purge',
      data: { olderThanHours: TRYON_RETENTION_HOURS },
      opts: { attempts: 3, removeOnComplete: { count: 24 }, removeOnFail: { count: 24 } },
    },
  );
  // Analytics upkeep after the retention purge: daily totals first, then raw events past 180 days.
  await schedule(
    deps,
    'analytics',
    'analytics-retain',
    { pattern: ANALYTICS_RETAIN_CRON, tz: 'Africa/Kigali' },
    {
      name: 'retain',
      data: { olderThanDays: RAW_RETENTION_DAYS },
      opts: { attempts: 3, removeOnComplete: { count: 30 }, removeOnFail: { count: 30 } },
    },
  );
  return { async stop() {} };
}

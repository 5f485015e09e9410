import type { AppDeps } from '@isoko/api/deps';
import { runRetention } from '@isoko/api/modules/analytics/reports';
import { AnalyticsRetainJob } from '@isoko/shared/jobs';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDefinition } from './registry';

/**
 * `analytics` queue: `retain` sums every finished day into the daily totals, then deletes raw
 * events older than the retention. Idempotent: a rerun sums nothing new and finds nothing old.
 */
export async function processAnalytics(job: Job, deps: Pick<AppDeps, 'db'>) {
  if (job.name !== 'retain') throw new UnrecoverableError(`ANALYTICS_UNKNOWN_JOB ${job.name}`);
  const data = AnalyticsRetainJob.safeParse(job.data);
  if (!data.success) throw new UnrecoverableError('ANALYTICS_BAD_PAYLOAD');
  const now = new Date();
  return runRetention(deps.db, now, data.data.olderThanDays);
}

export const analyticsProcessor: ProcessorDefinition = {
  queue: 'analytics',
  concurrency: 1,
  process: (job, deps) => processAnalytics(job, deps),
};

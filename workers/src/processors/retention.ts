import type { AppDeps } from '@isoko/api/deps';
import { purgeOldConversations } from '@isoko/api/modules/assistant/memory';
import { purgeOldNegotiations } from '@isoko/api/modules/negotiation/service';
import { RetentionPurgeJob } from '@isoko/shared/jobs';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDefinition } from './registry';

/**
 * `retention` queue: `purge` deletes negotiations (with their rounds) and assistant
 * conversations (with their messages) untouched for longer than the retention period. Idempotent: a rerun finds nothing older left to delete.
 */
export async function processRetention(job: Job, deps: Pick<AppDeps, 'db'>) {
  if (job.name !== 'purge') throw new UnrecoverableError(`RETENTION_UNKNOWN_JOB ${job.name}`);
  const data = RetentionPurgeJob.safeParse(job.data);
  // Bad input never heals; don't burn retries on it.
  if (!data.success) throw new UnrecoverableError('RETENTION_BAD_PAYLOAD');
  const days = data.data.olderThanDays;
  return {
    negotiations: await purgeOldNegotiations(deps.db, days),
    assistantConversations: await purgeOldConversations(deps.db, days),
  };
}

export const retentionProcessor: ProcessorDefinition = {
  queue: 'retention',
  concurrency: 1,
  process: (job, deps) => processRetention(job, deps),
};

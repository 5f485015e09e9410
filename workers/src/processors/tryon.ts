import type { AppDeps } from '@isoko/api/deps';
import { AppError } from '@isoko/api/lib/app-error';
import { runTryOnAnalysis } from '@isoko/api/modules/tryon/analyse';
import { purgeTryOnFiles } from '@isoko/api/modules/tryon/service';
import { TryOnAnalyseJob, TryOnPurgeJob } from '@isoko/shared/jobs';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDefinition } from './registry';

/**
 * `tryon` queue: `analyse` runs one try-on's analysis (reporting its five stages on the job and
 * to `tryon:<requestId>`) and returns the result the waiting HTTP call answers; rerunning it
 * rewrites the same preview. `purge` deletes photos and previews past their 24 hours.
 */
export async function processTryOn(job: Job, deps: AppDeps) {
  if (job.name === 'purge') {
    const data = TryOnPurgeJob.safeParse(job.data);
    if (!data.success) throw new UnrecoverableError('TRYON_BAD_PAYLOAD');
    return { deleted: await purgeTryOnFiles(deps, data.data.olderThanHours) };
  }
  if (job.name !== 'analyse') throw new UnrecoverableError(`TRYON_UNKNOWN_JOB ${job.name}`);
  const data = TryOnAnalyseJob.safeParse(job.data);
  // Bad input never heals; don't burn retries on it.
  if (!data.success) throw new UnrecoverableError('TRYON_BAD_PAYLOAD');
  try {
    return await runTryOnAnalysis(deps, data.data, (progress) => job.updateProgress(progress));
  } catch (error) {
    // A refusal (photo purged, product gone) stays a refusal on a retry.
    if (error instanceof AppError) throw new UnrecoverableError(`${error.code} ${error.message}`);
    throw error;
  }
}

export const tryOnProcessor: ProcessorDefinition = {
  queue: 'tryon',
  // The shopper waits on each job: several at once, each mostly sharp work off the main thread.
  concurrency: 4,
  process: (job, deps) => processTryOn(job, deps),
};

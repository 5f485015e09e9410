import type { AppDeps } from '@isoko/api/deps';
import { runBulkSeo } from '@isoko/api/modules/admin-catalog/bulk-seo';
import { SeoBulkJob } from '@isoko/shared/jobs';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDefinition } from './registry';

/**
 * `seo` queue: `bulk` writes search-engine text for each product of the job, reporting progress
 * on the job and as `job:progress` to the admins room. Rewriting the same text is harmless, so a
 * retry simply starts over.
 */
export async function processSeo(job: Job, deps: AppDeps) {
  if (job.name !== 'bulk') throw new UnrecoverableError(`SEO_UNKNOWN_JOB ${job.name}`);
  const data = SeoBulkJob.safeParse(job.data);
  // Bad input never heals; don't burn retries on it.
  if (!data.success) throw new UnrecoverableError('SEO_BAD_PAYLOAD');
  return runBulkSeo(deps, String(job.id), data.data.productIds, (progress) => job.updateProgress(progress));
}

export const seoProcessor: ProcessorDefinition = {
  queue: 'seo',
  // The model (when configured) is the slow part; two jobs at once keep its rate reasonable.
  concurrency: 2,
  process: (job, deps) => processSeo(job, deps),
};

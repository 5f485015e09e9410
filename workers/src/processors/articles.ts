import type { AppDeps } from '@isoko/api/deps';
import { runArticleJob } from '@isoko/api/modules/content/generate';
import { ArticleGenerateJob } from '@isoko/shared/jobs';
import { type Job, UnrecoverableError } from 'bullmq';
import type { ProcessorDefinition } from './registry';

/**
 * `articles` queue: `generate` writes one blog article from the shop's real data and returns it
 * (nothing is stored), reporting each stage on the job and as `job:progress` to the admins room.
 */
export async function processArticles(job: Job, deps: AppDeps) {
  if (job.name !== 'generate') throw new UnrecoverableError(`ARTICLES_UNKNOWN_JOB ${job.name}`);
  const data = ArticleGenerateJob.safeParse(job.data);
  if (!data.success) throw new UnrecoverableError('ARTICLES_BAD_PAYLOAD');
  return runArticleJob(
    deps,
    String(job.id),
    data.data.topic,
    (progress) => job.updateProgress(progress),
    data.data.language,
  );
}

export const articlesProcessor: ProcessorDefinition = {
  queue: 'articles',
  // A model call can take seconds; two at once keeps its rate reasonable.
  concurrency: 2,
  process: (job, deps) => processArticles(job, deps),
};

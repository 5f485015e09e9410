import {
  type ArticleTopic,
  GENERATE_WAIT_MS,
  GenerateBody,
  type GeneratedContent,
  type GenerateResponse,
} from '@isoko/shared/content/schema';
import { scoreArticle } from '@isoko/shared/content/seo-rubric';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { rooms } from '@isoko/shared/realtime';
import { Job } from 'bullmq';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/parse-input';
import { articleData, productsIn } from './article-data';
import { articleFromModel } from './article-model';
import { withPriceDate } from './article-price-date';
import { type ArticleDraft, articleFromTemplate } from './article-templates';

/**
 * The article generator: POST /api/seo/generate queues an `articles.generate` job; the workers
 * read the real data, write the article (the model's when configured and its text passes the
 * checks, else the template's), score it with the shared rubric and report each stage as
 * `job:progress` to the admins room. Nothing is stored: only Publish to Blog writes a post, so
 * a failed generation leaves nothing behind.
 */

export interface ArticleJobResult {
  content: GeneratedContent;
  source: 'template' | 'model';
}

const POLL_MS = 100;

/** Writes and scores one article (no side effects besides the model call). */
export async function writeArticle(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'llm' | 'log'>,
  topic: ArticleTopic,
  onStage: (stage: 'data' | 'writing' | 'scoring') => Promise<void> = async () => {},
  language: ShopLanguage = 'en',
): Promise<ArticleJobResult> {
  await onStage('data');
  const data = await articleData(deps, topic, new Date(), language);
  await onStage('writing');
  let draft: ArticleDraft | null = null;
  let source: ArticleJobResult['source'] = 'template';
  if (deps.llm) {
    try {
      draft = await articleFromModel(deps.llm, data);
      if (draft) source = 'model';
      else deps.log.warn({ topic }, 'model article refused by the checks; template used');
    } catch (err) {
      deps.log.warn({ topic, err: (err as Error).message }, 'model article failed; template used');
    }
  }
  draft ??= articleFromTemplate(data);
  // Prices change after publishing: the article says on which day its prices were read.
  draft = withPriceDate(draft, data);
  await onStage('scoring');
  const { score } = scoreArticle(draft, new Set(productsIn(data).keys()));
  return { content: { ...draft, seoScore: score, language }, source };
}

const STAGE_PROGRESS = { data: 10, writing: 40, scoring: 80 } as const;

/** The job's work, with its progress on the job and in the admins room. */
export async function runArticleJob(
  deps: Pick<AppDeps, 'db' | 'catalog' | 'llm' | 'log' | 'emitter'>,
  jobId: string,
  topic: ArticleTopic,
  reportProgress: (progress: number) => Promise<void> = async () => {},
  language: ShopLanguage = 'en',
): Promise<ArticleJobResult> {
  const emit = (progress: number, stage: string, done = false) =>
    deps.emitter.to(rooms.admins()).emit('job:progress', { jobId, queue: 'articles', progress, stage, done });
  const result = await writeArticle(
    deps,
    topic,
    async (stage) => {
      await reportProgress(STAGE_PROGRESS[stage]);
      emit(STAGE_PROGRESS[stage], stage);
    },
    language,
  );
  await reportProgress(100);
  emit(100, 'done', true);
  return result;
}

/** Where a job stands: its article once done; a failed job is the generation failure. */
async function jobState(
  deps: Pick<AppDeps, 'queues'>,
  jobId: string,
): Promise<{ result: ArticleJobResult | null; failed: boolean; exists: boolean }> {
  const job = await Job.fromId<unknown, ArticleJobResult>(deps.queues.get('articles'), jobId);
  if (!job) return { result: null, failed: false, exists: false };
  if (job.finishedOn && job.returnvalue) return { result: job.returnvalue, failed: false, exists: true };
  return { result: null, failed: Boolean(job.finishedOn && job.failedReason), exists: true };
}

const generationFailed = () =>
  new AppError('ARTICLE_GENERATION_FAILED', 'Failed to generate content. Please try again.');

const answer = (jobId: string, result: ArticleJobResult | null): GenerateResponse => ({
  success: true,
  jobId,
  done: result !== null,
  content: result?.content ?? null,
  source: result?.source ?? null,
});

/** Queues the job and waits for it (up to `waitMs`), then answers with the article or the job id. */
export async function startGeneration(
  deps: Pick<AppDeps, 'queues'>,
  staffId: string,
  body: unknown,
  waitMs = GENERATE_WAIT_MS,
): Promise<GenerateResponse> {
  const { topic, language } = parseInput(GenerateBody, body);
  // One attempt: a failure is reported to the admin at once ('Failed to generate content').
  const jobId = await deps.queues.add('articles', 'generate', { topic, language, staffId }, { attempts: 1 });
  if (!jobId) throw new AppError('SERVICE_UNAVAILABLE', 'The job could not be queued');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const state = await jobState(deps, jobId);
    if (state.result) return answer(jobId, state.result);
    if (state.failed) throw generationFailed();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return answer(jobId, null);
}

/** GET /api/seo/jobs/{jobId}: a generation the first answer did not wait for. */
export async function generationResult(
  deps: Pick<AppDeps, 'queues'>,
  jobId: string,
): Promise<GenerateResponse> {
  // Job ids are the queue's counters: anything else was never a job (and needs no queue lookup).
  if (!/^\d{1,15}$/.test(jobId))
    throw new AppError('ARTICLE_JOB_NOT_FOUND', 'This generation is no longer known.');
  const state = await jobState(deps, jobId);
  if (!state.exists) throw new AppError('ARTICLE_JOB_NOT_FOUND', 'This generation is no longer known.');
  if (state.failed) throw generationFailed();
  return answer(jobId, state.result);
}

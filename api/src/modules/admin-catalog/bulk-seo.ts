import {
  BULK_SEO_WAIT_MS,
  BULK_SEO_WAIT_UP_TO,
  BulkSeoBody,
  type BulkSeoResponse,
} from '@isoko/shared/admin/products-schema';
import { rooms } from '@isoko/shared/realtime';
import { Job } from 'bullmq';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/parse-input';
import { applySeo } from './seo';

/**
 * Bulk 'Generate AI SEO': a `seo.bulk` job writes each product's text; the workers report
 * progress to the `admins` room as `job:progress`. The request waits for small batches so the
 * answer can say how many were updated.
 */

export interface BulkSeoResult {
  updated: number;
  failed: string[];
}

const POLL_MS = 150;

/** Queues the job; for up to BULK_SEO_WAIT_UP_TO products waits (at most 10 s) for its result. */
export async function startBulkSeo(
  deps: Pick<AppDeps, 'queues'>,
  staffId: string,
  body: unknown,
): Promise<BulkSeoResponse> {
  const input = parseInput(BulkSeoBody, body);
  const productIds = [...new Set(input.productIds.map((id) => id.toLowerCase()))];
  const jobId = await deps.queues.add('seo', 'bulk', { productIds, staffId }, { attempts: 2 });
  if (!jobId) throw new AppError('SERVICE_UNAVAILABLE', 'The job could not be queued');
  if (productIds.length > BULK_SEO_WAIT_UP_TO) return { success: true, jobId, updated: null, done: false };

  const queue = deps.queues.get('seo');
  const deadline = Date.now() + BULK_SEO_WAIT_MS;
  while (Date.now() < deadline) {
    const job = await Job.fromId<unknown, BulkSeoResult>(queue, jobId);
    if (job?.finishedOn && job.returnvalue) {
      return { success: true, jobId, updated: job.returnvalue.updated, done: true };
    }
    if (job?.finishedOn && job.failedReason) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { success: true, jobId, updated: null, done: false };
}

/**
 * The job's work: each product in turn (one failure does not stop the others), progress sent
 * after each. A rerun rewrites the same text, so a retry is harmless.
 */
export async function runBulkSeo(
  deps: Pick<AppDeps, 'db' | 'llm' | 'log' | 'catalog' | 'emitter'>,
  jobId: string,
  productIds: readonly string[],
  reportProgress: (progress: number) => Promise<void> = async () => {},
): Promise<BulkSeoResult> {
  const failed: string[] = [];
  let updated = 0;
  const total = productIds.length;
  for (const [index, productId] of productIds.entries()) {
    try {
      await applySeo(deps, productId);
      updated++;
    } catch (err) {
      failed.push(productId);
      deps.log.warn({ productId, err: (err as Error).message }, 'search-engine text not written');
    }
    const processed = index + 1;
    const progress = Math.round((processed / total) * 100);
    await reportProgress(progress);
    deps.emitter.to(rooms.admins()).emit('job:progress', {
      jobId,
      queue: 'seo',
      progress,
      stage: 'seo',
      processed,
      total,
      updated,
      done: processed === total,
    });
  }
  return { updated, failed };
}

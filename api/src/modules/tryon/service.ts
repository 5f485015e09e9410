import { randomUUID } from 'node:crypto';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { TRYON_RETENTION_HOURS, type TryOnFields, TryOnResult } from '@isoko/shared/tryon/schema';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { photoKeyOf, TRYON_FOLDER } from './analyse';
import { bestSampleFor, garmentFacts, resultIn } from './garments';
import { normalisePhoto } from './photo';

/** The longest the HTTP call waits for the analysis job. */
export const TRYON_WAIT_MS = 20_000;
const POLL_MS = 40;

const tooSlow = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'The try-on is taking too long right now. Please try again in a moment.',
  );

/**
 * One try-on: check and store the photo, check the garment, queue the analysis as a `tryon`
 * job and answer its result when it ends, its products named in `lang`. Bad input is refused
 * here, before anything is queued.
 */
export async function startTryOn(
  deps: Pick<AppDeps, 'catalog' | 'db' | 'media' | 'queues'>,
  fields: TryOnFields,
  photoBytes: Buffer,
  lang: ShopLanguage = 'en',
): Promise<TryOnResult> {
  const photo = await normalisePhoto(photoBytes);
  const productId =
    fields.productId ?? (await bestSampleFor(deps, fields.bodyType, fields.preferences.occasion));
  const { product } = await garmentFacts(deps, productId);
  const tryOnId = randomUUID();
  const photoKey = photoKeyOf(tryOnId);
  await deps.media.put(photoKey, photo.data);
  const jobId = await deps.queues.add(
    'tryon',
    'analyse',
    {
      tryOnId,
      photoKey,
      bodyType: fields.bodyType,
      skinTone: fields.skinTone,
      preferences: fields.preferences,
      productId: product.id,
      measurements: fields.measurements,
      height: fields.height,
      requestId: fields.requestId,
    },
    {
      jobId: tryOnId,
      attempts: 2,
      backoff: { type: 'fixed', delay: 200 },
      removeOnComplete: { age: 3600 },
      removeOnFail: { age: 3600 },
    },
  );
  return resultIn(deps, await waitForResult(deps, jobId ?? tryOnId), lang);
}

async function waitForResult(deps: Pick<AppDeps, 'queues'>, jobId: string): Promise<TryOnResult> {
  const queue = deps.queues.get('tryon');
  const until = Date.now() + TRYON_WAIT_MS;
  while (Date.now() < until) {
    // The state first, then the job: a job read before it completed carries no return value.
    const state = await queue.getJobState(jobId);
    if (state === 'completed') {
      const job = await queue.getJob(jobId);
      if (job) return TryOnResult.parse(job.returnvalue);
    }
    if (state === 'failed') throw tooSlow();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  throw tooSlow();
}

/**
 * Deletes stored try-on photos and previews older than `olderThanHours` (24 by default): the
 * shopper's picture is kept only as long as the result screen needs it.
 */
export async function purgeTryOnFiles(
  deps: Pick<AppDeps, 'config' | 'media'>,
  olderThanHours = TRYON_RETENTION_HOURS,
  now = Date.now(),
): Promise<number> {
  const dir = path.join(deps.config.dataDir, 'media', TRYON_FOLDER);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const cutoff = now - olderThanHours * 3600_000;
  let deleted = 0;
  for (const name of names) {
    try {
      const info = await stat(path.join(dir, name));
      if (info.isFile() && info.mtimeMs < cutoff && (await deps.media.delete(`${TRYON_FOLDER}/${name}`)))
        deleted++;
    } catch {
      // A file removed meanwhile, or a name the storage refuses (e.g. a leftover .part): skip it.
    }
  }
  return deleted;
}

const STORED_NAME = /^[0-9a-f-]{36}(-preview)?\.(jpg|webp)$/;

/** A stored try-on picture for `GET /media/tryon/:name`, or null. */
export async function readTryOnFile(
  deps: Pick<AppDeps, 'media'>,
  name: string,
): Promise<{ data: Buffer; contentType: string } | null> {
  if (!STORED_NAME.test(name)) return null;
  const data = await deps.media.get(`${TRYON_FOLDER}/${name}`);
  if (!data) return null;
  return { data, contentType: name.endsWith('.webp') ? 'image/webp' : 'image/jpeg' };
}

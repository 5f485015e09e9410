import { mkdtemp, readdir, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppDeps } from '@isoko/api/deps';
import { createFsMediaStorage } from '@isoko/api/lib/media-storage';
import { createProduct } from '@isoko/api/test/fixtures';
import { createTestApp, type TestApp } from '@isoko/api/test/test-app';
import { TryOnResult } from '@isoko/shared/tryon/schema';
import { type Job, UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSchedules } from '../schedules';
import { processTryOn } from './tryon';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const job = (name: string, data: unknown) =>
  ({ name, data, updateProgress: async () => {} }) as unknown as Job;

describe('the tryon processor', () => {
  it('does not retry a bad payload or an unknown job', async () => {
    await expect(processTryOn(job('analyse', { bodyType: 'blob' }), t.app.deps)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    await expect(processTryOn(job('dance', {}), t.app.deps)).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('turns a refusal (the photo already purged) into a failure that is not retried', async () => {
    const data = {
      tryOnId: '33333333-3333-4333-8333-333333333333',
      photoKey: 'tryon/33333333-3333-4333-8333-333333333333.jpg',
      bodyType: 'pear',
      skinTone: 'dark',
      preferences: { style: 'modern', occasion: 'casual' },
    };
    await expect(processTryOn(job('analyse', data), t.app.deps)).rejects.toThrow(/^NOT_FOUND/);
  });

  it('keeps the shopper’s height from the job through to the result', async () => {
    const { productId } = await createProduct(t.app.deps.db, {
      variants: ['S', 'M', 'L'].map((size) => ({ size, color: 'Black', stock: 2 })),
    });
    const tryOnId = '55555555-5555-4555-8555-555555555555';
    const photoKey = `tryon/${tryOnId}.jpg`;
    // A one-pixel PNG: the preview needs a picture, the analysis only the job's fields.
    const pixel =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    await t.app.deps.media.put(photoKey, Buffer.from(pixel, 'base64'));
    const data = {
      tryOnId,
      photoKey,
      bodyType: 'hourglass',
      skinTone: 'deep',
      preferences: { style: 'modern', occasion: 'party' },
      productId,
      height: 185,
    };
    const result = TryOnResult.parse(await processTryOn(job('analyse', data), t.app.deps));
    expect(result.bodyMeasurements).toMatchObject({ height: 185, heightSource: 'shopper' });
    expect(result.fitAnalysis.length).toBe('Tight');
    await expect(processTryOn(job('analyse', { ...data, height: 300 }), t.app.deps)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
  });

  it('purges photos past their hours', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tryon-worker-'));
    const media = createFsMediaStorage(path.join(dataDir, 'media'));
    const name = '44444444-4444-4444-8444-444444444444.jpg';
    await media.put(`tryon/${name}`, Buffer.from('x'));
    const old = new Date(Date.now() - 2 * 3600_000);
    await utimes(path.join(dataDir, 'media', 'tryon', name), old, old);
    const deps = { ...t.app.deps, config: { ...t.app.deps.config, dataDir }, media } as AppDeps;
    expect(await processTryOn(job('purge', { olderThanHours: 1 }), deps)).toEqual({ deleted: 1 });
    expect(await readdir(path.join(dataDir, 'media', 'tryon'))).toEqual([]);
  });

  it('is scheduled every hour', async () => {
    await startSchedules(t.app.deps);
    const schedulers = await t.app.deps.queues.get('tryon').getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: 'tryon-purge', every: 3_600_000 })]);
  });
});

import { randomUUID } from 'node:crypto';
import { negotiate } from '@isoko/api/modules/negotiation/service';
import { createProduct } from '@isoko/api/test/fixtures';
import { createTestApp, type TestApp } from '@isoko/api/test/test-app';
import { type Job, UnrecoverableError } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_PURGE_CRON, startSchedules } from '../schedules';
import { processRetention } from './retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const job = (name: string, data: unknown) => ({ name, data }) as Job;

const offerAt = async (productId: string, daysAgo: number) =>
  negotiate(t.app.deps, {
    productRef: productId,
    customerId: null,
    deviceId: `device-${randomUUID()}`,
    move: { kind: 'amount', amount: 9_000 },
    language: 'en',
    channel: 'widget',
    now: new Date(Date.now() - daysAgo * 86_400_000),
  });

describe('processRetention', () => {
  it('deletes negotiations older than the retention period and keeps the rest', async () => {
    const p = await createProduct(t.app.deps.db, { price: 10_000 });
    await offerAt(p.productId, 100);
    await offerAt(p.productId, 95);
    await offerAt(p.productId, 10);
    expect(await processRetention(job('purge', { olderThanDays: 90 }), t.app.deps)).toEqual({
      negotiations: 2,
    });
    expect(await processRetention(job('purge', { olderThanDays: 90 }), t.app.deps)).toEqual({
      negotiations: 0,
    });
    expect(await processRetention(job('purge', { olderThanDays: 5 }), t.app.deps)).toEqual({
      negotiations: 1,
    });
  });

  it('fails for good on a bad payload or an unknown job', async () => {
    await expect(processRetention(job('purge', { olderThanDays: 0 }), t.app.deps)).rejects.toThrow(
      UnrecoverableError,
    );
    await expect(processRetention(job('other', {}), t.app.deps)).rejects.toThrow(UnrecoverableError);
  });

  it('is scheduled nightly in Kigali time', async () => {
    await startSchedules(t.app.deps);
    const schedulers = await t.app.deps.queues.get('retention').getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({ key: 'retention-purge', pattern: RETENTION_PURGE_CRON, tz: 'Africa/Kigali' }),
    ]);
  });
});

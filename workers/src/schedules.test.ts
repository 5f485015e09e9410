import { redisReady } from '@isoko/api/lib/redis';
import { createQueues } from '@isoko/api/queue/queues';
import { redisBehindFaultProxy } from '@isoko/api/test/fault-proxy';
import { afterAll, describe, expect, it } from 'vitest';
import { startSchedules } from './schedules';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('the repeating jobs', () => {
  it('are all registered although Redis was silent for a moment when the process started', async () => {
    // The API's kind of connection (commands give up quickly), through a link the test can silence.
    const { link, redis, close } = await redisBehindFaultProxy('schedules-test');
    const queues = createQueues(redis, `isoko-schedules-test-${process.pid}`);
    cleanups.push(close, queues.close);
    expect(await redisReady(redis, 5_000)).toBe(true);
    cleanups.push(async () => {
      for (const name of ['payments', 'retention', 'stock', 'tryon', 'analytics'] as const) {
        await queues.get(name).obliterate({ force: true });
      }
    });

    await link.set('blackhole');
    const started = startSchedules({ queues });
    // The first commands time out while Redis is silent; it answers again before the start gives up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await link.set('pass');
    await expect(started).resolves.toBeDefined();

    const keys = async (name: 'payments' | 'retention' | 'stock' | 'tryon' | 'analytics') =>
      (await queues.get(name).getJobSchedulers()).map((s) => s.key);
    expect(await keys('payments')).toEqual(['payments-sweep']);
    expect(await keys('retention')).toEqual(['retention-purge']);
    expect(await keys('stock')).toEqual(['stock-analysis']);
    expect(await keys('tryon')).toEqual(['tryon-purge']);
    expect(await keys('analytics')).toEqual(['analytics-retain']);
  });
});

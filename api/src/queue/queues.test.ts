import { afterAll, describe, expect, it } from 'vitest';
import { redisReady } from '../lib/redis';
import { redisBehindFaultProxy } from '../test/fault-proxy';
import { createQueues } from './queues';

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('queueing a job', () => {
  it('works again once Redis answers, also when a queue’s first command timed out', async () => {
    // A link to Redis of the test's own, which it can silence and resume.
    const { link, redis, close } = await redisBehindFaultProxy('queues-test');
    const queues = createQueues(redis, `isoko-queues-test-${process.pid}`);
    cleanups.push(close, queues.close);
    cleanups.push(() => queues.get('sms').obliterate({ force: true }));
    expect(await redisReady(redis, 5_000)).toBe(true);

    // The queue is first used while Redis is silent: it cannot start, and the request says so.
    await link.set('blackhole');
    const job = { to: '+250788123456', message: 'Murakoze', essential: true, kind: 'otp' } as const;
    await expect(queues.add('sms', 'send', job)).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await link.set('pass');

    // Redis answers again: the next job is queued (a queue that failed to start is started anew).
    await expect
      .poll(() => queues.add('sms', 'send', job).catch(() => null), { timeout: 5_000 })
      .toBeTruthy();
    // Putting the failed queue away left the shared connection open for every other queue.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(redis.status).toBe('ready');
    expect(await queues.add('sms', 'send', job)).toBeTruthy();
  });
});

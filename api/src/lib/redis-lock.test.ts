import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from './redis';
import { acquireRedisLock } from './redis-lock';

let redis: Redis;
const prefix = `t${randomBytes(5).toString('hex')}:lock`;
beforeAll(() => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'redis-lock-test');
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('acquireRedisLock', () => {
  it('gives the lock to one holder at a time, and again once released', async () => {
    const key = `${prefix}:one`;
    const first = await acquireRedisLock(redis, key, 10_000);
    expect(first).not.toBeNull();
    expect(await acquireRedisLock(redis, key, 10_000)).toBeNull();
    await first!.release();
    const second = await acquireRedisLock(redis, key, 10_000);
    expect(second).not.toBeNull();
    expect(second!.token).not.toBe(first!.token);
    await second!.release();
  });

  it('hands out exactly one lock when many ask at once', async () => {
    const key = `${prefix}:race`;
    const tries = await Promise.all(Array.from({ length: 10 }, () => acquireRedisLock(redis, key, 10_000)));
    expect(tries.filter(Boolean)).toHaveLength(1);
  });

  it('never releases a lock that expired and now belongs to someone else', async () => {
    const key = `${prefix}:expired`;
    const late = await acquireRedisLock(redis, key, 30);
    expect(late).not.toBeNull();
    await new Promise((r) => setTimeout(r, 80));
    const next = await acquireRedisLock(redis, key, 10_000);
    expect(next).not.toBeNull();
    await late!.release();
    expect(await redis.get(key)).toBe(next!.token);
    expect(await acquireRedisLock(redis, key, 10_000)).toBeNull();
  });
});

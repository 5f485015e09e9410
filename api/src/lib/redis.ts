import { Redis } from 'ioredis';

/**
 * BullMQ needs maxRetriesPerRequest: null, so by default a command waits for Redis to come back.
 * `failFast` connections give up after one reconnect attempt instead, for callers that have
 * something better to do than wait (the rate limiter lets the request through).
 */
export function createRedis(url: string, name = 'isoko', options: { failFast?: boolean } = {}): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: options.failFast ? 1 : null,
    connectionName: name,
    lazyConnect: false,
    // Keep reconnecting quietly; health reports the outage.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', () => {});
  return redis;
}

/** Pings with a deadline so a dead Redis never hangs a health check. */
export async function pingRedis(redis: Redis, timeoutMs = 1000): Promise<number> {
  const start = performance.now();
  await Promise.race([
    redis.ping(),
    new Promise((_, reject) => setTimeout(() => reject(new Error('redis ping timed out')), timeoutMs)),
  ]);
  return Math.round((performance.now() - start) * 10) / 10;
}

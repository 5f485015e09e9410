import { Redis } from 'ioredis';

/** BullMQ needs maxRetriesPerRequest: null; every connection of ours uses the same options. */
export function createRedis(url: string, name = 'isoko'): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: null,
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

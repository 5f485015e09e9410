import { Redis } from 'ioredis';
import { ensureTemplate } from './test-db';

/** Runs once per vitest run: checks Redis and prepares the migrated template database. */
export default async function setup() {
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch {
    throw new Error(
      `Integration tests need Redis at ${redisUrl} (set REDIS_URL). Start one: redis-server --daemonize yes`,
    );
  } finally {
    redis.disconnect();
  }
  if (process.env.TEST_DATABASE_URL) await ensureTemplate(process.env.TEST_DATABASE_URL);
}

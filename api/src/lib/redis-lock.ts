import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** A lock held in Redis until `release()` or until its time runs out. */
export interface RedisLock {
  readonly key: string;
  readonly token: string;
  /** Frees the lock if it is still ours; a lock that expired and was taken by someone else stays theirs. */
  release(): Promise<void>;
}

// Compare and delete in one step: between a GET and a DEL the lock could expire and change hands.
const RELEASE_IF_OURS = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Takes `key` for `ttlMs` if nobody holds it, or answers null. The value is a random token, so
 * only the holder can release it; the expiry frees it if the holder dies.
 */
export async function acquireRedisLock(redis: Redis, key: string, ttlMs: number): Promise<RedisLock | null> {
  const token = randomUUID();
  if ((await redis.set(key, token, 'PX', ttlMs, 'NX')) !== 'OK') return null;
  return {
    key,
    token,
    async release() {
      await redis.eval(RELEASE_IF_OURS, 1, key, token);
    },
  };
}

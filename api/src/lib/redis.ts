import { Redis } from 'ioredis';

/** One attempt to open a connection gives up after this long (a silent host never refuses). */
export const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** A command on a request's path fails after this long: the request answers instead of waiting. */
export const REDIS_COMMAND_TIMEOUT_MS = 700;

export interface RedisOptions {
  /**
   * For connections a request waits on. Commands fail after `commandTimeoutMs` (silent Redis)
   * and after one reconnect attempt (refused). Without it, commands wait for Redis to come
   * back: what BullMQ's workers need (maxRetriesPerRequest null), and what a request must not.
   */
  failFast?: boolean;
  /** With failFast: fail at once while disconnected instead of queueing the command. */
  noOfflineQueue?: boolean;
  commandTimeoutMs?: number;
}

/**
 * A Redis connection that never crashes the process and keeps reconnecting quietly (health
 * reports the outage). Which waits are allowed depends on who waits: see RedisOptions.
 */
export function createRedis(url: string, name = 'isoko', options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    connectionName: name,
    lazyConnect: false,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    ...(options.failFast
      ? {
          maxRetriesPerRequest: 1,
          commandTimeout: options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
          enableOfflineQueue: !options.noOfflineQueue,
        }
      : { maxRetriesPerRequest: null }),
  });
  redis.on('error', () => {});
  return redis;
}

/** Resolves true once the connection is ready, false after `timeoutMs` (never rejects). */
export function redisReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ok);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.once('ready', onReady);
  });
}

/** Pings with a deadline so a dead Redis never hangs a health check. */
export async function pingRedis(redis: Redis, timeoutMs = 1000): Promise<number> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('redis ping timed out')), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
  return Math.round((performance.now() - start) * 10) / 10;
}

export interface RedisWatch {
  /** True since a ping failed, until one succeeds again. */
  isDown(): boolean;
  stop(): void;
}

/**
 * Pings in the background so callers can skip a Redis that stopped answering instead of each
 * waiting out a command timeout. Starts optimistic (up) and never keeps the process alive.
 */
export function watchRedis(redis: Redis, everyMs = 1000, timeoutMs = 250): RedisWatch {
  let down = false;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    pingRedis(redis, timeoutMs).then(
      () => {
        down = false;
        busy = false;
      },
      () => {
        down = true;
        busy = false;
      },
    );
  }, everyMs);
  timer.unref();
  return { isDown: () => down, stop: () => clearInterval(timer) };
}

import { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { REDIS_CONNECT_TIMEOUT_MS } from './redis';

/** A service the process cannot start without, named with its address and what to do. */
export class DependencyUnreachableError extends Error {
  constructor(
    readonly dependency: 'Redis' | 'PostgreSQL',
    message: string,
  ) {
    super(message);
    this.name = 'DependencyUnreachableError';
  }
}

/** host:port/path of a URL, without user name or password. */
export function safeAddress(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || (u.protocol.startsWith('redis') ? '6379' : '5432')}${u.pathname === '/' ? '' : u.pathname}`;
  } catch {
    return 'an unreadable address';
  }
}

const reason = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return typeof code === 'string' ? code : typeof message === 'string' && message ? message : 'no answer';
};

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** One connection attempt and a PING, without retries: a refused or silent Redis fails here. */
export async function checkRedis(url: string, timeoutMs = REDIS_CONNECT_TIMEOUT_MS): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    connectionName: 'isoko-startup-check',
  });
  redis.on('error', () => {});
  try {
    await withDeadline(
      redis.connect().then(() => redis.ping()),
      timeoutMs + 500,
    );
  } catch (error) {
    throw new DependencyUnreachableError(
      'Redis',
      `Cannot reach Redis at ${safeAddress(url)} (${reason(error)}). Start Redis there or point REDIS_URL at a running one.`,
    );
  } finally {
    redis.disconnect();
  }
}

/** A `select 1` on the opened database (PostgreSQL only: the embedded one is in-process). */
export async function checkDatabase(
  config: Config['db'],
  database: Database,
  timeoutMs = 5000,
): Promise<void> {
  if (config.driver !== 'pg') return;
  try {
    await withDeadline(database.ping(), timeoutMs);
  } catch (error) {
    throw new DependencyUnreachableError(
      'PostgreSQL',
      `Cannot reach PostgreSQL at ${safeAddress(config.url)} (${reason(error)}). Start PostgreSQL there or fix DATABASE_URL.`,
    );
  }
}

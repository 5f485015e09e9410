import type { HealthDto } from '@isoko/shared/health';
import type { AppDeps } from '../../deps';
import { pingRedis } from '../../lib/redis';
import { pendingOutboxCount } from '../outbox/dispatcher';

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

export async function readHealth(deps: AppDeps, startedAt: number): Promise<HealthDto> {
  const [dbResult, redisResult, queuesResult, outboxResult] = await Promise.allSettled([
    withTimeout(deps.database.ping(), 2000),
    pingRedis(deps.redis, 1000),
    withTimeout(deps.queues.counts(), 1500),
    withTimeout(pendingOutboxCount(deps.db), 2000),
  ]);
  const database: HealthDto['database'] =
    dbResult.status === 'fulfilled'
      ? { status: 'up', driver: deps.database.driver, latencyMs: dbResult.value }
      : { status: 'down', driver: deps.database.driver, detail: 'database unreachable' };
  const redis: HealthDto['redis'] =
    redisResult.status === 'fulfilled'
      ? { status: 'up', latencyMs: redisResult.value }
      : { status: 'down', detail: 'redis unreachable' };
  const ok = database.status === 'up' && redis.status === 'up';
  return {
    success: ok,
    status: ok ? 'ok' : 'degraded',
    version: deps.config.version,
    mode: deps.config.mode,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    database,
    redis,
    queues: queuesResult.status === 'fulfilled' ? queuesResult.value : {},
    outbox: { pending: outboxResult.status === 'fulfilled' ? outboxResult.value : -1 },
  };
}

import { Emitter } from '@socket.io/redis-emitter';
import { type DestinationStream, pino } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { type AppDeps, outboxKickChannel, socketKey } from './deps';
import { createRedis } from './lib/redis';
import { createQueues } from './queue/queues';

export type RuntimeDeps = AppDeps & { close(): Promise<void> };

/** Builds the dependencies shared by the API and the workers: logger, Redis, queues, emitter. */
export function createRuntimeDeps(
  config: Config,
  database: Database,
  options: { logStream?: DestinationStream } = {},
): RuntimeDeps {
  const logOptions = { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] };
  // Tests pass a stream to read what was logged (e.g. that a sign-in code never is).
  const log = options.logStream ? pino(logOptions, options.logStream) : pino(logOptions);
  const redis = createRedis(config.redis.url, 'isoko');
  const queues = createQueues(redis, config.redis.prefix);
  const emitter = new Emitter(redis, { key: socketKey(config.redis.prefix) });
  const kickChannel = outboxKickChannel(config.redis.prefix);
  return {
    config,
    database,
    db: database.db,
    redis,
    queues,
    emitter,
    kickOutbox: () => void redis.publish(kickChannel, '1').catch(() => {}),
    log,
    async close() {
      await queues.close();
      redis.disconnect();
    },
  };
}

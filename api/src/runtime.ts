import path from 'node:path';
import { type DestinationStream, pino } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';
import { type AppDeps, outboxKickChannel, type Providers } from './deps';
import { createLanguageModelProvider } from './lib/language-model';
import { serializeRequest } from './lib/log-request';
import { createFsMediaStorage } from './lib/media-storage';
import { createRedis } from './lib/redis';
import { CatalogState } from './modules/catalog/state';
import { createSmsProvider } from './modules/notifications/service';
import { MomoClient } from './modules/payments/momo-client';
import { momoBaseUrl } from './modules/payments/service';
import { createQueues } from './queue/queues';
import { createSocketEmitter } from './realtime/socket-emitter';

export type RuntimeDeps = AppDeps & { close(): Promise<void> };

export interface RuntimeOptions {
  /** Where logs go (stdout by default); tests read them from here. */
  logStream?: DestinationStream;
  /** Replaces any of the outside services (tests pass fakes); the rest are built from config. */
  providers?: Partial<Providers>;
}

/**
 * Builds the dependencies shared by the API and the workers: logger, Redis, queues, emitter and
 * the outside services. Called once per process; nothing below keeps its own per-process copy.
 */
export function createRuntimeDeps(
  config: Config,
  database: Database,
  options: RuntimeOptions = {},
): RuntimeDeps {
  const logOptions = {
    level: config.logLevel,
    redact: ['req.headers.cookie', 'req.headers.authorization'],
    // Phone numbers ride in some URLs (check-phone, the demo handset): logs keep only their ends.
    serializers: { req: serializeRequest },
  };
  // Tests pass a stream to read what was logged (e.g. that a sign-in code never is).
  const log = options.logStream ? pino(logOptions, options.logStream) : pino(logOptions);
  // Requests wait on this one (queueing jobs, publishing): its commands fail fast when Redis is out.
  const redis = createRedis(config.redis.url, 'isoko', { failFast: true });
  const queues = createQueues(redis, config.redis.prefix, config.redis.addTimeoutMs);
  const emitter = createSocketEmitter(redis, config.redis.prefix, (err) =>
    log.warn({ err }, 'live update not published'),
  );
  const kickChannel = outboxKickChannel(config.redis.prefix);
  const kickOutbox = () => void redis.publish(kickChannel, '1').catch(() => {});
  const given = options.providers ?? {};
  const providers: Providers = {
    momo:
      given.momo ??
      new MomoClient({
        baseUrl: momoBaseUrl(config),
        subscriptionKey: config.momo.subscriptionKey,
        apiUser: config.momo.apiUser,
        apiKey: config.momo.apiKey,
        targetEnvironment: config.momo.targetEnvironment,
      }),
    sms: given.sms ?? createSmsProvider({ config, db: database.db, kickOutbox }),
    media: given.media ?? createFsMediaStorage(path.join(config.dataDir, 'media')),
    llm: given.llm === undefined ? createLanguageModelProvider(config.ai) : given.llm,
    catalog: given.catalog ?? new CatalogState({ db: database.db, redis, config, log }),
  };
  return {
    config,
    database,
    db: database.db,
    redis,
    queues,
    emitter,
    kickOutbox,
    log,
    ...providers,
    async close() {
      await providers.catalog.close();
      await queues.close();
      redis.disconnect();
    },
  };
}

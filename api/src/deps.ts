import type { ServerToClientEvents } from '@isoko/shared/realtime';
import type { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { LanguageModelProvider } from './lib/language-model';
import type { MediaStorage } from './lib/media-storage';
import type { CatalogState } from './modules/catalog/state';
import type { SmsProvider } from './modules/notifications/sms-provider';
import type { MomoClient } from './modules/payments/momo-client';
import type { Queues } from './queue/queues';

/**
 * The outside services the shop talks to. Each is built once per process in runtime.ts and
 * can be replaced through `buildApp(config, { providers })`, which is how tests swap in fakes.
 */
export interface Providers {
  /** MTN MoMo Collection client; one per process, so its access token is shared. */
  momo: MomoClient;
  /** Where texts go: the demo outbox (shown on /dev/phone) or Africa's Talking. */
  sms: SmsProvider;
  /** Uploaded and generated files under `$DATA_DIR/media`. */
  media: MediaStorage;
  /** A chat model, or null unless AI_BASE_URL, AI_API_KEY and AI_MODEL are all set. */
  llm: LanguageModelProvider | null;
  /** The catalogue's snapshot and answer caches, dropped on every catalogue change. */
  catalog: CatalogState;
}

/** What services need from the outside world, created once per process and passed down. */
export interface AppDeps extends Providers {
  config: Config;
  database: Database;
  db: Db;
  redis: Redis;
  queues: Queues;
  /** Emits socket events to rooms across processes; names and payloads are checked at compile time. */
  emitter: Emitter<ServerToClientEvents>;
  /** Wakes outbox dispatchers (here and in other processes) after a commit that wrote events. */
  kickOutbox: () => void;
  log: Logger;
}

export const outboxKickChannel = (prefix: string) => `${prefix}:outbox:kick`;
export const socketKey = (prefix: string) => `${prefix}:socket.io`;

import type { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Queues } from './queue/queues';

/** What services need from the outside world, created once per process and passed down. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  redis: Redis;
  queues: Queues;
  emitter: Emitter;
  /** Wakes outbox dispatchers (here and in other processes) after a commit that wrote events. */
  kickOutbox: () => void;
  log: Logger;
}

export const outboxKickChannel = (prefix: string) => `${prefix}:outbox:kick`;
export const socketKey = (prefix: string) => `${prefix}:socket.io`;

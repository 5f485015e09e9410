import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export interface SocketDelivery {
  kind: 'socket';
  rooms: string[];
  event: string;
  data: unknown;
}
export interface JobDelivery {
  kind: 'job';
  queue: string;
  name: string;
  data: unknown;
  /** Delay before the job runs, in ms. */
  delayMs?: number;
}
export type Delivery = SocketDelivery | JobDelivery;

/**
 * Domain events written in the same transaction as the change they describe, then delivered
 * to sockets and queues after commit by the dispatcher, at least once each.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: text().notNull(),
    payload: jsonb().notNull(),
    deliveries: jsonb().$type<Delivery[]>().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    dispatchedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_pending_idx').on(t.dispatchedAt, t.id)],
);

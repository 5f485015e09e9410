import type { JobData, JobName, QueueName } from '@isoko/shared/jobs';
import type { SocketEvent, SocketPayloads } from '@isoko/shared/realtime';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A socket emission to rooms; its payload is the event's shared schema type. */
export interface SocketDelivery<E extends SocketEvent = SocketEvent> {
  kind: 'socket';
  rooms: string[];
  event: E;
  data: SocketPayloads[E];
}

/** A BullMQ job; its payload is the job's shared schema type. */
export interface JobDelivery<Q extends QueueName, N extends JobName<Q>> {
  kind: 'job';
  queue: Q;
  name: N;
  data: JobData<Q, N>;
  /** Delay before the job runs, in ms. */
  delayMs?: number;
}

/** Any one delivery: each event with its own payload, each job with its own (no mixing). */
export type Delivery =
  | { [E in SocketEvent]: SocketDelivery<E> }[SocketEvent]
  | { [Q in QueueName]: { [N in JobName<Q>]: JobDelivery<Q, N> }[JobName<Q>] }[QueueName];

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
    /** Set when a delivery's payload breaks its schema: never retried, kept for a person to read. */
    deadAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_pending_idx').on(t.dispatchedAt, t.id)],
);

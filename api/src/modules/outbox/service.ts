import type { JobData, JobName, QueueName } from '@isoko/shared/jobs';
import type { SocketEvent, SocketPayloads } from '@isoko/shared/realtime';
import type { DbOrTx } from '../../db/client';
import { type Delivery, type JobDelivery, outboxEvents, type SocketDelivery } from './tables';

export interface OutboxEventInput {
  /** What happened, `domain.fact` (e.g. `order.created`); kept for the record and the logs. */
  type: `${string}.${string}`;
  payload: Record<string, unknown>;
  deliveries: Delivery[];
}

/**
 * Writes a domain event. Call it with the transaction that makes the change, so the event
 * exists exactly when the change does; the dispatcher delivers it after commit.
 */
export async function recordEvent(tx: DbOrTx, event: OutboxEventInput): Promise<number> {
  const [id] = await recordEvents(tx, [event]);
  return id!;
}

/**
 * Writes several domain events in one statement, in the order given (the dispatcher delivers
 * them by id, so that order is kept). Returns their ids in the same order.
 */
export async function recordEvents(tx: DbOrTx, events: readonly OutboxEventInput[]): Promise<number[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(outboxEvents)
    .values(events.map((e) => ({ type: e.type, payload: e.payload, deliveries: e.deliveries })))
    .returning({ id: outboxEvents.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** A socket event for these rooms; the payload must match the event's shared schema. */
export const toSocket = <E extends SocketEvent>(
  rooms: string[],
  event: E,
  data: SocketPayloads[E],
): SocketDelivery<E> => ({
  kind: 'socket',
  rooms,
  event,
  data,
});

/** A job for a queue; the payload must match the job's shared schema. */
export const toJob = <Q extends QueueName, N extends JobName<Q>>(
  queue: Q,
  name: N,
  data: JobData<Q, N>,
  delayMs?: number,
): JobDelivery<Q, N> => ({
  kind: 'job',
  queue,
  name,
  data,
  ...(delayMs ? { delayMs } : {}),
});

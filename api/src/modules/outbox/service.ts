import type { DbOrTx } from '../../db/client';
import { type Delivery, type JobDelivery, outboxEvents, type SocketDelivery } from './tables';

export interface OutboxEventInput {
  type: string;
  payload: unknown;
  deliveries: Delivery[];
}

/**
 * Writes a domain event. Call it with the transaction that makes the change, so the event
 * exists exactly when the change does; the dispatcher delivers it after commit.
 */
export async function recordEvent(tx: DbOrTx, event: OutboxEventInput): Promise<number> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ type: event.type, payload: event.payload, deliveries: event.deliveries })
    .returning({ id: outboxEvents.id });
  return row!.id;
}

export const toSocket = (rooms: string[], event: string, data: unknown): SocketDelivery => ({
  kind: 'socket',
  rooms,
  event,
  data,
});

export const toJob = (queue: string, name: string, data: unknown, delayMs?: number): JobDelivery => ({
  kind: 'job',
  queue,
  name,
  data,
  ...(delayMs ? { delayMs } : {}),
});

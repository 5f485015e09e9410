import { isQueueName, jobPayloadSchema, type QueueName } from '@isoko/shared/jobs';
import { socketPayloadSchema } from '@isoko/shared/realtime';
import { z } from 'zod';

/** The stored shape of a delivery, before its names and payload are checked. */
const StoredDelivery = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('socket'), rooms: z.array(z.string()), event: z.string(), data: z.unknown() }),
  z.object({
    kind: z.literal('job'),
    queue: z.string(),
    name: z.string(),
    data: z.unknown(),
    delayMs: z.number().int().min(0).optional(),
  }),
]);

/** A delivery whose names exist and whose payload passed its schema; `data` is the parsed payload. */
export type CheckedDelivery =
  | { kind: 'socket'; rooms: string[]; event: string; data: unknown }
  | { kind: 'job'; queue: QueueName; name: string; data: unknown; delayMs?: number };

export type DeliveriesCheck = { ok: true; deliveries: CheckedDelivery[] } | { ok: false; reason: string };

type Refusal = { ok: false; reason: string };

const MAX_REASON = 500;
const refuse = (reason: string): Refusal => ({ ok: false, reason: reason.slice(0, MAX_REASON) });

/** Parses one payload; the reason names the delivery and the broken fields, never their values. */
function parsePayload(
  schema: z.ZodType | undefined,
  data: unknown,
  label: string,
): { ok: true; data: unknown } | Refusal {
  if (!schema) return refuse(`OUTBOX_UNKNOWN_DELIVERY ${label}`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) return refuse(`OUTBOX_BAD_PAYLOAD ${label}: ${z.prettifyError(parsed.error)}`);
  return { ok: true, data: parsed.data };
}

/**
 * Parses an event's deliveries as read back from the database: the shape, the event or job
 * name, and each payload against its shared schema. One bad delivery fails the whole event,
 * so an event is delivered complete or not at all.
 */
export function checkDeliveries(stored: unknown): DeliveriesCheck {
  const list = z.array(StoredDelivery).safeParse(stored);
  if (!list.success) return refuse(`OUTBOX_BAD_DELIVERY ${z.prettifyError(list.error)}`);
  const deliveries: CheckedDelivery[] = [];
  for (const d of list.data) {
    if (d.kind === 'socket') {
      const payload = parsePayload(socketPayloadSchema(d.event), d.data, `socket ${d.event}`);
      if (!payload.ok) return payload;
      deliveries.push({ ...d, data: payload.data });
      continue;
    }
    const label = `job ${d.queue}.${d.name}`;
    const queue = d.queue;
    if (!isQueueName(queue)) return refuse(`OUTBOX_UNKNOWN_DELIVERY ${label}`);
    const payload = parsePayload(jobPayloadSchema(queue, d.name), d.data, label);
    if (!payload.ok) return payload;
    deliveries.push({ ...d, queue, data: payload.data });
  }
  return { ok: true, deliveries };
}

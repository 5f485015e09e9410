import { z } from 'zod';
import { AdminConversationEvent, ChatStaffEvent } from './analytics/conversations';
import { AssistantMessageEvent } from './assistant/schema';
import { ProductNamesDto } from './catalog/schema';
import { DevPhoneSms } from './notifications/schema';
import { OrderUpdatedEvent } from './orders/events';
import { AdminOrderCreatedEvent } from './orders/schema';
import { DevMomoPrompt, PaymentUpdatedEvent } from './payments/schema';
import { TrackingEvent } from './tracking/schema';
import { TryOnProgressEvent } from './tryon/schema';

/**
 * Every server-to-client socket event and the schema of its payload (the schemas live beside
 * each domain). The outbox accepts only these names with these payloads at compile time, and
 * parses each payload again before it emits.
 *
 * An event is listed here once something emits it. Planned, and added with the work that emits
 * it: `negotiation:update` (price negotiation rounds).
 */
/**
 * `admin:stock-alert` in `admins`: a sale took a product's units (over its variants on sale)
 * from LOW_STOCK_ALERT_BELOW (10) or more to fewer: the back-office's one low-stock rule, the one
 * its dashboard card and stock report count with. One alert per product and sale, however many
 * of its variants the sale took from. Recorded in the transaction that lowered the stock.
 */
export const AdminStockAlertEvent = z.object({
  productId: z.string(),
  /** The product's name in each language it has (the staff member reads their own). */
  names: ProductNamesDto,
  /** The product's units left over its variants on sale. */
  stockQuantity: z.number().int().min(0),
  /** The threshold it crossed. */
  below: z.number().int().min(1),
  at: z.string(),
});
export type AdminStockAlertEvent = z.infer<typeof AdminStockAlertEvent>;

/** The payload of `job:progress`: how far a long back-office job (bulk search-engine text) got. */
export const JobProgress = z.object({
  jobId: z.string(),
  queue: z.string(),
  progress: z.number().min(0).max(100),
  stage: z.string().optional(),
  /** Items handled so far and in all. */
  processed: z.number().int().min(0).optional(),
  total: z.number().int().min(0).optional(),
  /** Items changed so far. */
  updated: z.number().int().min(0).optional(),
  done: z.boolean().optional(),
});
export type JobProgress = z.infer<typeof JobProgress>;

export const SOCKET_EVENT_PAYLOADS = {
  'order:updated': OrderUpdatedEvent,
  'tracking:event': TrackingEvent,
  'payment:updated': PaymentUpdatedEvent,
  'admin:order-created': AdminOrderCreatedEvent,
  'admin:stock-alert': AdminStockAlertEvent,
  'devphone:sms': DevPhoneSms,
  'devphone:momo-prompt': DevMomoPrompt,
  'assistant:message': AssistantMessageEvent,
  'job:progress': JobProgress,
  'tryon:progress': TryOnProgressEvent,
  'admin:conversation': AdminConversationEvent,
  'chat:staff': ChatStaffEvent,
} as const;

export type SocketEvent = keyof typeof SOCKET_EVENT_PAYLOADS;
export const SOCKET_EVENTS = Object.keys(SOCKET_EVENT_PAYLOADS) as SocketEvent[];
/** The payload type of each event. */
export type SocketPayloads = { [E in SocketEvent]: z.infer<(typeof SOCKET_EVENT_PAYLOADS)[E]> };
/** The event map of Socket.IO's typed server, emitter and client. */
export type ServerToClientEvents = { [E in SocketEvent]: (payload: SocketPayloads[E]) => void };

/** The schema of an event's payload, or undefined for a name that is not an event. */
export function socketPayloadSchema(event: string): z.ZodType | undefined {
  const byName: Readonly<Record<string, z.ZodType>> = SOCKET_EVENT_PAYLOADS;
  return Object.hasOwn(byName, event) ? byName[event] : undefined;
}

/** Client-to-server: ask to join or leave a room; the server answers through the ack. */
export const ROOM_JOIN = 'room:join';
export const ROOM_LEAVE = 'room:leave';
export const JoinAck = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), code: z.string() }),
]);
export type JoinAck = z.infer<typeof JoinAck>;

export const ROOM_KINDS = ['customer', 'order', 'admins', 'chat', 'tracking', 'phone', 'tryon'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export type Room =
  | { kind: 'admins' }
  | { kind: 'customer' | 'order' | 'chat' | 'tracking' | 'phone' | 'tryon'; id: string };

export const rooms = {
  customer: (id: string) => `customer:${id}`,
  order: (id: string) => `order:${id}`,
  admins: () => 'admins',
  chat: (sessionId: string) => `chat:${sessionId}`,
  /** A guest may follow one parcel's public status by its tracking id. */
  tracking: (trackingId: string) => `tracking:${trackingId}`,
  /** The demo handset of /dev/phone (demo mode only). */
  phone: (e164: string) => `phone:${e164}`,
  /** One try-on analysis's progress, under a random id the browser chose. */
  tryon: (requestId: string) => `tryon:${requestId}`,
} as const;

const ROOM_ID = /^[A-Za-z0-9+_-]{1,80}$/;

/** Parses a room name; anything malformed is refused before authorisation even looks at it. */
export function parseRoom(name: unknown): Room | null {
  if (typeof name !== 'string') return null;
  if (name === 'admins') return { kind: 'admins' };
  const sep = name.indexOf(':');
  if (sep < 0) return null;
  const kind = name.slice(0, sep);
  const id = name.slice(sep + 1);
  if (!ROOM_ID.test(id)) return null;
  if (
    kind === 'customer' ||
    kind === 'order' ||
    kind === 'chat' ||
    kind === 'tracking' ||
    kind === 'phone' ||
    kind === 'tryon'
  ) {
    return { kind, id };
  }
  return null;
}

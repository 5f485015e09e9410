import { z } from 'zod';

/** Server-to-client socket events, sent to order and tracking rooms. Payloads live beside each domain. */
export const SOCKET_EVENTS = [
  'order:updated',
  'tracking:event',
  'payment:updated',
  'admin:order-created',
  'admin:stock-alert',
  'assistant:message',
  'negotiation:update',
  'job:progress',
  'devphone:sms',
  'devphone:momo-prompt',
] as const;
export type SocketEvent = (typeof SOCKET_EVENTS)[number];

/** Client-to-server: ask to join or leave a room; the server answers through the ack. */
export const ROOM_JOIN = 'room:join';
export const ROOM_LEAVE = 'room:leave';
export const JoinAck = z.union([
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), code: z.string() }),
]);
export type JoinAck = z.infer<typeof JoinAck>;

export const ROOM_KINDS = ['customer', 'order', 'admins', 'chat', 'tracking', 'phone'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
export type Room =
  | { kind: 'admins' }
  | { kind: 'customer' | 'order' | 'chat' | 'tracking' | 'phone'; id: string };

export const rooms = {
  customer: (id: string) => `customer:${id}`,
  order: (id: string) => `order:${id}`,
  admins: () => 'admins',
  chat: (sessionId: string) => `chat:${sessionId}`,
  /** A guest may follow one parcel's public status by its tracking id. */
  tracking: (trackingId: string) => `tracking:${trackingId}`,
  /** The demo handset of /dev/phone (demo mode only). */
  phone: (e164: string) => `phone:${e164}`,
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
  if (kind === 'customer' || kind === 'order' || kind === 'chat' || kind === 'tracking' || kind === 'phone') {
    return { kind, id };
  }
  return null;
}

export const JobProgress = z.object({
  jobId: z.string(),
  queue: z.string(),
  progress: z.number().min(0).max(100),
  stage: z.string().optional(),
});
export type JobProgress = z.infer<typeof JobProgress>;

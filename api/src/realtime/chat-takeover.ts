import type { AdminConversationEvent, ChatStaffEvent } from '@isoko/shared/analytics/conversations';
import { rooms, type ServerToClientEvents } from '@isoko/shared/realtime';
import type { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../deps';
import { createSocketEmitter } from './socket-emitter';

/**
 * Who is answering a chat by hand, shared by every process through Redis: the assistant stays
 * silent in a chat a staff member took over until they leave, and only that staff member may
 * join the chat's room as staff. A takeover lapses after two hours without a staff message.
 */
export const TAKEOVER_TTL_SECONDS = 2 * 3600;
/** The last chat session of a conversation is remembered this long (what a takeover joins). */
const SESSION_TTL_SECONDS = 7 * 86_400;

type Deps = Pick<AppDeps, 'redis' | 'config'>;
const takeoverKey = (deps: Deps, sessionId: string) =>
  `${deps.config.redis.prefix}:chat-takeover:${sessionId}`;
const sessionKey = (deps: Deps, conversationId: string) =>
  `${deps.config.redis.prefix}:chat-session:${conversationId}`;
const conversationKey = (deps: Deps, sessionId: string) =>
  `${deps.config.redis.prefix}:chat-conversation:${sessionId}`;

/** The staff id holding the chat, or null when the assistant answers. */
export async function takenOverBy(deps: Deps, sessionId: string): Promise<string | null> {
  return deps.redis.get(takeoverKey(deps, sessionId));
}

export async function setTakeover(deps: Deps, sessionId: string, staffId: string | null): Promise<void> {
  if (staffId) await deps.redis.set(takeoverKey(deps, sessionId), staffId, 'EX', TAKEOVER_TTL_SECONDS);
  else await deps.redis.del(takeoverKey(deps, sessionId));
}

/** Remembers which chat session a conversation is in, both ways. */
export async function rememberChatSession(
  deps: Deps,
  conversationId: string,
  sessionId: string,
): Promise<void> {
  await deps.redis
    .multi()
    .set(sessionKey(deps, conversationId), sessionId, 'EX', SESSION_TTL_SECONDS)
    .set(conversationKey(deps, sessionId), conversationId, 'EX', SESSION_TTL_SECONDS)
    .exec();
}

export async function chatSessionsOf(deps: Deps, conversationIds: string[]): Promise<(string | null)[]> {
  if (conversationIds.length === 0) return [];
  return deps.redis.mget(conversationIds.map((id) => sessionKey(deps, id)));
}

export async function conversationOfSession(deps: Deps, sessionId: string): Promise<string | null> {
  return deps.redis.get(conversationKey(deps, sessionId));
}

export async function takeoversOf(deps: Deps, sessionIds: (string | null)[]): Promise<(string | null)[]> {
  const known = sessionIds.filter((s): s is string => s !== null);
  if (known.length === 0) return sessionIds.map(() => null);
  const values = await deps.redis.mget(known.map((s) => takeoverKey(deps, s)));
  const bySession = new Map(known.map((s, i) => [s, values[i] ?? null]));
  return sessionIds.map((s) => (s ? (bySession.get(s) ?? null) : null));
}

/**
 * A publisher whose failures are swallowed: a busy Redis may cost staff a live line (the screen
 * refetches), never the shopper's request.
 */
const emitters = new WeakMap<Redis, Emitter<ServerToClientEvents>>();
function emitter(deps: Deps): Emitter<ServerToClientEvents> {
  let e = emitters.get(deps.redis);
  if (!e) {
    e = createSocketEmitter(deps.redis, deps.config.redis.prefix, () => {
      // A chat message not pushed live is still stored; the screen reads it on reconnect.
    });
    emitters.set(deps.redis, e);
  }
  return e;
}

/** Tells the back-office (room `admins`) what was just said or done. */
export function notifyAdmins(deps: Deps, event: AdminConversationEvent): void {
  emitter(deps).to(rooms.admins()).emit('admin:conversation', event);
}

/** Tells the shopper's chat that a person joined, wrote or left. */
export function notifyChat(deps: Deps, event: ChatStaffEvent): void {
  emitter(deps).to(rooms.chat(event.sessionId)).emit('chat:staff', event);
}

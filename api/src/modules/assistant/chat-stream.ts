import type { AssistantMessageEvent } from '@isoko/shared/assistant/schema';
import { rooms, type ServerToClientEvents } from '@isoko/shared/realtime';
import type { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { AppDeps } from '../../deps';
import { createSocketEmitter } from '../../realtime/socket-emitter';

/**
 * Publishes the assistant's replies to `chat:<sessionId>` through the Socket.IO Redis emitter,
 * on a publisher whose failures are swallowed: a busy or absent Redis may cost the shopper the
 * live stream (the HTTP answer carries the whole reply anyway), never the process. The shared
 * emitter lets a timed-out publish reject unhandled, which ends a Node process.
 */
const emitters = new WeakMap<Redis, Emitter<ServerToClientEvents>>();

function chatEmitter(deps: Pick<AppDeps, 'redis' | 'config'>): Emitter<ServerToClientEvents> {
  let emitter = emitters.get(deps.redis);
  if (!emitter) {
    emitter = createSocketEmitter(deps.redis, deps.config.redis.prefix, () => {
      // A chat message not pushed live is still stored; the screen reads it on reconnect.
    });
    emitters.set(deps.redis, emitter);
  }
  return emitter;
}

/** Sends one `assistant:message` event to the chat's room. */
export function streamToChat(deps: Pick<AppDeps, 'redis' | 'config'>, event: AssistantMessageEvent): void {
  chatEmitter(deps).to(rooms.chat(event.sessionId)).emit('assistant:message', event);
}

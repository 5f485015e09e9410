import type { ServerToClientEvents } from '@isoko/shared/realtime';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { socketKey } from '../deps';

/**
 * The emitter every process uses to reach browsers through Redis (API, workers, outbox).
 * The Socket.IO emitter publishes without waiting for or catching the answer, so a publish that
 * fails (Redis down or slow, a closed connection) would be an unhandled rejection and stop the
 * process. Here a failed publish is reported to `onFailure` and dropped: live updates are a
 * courtesy on top of the stored state, which the screens read again when they reconnect.
 */
export function createSocketEmitter(
  redis: Pick<Redis, 'publish'>,
  prefix: string,
  onFailure: (error: unknown) => void,
): Emitter<ServerToClientEvents> {
  const publisher = {
    publish: (channel: string, message: string | Buffer) =>
      redis.publish(channel, message).catch((error: unknown) => {
        onFailure(error);
        return 0;
      }),
  };
  return new Emitter<ServerToClientEvents>(publisher, { key: socketKey(prefix) });
}

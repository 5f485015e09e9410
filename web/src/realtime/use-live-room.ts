import type { SocketEvent } from '@isoko/shared/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { loadedSocketApi, loadSocketApi, type SocketApi } from './socket-loader';

export interface LiveRoomOptions {
  /** Queries to refetch once the room is joined and after a lost connection comes back: what
   * changed before the join was sent to nobody. */
  catchUp?: readonly QueryKey[];
  /** Anything else to do after a reconnect, beyond refetching `catchUp`. */
  onReconnect?: () => void;
  /** The server refused to let this page into the room (the code says why, e.g. ROOM_FORBIDDEN). */
  onRefused?: (code: string) => void;
}

/**
 * Joins `room` while the screen is shown and hands each of `events` to `onEvent` with its raw
 * payload (check it against the event's shared schema before use). The room is joined again
 * after a reconnect, and `catchUp` is refetched once the room is joined (at first and after each
 * reconnect), so nothing sent before the join is missed. Without a room (not known yet) it does
 * nothing. The socket client itself loads on first use.
 *
 * `events` and the callbacks may be written inline: only a change of room or of the event
 * names joins again.
 */
export function useLiveRoom(
  room: string | undefined,
  events: readonly SocketEvent[],
  onEvent: (payload: unknown, event: SocketEvent) => void,
  options: LiveRoomOptions = {},
) {
  const queryClient = useQueryClient();
  const latest = useRef({ onEvent, options });
  latest.current = { onEvent, options };
  const eventNames = events.join(' ');

  useEffect(() => {
    if (!room) return;
    let stopped = false;
    let detach: (() => void) | undefined;

    const attach = (api: SocketApi) => {
      if (stopped) return;
      const socket = api.getSocket();
      const handlers = eventNames
        .split(' ')
        .filter(Boolean)
        .map((event) => {
          const handler = (payload: unknown) => latest.current.onEvent(payload, event as SocketEvent);
          socket.on(event, handler);
          return [event, handler] as const;
        });
      const stopReconnect = api.onReconnect(() => {
        const { catchUp, onReconnect } = latest.current.options;
        for (const queryKey of catchUp ?? []) void queryClient.invalidateQueries({ queryKey });
        onReconnect?.();
      });
      let leave: (() => void) | undefined;
      void api.joinRoom(room).then((joined) => {
        if (stopped) {
          joined.leave();
          return;
        }
        leave = joined.leave;
        if (!joined.ack.ok) {
          latest.current.options.onRefused?.(joined.ack.code);
          return;
        }
        // The screen's data was read before the room was joined: a change sent in between went
        // to nobody, so read it once more now that every later change will arrive.
        for (const queryKey of latest.current.options.catchUp ?? []) {
          void queryClient.invalidateQueries({ queryKey });
        }
      });
      detach = () => {
        for (const [event, handler] of handlers) socket.off(event, handler);
        stopReconnect();
        leave?.();
      };
    };

    const api = loadedSocketApi();
    if (api) attach(api);
    else
      loadSocketApi().then(attach, (error: unknown) => {
        // Live updates are a convenience on top of the fetched data: the screen still works.
        console.warn('live updates unavailable', error);
      });
    return () => {
      stopped = true;
      detach?.();
    };
  }, [room, eventNames, queryClient]);
}

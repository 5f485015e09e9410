import { type JoinAck, ROOM_JOIN, ROOM_LEAVE } from '@isoko/shared/realtime';
import { io, type Socket } from 'socket.io-client';
import { registerSocketApi } from './socket-loader';

let socket: Socket | undefined;
/** Rooms this page wants; they are joined again after every reconnect. */
const wanted = new Map<string, number>();
const reconnectListeners = new Set<() => void>();

/** The one socket of the page, connected on first use (pages that need no live data never open it). */
export function getSocket(): Socket {
  if (!socket) {
    socket = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
    socket.on('connect', () => {
      for (const room of wanted.keys()) socket?.emit(ROOM_JOIN, room, () => {});
    });
    socket.io.on('reconnect', () => {
      for (const listener of reconnectListeners) listener();
    });
  }
  return socket;
}

/** Joins a room (the server decides); returns a function that leaves it. */
export async function joinRoom(room: string): Promise<{ ack: JoinAck; leave: () => void }> {
  const s = getSocket();
  wanted.set(room, (wanted.get(room) ?? 0) + 1);
  const ack = s.connected
    ? ((await s
        .timeout(5000)
        .emitWithAck(ROOM_JOIN, room)
        .catch(() => ({ ok: false, code: 'TIMEOUT' }))) as JoinAck)
    : ({ ok: true } as JoinAck); // joined on connect
  return {
    ack,
    leave: () => {
      const n = (wanted.get(room) ?? 1) - 1;
      if (n <= 0) {
        wanted.delete(room);
        s.emit(ROOM_LEAVE, room);
      } else wanted.set(room, n);
    },
  };
}

/** Called after a lost connection comes back, so screens can fetch what they missed. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

registerSocketApi({ getSocket, joinRoom, onReconnect });

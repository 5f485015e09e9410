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

const askToJoin = (s: Socket, room: string) =>
  s
    .timeout(5000)
    .emitWithAck(ROOM_JOIN, room)
    .catch(() => ({ ok: false, code: 'TIMEOUT' })) as Promise<JoinAck>;

/**
 * Joins a room (the server decides) and resolves once the server has answered, so a screen can
 * read its data again knowing every later change will reach it. A socket still connecting is
 * waited for. Returns the answer and a function that leaves the room.
 */
export async function joinRoom(room: string): Promise<{ ack: JoinAck; leave: () => void }> {
  const s = getSocket();
  wanted.set(room, (wanted.get(room) ?? 0) + 1);
  if (!s.connected) await new Promise<void>((resolve) => s.once('connect', () => resolve()));
  const ack = await askToJoin(s, room);
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

import { type JoinAck, ROOM_JOIN, ROOM_LEAVE } from '@isoko/shared/realtime';
import { io, type Socket } from 'socket.io-client';
import { registerSocketApi } from './socket-loader';

let socket: Socket | undefined;
/** Rooms this page wants; they are joined again after every reconnect. */
const wanted = new Map<string, number>();
const reconnectListeners = new Set<() => void>();
/** A connection opened again because the session changed (see renewSession) is coming up. */
let renewing = false;

const askToJoin = (s: Socket, room: string) =>
  s
    .timeout(5000)
    .emitWithAck(ROOM_JOIN, room)
    .catch(() => ({ ok: false, code: 'TIMEOUT' })) as Promise<JoinAck>;

const notifyReconnect = () => {
  for (const listener of reconnectListeners) listener();
};

/** The one socket of the page, connected on first use (pages that need no live data never open it). */
export function getSocket(): Socket {
  if (!socket) {
    const s = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
    socket = s;
    s.on('connect', () => {
      const rooms = [...wanted.keys()];
      if (!renewing) {
        for (const room of rooms) s.emit(ROOM_JOIN, room, () => {});
        return;
      }
      // After a change of session the rooms are asked for again under the new identity, and the
      // screens read their data once the server has answered, so nothing sent meanwhile is lost.
      renewing = false;
      void Promise.all(rooms.map((room) => askToJoin(s, room))).then(notifyReconnect);
    });
    s.io.on('reconnect', notifyReconnect);
  }
  return socket;
}

/**
 * The server decides who a socket belongs to once, from the cookies of its handshake, so a
 * sign-in or sign-out on this page is not seen by a socket that is already open: a guest who
 * chatted with the assistant, then signed in and paid, would be refused their order's room and
 * wait for a payment answer that never arrives live. After either, an open socket connects
 * again: the new handshake carries the new cookie, and the rooms the page wants are asked for
 * again. A page that never opened its socket has nothing to do.
 */
export function renewSession(): void {
  if (!socket) return;
  renewing = true;
  socket.disconnect();
  socket.connect();
}

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

registerSocketApi({ getSocket, joinRoom, onReconnect, renewSession });

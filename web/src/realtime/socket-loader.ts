import type { JoinAck } from '@isoko/shared/realtime';
import type { Socket } from 'socket.io-client';

/** What screens need from the page's socket (realtime/socket.ts), without loading it up front. */
export interface SocketApi {
  getSocket: () => Socket;
  joinRoom: (room: string) => Promise<{ ack: JoinAck; leave: () => void }>;
  onReconnect: (listener: () => void) => () => void;
  /** Connects again so the server reads the session cookie anew (after a sign-in or sign-out). */
  renewSession: () => void;
}

let loaded: SocketApi | undefined;
let loading: Promise<SocketApi> | undefined;

/** Called by socket.ts as it loads, so hooks mounted afterwards attach at once. */
export function registerSocketApi(api: SocketApi) {
  loaded = api;
}

/**
 * After a sign-in or sign-out here: an open socket connects again under the new session. It
 * loads nothing: a page whose socket code never loaded has no socket to renew.
 */
export function renewSocketSession(): void {
  loaded?.renewSession();
}

/** The socket once its code is in the page; undefined before the first live screen asked for it. */
export function loadedSocketApi(): SocketApi | undefined {
  return loaded;
}

/**
 * Loads the socket client on first use: socket.io-client is a separate chunk, so a page that
 * shows no live data never downloads it.
 */
export function loadSocketApi(): Promise<SocketApi> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./socket').then(() => {
    if (!loaded) throw new Error('realtime/socket.ts did not register itself');
    return loaded;
  });
  return loading;
}

import { ROOM_JOIN } from '@isoko/shared/realtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSocket, joinRoom, onReconnect } from './socket';
import { renewSocketSession } from './socket-loader';

/** The socket's connection comes up (its listeners may remove themselves: they run from a copy). */
const simulateConnect = async () => {
  for (const listener of [...getSocket().listeners('connect')]) listener.call(getSocket());
  await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('renewing the socket after a change of session', () => {
  it('connects again, asks for the wanted rooms under the new session, then lets screens catch up', async () => {
    const socket = getSocket();
    // Offline in tests: the connection is driven by hand.
    const disconnect = vi.spyOn(socket, 'disconnect').mockReturnValue(socket);
    const connect = vi.spyOn(socket, 'connect').mockReturnValue(socket);
    const asked: string[] = [];
    const order: string[] = [];
    vi.spyOn(socket, 'timeout').mockReturnValue({
      emitWithAck: async (_event: string, room: string) => {
        asked.push(room);
        order.push(`join ${room}`);
        return { ok: true };
      },
    } as unknown as ReturnType<typeof socket.timeout>);
    const stop = onReconnect(() => order.push('catch up'));

    // A guest's page follows an order; the server refused it (the socket was a guest's).
    const joining = joinRoom('order:o-9');
    await simulateConnect();
    await joining;
    asked.length = 0;
    order.length = 0;

    renewSocketSession();
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledTimes(1);
    const sent = vi.spyOn(socket, 'emit');
    await simulateConnect();

    expect(asked).toEqual(['order:o-9']);
    // Each room is asked for once, with an answer awaited, and only then do screens read again.
    expect(sent).not.toHaveBeenCalledWith(ROOM_JOIN, 'order:o-9', expect.any(Function));
    expect(order).toEqual(['join order:o-9', 'catch up']);
    stop();
  });

  it('an ordinary connection joins the rooms without making screens read again', async () => {
    const socket = getSocket();
    const sent = vi.spyOn(socket, 'emit');
    const caughtUp = vi.fn();
    const stop = onReconnect(caughtUp);
    await simulateConnect();
    expect(sent).toHaveBeenCalledWith(ROOM_JOIN, 'order:o-9', expect.any(Function));
    expect(caughtUp).not.toHaveBeenCalled();
    stop();
  });
});

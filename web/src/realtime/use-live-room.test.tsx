import { ROOM_JOIN, ROOM_LEAVE } from '@isoko/shared/realtime';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSocket } from './socket';
import { loadSocketApi } from './socket-loader';
import { useLiveRoom } from './use-live-room';

/** What socket.io's manager announces when a lost connection comes back (its event is reserved). */
const simulateReconnect = () =>
  (getSocket().io as unknown as { emit(event: 'reconnect', attempt: number): void }).emit('reconnect', 1);

const emit = (event: string, payload: unknown) =>
  act(() => {
    for (const listener of getSocket().listeners(event)) listener(payload);
  });

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The socket's connection comes up (its listeners may remove themselves: they run from a copy). */
const simulateConnect = async () => {
  await Promise.resolve();
  for (const listener of [...getSocket().listeners('connect')]) listener.call(getSocket());
};

/** The server answers every join (awaited with an acknowledgement) with a yes at once. */
const serverLetsIn = () =>
  vi.spyOn(getSocket(), 'timeout').mockReturnValue({
    emitWithAck: async () => ({ ok: true }),
  } as unknown as ReturnType<ReturnType<typeof getSocket>['timeout']>);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useLiveRoom', () => {
  it('hands over the events it listens to, with their payload, and no others', () => {
    const seen: [string, unknown][] = [];
    renderHook(
      () => useLiveRoom('order:o-1', ['order:updated', 'payment:updated'], (p, e) => seen.push([e, p])),
      { wrapper },
    );
    emit('order:updated', { orderId: 'o-1' });
    emit('tracking:event', { trackingId: 'T' });
    emit('payment:updated', { orderId: 'o-1', paymentStatus: 'paid' });
    expect(seen).toEqual([
      ['order:updated', { orderId: 'o-1' }],
      ['payment:updated', { orderId: 'o-1', paymentStatus: 'paid' }],
    ]);
  });

  it('asks to join the room, and leaves it and stops listening when the screen goes', async () => {
    const sent = vi.spyOn(getSocket(), 'emit');
    serverLetsIn();
    const view = renderHook(() => useLiveRoom('customer:c-7', ['order:updated'], () => {}), { wrapper });
    expect(getSocket().listeners('order:updated')).toHaveLength(1);
    // The socket is offline in tests: rooms the page wants are joined when it connects.
    await act(simulateConnect);
    expect(sent).toHaveBeenCalledWith(ROOM_JOIN, 'customer:c-7', expect.any(Function));
    view.unmount();
    expect(getSocket().listeners('order:updated')).toHaveLength(0);
    await waitFor(() => expect(sent).toHaveBeenCalledWith(ROOM_LEAVE, 'customer:c-7'));
  });

  it('refetches its catch-up queries and calls onReconnect after the connection comes back', async () => {
    let fetches = 0;
    const onReconnect = vi.fn();
    renderHook(
      () => {
        useQuery({ queryKey: ['tracking', 'T-1'], queryFn: () => ++fetches });
        useLiveRoom('tracking:T-1', ['tracking:event'], () => {}, {
          catchUp: [['tracking', 'T-1']],
          onReconnect,
        });
      },
      { wrapper },
    );
    await waitFor(() => expect(fetches).toBe(1));
    act(() => simulateReconnect());
    await waitFor(() => expect(fetches).toBe(2));
    expect(onReconnect).toHaveBeenCalledOnce();
  });

  it('reads its catch-up queries again once the server has let it into the room', async () => {
    // The socket comes up after the screen read its data.
    serverLetsIn();
    let fetches = 0;
    renderHook(
      () => {
        useQuery({ queryKey: ['tracking', 'T-2'], queryFn: () => ++fetches });
        useLiveRoom('tracking:T-2', ['tracking:event'], () => {}, { catchUp: [['tracking', 'T-2']] });
      },
      { wrapper },
    );
    await waitFor(() => expect(fetches).toBe(1));
    // Not in the room yet: reading again now could still miss a change.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetches).toBe(1);
    await act(simulateConnect);
    // A change sent before the join reached nobody: the screen reads it now.
    await waitFor(() => expect(fetches).toBe(2));
  });

  it('does nothing until the room is known', () => {
    const { rerender } = renderHook(({ room }) => useLiveRoom(room, ['devphone:sms'], () => {}), {
      wrapper,
      initialProps: { room: undefined as string | undefined },
    });
    expect(getSocket().listeners('devphone:sms')).toHaveLength(0);
    rerender({ room: 'phone:+250788123456' });
    expect(getSocket().listeners('devphone:sms')).toHaveLength(1);
  });

  it('loads the socket code on demand through the loader', async () => {
    const api = await loadSocketApi();
    expect(api.getSocket()).toBe(getSocket());
  });
});

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getSocket } from '../../realtime/socket';
import { useLiveCustomerOrders, useLiveOrder } from './use-live-order';

/** What socket.io's manager announces when a lost connection comes back (its event is reserved). */
const simulateReconnect = () =>
  (getSocket().io as unknown as { emit(event: 'reconnect', attempt: number): void }).emit('reconnect', 1);

function harness(hook: (fetches: { n: number }) => void) {
  const fetches = { n: 0 };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => hook(fetches), { wrapper });
  return { fetches, view };
}

const emit = (event: string, payload: unknown) =>
  act(() => {
    for (const listener of getSocket().listeners(event)) listener(payload);
  });

describe('useLiveOrder', () => {
  it("refetches the order's queries when it changes, not when another order does", async () => {
    const { fetches, view } = harness((f) => {
      useQuery({ queryKey: ['orders', 'o-1'], queryFn: () => ++f.n });
      useLiveOrder('o-1');
    });
    await waitFor(() => expect(fetches.n).toBe(1));
    emit('order:updated', { orderId: 'o-2', status: 'shipped' });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetches.n).toBe(1);
    emit('order:updated', { orderId: 'o-1', status: 'shipped' });
    await waitFor(() => expect(fetches.n).toBe(2));
    act(() => {
      simulateReconnect();
    });
    await waitFor(() => expect(fetches.n).toBe(3));
    view.unmount();
    expect(getSocket().listeners('order:updated')).toHaveLength(0);
  });
});

describe('useLiveCustomerOrders', () => {
  it("refetches the customer's lists when any of their orders changes", async () => {
    const { fetches } = harness((f) => {
      useQuery({ queryKey: ['account', 'orders'], queryFn: () => ++f.n });
      useLiveCustomerOrders('c-1', [['account', 'orders']]);
    });
    await waitFor(() => expect(fetches.n).toBe(1));
    emit('order:updated', { orderId: 'o-9', status: 'delivered' });
    await waitFor(() => expect(fetches.n).toBe(2));
  });
});

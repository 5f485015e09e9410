import { rooms, type SocketEvent } from '@isoko/shared/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useLiveRoom } from '../../realtime/use-live-room';

const ORDER_EVENTS: readonly SocketEvent[] = ['order:updated', 'payment:updated'];

const orderIdOf = (payload: unknown): string | undefined =>
  payload && typeof payload === 'object' && 'orderId' in payload && typeof payload.orderId === 'string'
    ? payload.orderId
    : undefined;

/**
 * Keeps one order's screens current: joins `order:<id>` (the server checks it is the shopper's
 * own) and refetches when the order or its payment changes, and after a reconnect (catch-up).
 * Refetches `queryKeys` when given, else every cached query whose key contains the order id.
 */
export function useLiveOrder(orderId: string | undefined, queryKeys?: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const refresh = () => {
    if (queryKeys) {
      for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
    } else if (orderId) {
      void queryClient.invalidateQueries({
        predicate: (q) => JSON.stringify(q.queryKey).includes(orderId),
      });
    }
  };
  useLiveRoom(
    orderId ? rooms.order(orderId) : undefined,
    ORDER_EVENTS,
    (payload) => {
      const about = orderIdOf(payload);
      // Another order's news (a second tab joined its room) changes nothing here.
      if (!about || about === orderId) refresh();
    },
    { onReconnect: refresh },
  );
}

/**
 * Keeps lists of a customer's orders current (My Orders, account overview): joins
 * `customer:<id>`, where every change to any of their orders arrives, and refetches `queryKeys`.
 */
export function useLiveCustomerOrders(customerId: string | undefined, queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
  useLiveRoom(customerId ? rooms.customer(customerId) : undefined, ORDER_EVENTS, refresh, {
    catchUp: queryKeys,
  });
}

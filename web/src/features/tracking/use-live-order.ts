import { rooms } from '@isoko/shared/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, joinRoom, onReconnect } from '../../realtime/socket';

const ORDER_EVENTS = ['order:updated', 'payment:updated'] as const;

/** Joins `room` and refreshes queries on the order events that concern them, and after a reconnect. */
function useLiveRoom(
  room: string | undefined,
  queryKeys: readonly QueryKey[] | undefined,
  /** The one order this screen shows; absent for a customer's whole list. */
  orderId: string | undefined,
) {
  const queryClient = useQueryClient();
  const keysJson = JSON.stringify(queryKeys ?? null);
  useEffect(() => {
    if (!room) return;
    const keys = JSON.parse(keysJson) as QueryKey[] | null;
    const refresh = () => {
      if (keys) {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      } else if (orderId) {
        // Without explicit keys: every cached query whose key names this order.
        void queryClient.invalidateQueries({
          predicate: (q) => JSON.stringify(q.queryKey).includes(orderId),
        });
      }
    };
    let leave: (() => void) | undefined;
    let cancelled = false;
    void joinRoom(room).then((joined) => {
      if (cancelled) joined.leave();
      else leave = joined.leave;
    });
    const socket = getSocket();
    const onEvent = (payload: { orderId?: string } | undefined) => {
      if (!orderId || !payload?.orderId || payload.orderId === orderId) refresh();
    };
    for (const e of ORDER_EVENTS) socket.on(e, onEvent);
    const stopReconnect = onReconnect(refresh);
    return () => {
      cancelled = true;
      for (const e of ORDER_EVENTS) socket.off(e, onEvent);
      stopReconnect();
      leave?.();
    };
  }, [room, keysJson, orderId, queryClient]);
}

/**
 * Keeps one order's screens current: joins `order:<id>` (the server checks it is the shopper's
 * own) and refetches when the order or its payment changes, and after a reconnect (catch-up).
 * Refetches `queryKeys` when given, else every cached query whose key contains the order id.
 */
export function useLiveOrder(orderId: string | undefined, queryKeys?: readonly QueryKey[]) {
  useLiveRoom(orderId ? rooms.order(orderId) : undefined, queryKeys, orderId);
}

/**
 * Keeps lists of a customer's orders current (My Orders, account overview): joins
 * `customer:<id>`, where every change to any of their orders arrives, and refetches `queryKeys`.
 */
export function useLiveCustomerOrders(customerId: string | undefined, queryKeys: readonly QueryKey[]) {
  useLiveRoom(customerId ? rooms.customer(customerId) : undefined, queryKeys, undefined);
}

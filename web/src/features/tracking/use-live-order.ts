import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSocket, joinRoom, onReconnect } from '../../realtime/socket';

const ORDER_EVENTS = ['order:updated', 'payment:updated'] as const;

/**
 * Keeps an order's screens current: joins `order:<id>` (the server checks it is the shopper's
 * own), and refetches the given queries whenever the order or its payment changes, and after a
 * reconnect. Used by /order-success, My Orders and the payment dialog.
 */
export function useLiveOrder(orderId: string | undefined, queryKeys: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  const keysJson = JSON.stringify(queryKeys);
  useEffect(() => {
    if (!orderId) return;
    const keys = JSON.parse(keysJson) as QueryKey[];
    const refresh = () => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    let leave: (() => void) | undefined;
    let cancelled = false;
    void joinRoom(`order:${orderId}`).then((joined) => {
      if (cancelled) joined.leave();
      else leave = joined.leave;
    });
    const socket = getSocket();
    const onEvent = (payload: { orderId?: string } | undefined) => {
      if (!payload?.orderId || payload.orderId === orderId) refresh();
    };
    for (const e of ORDER_EVENTS) socket.on(e, onEvent);
    const stopReconnect = onReconnect(refresh);
    return () => {
      cancelled = true;
      for (const e of ORDER_EVENTS) socket.off(e, onEvent);
      stopReconnect();
      leave?.();
    };
  }, [orderId, keysJson, queryClient]);
}

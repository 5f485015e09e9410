import type { CreateOrderBody } from '@isoko/shared/checkout/schema';
import { AddressesResponse } from '@isoko/shared/customers/schema';
import { OrderResponse } from '@isoko/shared/orders/schema';
import type { NewPaymentBody } from '@isoko/shared/payments/schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, currentApiLanguage } from '../../api/client';

export const checkoutKeys = {
  all: ['checkout'] as const,
  savedAddresses: () => [...checkoutKeys.all, 'addresses'] as const,
  /** Item names and colours come in the shopper's language: one cache entry per language. */
  order: (id: string) => ['orders', 'detail', id, currentApiLanguage() ?? 'en'] as const,
};

/** The signed-in customer's saved delivery addresses (the picker of step 2). */
export const savedAddressesQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.savedAddresses(),
    queryFn: async () => (await apiGet('/api/customers/me/addresses', AddressesResponse)).data.addresses,
    staleTime: 60_000,
  });

/** One order (by id or order number), as its owner sees it. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: checkoutKeys.order(id),
    queryFn: async () => (await apiGet(`/api/orders/${encodeURIComponent(id)}`, OrderResponse)).data,
  });

/**
 * Money is never asked for in the background: a call that cannot reach the server fails at once
 * (the screen says so and the shopper taps again) instead of waiting, paused, for the network and
 * going out by itself later, after the shopper was told nothing was sent.
 */
const SENT_NOW_OR_NEVER = { networkMode: 'always' } as const;

/**
 * Places the order once per Idempotency-Key: a double click or a retry after a lost answer
 * sends the same key and gets the same order back.
 */
export function usePlaceOrder() {
  const qc = useQueryClient();
  return useMutation({
    ...SENT_NOW_OR_NEVER,
    mutationFn: async ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) =>
      (await apiPost('/api/orders', body, OrderResponse, { headers: { 'Idempotency-Key': idempotencyKey } }))
        .data,
    onSuccess: (order) => {
      qc.setQueryData(checkoutKeys.order(order.id), order);
      // My Orders and the account's counts include the new order.
      void qc.invalidateQueries({ queryKey: ['account'] });
    },
  });
}

/** A new MoMo attempt for an order whose payment failed or expired. */
export function useRetryPayment() {
  const qc = useQueryClient();
  return useMutation({
    ...SENT_NOW_OR_NEVER,
    mutationFn: async ({ orderId, body }: { orderId: string; body: NewPaymentBody }) =>
      (await apiPost(`/api/orders/${encodeURIComponent(orderId)}/payments`, body, OrderResponse)).data,
    onSuccess: (order) => qc.setQueryData(checkoutKeys.order(order.id), order),
  });
}

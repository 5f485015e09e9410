import { AdminCustomersResponse } from '@isoko/shared/admin/customers-schema';
import { AdminOrdersResponse } from '@isoko/shared/admin/orders-schema';
import type { OrderStatus } from '@isoko/shared/orders/status';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPut } from '../../api/client';
import { adminOrderKeys } from '../admin-orders/queries';
import { adminDashboardKeys } from './dashboard-queries';

/** The simple view shows the newest 50 of each list and searches within them. */
export const SIMPLE_LIST_LIMIT = 50;

export const simpleKeys = {
  all: ['admin-simple'] as const,
  orders: () => [...simpleKeys.all, 'orders'] as const,
  customers: () => [...simpleKeys.all, 'customers'] as const,
  products: () => [...simpleKeys.all, 'products'] as const,
};

export const simpleOrdersQuery = () =>
  queryOptions({
    queryKey: simpleKeys.orders(),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/orders', AdminOrdersResponse, { query: { limit: SIMPLE_LIST_LIMIT }, signal }),
  });

export const simpleCustomersQuery = () =>
  queryOptions({
    queryKey: simpleKeys.customers(),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/customers', AdminCustomersResponse, { query: { limit: SIMPLE_LIST_LIMIT }, signal }),
  });

const SimpleProducts = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      price: z.number(),
      shortDescription: z.string().nullish(),
    }),
  ),
  pagination: z.object({ total: z.number() }),
});
export type SimpleProduct = z.infer<typeof SimpleProducts>['data'][number];

export const simpleProductsQuery = () =>
  queryOptions({
    queryKey: simpleKeys.products(),
    queryFn: ({ signal }) =>
      apiGet('/api/products', SimpleProducts, { query: { limit: SIMPLE_LIST_LIMIT }, signal }),
  });

/** One order through the lifecycle; the server refuses a move it does not allow. */
export function useSetOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      apiPut(`/api/admin/orders/${encodeURIComponent(id)}/status`, { status }, z.unknown()),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: simpleKeys.orders() });
      // The order's details window shows its status and timeline: read afresh when next opened.
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all });
    },
  });
}

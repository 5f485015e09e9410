import { AdminCustomerDetailResponse, AdminCustomersResponse } from '@isoko/shared/admin/customers-schema';
import { DashboardResponse } from '@isoko/shared/admin/dashboard-schema';
import {
  ADMIN_ORDER_FILTERS,
  ADMIN_ORDERS_PAGE_SIZE,
  AdminOrderDetailResponse,
  AdminOrdersResponse,
  BulkStatusResponse,
  RecordRefundResponse,
} from '@isoko/shared/admin/orders-schema';
import { BASE_LANGUAGE, shopLanguageOfTag } from '@isoko/shared/i18n-language';
import type { RecordRefundInput } from '@isoko/shared/orders/refunds';
import type { OrderStatus } from '@isoko/shared/orders/status';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost, apiPut, buildUrl, currentApiLanguage } from '../../api/client';

/**
 * The status filters the CRM offers ('all' sends none): every order status, from the shared
 * list the server counts, so the chips always add up to All.
 */
export const ORDER_FILTERS = ADMIN_ORDER_FILTERS;
export type OrderFilterStatus = (typeof ORDER_FILTERS)[number];

export interface AdminOrderFilter {
  status: OrderFilterStatus;
  search: string;
  page: number;
}
export interface AdminCustomerFilter {
  search: string;
  page: number;
}

export const adminOrderKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrderKeys.all, 'list'] as const,
  /** Items' colours and sizes come in the staff member's language: one cache entry per language. */
  list: (f: AdminOrderFilter) => [...adminOrderKeys.lists(), f, currentApiLanguage() ?? 'en'] as const,
  /** Item colours and sizes come in the staff member's language: one cache entry per language. */
  detail: (id: string) => [...adminOrderKeys.all, 'detail', id, currentApiLanguage() ?? 'en'] as const,
  dashboard: () => [...adminOrderKeys.all, 'dashboard'] as const,
};

export const adminCustomerKeys = {
  all: ['admin-customers'] as const,
  list: (f: AdminCustomerFilter) => [...adminCustomerKeys.all, 'list', f] as const,
  /** Favourite colours and sizes come in the staff member's language: one cache entry per language. */
  detail: (id: string) => [...adminCustomerKeys.all, 'detail', id, currentApiLanguage() ?? 'en'] as const,
};

const orderQueryParams = (f: Omit<AdminOrderFilter, 'page'>) => ({
  status: f.status === 'all' ? undefined : f.status,
  search: f.search.trim() || undefined,
});

export const adminOrdersQuery = (f: AdminOrderFilter) =>
  queryOptions({
    queryKey: adminOrderKeys.list(f),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/orders', AdminOrdersResponse, {
        query: { ...orderQueryParams(f), page: f.page, limit: ADMIN_ORDERS_PAGE_SIZE },
        signal,
      }),
    // A new search keeps the old rows on screen until its answer arrives: no flashing table.
    placeholderData: keepPreviousData,
  });

export const adminOrderQuery = (id: string) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/orders/${encodeURIComponent(id)}`, AdminOrderDetailResponse, { signal }))
        .data,
  });

export const crmDashboardQuery = () =>
  queryOptions({
    queryKey: adminOrderKeys.dashboard(),
    queryFn: async ({ signal }) => (await apiGet('/api/admin/dashboard', DashboardResponse, { signal })).data,
  });

/**
 * The CSV of the filtered list, every page of it; the server names the file `orders_{date}.csv`.
 * A download link sends the browser's languages, not the one chosen in the shop, so the chosen
 * one goes in `lang`: the status words are written in it.
 */
export const ordersExportUrl = (f: Omit<AdminOrderFilter, 'page'>, language: string) =>
  buildUrl('/api/admin/orders/export.csv', {
    ...orderQueryParams(f),
    lang: shopLanguageOfTag(language) ?? BASE_LANGUAGE,
  });

export const adminCustomersQuery = (f: AdminCustomerFilter) =>
  queryOptions({
    queryKey: adminCustomerKeys.list(f),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/customers', AdminCustomersResponse, {
        query: { search: f.search.trim() || undefined, page: f.page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const adminCustomerQuery = (id: string) =>
  queryOptions({
    queryKey: adminCustomerKeys.detail(id),
    queryFn: async ({ signal }) =>
      (
        await apiGet(`/api/admin/customers/${encodeURIComponent(id)}`, AdminCustomerDetailResponse, {
          signal,
        })
      ).data,
  });

/** Moves one order; the server checks the move against the lifecycle again. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      apiPut(`/api/admin/orders/${encodeURIComponent(id)}/status`, { status }, z.unknown()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

/** Moves many orders at once; each order succeeds or fails on its own. */
export function useBulkOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderIds, status }: { orderIds: string[]; status: OrderStatus }) =>
      apiPost('/api/admin/orders/bulk-status', { orderIds, status }, BulkStatusResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

/** Records money given back to the customer; the server checks it against what is still owed. */
export function useRecordRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (refund: RecordRefundInput) =>
      apiPost(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, refund, RecordRefundResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.all }),
  });
}

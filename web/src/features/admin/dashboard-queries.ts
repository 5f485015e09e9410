import { DashboardResponse } from '@isoko/shared/admin/dashboard-schema';
import { TestOrderResponse } from '@isoko/shared/admin/orders-schema';
import { StockReportResponse } from '@isoko/shared/admin/products-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, currentApiLanguage } from '../../api/client';

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  /** The low-stock colours and sizes come in the staff member's language: switching language asks again. */
  summary: () => [...adminDashboardKeys.all, 'summary', currentApiLanguage() ?? 'en'] as const,
  stockReport: () => [...adminDashboardKeys.all, 'stock-report'] as const,
};

/** Cards, status counts, recent orders and low stock, all counted by the server. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminDashboardKeys.summary(),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/dashboard', DashboardResponse, { signal }).then((r) => r.data),
  });

/** The latest stock analysis; null until one has run (nightly, or on demand from the products screen). */
export const stockReportQuery = () =>
  queryOptions({
    queryKey: adminDashboardKeys.stockReport(),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/stock-report', StockReportResponse, { signal }).then((r) => r.data),
  });

/** Demo mode only: places an order as a demo shopper, so the live dashboard can be tried. */
export function useCreateTestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/admin/test-order', {}, TestOrderResponse).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
  });
}

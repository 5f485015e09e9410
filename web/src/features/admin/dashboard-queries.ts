import { DashboardResponse } from '@isoko/shared/admin/dashboard-schema';
import { TestOrderResponse } from '@isoko/shared/admin/orders-schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPost } from '../../api/client';

export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  summary: () => [...adminDashboardKeys.all, 'summary'] as const,
  stockReport: () => [...adminDashboardKeys.all, 'stock-report'] as const,
};

/** Cards, status counts, recent orders and low stock, all counted by the server. */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminDashboardKeys.summary(),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/dashboard', DashboardResponse, { signal }).then((r) => r.data),
  });

/** The stock analysis' report: out of stock (0), critical and low (1-9), what to reorder first. */
export const StockReport = z.object({
  summary: z.object({
    totalProducts: z.number(),
    outOfStock: z.number(),
    critical: z.number(),
    low: z.number(),
  }),
  recommendations: z.array(z.object({ type: z.string(), message: z.string() })),
  reorderList: z.array(
    z.object({
      product: z.object({ name: z.string() }),
      orderQuantity: z.number(),
      priority: z.string(),
    }),
  ),
});
export type StockReport = z.infer<typeof StockReport>;

/** The report as the server sends it: on its own or inside `data`. */
const StockReportAnswer = z.union([StockReport, z.object({ data: StockReport }).transform((a) => a.data)]);

export const stockReportQuery = () =>
  queryOptions({
    queryKey: adminDashboardKeys.stockReport(),
    queryFn: ({ signal }) => apiGet('/api/admin/stock-report', StockReportAnswer, { signal }),
  });

/** Demo mode only: places an order as a demo shopper, so the live dashboard can be tried. */
export function useCreateTestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/api/admin/test-order', {}, TestOrderResponse).then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all }),
  });
}

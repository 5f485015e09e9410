import {
  crmAdvice,
  customerSegment,
  ordersTrend,
  PROJECTION_FACTOR_30_DAYS,
  percentOf,
  projectedRevenue30Days,
  TOP_CUSTOMERS,
} from '@isoko/shared/admin/crm-rules';
import {
  DASHBOARD_LOW_STOCK_ITEMS,
  DASHBOARD_RECENT_ORDERS,
  type DashboardData,
} from '@isoko/shared/admin/dashboard-schema';
import type { AppDeps } from '../../deps';
import { lowStockVariants, productStockCounts } from '../catalog/low-stock';
import { customerCount } from '../customers/admin-queries';
import { adminOrderCounts, orderFigures, recentAdminOrders, topSpenders } from '../orders/admin-queries';

/** The dashboard's cards, lists and CRM figures, each from the module that owns the data. */
export async function dashboard(deps: AppDeps): Promise<DashboardData> {
  const { db } = deps;
  const [counts, figures, customers, stock, recentOrders, lowStock, top] = await Promise.all([
    adminOrderCounts(db),
    orderFigures(db),
    customerCount(db),
    productStockCounts(db),
    recentAdminOrders(db, DASHBOARD_RECENT_ORDERS),
    lowStockVariants(db, DASHBOARD_LOW_STOCK_ITEMS),
    topSpenders(db, TOP_CUSTOMERS),
  ]);
  const { all, ...statusCounts } = counts;
  const revenue = figures.paidRevenue;
  return {
    summary: {
      totalRevenue: revenue,
      totalOrders: all,
      pendingOrders: statusCounts.pending,
      customers,
      products: stock.products,
      lowStockProducts: stock.lowStockProducts,
    },
    statusCounts,
    recentOrders,
    lowStock,
    kpis: {
      totalOrders: all,
      trend: ordersTrend(all),
      totalRevenue: revenue,
      averageOrderValue: figures.paidOrders ? Math.round(revenue / figures.paidOrders) : 0,
      deliveryRate: percentOf(statusCounts.delivered, all),
    },
    customerInsights: {
      totalCustomers: customers,
      repeatCustomers: figures.repeatCustomers,
      repeatRate: percentOf(figures.repeatCustomers, figures.orderingCustomers),
      averageCustomerValue: figures.orderingCustomers ? Math.round(revenue / figures.orderingCustomers) : 0,
      topCustomers: top.map((c) => ({
        customerId: c.customerId,
        name: `${c.firstName} ${c.lastName}`.trim(),
        phone: c.phone,
        revenue: c.revenue,
        orderCount: c.orderCount,
        segment: customerSegment(c.revenue),
      })),
    },
    recommendation: {
      advice: crmAdvice(statusCounts.pending),
      pendingOrders: statusCounts.pending,
      processingOrders: statusCounts.processing,
      cancellationRate: percentOf(statusCounts.cancelled, all),
      projectedRevenue30Days: {
        kind: 'projection',
        amount: projectedRevenue30Days(revenue),
        factor: PROJECTION_FACTOR_30_DAYS,
      },
    },
  };
}

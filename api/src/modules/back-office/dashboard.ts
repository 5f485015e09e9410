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
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { averageRwf } from '@isoko/shared/ratio';
import type { AppDeps } from '../../deps';
import { termLabels, withTermLabels } from '../catalog/color-labels';
import { lowStockVariants, productStockCounts } from '../catalog/low-stock';
import { customerCount } from '../customers/admin-queries';
import { adminOrderCounts, orderFigures, recentAdminOrders, topSpenders } from '../orders/admin-queries';

/**
 * The dashboard's cards, lists and CRM figures, each from the module that owns the data. The
 * low-stock variants keep their stored colour and size and add their words in the staff member's
 * language (`lang`, English without one), and their product is named in that language too.
 */
export async function dashboard(deps: AppDeps, lang: ShopLanguage = 'en'): Promise<DashboardData> {
  const { db } = deps;
  const [counts, figures, customers, stock, recentOrders, lowStock, top, label] = await Promise.all([
    adminOrderCounts(db),
    orderFigures(db),
    customerCount(db),
    productStockCounts(db),
    recentAdminOrders(db, DASHBOARD_RECENT_ORDERS),
    lowStockVariants(db, DASHBOARD_LOW_STOCK_ITEMS, lang),
    topSpenders(db, TOP_CUSTOMERS),
    termLabels({ lang, catalog: deps.catalog }),
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
    lowStock: lowStock.map((v) => withTermLabels(label, v)),
    kpis: {
      totalOrders: all,
      trend: ordersTrend(all),
      totalRevenue: revenue,
      averageOrderValue: averageRwf(revenue, figures.paidOrders),
      deliveryRate: percentOf(statusCounts.delivered, all),
    },
    customerInsights: {
      totalCustomers: customers,
      repeatCustomers: figures.repeatCustomers,
      repeatRate: percentOf(figures.repeatCustomers, figures.orderingCustomers),
      // An average of paid money, like the average order: none while no order is paid (then the
      // customers who ordered have spent nothing yet, and 0 would read as a figure beside n/a).
      averageCustomerValue: figures.paidOrders > 0 ? averageRwf(revenue, figures.orderingCustomers) : null,
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

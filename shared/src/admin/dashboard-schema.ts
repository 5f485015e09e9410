import { z } from 'zod';
import { Rwf } from '../money';
import { ORDER_STATUS } from '../orders/status';
import { CRM_ADVICE, CUSTOMER_SEGMENTS, ORDERS_TRENDS } from './crm-rules';
import { AdminOrderRow } from './orders-schema';

/**
 * The back-office dashboard and orders CRM figures, all from the database (staff and admins).
 *   GET /api/admin/dashboard  -> DashboardResponse
 * Revenue counts paid orders only. Low stock is a product under LOW_STOCK_ALERT_BELOW (10) units
 * over its variants on sale (shared/stock), as the stock analysis counts it.
 */

export const DASHBOARD_RECENT_ORDERS = 5;
export const DASHBOARD_LOW_STOCK_ITEMS = 5;

export const DashboardSummary = z.object({
  /** Sum of paid orders' totals, RWF. */
  totalRevenue: Rwf,
  totalOrders: z.number().int().min(0),
  pendingOrders: z.number().int().min(0),
  customers: z.number().int().min(0),
  /** Products shoppers can see (deleted ones left out). */
  products: z.number().int().min(0),
  /** Products under 10 units over their variants on sale, out of stock included (shared/stock). */
  lowStockProducts: z.number().int().min(0),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const LowStockItem = z.object({
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  sku: z.string(),
  /** The variant's size as stored (English for word sizes such as "Medium"). */
  size: z.string().nullable(),
  /**
   * The size in the answer's language (the staff member's): "Medium" reads "Moyenne" in French,
   * "M" and "42" as they are; null when the variant has no size. Absent from older servers: show
   * `size` then.
   */
  sizeLabel: z.string().nullable().optional(),
  /** The variant's colour as stored (English): what orders, filters and stock match on. */
  color: z.string().nullable(),
  /**
   * The colour in the answer's language (the staff member's), the stored word when the catalogue
   * has no translation, null when the variant has no colour. Absent from older servers: show
   * `color` then.
   */
  colorLabel: z.string().nullable().optional(),
  stockQuantity: z.number().int().min(0),
  image: z.string().nullable(),
});
export type LowStockItem = z.infer<typeof LowStockItem>;

export const TopCustomer = z.object({
  customerId: z.string(),
  name: z.string(),
  phone: z.string(),
  revenue: Rwf,
  orderCount: z.number().int().min(0),
  segment: z.enum(CUSTOMER_SEGMENTS),
});
export type TopCustomer = z.infer<typeof TopCustomer>;

export const CrmKpis = z.object({
  totalOrders: z.number().int().min(0),
  trend: z.enum(ORDERS_TRENDS),
  totalRevenue: Rwf,
  /** Paid revenue per paid order; null without paid orders. */
  averageOrderValue: Rwf.nullable(),
  /** Percent of orders delivered, one decimal; null without orders. */
  deliveryRate: z.number().min(0).max(100).nullable(),
});

export const CustomerInsights = z.object({
  totalCustomers: z.number().int().min(0),
  /** Customers with more than one order. */
  repeatCustomers: z.number().int().min(0),
  /** Percent of ordering customers who ordered again; null when nobody ordered. */
  repeatRate: z.number().min(0).max(100).nullable(),
  /** Paid revenue per ordering customer, RWF; null when nobody ordered. */
  averageCustomerValue: Rwf.nullable(),
  /** The Top 5 by paid spend. */
  topCustomers: z.array(TopCustomer),
});

/** Inputs of the recommendation banner (shown when pendingOrders > 0). */
export const CrmRecommendation = z.object({
  advice: z.enum(CRM_ADVICE),
  pendingOrders: z.number().int().min(0),
  processingOrders: z.number().int().min(0),
  /** Percent of orders cancelled; null without orders. */
  cancellationRate: z.number().min(0).max(100).nullable(),
  /** Not a forecast: total revenue times `factor`. Screens label it as a projection. */
  projectedRevenue30Days: z.object({
    kind: z.literal('projection'),
    amount: Rwf,
    factor: z.number(),
  }),
});

export const DashboardData = z.object({
  summary: DashboardSummary,
  /** Orders per lifecycle status. */
  statusCounts: z.record(z.enum(ORDER_STATUS), z.number().int().min(0)),
  recentOrders: z.array(AdminOrderRow),
  lowStock: z.array(LowStockItem),
  kpis: CrmKpis,
  customerInsights: CustomerInsights,
  recommendation: CrmRecommendation,
});
export type DashboardData = z.infer<typeof DashboardData>;

export const DashboardResponse = z.object({ success: z.literal(true), data: DashboardData });
export type DashboardResponse = z.infer<typeof DashboardResponse>;

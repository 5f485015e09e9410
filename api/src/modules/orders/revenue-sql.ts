import { NON_REVENUE_ORDER_STATUSES, REVENUE_PAYMENT_STATUSES } from '@isoko/shared/orders/revenue';
import { and, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { orders } from './tables';

/**
 * The shared "this order's money counts" rule (countsAsRevenue) as a database condition, so
 * every revenue, spent and average-order figure filters the same way: paid, and not cancelled.
 */
export const countsAsRevenueSql: SQL = and(
  inArray(orders.paymentStatus, [...REVENUE_PAYMENT_STATUSES]),
  notInArray(orders.status, [...NON_REVENUE_ORDER_STATUSES]),
)!;

/** Sum of the totals of orders whose money counts (0 without any). A fresh expression per call. */
export const revenueSumSql = () =>
  sql<number>`coalesce(sum(${orders.total}) filter (where ${countsAsRevenueSql}), 0)`;

/** How many orders' money counts (the divisor of an average order). A fresh expression per call. */
export const revenueCountSql = () => sql<number>`count(*) filter (where ${countsAsRevenueSql})`;

/**
 * The orders CRM's figures as pure rules, so the dashboard route and the screens agree.
 * Amounts are integer RWF.
 */

/** More pending orders than this raises the 'process them soon' banner. */
export const HIGH_PENDING_ABOVE = 5;
/** More orders than this reads as a growing shop. */
export const GROWING_ABOVE_ORDERS = 10;
/**
 * The 30-day figure is a projection, not a forecast from data: total revenue times this factor.
 * Screens must label it as projected.
 */
export const PROJECTION_FACTOR_30_DAYS = 1.15;
/** Customers listed in the Top customers panel. */
export const TOP_CUSTOMERS = 5;
/** A customer above this much spending counts as high-value, RWF. */
export const HIGH_VALUE_ABOVE = 50_000;

export const CUSTOMER_SEGMENTS = ['VIP', 'Premium', 'Regular'] as const;
export type CustomerSegment = (typeof CUSTOMER_SEGMENTS)[number];

export const ORDERS_TRENDS = ['Growing', 'Stable'] as const;
export type OrdersTrend = (typeof ORDERS_TRENDS)[number];

export const CRM_ADVICE = ['HIGH_PENDING', 'EFFICIENT'] as const;
export type CrmAdvice = (typeof CRM_ADVICE)[number];

export const customerSegment = (spent: number): CustomerSegment =>
  spent > 100_000 ? 'VIP' : spent > HIGH_VALUE_ABOVE ? 'Premium' : 'Regular';

export const ordersTrend = (orderCount: number): OrdersTrend =>
  orderCount > GROWING_ABOVE_ORDERS ? 'Growing' : 'Stable';

export const crmAdvice = (pending: number): CrmAdvice =>
  pending > HIGH_PENDING_ABOVE ? 'HIGH_PENDING' : 'EFFICIENT';

/** Rounded to whole francs. */
export const projectedRevenue30Days = (totalRevenue: number): number =>
  Math.round(totalRevenue * PROJECTION_FACTOR_30_DAYS);

/** A share as a percentage with one decimal; null (shown "n/a") when there is nothing to divide. */
export { percentOf } from '../ratio';

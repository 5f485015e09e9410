import type { OrderPaymentStatus } from '../payments/status';
import type { OrderStatus } from './status';

/**
 * The one rule for "this order's money counts": what the back-office calls revenue, what a
 * customer has spent and what an average order is made of. The money must have come in (payment
 * status paid) and the sale must still stand: a paid order that staff cancelled is money the shop
 * owes back, not money it earned. The dashboard, the customers list and detail and the analytics
 * all read this rule (the database filters on the two lists below).
 */
export const REVENUE_PAYMENT_STATUSES: readonly OrderPaymentStatus[] = ['paid'];
/** Order statuses whose money never counts, paid or not. */
export const NON_REVENUE_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled'];

/**
 * True when the shop holds money for a sale that no longer stands: the order was paid, then
 * cancelled. Staff see it marked "Refund due" until they settle it with the customer.
 */
export function refundOwed(order: { status: string; paymentStatus: string }): boolean {
  return (
    (REVENUE_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus) &&
    (NON_REVENUE_ORDER_STATUSES as readonly string[]).includes(order.status)
  );
}

/** True when the order's total counts as revenue (and as the customer's spending). */
export function countsAsRevenue(order: { status: string; paymentStatus: string }): boolean {
  return (
    (REVENUE_PAYMENT_STATUSES as readonly string[]).includes(order.paymentStatus) &&
    !(NON_REVENUE_ORDER_STATUSES as readonly string[]).includes(order.status)
  );
}

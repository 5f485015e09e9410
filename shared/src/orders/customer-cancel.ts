import type { OrderPaymentStatus } from '../payments/status';
import type { OrderStatus } from './status';

/**
 * A shopper may cancel their own order from My Orders while nobody has started on it and no
 * money has moved: it is pending or confirmed (not yet being prepared), and unpaid (cash on
 * delivery) or its Mobile Money payment failed. A payment under way or made, or an order being
 * prepared, is cancelled by calling the shop, so staff can stop the parcel and give money back.
 */
export const CUSTOMER_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed'];
export const CUSTOMER_CANCELLABLE_PAYMENTS: readonly OrderPaymentStatus[] = ['unpaid', 'failed'];

export function customerCanCancel(order: { status: string; paymentStatus: string }): boolean {
  return (
    (CUSTOMER_CANCELLABLE_STATUSES as readonly string[]).includes(order.status) &&
    (CUSTOMER_CANCELLABLE_PAYMENTS as readonly string[]).includes(order.paymentStatus)
  );
}

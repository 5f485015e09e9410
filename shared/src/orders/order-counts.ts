import type { OrderStatus } from './status';

/**
 * The one rule that sorts an order into the counts a customer sees (account overview, My Orders,
 * POST /api/orders/customer-stats):
 * - pending: placed but not yet confirmed (waiting for payment or for the shop to accept it);
 * - active delivery: confirmed, so the shop is preparing or carrying it, until it is handed over;
 * - completed: delivered;
 * - a cancelled order counts in none of them (only in the total).
 */
export type OrderCountGroup = 'pending' | 'activeDelivery' | 'completed';

const GROUP_OF: Record<OrderStatus, OrderCountGroup | null> = {
  pending: 'pending',
  confirmed: 'activeDelivery',
  processing: 'activeDelivery',
  shipped: 'activeDelivery',
  in_transit: 'activeDelivery',
  out_for_delivery: 'activeDelivery',
  delivered: 'completed',
  cancelled: null,
};

/** The group an order status counts in, or null (cancelled, or a status this code does not know). */
export function orderCountGroup(status: string): OrderCountGroup | null {
  return Object.hasOwn(GROUP_OF, status) ? GROUP_OF[status as OrderStatus] : null;
}

/** Every status that counts in a group: what the database filters on. */
export function statusesCountedAs(group: OrderCountGroup): OrderStatus[] {
  return (Object.keys(GROUP_OF) as OrderStatus[]).filter((s) => GROUP_OF[s] === group);
}

export interface OrderCounts {
  totalOrders: number;
  pendingOrders: number;
  activeDeliveries: number;
  completedOrders: number;
}

/** Counts a list of orders the way the server's customer-stats does. */
export function countOrders(orders: Iterable<{ status: string }>): OrderCounts {
  const counts: OrderCounts = { totalOrders: 0, pendingOrders: 0, activeDeliveries: 0, completedOrders: 0 };
  for (const { status } of orders) {
    counts.totalOrders++;
    const group = orderCountGroup(status);
    if (group === 'pending') counts.pendingOrders++;
    else if (group === 'activeDelivery') counts.activeDeliveries++;
    else if (group === 'completed') counts.completedOrders++;
  }
  return counts;
}

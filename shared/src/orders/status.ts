import { z } from 'zod';

/** The delivery path, in order. Its length (7) drives the tracking progress bar. */
export const ORDER_PATH = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'in_transit',
  'out_for_delivery',
  'delivered',
] as const;
export const ORDER_STATUS = [...ORDER_PATH, 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUS)[number];
export const OrderStatusSchema = z.enum(ORDER_STATUS);

/** Once a parcel has left (shipped), cancelling would lose track of the goods. */
export const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];
export const TERMINAL: readonly OrderStatus[] = ['delivered', 'cancelled'];

/**
 * pending only moves to confirmed (payment or cash-on-delivery acceptance) or cancelled.
 * From confirmed on, staff may move forward any number of steps (a parcel handed over at
 * the shop goes straight to delivered), never backward.
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to || TERMINAL.includes(from)) return false;
  if (to === 'cancelled') return CANCELLABLE.includes(from);
  if (from === 'pending') return to === 'confirmed';
  return (
    ORDER_PATH.indexOf(to as (typeof ORDER_PATH)[number]) >
    ORDER_PATH.indexOf(from as (typeof ORDER_PATH)[number])
  );
}

export function nextStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUS.filter((to) => canTransition(from, to));
}

/** Progress bar width: position in the seven-step path divided by seven; 0 when off the path. */
export function orderProgress(status: OrderStatus): number {
  const index = ORDER_PATH.indexOf(status as (typeof ORDER_PATH)[number]);
  return index < 0 ? 0 : (index + 1) / ORDER_PATH.length;
}

/** The order-status texts: the dispatch text ('shipped'), out for delivery, delivered. */
export type StatusSms = 'shipped' | 'out_for_delivery' | 'delivered';

/**
 * The text a move from `from` to `to` sends the customer, or null. The move that first takes the
 * parcel out of the shop sends the dispatch text ('shipped') whichever step staff pick, so a
 * jump from confirmed or processing straight to in transit is told too; once it has left, in
 * transit sends nothing more. Out for delivery and delivered send their own texts, which also
 * say the parcel left, so a jump straight to them sends one text, not two.
 */
export function statusSmsOf(from: OrderStatus, to: OrderStatus): StatusSms | null {
  if (to === 'out_for_delivery' || to === 'delivered') return to;
  const shipped = ORDER_PATH.indexOf('shipped');
  const onPath = (s: OrderStatus) => ORDER_PATH.indexOf(s as (typeof ORDER_PATH)[number]);
  const leaves = onPath(from) >= 0 && onPath(from) < shipped && onPath(to) >= shipped;
  return leaves ? 'shipped' : null;
}

// Which statuses count as pending, active delivery or completed: see order-counts.ts.

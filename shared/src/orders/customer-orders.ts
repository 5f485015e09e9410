import { z } from 'zod';
import { AddressView } from '../address';
import { Rwf } from '../money';
import { HistoryParams } from './history';
import { statusesCountedAs } from './order-counts';
import { ORDER_STATUS, type OrderStatus } from './status';

/**
 * My Orders for the signed-in customer. The customer comes from the session; the `phone`/`email`
 * payload old clients send is accepted and ignored.
 *   POST /api/orders/customer-stats     CustomerOrdersBody  -> CustomerStatsResponse
 *   POST /api/orders/customer-orders    CustomerOrdersBody  -> CustomerOrdersResponse
 *   GET  /api/orders/mine/:id           (id or order number) -> CustomerOrderResponse | 404 ORDER_NOT_FOUND
 */

export const CustomerOrdersBody = z
  .object({ phone: z.string().optional(), email: z.string().optional() })
  .partial()
  .optional();

export const CustomerStats = z.object({
  totalOrders: z.number().int().min(0),
  /** confirmed up to out for delivery (the shared rule in order-counts.ts). */
  activeDeliveries: z.number().int().min(0),
  /** delivered. */
  completedOrders: z.number().int().min(0),
  /** placed, not yet confirmed. */
  pendingOrders: z.number().int().min(0),
});
export type CustomerStats = z.infer<typeof CustomerStats>;

/** Kept for old importers: the lists come from the one order-count rule. */
export const PENDING_STATUSES: readonly OrderStatus[] = statusesCountedAs('pending');
export const COMPLETED_STATUSES: readonly OrderStatus[] = statusesCountedAs('completed');
export const ACTIVE_DELIVERY: readonly OrderStatus[] = statusesCountedAs('activeDelivery');

export const CustomerStatsResponse = z.object({ success: z.literal(true), stats: CustomerStats });
export type CustomerStatsResponse = z.infer<typeof CustomerStatsResponse>;

export const CustomerOrderItemDto = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  /** The colour as stored with the order (English): what variants and stock match on. */
  color: z.string().nullable(),
  /**
   * The colour in the answer's language (the stored word when the catalogue has no translation),
   * null when the item has no colour. Absent from older servers: show `color` then.
   */
  colorLabel: z.string().nullable().optional(),
  /**
   * The size in the answer's language ("Medium" reads "Moyenne" in French; "M" and "42" as they
   * are), null when there is no size. Absent from older servers: show `size` then.
   */
  sizeLabel: z.string().nullable().optional(),
  image: z.string().nullable(),
  /** Unit price paid, RWF. */
  price: Rwf,
  quantity: z.number().int().min(1),
  lineTotal: Rwf,
});
export type CustomerOrderItemDto = z.infer<typeof CustomerOrderItemDto>;

export const OrderTimelineEntryDto = z.object({
  status: z.string(),
  /** ISO 8601. */
  timestamp: z.string(),
  note: z.string(),
  /** The note as a code and its values (see `orders/history.ts`), null for notes staff wrote. */
  noteCode: z.string().nullable().optional(),
  noteParams: HistoryParams.nullable().optional(),
});
export type OrderTimelineEntryDto = z.infer<typeof OrderTimelineEntryDto>;

/** An order as the customer sees it: items, totals, delivery details, status and its timeline. */
export const CustomerOrderDto = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUS),
  paymentStatus: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  subtotal: Rwf,
  discount: Rwf,
  /** The shipping fee. */
  shippingCost: Rwf,
  total: Rwf,
  /** Same as `total` (old clients read both). */
  totalAmount: Rwf,
  paymentMethod: z.string(),
  couponCode: z.string().nullable(),
  itemCount: z.number().int().min(0),
  items: z.array(CustomerOrderItemDto),
  timeline: z.array(OrderTimelineEntryDto),
  trackingId: z.string().nullable(),
  /** The delivery address as stored with the order (AddressView's fields), with its city and country. */
  shippingAddress: AddressView.extend({ city: z.string(), country: z.string() }),
});
export type CustomerOrderDto = z.infer<typeof CustomerOrderDto>;

export const CustomerOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(CustomerOrderDto),
});
export type CustomerOrdersResponse = z.infer<typeof CustomerOrdersResponse>;

export const CustomerOrderParams = z.object({ id: z.string().trim().min(1).max(80) });
export const CustomerOrderResponse = z.object({ success: z.literal(true), data: CustomerOrderDto });
export type CustomerOrderResponse = z.infer<typeof CustomerOrderResponse>;

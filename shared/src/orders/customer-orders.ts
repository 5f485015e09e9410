import { z } from 'zod';
import { AddressView } from '../address';
import { Rwf } from '../money';
import { ACTIVE_DELIVERY, ORDER_STATUS, type OrderStatus } from './status';

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
  /** shipped, in transit or out for delivery. */
  activeDeliveries: z.number().int().min(0),
  /** delivered. */
  completedOrders: z.number().int().min(0),
  /** pending, confirmed or processing. */
  pendingOrders: z.number().int().min(0),
});
export type CustomerStats = z.infer<typeof CustomerStats>;

export const PENDING_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'processing'];
export const COMPLETED_STATUSES: readonly OrderStatus[] = ['delivered'];
export { ACTIVE_DELIVERY };

export const CustomerStatsResponse = z.object({ success: z.literal(true), stats: CustomerStats });
export type CustomerStatsResponse = z.infer<typeof CustomerStatsResponse>;

export const CustomerOrderItemDto = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  name: z.string(),
  sku: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
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
});

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

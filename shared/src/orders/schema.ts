import { z } from 'zod';
import { Rwf } from '../money';
import { PaymentDto } from '../payments/schema';
import { OrderPaymentStatusSchema, PaymentMethodSchema } from '../payments/status';
import { E164Phone } from '../phone';
import { CustomerOrderDto } from './customer-orders';

/**
 * An order as its owner and staff read it.
 *   GET  /api/orders/:id         (owner, staff)  id or order number   -> OrderResponse | 404 ORDER_NOT_FOUND
 *   POST /api/orders/:id/cancel  (owner)         see customerCanCancel -> OrderResponse | 404 | 409 ORDER_NOT_CANCELLABLE
 * Placing one is checkout's (checkout/schema). Sockets: `order:updated` in `customer:<id>`;
 * `admin:order-created` (AdminOrderCreatedEvent) in `admins`.
 */

export const OrderShippingAddressDto = CustomerOrderDto.shape.shippingAddress.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  postalCode: z.string(),
});

/**
 * The order as its owner (and staff) sees it: My Orders' CustomerOrderDto plus the old client's
 * shippingAddress fields, the customer snapshot and the latest payment attempt.
 */
export const OrderDto = CustomerOrderDto.extend({
  paymentStatus: OrderPaymentStatusSchema,
  paymentMethod: PaymentMethodSchema,
  /** Same as shippingCost. */
  shippingFee: Rwf,
  shippingAddress: OrderShippingAddressDto,
  customerInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: E164Phone,
  }),
  /** The latest payment attempt (mobile_money), null for cash on delivery. */
  payment: PaymentDto.nullable(),
  /** Stock was given back (expired or failed payment, cancellation); a new payment re-reserves it. */
  stockReleased: z.boolean(),
});
export type OrderDto = z.infer<typeof OrderDto>;

/** `admin:order-created` in room `admins`. */
export const AdminOrderCreatedEvent = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  district: z.string(),
  total: Rwf,
  itemCount: z.number().int().min(0),
  paymentMethod: PaymentMethodSchema,
  status: z.string(),
  paymentStatus: OrderPaymentStatusSchema,
  createdAt: z.string(),
});
export type AdminOrderCreatedEvent = z.infer<typeof AdminOrderCreatedEvent>;

export const OrderResponse = z.object({ success: z.literal(true), data: OrderDto });
export type OrderResponse = z.infer<typeof OrderResponse>;

/** An order's id or its order number. */
export const OrderIdParams = z.object({ id: z.string().trim().min(1).max(80) });

import type { OrderDto, PaymentDto } from '@isoko/shared/checkout/schema';
import { ORDER_STATUS } from '@isoko/shared/orders/status';
import {
  ORDER_PAYMENT_STATUS,
  type OrderPaymentStatus,
  type PaymentMethod,
} from '@isoko/shared/payments/status';
import { asc, desc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toCustomerOrderDto } from '../orders/customer-queries';
import { orderItems, orders, orderTimeline } from '../orders/tables';
import { payments } from '../payments/tables';

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPaymentDto(row: PaymentRow): PaymentDto {
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status as PaymentDto['status'],
    reason: row.reason,
    method: row.method as PaymentMethod,
    amount: row.amount,
    currency: row.currency,
    payerPhone: row.payerPhone,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

const knownPaymentStatus = (s: string): OrderPaymentStatus =>
  (ORDER_PAYMENT_STATUS as readonly string[]).includes(s) ? (s as OrderPaymentStatus) : 'unpaid';

/** The order as its owner sees it: items, timeline, latest payment attempt. */
export async function orderView(db: DbOrTx, order: OrderRow): Promise<OrderDto> {
  const [items, timeline, [payment]] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.name), asc(orderItems.id)),
    db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, order.id))
      .orderBy(asc(orderTimeline.createdAt)),
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(1),
  ]);
  // Entries of one transaction share a timestamp: the delivery path orders those.
  const rank = (s: string) => (ORDER_STATUS as readonly string[]).indexOf(s);
  timeline.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.status) - rank(b.status));
  const base = toCustomerOrderDto(order, items, timeline);
  return {
    ...base,
    paymentStatus: knownPaymentStatus(order.paymentStatus),
    paymentMethod: order.paymentMethod as PaymentMethod,
    shippingFee: order.shippingFee,
    shippingAddress: {
      ...base.shippingAddress,
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      email: order.customerEmail,
      postalCode: order.postalCode,
    },
    customerInfo: {
      firstName: order.customerFirstName,
      lastName: order.customerLastName,
      email: order.customerEmail,
      phone: order.customerPhone,
    },
    payment: payment ? toPaymentDto(payment) : null,
    stockReleased: order.stockReleased,
  };
}

/** By id or order number. Customers see only their own orders (others answer as not found); staff see all. */
export async function findOrderFor(
  db: DbOrTx,
  idOrNumber: string,
  viewer: { customerId: string | null; staff: boolean },
): Promise<OrderRow> {
  const key = idOrNumber.trim();
  const match = UUID.test(key)
    ? or(eq(orders.id, key.toLowerCase()), eq(orders.orderNumber, key))
    : eq(orders.orderNumber, key);
  const [row] = await db.select().from(orders).where(match).limit(1);
  if (!row || (!viewer.staff && row.customerId !== viewer.customerId)) {
    throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  }
  return row;
}

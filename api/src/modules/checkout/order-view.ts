import type { OrderDto } from '@isoko/shared/orders/schema';
import {
  ORDER_PAYMENT_STATUS,
  type OrderPaymentStatus,
  type PaymentMethod,
} from '@isoko/shared/payments/status';
import type { DbOrTx } from '../../db/client';
import type { LabelLanguage } from '../catalog/color-labels';
import { itemsIn, toCustomerOrderDto } from '../orders/customer-queries';
import { type OrderItemRow, type OrderRow, type OrderTimelineRow, orderDetails } from '../orders/service';
import { latestPayment, type PaymentRow, toPaymentDto } from '../payments/service';

const knownPaymentStatus = (s: string): OrderPaymentStatus =>
  (ORDER_PAYMENT_STATUS as readonly string[]).includes(s) ? (s as OrderPaymentStatus) : 'unpaid';

/**
 * The order as its owner sees it: items (named, and their colours worded, in `language`;
 * English without one), timeline, latest payment attempt.
 */
export async function orderView(db: DbOrTx, order: OrderRow, language?: LabelLanguage): Promise<OrderDto> {
  const [{ items, timeline }, payment] = await Promise.all([
    orderDetails(db, order.id),
    latestPayment(db, order.id),
  ]);
  return toOrderView(order, await itemsIn(db, items, language), timeline, payment);
}

/**
 * An order view with its items named and their colours worded in `language` (the order page
 * right after checkout). An English view already says the stored words.
 */
export async function orderInLanguage(
  db: DbOrTx,
  order: OrderDto,
  language: LabelLanguage,
): Promise<OrderDto> {
  return language.lang === 'en' ? order : { ...order, items: await itemsIn(db, order.items, language) };
}

/**
 * The same view from rows already in hand (a new order's transaction wrote them): items by
 * name, timeline oldest first, the latest payment attempt or none.
 */
export function toOrderView(
  order: OrderRow,
  items: OrderItemRow[],
  timeline: OrderTimelineRow[],
  payment: PaymentRow | undefined,
): OrderDto {
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

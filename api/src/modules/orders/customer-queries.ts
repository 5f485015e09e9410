import type {
  CustomerOrderDto,
  CustomerOrderItemDto,
  CustomerStats,
  OrderTimelineEntryDto,
} from '@isoko/shared/orders/customer-orders';
import { statusesCountedAs } from '@isoko/shared/orders/order-counts';
import { ORDER_STATUS, type OrderStatus } from '@isoko/shared/orders/status';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type LabelLanguage, termLabels, withTermLabels } from '../catalog/color-labels';
import { productTextsIn, productViews } from '../catalog/read';
import { codedNote, orderKeyCondition } from './service';
import { orderItems, orders, orderTimeline } from './tables';

/** Read-only views of the signed-in customer's own orders (My Orders, the account area). */

/** The most orders one list returns; the account shows recent ones first. */
export const CUSTOMER_ORDERS_LIMIT = 100;

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;
/** An item with its colour and size in the shopper's language, once `itemsIn` has named them. */
type LabelledItem = ItemRow & { colorLabel?: string | null; sizeLabel?: string | null };
type TimelineRow = typeof orderTimeline.$inferSelect;

/** A status this code does not know is shown as pending rather than breaking the list. */
const knownStatus = (s: string): OrderStatus =>
  (ORDER_STATUS as readonly string[]).includes(s) ? (s as OrderStatus) : 'pending';

const statusIn = (list: readonly OrderStatus[]) =>
  sql`count(*) filter (where ${inArray(orders.status, [...list])})::int`;

export async function customerStats(db: DbOrTx, customerId: string): Promise<CustomerStats> {
  const [row] = await db
    .select({
      totalOrders: sql<number>`count(*)::int`,
      // One shared rule decides which statuses count where (account overview, My Orders, here).
      activeDeliveries: statusIn(statusesCountedAs('activeDelivery')).mapWith(Number),
      completedOrders: statusIn(statusesCountedAs('completed')).mapWith(Number),
      pendingOrders: statusIn(statusesCountedAs('pending')).mapWith(Number),
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return {
    totalOrders: Number(row?.totalOrders ?? 0),
    activeDeliveries: Number(row?.activeDeliveries ?? 0),
    completedOrders: Number(row?.completedOrders ?? 0),
    pendingOrders: Number(row?.pendingOrders ?? 0),
  };
}

/** An order item as shoppers and staff read it. */
export const toOrderItemDto = (i: LabelledItem): CustomerOrderItemDto => ({
  id: i.id,
  productId: i.productId,
  variantId: i.variantId,
  name: i.name,
  sku: i.sku,
  size: i.size,
  color: i.color,
  colorLabel: i.colorLabel ?? i.color,
  sizeLabel: i.sizeLabel ?? i.size,
  image: i.image,
  price: i.unitPrice,
  quantity: i.quantity,
  lineTotal: i.lineTotal,
});

/** A step of an order's history: status, when, and its note (as a code where it has one). */
export const toTimelineEntryDto = (t: TimelineRow): OrderTimelineEntryDto => ({
  status: t.status,
  timestamp: t.createdAt.toISOString(),
  note: t.note,
  ...codedNote(t),
});

/** The order as My Orders shows it; checkout's full order view extends it. */
export function toCustomerOrderDto(
  order: OrderRow,
  items: LabelledItem[],
  timeline: TimelineRow[],
): CustomerOrderDto {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: knownStatus(order.status),
    paymentStatus: order.paymentStatus,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    subtotal: order.subtotal,
    discount: order.discount,
    shippingCost: order.shippingFee,
    total: order.total,
    totalAmount: order.total,
    paymentMethod: order.paymentMethod,
    couponCode: order.couponCode,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map(toOrderItemDto),
    timeline: timeline.map(toTimelineEntryDto),
    trackingId: order.trackingId,
    shippingAddress: {
      receiverName: order.receiverName,
      phone: order.receiverPhone,
      province: order.province,
      district: order.district,
      sector: order.sector,
      street: order.street,
      city: order.city,
      country: order.country,
    },
  };
}

/**
 * Items as the shopper reads them: the product's current name in their language (the
 * catalogue's read service, one query for all), else the English kept with the order; and the
 * colour's and size's names in that language beside the stored ones (`colorLabel`, `sizeLabel`,
 * from the catalogue snapshot). Without a language, English.
 */
export async function itemsIn<I extends Pick<ItemRow, 'productId' | 'name' | 'color' | 'size'>>(
  db: DbOrTx,
  items: I[],
  language: LabelLanguage | undefined,
): Promise<(I & { colorLabel: string | null; sizeLabel: string | null })[]> {
  const label = await termLabels(language);
  const labelled = items.map((i) => withTermLabels(label, i));
  if (!language || language.lang === 'en' || items.length === 0) return labelled;
  const { lang } = language;
  const views = await productViews(
    db,
    items.map((i) => i.productId),
  );
  return labelled.map((i) => {
    const view = views.get(i.productId);
    return view ? { ...i, name: productTextsIn(view, lang).name } : i;
  });
}

/**
 * Items (named and coloured in `language`) and timelines of many orders, in two queries (no query
 * per order), by order id. Timelines run oldest first.
 */
export async function orderDetailsByOrder(
  db: DbOrTx,
  ids: readonly string[],
  language: LabelLanguage | undefined,
): Promise<Map<string, { items: LabelledItem[]; timeline: TimelineRow[] }>> {
  const details = new Map<string, { items: LabelledItem[]; timeline: TimelineRow[] }>();
  if (!ids.length) return details;
  const [items, timeline] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...ids]))
      .orderBy(asc(orderItems.name), asc(orderItems.sku), asc(orderItems.id)),
    db
      .select()
      .from(orderTimeline)
      .where(inArray(orderTimeline.orderId, [...ids])),
  ]);
  // Entries written in one transaction share a timestamp: the delivery path orders those.
  const rank = (s: string) => (ORDER_STATUS as readonly string[]).indexOf(s);
  timeline.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.status) - rank(b.status));
  const entry = (id: string) => {
    const found = details.get(id) ?? { items: [], timeline: [] };
    details.set(id, found);
    return found;
  };
  for (const item of await itemsIn(db, items, language)) entry(item.orderId).items.push(item);
  for (const step of timeline) entry(step.orderId).timeline.push(step);
  return details;
}

async function withDetails(
  db: DbOrTx,
  rows: OrderRow[],
  language: LabelLanguage | undefined,
): Promise<CustomerOrderDto[]> {
  const details = await orderDetailsByOrder(
    db,
    rows.map((r) => r.id),
    language,
  );
  return rows.map((r) =>
    toCustomerOrderDto(r, details.get(r.id)?.items ?? [], details.get(r.id)?.timeline ?? []),
  );
}

/** The customer's orders, newest first; item names and colours in `language` (English without one). */
export async function customerOrders(
  db: DbOrTx,
  customerId: string,
  language?: LabelLanguage,
): Promise<CustomerOrderDto[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_ORDERS_LIMIT);
  return withDetails(db, rows, language);
}

/** One of the customer's orders by id or order number; anyone else's answers as not found. */
export async function customerOrder(
  db: DbOrTx,
  customerId: string,
  idOrNumber: string,
  language?: LabelLanguage,
): Promise<CustomerOrderDto> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), orderKeyCondition(idOrNumber)))
    .limit(1);
  const [dto] = await withDetails(db, rows, language);
  if (!dto) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  return dto;
}

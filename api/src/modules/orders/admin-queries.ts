import type {
  AdminOrderCounts,
  AdminOrderFilter,
  AdminOrderListEntry,
  AdminOrderRow,
} from '@isoko/shared/admin/orders-schema';
import { ADMIN_ORDER_FILTERS, ADMIN_SEARCH_COUNT_CAP } from '@isoko/shared/admin/orders-schema';
import { refundsFromMeta } from '@isoko/shared/orders/refunds';
import { nextStatuses, ORDER_STATUS, type OrderStatus } from '@isoko/shared/orders/status';
import {
  ORDER_PAYMENT_STATUS,
  type OrderPaymentStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@isoko/shared/payments/status';
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchMatches } from '../../lib/search-matches';
import { type TermLabel, withTermLabels } from '../catalog/color-labels';
import { orderDetailsByOrder, toOrderItemDto, toTimelineEntryDto } from './customer-queries';
import { revenueCountSql, revenueSumSql } from './revenue-sql';
import { ORDER_SEARCH_TEXT, orderItems, orders } from './tables';

/** The back-office's reads of orders: the CRM list, its counts, the export and per-customer sums. */

export interface AdminOrderQuery {
  status: AdminOrderFilter;
  search: string;
}

function whereOf(filter: AdminOrderQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.status !== 'all') parts.push(eq(orders.status, filter.status));
  if (filter.search) parts.push(searchMatches(ORDER_SEARCH_TEXT, filter.search));
  return parts.length ? and(...parts) : undefined;
}

const knownStatus = (s: string): OrderStatus =>
  (ORDER_STATUS as readonly string[]).includes(s) ? (s as OrderStatus) : 'pending';
const knownPaymentStatus = (s: string): OrderPaymentStatus =>
  (ORDER_PAYMENT_STATUS as readonly string[]).includes(s) ? (s as OrderPaymentStatus) : 'unpaid';
const knownMethod = (s: string): PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(s) ? (s as PaymentMethod) : 'mobile_money';

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  customerId: orders.customerId,
  firstName: orders.customerFirstName,
  lastName: orders.customerLastName,
  phone: orders.customerPhone,
  email: orders.customerEmail,
  district: orders.district,
  city: orders.city,
  subtotal: orders.subtotal,
  shippingFee: orders.shippingFee,
  discount: orders.discount,
  total: orders.total,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  receiverName: orders.receiverName,
  receiverPhone: orders.receiverPhone,
  province: orders.province,
  sector: orders.sector,
  street: orders.street,
  country: orders.country,
  postalCode: orders.postalCode,
  // Qualified by hand: inside a sub-select drizzle leaves column names bare, and a bare "id" would be the item's.
  // Refund records only (owed payments, refunds given), not the whole meta.
  refundDue: sql<unknown>`"orders"."meta"->'refundDue'`,
  refundsGiven: sql<unknown>`"orders"."meta"->'refunds'`,
  itemCount: sql<number>`(select coalesce(sum(oi.quantity), 0)::int from order_items oi where oi.order_id = "orders"."id")`,
};

/** Newest first; ties broken by id so pages never repeat a row. */
const listRows = (db: DbOrTx, where: SQL | undefined, limit: number, offset = 0, fewMatches = false) =>
  db
    .select(rowColumns)
    .from(orders)
    .where(where)
    // With few matches, sorting them beats walking the date index backwards until enough turn
    // up (old matches meant reading most of the table): the `+ 0` hides the index from the sort.
    .orderBy(
      fewMatches ? sql`${orders.createdAt} + interval '0 seconds' desc` : desc(orders.createdAt),
      desc(orders.id),
    )
    .limit(limit)
    .offset(offset);

type RowRecord = Awaited<ReturnType<typeof listRows>>[number];

function toRow(r: RowRecord): AdminOrderRow {
  const status = knownStatus(r.status);
  return {
    id: r.id,
    orderNumber: r.orderNumber,
    status,
    paymentStatus: knownPaymentStatus(r.paymentStatus),
    paymentMethod: knownMethod(r.paymentMethod),
    customerId: r.customerId,
    customerInfo: { firstName: r.firstName, lastName: r.lastName, phone: r.phone, email: r.email },
    district: r.district,
    city: r.city,
    subtotal: r.subtotal,
    shippingCost: r.shippingFee,
    discount: r.discount,
    total: r.total,
    itemCount: Number(r.itemCount),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    nextStatuses: nextStatuses(status),
    refunds: refundsFromMeta({ refundDue: r.refundDue, refunds: r.refundsGiven }),
    shippingAddress: {
      receiverName: r.receiverName,
      phone: r.receiverPhone,
      province: r.province,
      district: r.district,
      sector: r.sector,
      street: r.street,
      city: r.city,
      country: r.country,
      postalCode: r.postalCode,
      firstName: r.firstName,
      lastName: r.lastName,
      email: r.email,
    },
  };
}

/**
 * One page of the CRM list, newest first, with the number of matches. Without a search the
 * number is the status count the caller already has (`knownTotal`): counting 100,000 rows per
 * page would cost more than the page. A search counts up to ADMIN_SEARCH_COUNT_CAP, and
 * answers one more than the cap when more match.
 */
export async function adminOrderPage(
  db: DbOrTx,
  filter: AdminOrderQuery,
  page: { page: number; limit: number },
  knownTotal?: number,
): Promise<{ rows: AdminOrderRow[]; total: number }> {
  const where = whereOf(filter);
  const offset = (page.page - 1) * page.limit;
  if (knownTotal !== undefined) {
    return { rows: (await listRows(db, where, page.limit, offset)).map(toRow), total: knownTotal };
  }
  const matched = await matchesUpTo(db, where, ADMIN_SEARCH_COUNT_CAP, page.limit, offset);
  const total = matched.count;
  if (total <= ADMIN_SEARCH_COUNT_CAP) {
    // The one pass over the matches also picked this page's ids: fetch just those rows.
    return { rows: (await rowsById(db, matched.pageIds)).map(toRow), total };
  }
  // Many matches: usually enough of them are among the newest orders. When they are all old
  // (a search by an old date), fall through to sorting the matches.
  const recent = await listRows(db, and(where, newestWindow()), page.limit, offset);
  if (recent.length === page.limit) return { rows: recent.map(toRow), total };
  const rows = await listRows(db, where, page.limit, offset, true);
  return { rows: rows.map(toRow), total };
}

/**
 * One pass over the matches (at most `cap` + 1, reading only id and date): how many there are,
 * and the ids of the requested page, newest first. When the count stops past the cap the ids
 * are not the newest ones and the caller must not use them.
 */
async function matchesUpTo(
  db: DbOrTx,
  where: SQL | undefined,
  cap: number,
  limit: number,
  offset: number,
): Promise<{ count: number; pageIds: string[] }> {
  const matches = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orders)
    .where(where)
    .limit(cap + 1);
  const result = (await db.execute(sql`
    with m as materialized (${matches})
    select (select count(*) from m)::int as n,
           array(select id from m order by created_at desc, id desc limit ${limit} offset ${offset}) as ids`)) as unknown as {
    rows: { n: number; ids: string[] | null }[];
  };
  const row = result.rows[0];
  return { count: Number(row?.n ?? 0), pageIds: row?.ids ?? [] };
}

/** The CRM rows of these orders, in the order given. */
async function rowsById(db: DbOrTx, ids: string[]): Promise<RowRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(rowColumns).from(orders).where(inArray(orders.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many of the newest orders a broad search looks through before sorting all its matches. */
const NEWEST_WINDOW = 5000;

/** Orders at least as new as the NEWEST_WINDOW-th newest: a short walk down the date index. */
const newestWindow = () =>
  sql`${orders.createdAt} >= coalesce((select o.created_at from orders o order by o.created_at desc offset ${NEWEST_WINDOW - 1} limit 1), '-infinity'::timestamptz)`;

/**
 * The list's rows with each order's items and history: two queries for the whole page, never one
 * per order. Each item's colour and size are worded by `label` beside the stored words.
 */
export async function withOrderDetails(
  db: DbOrTx,
  rows: AdminOrderRow[],
  label: TermLabel,
): Promise<AdminOrderListEntry[]> {
  const details = await orderDetailsByOrder(
    db,
    rows.map((r) => r.id),
    undefined,
  );
  return rows.map((row) => ({
    ...row,
    items: (details.get(row.id)?.items ?? []).map((i) => toOrderItemDto(withTermLabels(label, i))),
    timeline: (details.get(row.id)?.timeline ?? []).map(toTimelineEntryDto),
  }));
}

/** Every matching order for the CSV export, newest first, at most `limit`. */
export async function adminOrdersForExport(
  db: DbOrTx,
  filter: AdminOrderQuery,
  limit: number,
): Promise<AdminOrderRow[]> {
  return (await listRows(db, whereOf(filter), limit)).map(toRow);
}

/** The newest orders, for the dashboard. */
export async function recentAdminOrders(db: DbOrTx, limit: number): Promise<AdminOrderRow[]> {
  return adminOrdersForExport(db, { status: 'all', search: '' }, limit);
}

/**
 * How long the per-status counts are reused. Counting every order costs tens of milliseconds at
 * 100,000 orders; every CRM page shows the counts, so many staff refreshing at once would spend
 * the database on them. A second's delay on a badge is invisible; the list itself is never cached.
 */
export const ORDER_COUNTS_REUSE_MS = 1000;
const countsByDb = new WeakMap<object, { expires: number; counts: Promise<AdminOrderCounts> }>();

/** Orders per status over the whole shop, plus `all`, at most ORDER_COUNTS_REUSE_MS old. */
export function adminOrderCounts(db: DbOrTx): Promise<AdminOrderCounts> {
  const hit = countsByDb.get(db);
  if (hit && hit.expires > Date.now()) return hit.counts;
  const counts = countOrdersByStatus(db);
  countsByDb.set(db, { expires: Date.now() + ORDER_COUNTS_REUSE_MS, counts });
  // A failed count is not reused.
  counts.catch(() => countsByDb.delete(db));
  return counts;
}

/** Drops the reused counts (after this process moved orders, so its next page is exact). */
export function forgetOrderCounts(db: DbOrTx): void {
  countsByDb.delete(db);
}

async function countOrdersByStatus(db: DbOrTx): Promise<AdminOrderCounts> {
  const rows = await db.select({ status: orders.status, n: count() }).from(orders).groupBy(orders.status);
  const counts = Object.fromEntries(ADMIN_ORDER_FILTERS.map((f) => [f, 0])) as AdminOrderCounts;
  for (const r of rows) {
    const n = Number(r.n);
    counts.all += n;
    counts[knownStatus(r.status)] += n;
  }
  return counts;
}

export interface OrderFigures {
  /** Sum of the totals of orders whose money counts (paid, not cancelled: countsAsRevenue). */
  paidRevenue: number;
  /** Orders whose money counts. */
  paidOrders: number;
  /** Customers with at least one order that is not cancelled. */
  orderingCustomers: number;
  /** Customers with more than one order that is not cancelled. */
  repeatCustomers: number;
}

/** Shop-wide money and customer figures from orders (the dashboard's cards and CRM KPIs). */
export async function orderFigures(db: DbOrTx): Promise<OrderFigures> {
  const [money] = await db
    .select({
      paidRevenue: revenueSumSql().mapWith(Number),
      paidOrders: revenueCountSql().mapWith(Number),
    })
    .from(orders);
  // A cancelled order bought nothing: it neither makes a customer nor a repeat customer.
  const perCustomer = db
    .select({ customerId: orders.customerId, n: count().as('n') })
    .from(orders)
    .where(ne(orders.status, 'cancelled'))
    .groupBy(orders.customerId)
    .as('per_customer');
  const [people] = await db
    .select({
      ordering: sql<number>`count(*)`.mapWith(Number),
      repeat: sql<number>`count(*) filter (where ${perCustomer.n} > 1)`.mapWith(Number),
    })
    .from(perCustomer);
  return {
    paidRevenue: money?.paidRevenue ?? 0,
    paidOrders: money?.paidOrders ?? 0,
    orderingCustomers: people?.ordering ?? 0,
    repeatCustomers: people?.repeat ?? 0,
  };
}

export interface CustomerSpend {
  customerId: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** Totals of the orders whose money counts (paid, not cancelled). */
  revenue: number;
  /** Orders not cancelled. */
  orderCount: number;
}

/** The customers whose counted money is largest, with their order counts. */
export async function topSpenders(db: DbOrTx, limit: number): Promise<CustomerSpend[]> {
  const revenue = revenueSumSql();
  const rows = await db
    .select({
      customerId: orders.customerId,
      firstName: sql<string>`max(${orders.customerFirstName})`,
      lastName: sql<string>`max(${orders.customerLastName})`,
      phone: sql<string>`max(${orders.customerPhone})`,
      revenue: revenue.mapWith(Number),
      // Orders not cancelled, as the Customers screen counts them.
      orderCount: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')`.mapWith(Number),
    })
    .from(orders)
    .groupBy(orders.customerId)
    .having(sql`${revenue} > 0`)
    .orderBy(desc(revenue))
    .limit(limit);
  return rows;
}

export interface CustomerOrderTotals {
  /** Orders not cancelled. */
  orders: number;
  /** Totals of the orders whose money counts (paid, not cancelled). */
  spent: number;
  /** Orders whose money counts. */
  paidOrders: number;
  lastOrderAt: Date | null;
}

/** Per customer: orders placed (cancelled ones left out), money paid, last order. */
export async function orderTotalsByCustomer(
  db: DbOrTx,
  customerIds: string[],
): Promise<Map<string, CustomerOrderTotals>> {
  const out = new Map<string, CustomerOrderTotals>();
  if (!customerIds.length) return out;
  const rows = await db
    .select({
      customerId: orders.customerId,
      orders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')`.mapWith(Number),
      spent: revenueSumSql().mapWith(Number),
      paidOrders: revenueCountSql().mapWith(Number),
      lastOrderAt: sql<Date | null>`max(${orders.createdAt})`.mapWith((v) => (v ? new Date(v) : null)),
    })
    .from(orders)
    .where(inArray(orders.customerId, customerIds))
    .groupBy(orders.customerId);
  for (const r of rows) out.set(r.customerId, r);
  return out;
}

/** Sizes and colours a customer ordered, most frequent first, and units per product. */
export async function orderedVariantTraits(
  db: DbOrTx,
  customerId: string,
): Promise<{ colors: string[]; sizes: string[]; unitsByProduct: Map<string, number> }> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      size: orderItems.size,
      color: orderItems.color,
      n: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orders.customerId, customerId))
    .groupBy(orderItems.productId, orderItems.size, orderItems.color);
  const rank = (pick: (r: (typeof rows)[number]) => string | null) => {
    const tally = new Map<string, number>();
    for (const r of rows) {
      const v = pick(r);
      if (v) tally.set(v, (tally.get(v) ?? 0) + r.n);
    }
    return [...tally].sort((a, b) => b[1] - a[1]).map(([v]) => v);
  };
  const unitsByProduct = new Map<string, number>();
  for (const r of rows) unitsByProduct.set(r.productId, (unitsByProduct.get(r.productId) ?? 0) + r.n);
  return { colors: rank((r) => r.color), sizes: rank((r) => r.size), unitsByProduct };
}

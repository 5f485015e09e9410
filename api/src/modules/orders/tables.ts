import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { rwf } from '../../db/money-column';
import { customers } from '../customers/tables';

/**
 * The text the back-office searches in an order: number, customer name and phone. The query
 * uses this same expression so PostgreSQL can answer it from the trigram index.
 */
export const ORDER_SEARCH_TEXT = sql.raw(
  `order_number || ' ' || customer_first_name || ' ' || customer_last_name || ' ' || customer_phone`,
);

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Readable number shown to people, e.g. ISK-261122-7F3K2. */
    orderNumber: text().notNull(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id),
    idempotencyKey: text(),
    status: text().notNull().default('pending'),
    paymentMethod: text().notNull(),
    paymentStatus: text().notNull().default('unpaid'),
    subtotal: rwf().notNull(),
    discount: rwf().notNull().default(0),
    shippingFee: rwf().notNull().default(0),
    total: rwf().notNull(),
    couponCode: text(),
    /** Snapshot of who ordered and where it goes: later edits to the profile don't rewrite history. */
    customerFirstName: text().notNull(),
    customerLastName: text().notNull().default(''),
    customerEmail: text(),
    customerPhone: text().notNull(),
    receiverName: text().notNull(),
    receiverPhone: text().notNull(),
    province: text().notNull(),
    district: text().notNull(),
    sector: text().notNull().default(''),
    street: text().notNull(),
    city: text().notNull().default('Kigali'),
    country: text().notNull().default('Rwanda'),
    postalCode: text().notNull().default('0000'),
    trackingId: text(),
    /** Stock was returned (cancel, failed or expired payment): never twice. */
    stockReleased: boolean().notNull().default(false),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.orderNumber),
    uniqueIndex('orders_idempotency_uq').on(t.customerId, t.idempotencyKey),
    uniqueIndex('orders_tracking_uq').on(t.trackingId),
    index('orders_customer_created_idx').on(t.customerId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    // The back-office lists every order newest first.
    index('orders_created_idx').on(t.createdAt),
    // Back-office search: case-insensitive contains over number, name and phone (trigram GIN).
    index('orders_admin_search_idx').using('gin', sql`(${ORDER_SEARCH_TEXT}) gin_trgm_ops`),
    check('orders_total_consistent', sql`${t.total} = ${t.subtotal} - ${t.discount} + ${t.shippingFee}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid().notNull(),
    variantId: uuid().notNull(),
    name: text().notNull(),
    sku: text().notNull(),
    size: text(),
    color: text(),
    image: text(),
    unitPrice: rwf().notNull(),
    /** The list price when a negotiated token lowered unitPrice. */
    listPrice: rwf().notNull(),
    quantity: integer().notNull(),
    lineTotal: rwf().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_product_idx').on(t.productId)],
);

export const orderTimeline = pgTable(
  'order_timeline',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    note: text().notNull().default(''),
    /** What the note says as a code and its values, so each shopper reads it in their language; `note` keeps the English for older readers. */
    noteCode: text(),
    noteParams: jsonb().$type<Record<string, string | number>>(),
    actor: text().notNull().default('system'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_timeline_order_idx').on(t.orderId, t.createdAt)],
);

import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/tables';

/** A parcel's tracking record; the public trackingId is what shoppers type on /track. */
export const shipments = pgTable(
  'shipments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    trackingId: text().notNull(),
    carrier: text().notNull(),
    status: text().notNull().default('pending'),
    currentLocation: text().notNull().default(''),
    destination: text().notNull().default(''),
    estimatedDelivery: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipments_tracking_uq').on(t.trackingId),
    uniqueIndex('shipments_order_uq').on(t.orderId),
  ],
);

export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    shipmentId: uuid()
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    location: text().notNull().default(''),
    message: text().notNull().default(''),
    /** The message and the place as codes with their values (the web words them in the shopper's language); the English stays in `message` and `location`. */
    messageCode: text(),
    messageParams: jsonb().$type<Record<string, string | number>>(),
    locationCode: text(),
    locationParams: jsonb().$type<Record<string, string | number>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_events_shipment_idx').on(t.shipmentId, t.createdAt)],
);

import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Raw analytics events, kept 180 days. Written in batches by the ingest buffer. No foreign keys:
 * an event is a record of what a browser said, and inserting a million of them must not check
 * the catalogue row by row. Indexed for what reads them: one device's or customer's recent
 * history (recommendations), and one event name over a period (the staff funnel and vitals).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    name: text().notNull(),
    deviceId: text(),
    customerId: uuid(),
    productId: uuid(),
    searchTerm: text(),
    route: text(),
    metricValue: doublePrecision(),
    value: doublePrecision(),
    consentMode: text().notNull().default('granted'),
    pageUrl: text().notNull().default(''),
    params: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** When the browser says it happened. */
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_device_idx').on(t.deviceId, t.createdAt),
    index('analytics_events_customer_idx')
      .on(t.customerId, t.createdAt)
      .where(sql`${t.customerId} is not null`),
    index('analytics_events_name_idx').on(t.name, t.createdAt),
  ],
);

/**
 * Daily totals, kept after the raw events are deleted: events and distinct devices per day, name,
 * route and product ('' when none), and for web vitals the day's p75.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date({ mode: 'string' }).notNull(),
    name: text().notNull(),
    route: text().notNull().default(''),
    productKey: text().notNull().default(''),
    events: integer().notNull(),
    devices: integer().notNull(),
    p75: doublePrecision(),
  },
  (t) => [primaryKey({ columns: [t.day, t.name, t.route, t.productKey] })],
);

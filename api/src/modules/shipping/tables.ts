import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row (id = 'default'): the shop's shipping rules, edited by admins. */
export const shippingSettings = pgTable('shipping_settings', {
  id: text().primaryKey().default('default'),
  standardFee: integer().notNull().default(2000),
  /** Orders whose subtotal is above this ship free (50,000 RWF). */
  freeAbove: integer().notNull().default(50_000),
  kigaliFree: boolean().notNull().default(true),
  /** none | all | selected (spec 3 §4.4) */
  freeShippingType: text().notNull().default('none'),
  selectedProducts: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: text(),
});

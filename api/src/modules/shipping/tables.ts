import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { rwf } from '../../db/money-column';

/** One row (id = 'default'): the shop's shipping rules, edited by admins. */
export const shippingSettings = pgTable('shipping_settings', {
  id: text().primaryKey().default('default'),
  standardFee: rwf().notNull().default(2000),
  /** Orders whose goods (after discount) cost more than this ship free (50,000 RWF); null = off. */
  freeAbove: rwf().default(50_000),
  /** Free shipping of type all/selected applies to goods above this (0 = any amount). */
  freeShippingThreshold: rwf().notNull().default(0),
  kigaliFree: boolean().notNull().default(true),
  /** none | all | selected: which products the admin ships free. */
  freeShippingType: text().notNull().default('none'),
  selectedProducts: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedBy: text(),
});

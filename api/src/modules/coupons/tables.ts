import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rwf } from '../../db/money-column';

export const coupons = pgTable(
  'coupons',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    /** percent | fixed | free_shipping */
    kind: text().notNull(),
    value: rwf().notNull().default(0),
    description: text().notNull().default(''),
    /** The order subtotal must be above this (RWF). */
    minSubtotal: rwf().notNull().default(0),
    firstOrderOnly: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    perCustomerLimit: integer(),
    usedCount: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_uq').on(t.code)],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id),
    orderId: uuid().notNull(),
    customerId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('redemptions_coupon_customer_idx').on(t.couponId, t.customerId),
    uniqueIndex('redemptions_order_uq').on(t.orderId),
  ],
);

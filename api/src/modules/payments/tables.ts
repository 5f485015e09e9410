import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { rwf } from '../../db/money-column';
import { orders } from '../orders/tables';

/** One payment attempt. A new attempt for the same order gets a new row and reference. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text().notNull(),
    provider: text().notNull().default('momo'),
    /** MoMo X-Reference-Id: stored before the request is sent and reused on retry. */
    referenceId: uuid().notNull(),
    amount: rwf().notNull(),
    currency: text().notNull(),
    payerPhone: text(),
    status: text().notNull().default('pending'),
    reason: text(),
    /** The request-to-pay was accepted by MoMo (202 or 409 already submitted). */
    submittedAt: timestamp({ withTimezone: true }),
    lastCheckedAt: timestamp({ withTimezone: true }),
    settledAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    checks: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_reference_uq').on(t.referenceId),
    index('payments_order_idx').on(t.orderId),
    index('payments_pending_idx').on(t.status, t.expiresAt),
  ],
);

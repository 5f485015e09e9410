import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The text the back-office searches in a customer; queries use the same expression as the index. */
export const CUSTOMER_SEARCH_TEXT = sql.raw(
  `first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone`,
);

export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** E.164, normalised by shared/phone. */
    phone: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    email: text(),
    /** Non-essential texts (order updates) go out only while this is on. */
    smsOptIn: boolean().notNull().default(true),
    /** The language of the customer's texts (en, fr or rw): the one they last signed in with, or chose in Settings. */
    preferredLanguage: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('customers_phone_uq').on(t.phone),
    // Back-office search: case-insensitive contains over name, e-mail and phone (trigram GIN).
    index('customers_admin_search_idx').using('gin', sql`(${CUSTOMER_SEARCH_TEXT}) gin_trgm_ops`),
    index('customers_created_idx').on(t.createdAt),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: uuid().primaryKey().defaultRandom(),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text().notNull().default('home'),
    receiverName: text().notNull(),
    phone: text().notNull(),
    province: text().notNull(),
    district: text().notNull(),
    sector: text().notNull().default(''),
    street: text().notNull(),
    country: text().notNull().default('Rwanda'),
    postalCode: text().notNull().default('0000'),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId),
    // At most one default address per customer, whatever the concurrency.
    uniqueIndex('addresses_one_default_uq').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

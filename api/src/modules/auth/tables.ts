import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../customers/tables';

/** One-time sign-in codes: only a hash is kept; the code itself exists only in the SMS. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    phone: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_phone_created_idx').on(t.phone, t.createdAt)],
);

/** Back-office accounts (admin, staff); passwords hashed with argon2id. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull().default(''),
    passwordHash: text().notNull(),
    role: text().notNull().default('staff'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp({ withTimezone: true }),
    /** A disabled account cannot sign in and its sessions stop working. */
    disabledAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_email_uq').on(t.email)],
);

/** Server-side sessions: the cookie carries a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    customerId: uuid().references(() => customers.id, { onDelete: 'cascade' }),
    staffId: uuid().references(() => staffUsers.id, { onDelete: 'cascade' }),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_uq').on(t.tokenHash)],
);

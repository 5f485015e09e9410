import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Negotiated-price tokens already spent: a token's id goes in with the order that used it, in
 * the same transaction, so a token buys once however many checkouts race for it.
 */
export const usedNegotiationTokens = pgTable(
  'used_negotiation_tokens',
  {
    tokenId: text().primaryKey(),
    customerId: uuid().notNull(),
    orderId: uuid().notNull(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('used_negotiation_tokens_order_idx').on(t.orderId)],
);

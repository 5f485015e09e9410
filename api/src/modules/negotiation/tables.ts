import type { NegotiationStatus } from '@isoko/shared/negotiation/policy';
import type { NegotiationChannel } from '@isoko/shared/negotiation/schema';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rwf } from '../../db/money-column';

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

/** Where a negotiation stands: bargaining, closed by a deal, turned down by the shopper, or refused by the shop. */
export const NEGOTIATION_RECORD_STATUSES = ['open', 'accepted', 'declined', 'refused'] as const;
export type NegotiationRecordStatus = (typeof NEGOTIATION_RECORD_STATUSES)[number];

/** What the shopper did in one move. */
export const NEGOTIATION_MOVES = ['offer', 'accept', 'decline'] as const;
export type NegotiationMoveKind = (typeof NEGOTIATION_MOVES)[number];

/**
 * One shopper bargaining over one product (and variant), kept 90 days for the deal rate and
 * mean discount. A guest is known by device id; a customer by id (and the device they used).
 */
export const negotiations = pgTable(
  'negotiations',
  {
    id: uuid().primaryKey().defaultRandom(),
    productId: uuid().notNull(),
    /** Null when every variant costs the same: the deal then holds for any size or colour. */
    variantId: uuid(),
    customerId: uuid(),
    deviceId: text(),
    /** The client's session id (the widget's), or one the server chose. */
    sessionId: text().notNull(),
    language: text().notNull(),
    /** What the shopper would have paid when the negotiation opened (flash price included). */
    basePrice: rwf().notNull(),
    /** The lowest price the shop would accept; null when the product is not negotiable. */
    floorPrice: rwf(),
    quantity: integer().notNull().default(1),
    status: text().$type<NegotiationRecordStatus>().notNull().default('open'),
    /** The agreed price once accepted. */
    finalPrice: rwf(),
    acceptedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('negotiations_customer_product_idx').on(t.customerId, t.productId, t.createdAt),
    index('negotiations_device_product_idx').on(t.deviceId, t.productId, t.createdAt),
    index('negotiations_updated_idx').on(t.updatedAt),
  ],
);

/**
 * Every move and the shop's answer. `counted` marks the moves that used one of the three
 * bargaining rounds; `counter` is the price the shop stated in its answer.
 */
export const negotiationRounds = pgTable(
  'negotiation_rounds',
  {
    id: uuid().primaryKey().defaultRandom(),
    negotiationId: uuid()
      .notNull()
      .references(() => negotiations.id, { onDelete: 'cascade' }),
    /** Rounds used once this move was answered (1 to 3; 0 before any counted round). */
    round: integer().notNull(),
    counted: boolean().notNull(),
    channel: text().$type<NegotiationChannel>().notNull(),
    move: text().$type<NegotiationMoveKind>().notNull(),
    /** The amount offered, for an offer. */
    offer: rwf(),
    decision: text().$type<NegotiationStatus>().notNull(),
    reason: text().notNull(),
    counter: rwf().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('negotiation_rounds_negotiation_idx').on(t.negotiationId, t.at)],
);

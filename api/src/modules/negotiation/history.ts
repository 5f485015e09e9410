import { NEGOTIATION_WINDOW_HOURS } from '@isoko/shared/negotiation/concession-schedule';
import { and, asc, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type Shopper, shopperNegotiations } from './shopper';
import { negotiationRounds, negotiations } from './tables';

/** How far back a shopper's rounds and deals on a product count: three rounds per product per day. */
export const ROUND_WINDOW_MS = NEGOTIATION_WINDOW_HOURS * 3600_000;

export type NegotiationRow = typeof negotiations.$inferSelect;

/** What the engine knows before it answers one move. */
export interface NegotiationState {
  /** Counted rounds of this shopper on this product in the last 24 hours, every variant and channel. */
  roundsUsed: number;
  /** The shop's price after each counted round on this variant, oldest first. */
  counters: number[];
  /** The shopper's offers (for one item) in the counted rounds on this variant, oldest first. */
  offers: number[];
  /** The shopper's latest negotiation on this product and variant in the window, if any. */
  latest: NegotiationRow | null;
  /**
   * The deals this shopper made on this product in the window (under the price asked), on every
   * variant, latest first.
   * One closes the bargaining on the product until it leaves the window (see decideNegotiation).
   */
  deals: NegotiationRow[];
}

const sameVariant = (variantId: string | null): SQL =>
  variantId === null ? isNull(negotiations.variantId) : eq(negotiations.variantId, variantId);

/**
 * The shopper's rounds and latest negotiation. Read inside the move's transaction after its
 * locks are held, so the count cannot change until the move is recorded.
 */
export async function negotiationState(
  tx: DbOrTx,
  shopper: Shopper,
  productId: string,
  variantId: string | null,
  now: Date,
): Promise<NegotiationState> {
  const since = new Date(now.getTime() - ROUND_WINDOW_MS);
  const ofShopper = and(eq(negotiations.productId, productId), shopperNegotiations(shopper));
  const rounds = await tx
    .select({
      counter: negotiationRounds.counter,
      offer: negotiationRounds.offer,
      sameVariant: sql<boolean>`${negotiations.variantId} is not distinct from ${variantId}::uuid`,
    })
    .from(negotiationRounds)
    .innerJoin(negotiations, eq(negotiations.id, negotiationRounds.negotiationId))
    .where(and(ofShopper, eq(negotiationRounds.counted, true), gt(negotiationRounds.at, since)))
    .orderBy(asc(negotiationRounds.at), asc(negotiationRounds.round));
  const [latest] = await tx
    .select()
    .from(negotiations)
    .where(and(ofShopper, sameVariant(variantId), gt(negotiations.updatedAt, since)))
    .orderBy(desc(negotiations.updatedAt))
    .limit(1);
  // Only a deal under the price asked is one: a "deal" at the full price (stored before such
  // offers were refused) gave no discount and must not close the bargaining.
  const deals = await tx
    .select()
    .from(negotiations)
    .where(
      and(
        ofShopper,
        eq(negotiations.status, 'accepted'),
        gt(negotiations.acceptedAt, since),
        lt(negotiations.finalPrice, negotiations.basePrice),
      ),
    )
    .orderBy(desc(negotiations.acceptedAt));
  return {
    roundsUsed: rounds.length,
    counters: rounds.filter((r) => r.sameVariant).map((r) => r.counter),
    offers: rounds.flatMap((r) => (r.sameVariant && r.offer !== null ? [r.offer] : [])),
    latest: latest ?? null,
    deals,
  };
}

/**
 * What a deal made in the window leaves for this choice: null when there was none (bargaining is
 * open); otherwise the lowest price agreed for this choice (a deal for any variant counts, as its
 * token buys any), or null when the deals were for other sizes or colours.
 */
export function agreedOn(state: NegotiationState, variantId: string | null): { price: number | null } | null {
  if (state.deals.length === 0) return null;
  const prices = state.deals
    .filter((d) => d.variantId === null || d.variantId === variantId)
    .map((d) => d.finalPrice)
    .filter((p): p is number => p !== null);
  return { price: prices.length > 0 ? Math.min(...prices) : null };
}

/** A negotiation by id, with the shopper it belongs to. */
export async function negotiationById(db: DbOrTx, id: string): Promise<NegotiationRow | null> {
  const [row] = await db.select().from(negotiations).where(eq(negotiations.id, id)).limit(1);
  return row ?? null;
}

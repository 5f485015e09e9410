/**
 * Where the shop's price may go while bargaining: the floor, and the counter for each round.
 * All amounts are integer RWF. Pure: the same inputs always give the same prices.
 */

/** Bargaining rounds a shopper gets per product. */
export const NEGOTIATION_MAX_ROUNDS = 3;

/**
 * How long rounds and deals count: a shopper gets NEGOTIATION_MAX_ROUNDS rounds per product in
 * any such window, and a deal on a product closes the bargaining on it for as long.
 */
export const NEGOTIATION_WINDOW_HOURS = 24;

/** The shop advertises "saving up to 10 %": the default floor is the price less this share. */
export const DEFAULT_FLOOR_DISCOUNT_PERCENT = 10;

/**
 * Boulware exponent of the concession curve. Above 1 the shop concedes little in the early
 * rounds and most of the gap in the last one; a shopper who is happy early pays more. With 3
 * the shop keeps about 96 % of the gap in round 1 and 70 % in round 2. The simulation in
 * tests/bench/negotiation-sim.mjs compared 1.2 to 6: 3 kept the largest share of the gap.
 */
export const CONCESSION_BETA = 3;

/**
 * The share of the list-to-floor gap the shop keeps at most in round 1, so the first counter
 * is always a visible step down from the price even where the curve is flat.
 */
export const OPENING_GAP_SHARE = 0.95;

/**
 * The share of the gap the shop still keeps in its last counter to a shopper whose last-round
 * offer is under the floor. A shopper who offers the floor (or more) in the last round gets it;
 * one who keeps offering far below it meets floor + a fifth of the gap. The simulation in
 * tests/bench/negotiation-sim.mjs compared 0 to half the gap: a fifth kept about 33 % of the gap
 * instead of 24 %, with deals for 93 % of the shoppers willing to pay the floor.
 */
export const LAST_ROUND_GAP_SHARE = 0.2;

/** Round amounts people say and type. Largest first. */
const FRIENDLY_STEPS = [1000, 500, 100, 50, 10, 5, 1] as const;

/**
 * The roundest step that is still fine-grained for this price: at most 1 % of the base (so the
 * default floor moves by less than a percent), and at most a fifth of the bargaining gap when
 * one is given (so each round can still move). 25,000 → 100; 89,000 → 500; 320,000 → 1,000.
 */
export function friendlyStep(basePrice: number, gap?: number): number {
  const limit = Math.min(basePrice / 100, gap === undefined ? Number.POSITIVE_INFINITY : gap / 5);
  return FRIENDLY_STEPS.find((step) => step <= limit) ?? 1;
}

/**
 * The default floor: the base less 10 %, rounded UP to a friendly step so the shop never gives
 * more than the advertised 10 %. Never above the base.
 */
export function defaultFloor(basePrice: number): number {
  const step = friendlyStep(basePrice);
  const tenPercentOff = (basePrice * (100 - DEFAULT_FLOOR_DISCOUNT_PERCENT)) / 100;
  return Math.min(basePrice, Math.ceil(tenPercentOff / step) * step);
}

export interface ProductNegotiability {
  /** Staff may switch bargaining off for a product. */
  negotiable: boolean;
  /** A floor staff set for the product; null uses the default floor. */
  floorPrice: number | null;
}

/**
 * The lowest price the shop accepts for this product now, or null when it is not negotiable.
 * A staff floor above the base (say, set before a flash deal lowered the price) is capped at
 * the base: bargaining never raises a price.
 */
export function negotiationFloor(basePrice: number, product: ProductNegotiability): number | null {
  if (!product.negotiable) return null;
  if (product.floorPrice === null) return defaultFloor(basePrice);
  return Math.min(basePrice, Math.max(1, Math.ceil(product.floorPrice)));
}

/**
 * The share of the list-to-floor gap the shop keeps in its counter of each round. The shop
 * uses CONCESSION_SHARES; the simulation (tests/bench/negotiation-sim.mjs --sweep) tries others.
 */
export interface ConcessionShares {
  /** Round 1's counter keeps this share of the gap. */
  round1: number;
  /** Round 2's counter keeps this share of the gap. */
  round2: number;
  /** The last round's counter to an offer under the floor keeps this share. */
  last: number;
}

/** The shop's schedule: min(OPENING_GAP_SHARE, 1 − (round / 3)^β), then LAST_ROUND_GAP_SHARE. */
export const CONCESSION_SHARES: ConcessionShares = {
  round1: Math.min(OPENING_GAP_SHARE, 1 - (1 / NEGOTIATION_MAX_ROUNDS) ** CONCESSION_BETA),
  round2: Math.min(OPENING_GAP_SHARE, 1 - (2 / NEGOTIATION_MAX_ROUNDS) ** CONCESSION_BETA),
  last: LAST_ROUND_GAP_SHARE,
};

/**
 * The shop's counter in a round (1-based), before it is capped by earlier counters:
 * floor + gap · the round's share of `shares` (rounds 1 and 2, then the last share from round 3
 * on), rounded up to a friendly step (down when up would be the base itself). It falls as the
 * rounds pass. The floor itself is reached in the last round by offering it (see
 * decideNegotiation).
 */
export function scheduledCounter(
  basePrice: number,
  floorPrice: number,
  round: number,
  shares: ConcessionShares = CONCESSION_SHARES,
): number {
  const gap = basePrice - floorPrice;
  if (gap <= 0) return Math.min(basePrice, floorPrice);
  const keptShare =
    round >= NEGOTIATION_MAX_ROUNDS ? shares.last : round <= 1 ? shares.round1 : shares.round2;
  const step = friendlyStep(basePrice, gap);
  const raw = floorPrice + gap * keptShare;
  const up = Math.ceil(raw / step) * step;
  // Rounding up must not undo the concession: then round down instead.
  const rounded = up < basePrice ? up : Math.floor(raw / step) * step;
  return Math.max(floorPrice, Math.min(basePrice, rounded));
}

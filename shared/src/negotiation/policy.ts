import { type ConcessionShares, NEGOTIATION_MAX_ROUNDS, scheduledCounter } from './concession-schedule';

/**
 * The negotiation policy: the shop's answer to one shopper move. It is the only place that
 * decides a negotiated number; wording comes later from templates keyed by the reason code.
 *
 * Invariants (checked by property tests):
 * - no price it returns is below the floor or above the base;
 * - at most NEGOTIATION_MAX_ROUNDS rounds are ever counted;
 * - the prices the shop stands at never rise from one round to the next;
 * - accepting the shop's standing price always closes the deal at that price, even after the
 *   last round, as long as it is below the base; a yes while the shop still stands at the full
 *   price (no counter yet, or only lowballs) is no deal: there is no discount to accept, the
 *   shopper simply buys at the price, and no round is used;
 * - an offer at or above the base (the price the shopper would pay now) is no deal and uses no
 *   round: there is nothing to bargain in it (often a typo, or an amount meant for another
 *   product), and a "deal" at the full price would only close the bargaining for the day. The
 *   shop says so and stands where it stood; the shopper buys at the price or offers less;
 * - an offer under the base but at or above the standing price, or at or above this round's
 *   counter, is accepted at the offer: the shopper named that price and agreed to it, so the shop
 *   takes it as said (it is never more than the price asked, and the shopper who wants the lower
 *   standing price says yes to it instead);
 * - in the last round an offer at or above the floor is accepted at the offer; an offer under it
 *   meets the last counter (floor + a fifth of the gap), so the floor goes only to a shopper who
 *   asks for it;
 * - once the shopper has made a deal on the product (within the round window), bargaining on it
 *   is closed: no round is counted any more, and the shop stands at the agreed price for that
 *   choice, so no price it returns is below a price the shopper already accepted;
 * - the same input always gives the same decision.
 */

export const NEGOTIATION_STATUSES = ['accept', 'counter', 'reject', 'final'] as const;
export type NegotiationStatus = (typeof NEGOTIATION_STATUSES)[number];

export const NEGOTIATION_REASONS = [
  /** Staff switched bargaining off for this product. */
  'NOT_NEGOTIABLE',
  /** The price is already at the floor (a deep flash deal): nothing left to give. */
  'AT_LOWEST_PRICE',
  /** The amount is not a positive number of francs; no round is used. */
  'INVALID_OFFER',
  /** Under half the price: declined kindly at the standing price; the round still counts. */
  'OFFER_TOO_LOW',
  /**
   * The shopper already made a deal on this product within the round window: bargaining on it is
   * closed (no round is used), and the shop's standing price (the agreed one for this choice) is
   * still open for acceptance.
   */
  'DEAL_ALREADY_MADE',
  /** The shop's counter for this round. */
  'COUNTER_OFFER',
  /** The last round's counter: the shop's best price, still open for acceptance. */
  'FINAL_OFFER',
  /** No rounds left: the standing price is still open for acceptance. */
  'ROUNDS_EXHAUSTED',
  /** The offer met what the shop would counter this round, or beat its standing price. */
  'OFFER_ACCEPTED',
  /** The shopper took the shop's standing price. */
  'COUNTER_ACCEPTED',
  /**
   * The offer is at or above the price asked: no deal (it would give no discount and close the
   * bargaining for the day) and no round used; the shop stands where it stood.
   */
  'OFFER_AT_FULL_PRICE',
  /**
   * The shopper said yes while the shop still stands at the full price: there is no discount to
   * accept (no deal, no round used); an offer, or the cart at the price, is the way on.
   */
  'NO_DISCOUNT_YET',
] as const;
export type NegotiationReason = (typeof NEGOTIATION_REASONS)[number];

/** What the shopper did: named an amount, or said yes to the shop's standing price. */
export type ShopperMove = { kind: 'offer'; amount: number } | { kind: 'accept' };

export interface NegotiationInput {
  /** What the shopper would pay now (the flash price while a deal runs); integer RWF > 0. */
  basePrice: number;
  /** The lowest acceptable price (see negotiationFloor); null when not negotiable. */
  floorPrice: number | null;
  /** Rounds already counted for this shopper and product (0 before the first offer). */
  roundsUsed: number;
  /**
   * The price the shop stood at after each counted round, oldest first: each earlier
   * decision's `price`. Empty before the first round, when the standing price is the base.
   */
  counters: readonly number[];
  move: ShopperMove;
  /**
   * Set when this shopper already made a deal on this product within the round window (on any
   * choice): bargaining on the product is closed. `price` is the lowest price agreed for this
   * choice, where the shop now stands; null when the deal was for another size or colour (the
   * shop then stands where its counters on this choice left it).
   */
  agreed?: { price: number | null } | null;
  /** The schedule's kept shares; the shop's own (CONCESSION_SHARES) unless a simulation tries others. */
  shares?: ConcessionShares;
}

export interface NegotiationDecision {
  status: NegotiationStatus;
  /** The accepted price, or the price the shop stands at. Integer RWF, floor ≤ price ≤ base. */
  price: number;
  /** Rounds used once this decision is recorded; above `roundsUsed` when this move used one. */
  round: number;
  reason: NegotiationReason;
}

/** Below this an offer is absurd: half the price, or the floor when staff set it lower. */
function absurdBelow(basePrice: number, floorPrice: number): number {
  return Math.min(Math.ceil(basePrice / 2), floorPrice);
}

/**
 * The shop's standing price: the price the shopper already agreed for this choice when there is
 * one (bargaining is then closed: it never goes below it), otherwise its lowest counter so far;
 * kept within floor and base. It is the price a yes closes the deal at (the engine also quotes it
 * when the shopper says no).
 */
export function standingPrice(
  basePrice: number,
  floorPrice: number,
  counters: readonly number[],
  agreedPrice: number | null = null,
): number {
  if (agreedPrice !== null && Number.isFinite(agreedPrice)) {
    return Math.max(floorPrice, Math.min(basePrice, Math.round(agreedPrice)));
  }
  const lowest = Math.min(basePrice, ...counters.filter((c) => Number.isFinite(c)));
  return Math.max(floorPrice, Math.round(lowest));
}

/** The shop's answer to one move. See the invariants above. */
export function decideNegotiation(input: NegotiationInput): NegotiationDecision {
  const { basePrice, floorPrice, move } = input;
  if (!Number.isInteger(basePrice) || basePrice <= 0) {
    throw new RangeError(`basePrice must be a positive integer, got ${basePrice}`);
  }
  // A count that is not a number fails closed: no rounds left, the standing price still open.
  const roundsUsed = Number.isFinite(input.roundsUsed)
    ? Math.min(NEGOTIATION_MAX_ROUNDS, Math.max(0, Math.floor(input.roundsUsed)))
    : NEGOTIATION_MAX_ROUNDS;
  const decide = (
    status: NegotiationStatus,
    price: number,
    reason: NegotiationReason,
    round = roundsUsed,
  ): NegotiationDecision => ({ status, price, round, reason });

  if (floorPrice === null) return decide('reject', basePrice, 'NOT_NEGOTIABLE');
  const floor = Math.max(1, Math.min(basePrice, Math.ceil(floorPrice)));
  if (floor >= basePrice) return decide('reject', basePrice, 'AT_LOWEST_PRICE');

  const standing = standingPrice(basePrice, floor, input.counters, input.agreed?.price ?? null);
  if (move.kind === 'accept') {
    // A "deal" at the full price gives nothing and would close the bargaining for the day.
    if (standing >= basePrice && !input.agreed?.price) {
      return decide(roundsUsed >= NEGOTIATION_MAX_ROUNDS ? 'final' : 'reject', basePrice, 'NO_DISCOUNT_YET');
    }
    return decide('accept', standing, 'COUNTER_ACCEPTED');
  }

  if (!Number.isFinite(move.amount) || move.amount < 1) return decide('reject', standing, 'INVALID_OFFER');
  const offer = Math.floor(move.amount);
  // Meeting the standing price is saying yes to it: it closes the deal without using a round.
  if (offer === standing && standing < basePrice) return decide('accept', standing, 'COUNTER_ACCEPTED');
  // Offering the full price or more gives the shopper nothing: no deal, no round, still open.
  if (offer >= basePrice) {
    if (input.agreed) return decide('final', standing, 'DEAL_ALREADY_MADE');
    return decide(roundsUsed >= NEGOTIATION_MAX_ROUNDS ? 'final' : 'reject', standing, 'OFFER_AT_FULL_PRICE');
  }
  if (offer >= standing) return decide('accept', offer, 'OFFER_ACCEPTED');
  // A deal closed the bargaining: an offer under the price agreed gets that price back, no round.
  if (input.agreed) return decide('final', standing, 'DEAL_ALREADY_MADE');
  if (roundsUsed >= NEGOTIATION_MAX_ROUNDS) return decide('final', standing, 'ROUNDS_EXHAUSTED');

  const round = roundsUsed + 1;
  const isLastRound = round === NEGOTIATION_MAX_ROUNDS;
  const counter = Math.min(standing, scheduledCounter(basePrice, floor, round, input.shares));
  if (offer >= counter) return decide('accept', offer, 'OFFER_ACCEPTED', round);
  // In the last round any offer the shop can take closes the deal: a shopper who names a price
  // at or above the floor never leaves without one.
  if (isLastRound && offer >= floor) return decide('accept', offer, 'OFFER_ACCEPTED', round);
  if (offer < absurdBelow(basePrice, floor)) {
    // A lowball gets no concession: the shop repeats where it stands.
    return decide(isLastRound ? 'final' : 'reject', standing, 'OFFER_TOO_LOW', round);
  }
  if (isLastRound) return decide('final', counter, 'FINAL_OFFER', round);
  return decide('counter', counter, 'COUNTER_OFFER', round);
}

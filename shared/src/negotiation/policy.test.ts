import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFloor, NEGOTIATION_MAX_ROUNDS, scheduledCounter } from './concession-schedule';
import {
  decideNegotiation,
  type NegotiationDecision,
  type NegotiationInput,
  type ShopperMove,
} from './policy';

const BASE = 25_000;
const FLOOR = defaultFloor(BASE);

/** Plays moves against the policy the way the server stores them; stops at a deal. */
function play(basePrice: number, floorPrice: number | null, moves: readonly ShopperMove[]) {
  let roundsUsed = 0;
  const counters: number[] = [];
  const steps: { input: NegotiationInput; decision: NegotiationDecision }[] = [];
  for (const move of moves) {
    const input: NegotiationInput = { basePrice, floorPrice, roundsUsed, counters: [...counters], move };
    const decision = decideNegotiation(input);
    steps.push({ input, decision });
    if (decision.status === 'accept') break;
    if (decision.round > roundsUsed) {
      roundsUsed = decision.round;
      counters.push(decision.price);
    }
  }
  return { steps, roundsUsed, counters };
}

const offer = (amount: number): ShopperMove => ({ kind: 'offer', amount });
const accept: ShopperMove = { kind: 'accept' };

describe('decideNegotiation: a three-round bargain', () => {
  it('counters, concedes, keeps a fifth of the gap for a low last offer and keeps it open afterwards', () => {
    const { steps } = play(BASE, FLOOR, [offer(18_000), offer(19_000), offer(20_000), offer(20_500), accept]);
    const decisions = steps.map((s) => s.decision);
    expect(decisions.map((d) => [d.status, d.round, d.reason])).toEqual([
      ['counter', 1, 'COUNTER_OFFER'],
      ['counter', 2, 'COUNTER_OFFER'],
      ['final', 3, 'FINAL_OFFER'],
      ['final', 3, 'ROUNDS_EXHAUSTED'],
      ['accept', 3, 'COUNTER_ACCEPTED'],
    ]);
    const [first, second, third, , deal] = decisions;
    expect(first!.price).toBeLessThan(BASE);
    expect(second!.price).toBeLessThan(first!.price);
    expect(third!.price).toBe(scheduledCounter(BASE, FLOOR, 3));
    expect(third!.price).toBeGreaterThan(FLOOR);
    expect(deal!.price).toBe(third!.price);
  });

  it('gives the floor in the last round to a shopper who offers it', () => {
    const { steps } = play(BASE, FLOOR, [offer(18_000), offer(19_000), offer(FLOOR)]);
    expect(steps.at(-1)!.decision).toEqual({
      status: 'accept',
      price: FLOOR,
      round: 3,
      reason: 'OFFER_ACCEPTED',
    });
  });

  it('accepts a last-round offer between the floor and its last counter at the offer', () => {
    const between = FLOOR + 100;
    expect(between).toBeLessThan(scheduledCounter(BASE, FLOOR, 3));
    const { steps } = play(BASE, FLOOR, [offer(18_000), offer(19_000), offer(between)]);
    expect(steps.at(-1)!.decision).toEqual({
      status: 'accept',
      price: between,
      round: 3,
      reason: 'OFFER_ACCEPTED',
    });
  });

  it('concedes little early: round 1 keeps most of the gap, round 2 still more than a third', () => {
    const { steps } = play(BASE, FLOOR, [offer(18_000), offer(18_000)]);
    const kept = steps.map((s) => (s.decision.price - FLOOR) / (BASE - FLOOR));
    expect(kept[0]).toBeGreaterThanOrEqual(0.8);
    expect(kept[1]).toBeGreaterThan(1 / 3);
  });

  it('counters in friendly steps', () => {
    const { steps } = play(BASE, FLOOR, [offer(18_000), offer(18_000)]);
    for (const { decision } of steps) expect(decision.price % 100).toBe(0);
  });

  it('accepts an offer at or above what it would counter, at the offer', () => {
    const counter = decideNegotiation({
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: 0,
      counters: [],
      move: offer(18_000),
    });
    const meets = decideNegotiation({
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: 0,
      counters: [],
      move: offer(counter.price + 30),
    });
    expect(meets).toEqual({
      status: 'accept',
      price: counter.price + 30,
      round: 1,
      reason: 'OFFER_ACCEPTED',
    });
  });

  it("counters by the schedule it is given instead of the shop's own", () => {
    const input = {
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: 1,
      counters: [24_900],
      move: offer(18_000),
    };
    const shares = { round1: 1, round2: 0.5, last: 0 };
    expect(decideNegotiation(input).price).toBe(scheduledCounter(BASE, FLOOR, 2));
    expect(decideNegotiation({ ...input, shares }).price).toBe(scheduledCounter(BASE, FLOOR, 2, shares));
    expect(scheduledCounter(BASE, FLOOR, 2, shares)).not.toBe(scheduledCounter(BASE, FLOOR, 2));
  });

  it('accepts re-sending its own counter as a yes, without using a round', () => {
    const { steps } = play(BASE, FLOOR, [offer(18_000)]);
    const counter = steps[0]!.decision.price;
    const deal = decideNegotiation({
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: 1,
      counters: [counter],
      move: offer(counter),
    });
    expect(deal).toEqual({ status: 'accept', price: counter, round: 1, reason: 'COUNTER_ACCEPTED' });
  });

  it('declines an absurd offer kindly at its standing price, and the round still counts', () => {
    const { steps } = play(BASE, FLOOR, [offer(12_000), offer(12_499)]);
    expect(steps.map((s) => s.decision)).toEqual([
      { status: 'reject', price: BASE, round: 1, reason: 'OFFER_TOO_LOW' },
      { status: 'reject', price: BASE, round: 2, reason: 'OFFER_TOO_LOW' },
    ]);
  });

  it('treats half the price as a real offer', () => {
    const { steps } = play(BASE, FLOOR, [offer(12_500)]);
    expect(steps[0]!.decision.status).toBe('counter');
  });

  it('ends a lowball third round with a final answer at the standing price', () => {
    const { steps } = play(BASE, FLOOR, [offer(18_000), offer(1_000), offer(1_000)]);
    const [first, , third] = steps.map((s) => s.decision);
    expect(third).toEqual({ status: 'final', price: first!.price, round: 3, reason: 'OFFER_TOO_LOW' });
  });

  it('makes no deal at the full price: a yes before any counter, or after a lowball, has no discount to accept', () => {
    expect(
      decideNegotiation({ basePrice: BASE, floorPrice: FLOOR, roundsUsed: 0, counters: [], move: accept }),
    ).toEqual({ status: 'reject', price: BASE, round: 0, reason: 'NO_DISCOUNT_YET' });
    const { steps } = play(BASE, FLOOR, [offer(1_000), accept]);
    expect(steps.map((s) => s.decision)).toEqual([
      { status: 'reject', price: BASE, round: 1, reason: 'OFFER_TOO_LOW' },
      { status: 'reject', price: BASE, round: 1, reason: 'NO_DISCOUNT_YET' },
    ]);
    const lowballs = play(BASE, FLOOR, [offer(1_000), offer(1_000), offer(1_000), accept]);
    expect(lowballs.steps.at(-1)?.decision).toEqual({
      status: 'final',
      price: BASE,
      round: 3,
      reason: 'NO_DISCOUNT_YET',
    });
  });

  it('makes no deal on an offer at or above the price: no round used, the bargaining stays open', () => {
    // The tester's case: a product at 35,500, "20000" then "150k".
    const { steps } = play(35_500, defaultFloor(35_500), [offer(20_000), offer(150_000), offer(35_500)]);
    const [first, typo, atPrice] = steps.map((s) => s.decision);
    expect(first).toMatchObject({ status: 'counter', round: 1 });
    expect(typo).toEqual({ status: 'reject', price: first!.price, round: 1, reason: 'OFFER_AT_FULL_PRICE' });
    expect(atPrice).toEqual(typo);
    const before = decideNegotiation({
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: 0,
      counters: [],
      move: offer(BASE),
    });
    expect(before).toEqual({ status: 'reject', price: BASE, round: 0, reason: 'OFFER_AT_FULL_PRICE' });
    // A real offer afterwards still plays round 2.
    const next = decideNegotiation({ ...steps[1]!.input, move: offer(25_000) });
    expect(next).toMatchObject({ status: 'counter', round: 2 });
  });

  it('takes no offer above the price for more than its standing counter, nor for the price', () => {
    // The tester's case: a counter of 171,000 on 175,500, then an offer of 300,000.
    const input = {
      basePrice: 175_500,
      floorPrice: defaultFloor(175_500),
      roundsUsed: 1,
      counters: [171_000],
    };
    expect(decideNegotiation({ ...input, move: offer(300_000) })).toEqual({
      status: 'reject',
      price: 171_000,
      round: 1,
      reason: 'OFFER_AT_FULL_PRICE',
    });
    // With no round left it is the last word, and the counter is still open to a yes.
    expect(decideNegotiation({ ...input, roundsUsed: 3, move: offer(175_500) })).toMatchObject({
      status: 'final',
      price: 171_000,
      reason: 'OFFER_AT_FULL_PRICE',
    });
    // Under the price but above the counter, the shopper's own price is taken as said.
    expect(decideNegotiation({ ...input, move: offer(174_000) })).toEqual({
      status: 'accept',
      price: 174_000,
      round: 1,
      reason: 'OFFER_ACCEPTED',
    });
  });

  it('refuses a product staff marked not negotiable, without using a round', () => {
    const decision = decideNegotiation({
      basePrice: BASE,
      floorPrice: null,
      roundsUsed: 0,
      counters: [],
      move: offer(24_000),
    });
    expect(decision).toEqual({ status: 'reject', price: BASE, round: 0, reason: 'NOT_NEGOTIABLE' });
  });

  it('has nothing to give when the price is already at the floor', () => {
    const decision = decideNegotiation({
      basePrice: BASE,
      floorPrice: 30_000,
      roundsUsed: 0,
      counters: [],
      move: offer(20_000),
    });
    expect(decision).toEqual({ status: 'reject', price: BASE, round: 0, reason: 'AT_LOWEST_PRICE' });
  });

  it('does not count an amount that is not a positive number', () => {
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const decision = decideNegotiation({
        basePrice: BASE,
        floorPrice: FLOOR,
        roundsUsed: 0,
        counters: [],
        move: offer(amount),
      });
      expect(decision).toMatchObject({ status: 'reject', round: 0, reason: 'INVALID_OFFER' });
    }
  });

  it('treats an offer between a low staff floor and half the price as a real offer', () => {
    const decision = decideNegotiation({
      basePrice: BASE,
      floorPrice: 10_000,
      roundsUsed: 1,
      counters: [24_000],
      move: offer(11_000),
    });
    expect(decision).toMatchObject({ status: 'counter', round: 2, reason: 'COUNTER_OFFER' });
    expect(decision.price).toBeGreaterThan(11_000);
  });

  it('never counts past round 3, even when the stored count is higher', () => {
    const decision = decideNegotiation({
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: 5,
      counters: [24_000, 23_000, FLOOR],
      move: offer(20_000),
    });
    expect(decision).toEqual({ status: 'final', price: FLOOR, round: 3, reason: 'ROUNDS_EXHAUSTED' });
  });

  it('treats a round count that is not a number as no rounds left', () => {
    const decision = decideNegotiation({
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: Number.NaN,
      counters: [],
      move: offer(20_000),
    });
    expect(decision).toEqual({ status: 'final', price: BASE, round: 3, reason: 'ROUNDS_EXHAUSTED' });
  });

  it('refuses a base price that is not a positive integer', () => {
    expect(() =>
      decideNegotiation({ basePrice: 0, floorPrice: 0, roundsUsed: 0, counters: [], move: accept }),
    ).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------- properties

const arbBase = fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 2_000, max: 5_000_000 }));

/** A product: the default floor, a staff floor (possibly above the price), or not negotiable. */
const arbTerms = arbBase.chain((basePrice) =>
  fc.record({
    basePrice: fc.constant(basePrice),
    floorPrice: fc.oneof(
      fc.constant(defaultFloor(basePrice)),
      fc.integer({ min: 1, max: Math.ceil(basePrice * 1.2) }),
      fc.constant(null),
    ),
  }),
);

/** Moves as shares of the price, so they land near the interesting amounts for any price. */
const perMilleOffer = (min: number, max: number) =>
  fc.integer({ min, max }).map((perMille): ShopperMove => offer(perMille / 1000));

/**
 * Per mille of the price, not fc.double: random doubles crowd near zero. Most offers fall
 * where the shop counters (half the price up to the price), so games often reach round 3.
 */
const arbMove: fc.Arbitrary<ShopperMove> = fc.oneof(
  { weight: 6, arbitrary: perMilleOffer(500, 990) },
  { weight: 3, arbitrary: perMilleOffer(0, 1300) },
  { weight: 1, arbitrary: fc.constant(accept) },
);

const arbGame = fc.record({ terms: arbTerms, moves: fc.array(arbMove, { minLength: 1, maxLength: 8 }) });

/** Turns share-of-price offers into francs for this product. */
function inFrancs(basePrice: number, moves: readonly ShopperMove[]): ShopperMove[] {
  return moves.map((m) => (m.kind === 'offer' ? offer(Math.round(m.amount * basePrice)) : m));
}

describe('decideNegotiation: properties over random offer sequences', () => {
  it('never returns a price below the floor or above the base', () => {
    fc.assert(
      fc.property(arbGame, ({ terms, moves }) => {
        const { steps } = play(terms.basePrice, terms.floorPrice, inFrancs(terms.basePrice, moves));
        const floor =
          terms.floorPrice === null ? terms.basePrice : Math.min(terms.basePrice, terms.floorPrice);
        for (const { decision } of steps) {
          expect(decision.price).toBeGreaterThanOrEqual(floor);
          expect(decision.price).toBeLessThanOrEqual(terms.basePrice);
          expect(Number.isInteger(decision.price)).toBe(true);
        }
      }),
    );
  });

  it('counts at most three rounds, one per move at most', () => {
    fc.assert(
      fc.property(arbGame, ({ terms, moves }) => {
        const { steps } = play(terms.basePrice, terms.floorPrice, inFrancs(terms.basePrice, moves));
        for (const { input, decision } of steps) {
          expect(decision.round).toBeLessThanOrEqual(NEGOTIATION_MAX_ROUNDS);
          expect([0, 1]).toContain(decision.round - input.roundsUsed);
          if (decision.status === 'final') expect(decision.round).toBe(NEGOTIATION_MAX_ROUNDS);
        }
      }),
    );
  });

  it('never raises its price from one round to the next', () => {
    fc.assert(
      fc.property(arbGame, ({ terms, moves }) => {
        const { counters } = play(terms.basePrice, terms.floorPrice, inFrancs(terms.basePrice, moves));
        for (let i = 1; i < counters.length; i++) expect(counters[i]).toBeLessThanOrEqual(counters[i - 1]!);
      }),
    );
  });

  it('closes the deal at the last counter when the shopper accepts it, also after round 3', () => {
    fc.assert(
      fc.property(arbGame, fc.boolean(), ({ terms, moves }, bySendingThePrice) => {
        if (terms.floorPrice === null || terms.floorPrice >= terms.basePrice) return;
        const game = play(terms.basePrice, terms.floorPrice, inFrancs(terms.basePrice, moves));
        // Every state the game passed through, and the one it ended in.
        const states = [...game.steps.map((s) => s.input), { ...game, counters: game.counters }];
        for (const { roundsUsed, counters } of states) {
          const standing = counters.at(-1) ?? terms.basePrice;
          const yes = decideNegotiation({
            basePrice: terms.basePrice,
            floorPrice: terms.floorPrice,
            roundsUsed,
            counters,
            move: bySendingThePrice ? offer(standing) : accept,
          });
          // A yes to the full price is no deal, and neither is sending the full price.
          if (standing >= terms.basePrice) {
            expect(yes).toMatchObject({
              price: standing,
              round: roundsUsed,
              reason: bySendingThePrice ? 'OFFER_AT_FULL_PRICE' : 'NO_DISCOUNT_YET',
            });
            continue;
          }
          expect(yes).toEqual({
            status: 'accept',
            price: standing,
            round: roundsUsed,
            reason: 'COUNTER_ACCEPTED',
          });
        }
      }),
    );
  });

  it('accepts at the offer any offer under the base at or above the price it answered in that state', () => {
    fc.assert(
      fc.property(arbGame, fc.integer({ min: 0, max: 999 }), ({ terms, moves }, perMille) => {
        const { steps } = play(terms.basePrice, terms.floorPrice, inFrancs(terms.basePrice, moves));
        for (const { input, decision } of steps) {
          if (decision.status === 'accept' || input.floorPrice === null) continue;
          if (decision.reason === 'AT_LOWEST_PRICE' || decision.price >= terms.basePrice) continue;
          const better = Math.floor(decision.price + (perMille / 1000) * (terms.basePrice - decision.price));
          const answer = decideNegotiation({ ...input, move: offer(better) });
          expect(answer.status).toBe('accept');
          expect(answer.price).toBe(better);
        }
      }),
    );
  });

  it('makes no deal and uses no round on an offer at or above the base, standing where it stood', () => {
    fc.assert(
      fc.property(arbGame, fc.integer({ min: 1000, max: 10_000 }), ({ terms, moves }, perMille) => {
        const { steps, roundsUsed, counters } = play(
          terms.basePrice,
          terms.floorPrice,
          inFrancs(terms.basePrice, moves),
        );
        if (terms.floorPrice === null || terms.floorPrice >= terms.basePrice) return;
        if (steps.at(-1)!.decision.status === 'accept') return;
        const amount = Math.ceil((terms.basePrice * perMille) / 1000);
        const answer = decideNegotiation({
          basePrice: terms.basePrice,
          floorPrice: terms.floorPrice,
          roundsUsed,
          counters,
          move: offer(amount),
        });
        const standing = Math.max(terms.floorPrice, Math.min(terms.basePrice, ...counters));
        expect(answer).toEqual({
          status: roundsUsed >= NEGOTIATION_MAX_ROUNDS ? 'final' : 'reject',
          price: standing,
          round: roundsUsed,
          reason: 'OFFER_AT_FULL_PRICE',
        });
      }),
    );
  });

  it('gives the same decision for the same input', () => {
    fc.assert(
      fc.property(arbGame, ({ terms, moves }) => {
        const { steps } = play(terms.basePrice, terms.floorPrice, inFrancs(terms.basePrice, moves));
        for (const { input, decision } of steps) {
          expect(decideNegotiation(structuredClone(input))).toEqual(decision);
        }
      }),
    );
  });
});

describe('decideNegotiation: after a deal on the product', () => {
  it('uses no round and never goes below the agreed price, which a yes takes again', () => {
    fc.assert(
      fc.property(arbGame, fc.array(arbMove, { minLength: 1, maxLength: 6 }), ({ terms, moves }, later) => {
        const { steps, counters } = play(terms.basePrice, terms.floorPrice, inFrancs(terms.basePrice, moves));
        const deal = steps.at(-1)!.decision;
        if (deal.status !== 'accept') return;
        const agreed = { price: deal.price };
        for (const move of inFrancs(terms.basePrice, later)) {
          const answer = decideNegotiation({
            basePrice: terms.basePrice,
            floorPrice: terms.floorPrice,
            roundsUsed: deal.round,
            counters,
            agreed,
            move,
          });
          expect(answer.round).toBe(deal.round);
          expect(answer.price).toBeGreaterThanOrEqual(deal.price);
          expect(answer.price).toBeLessThanOrEqual(terms.basePrice);
          if (move.kind === 'accept') {
            expect(answer).toMatchObject({ status: 'accept', price: deal.price });
          } else if (answer.reason === 'INVALID_OFFER') {
            expect(answer).toMatchObject({ status: 'reject', price: deal.price });
          } else if (answer.status !== 'accept') {
            expect(answer).toMatchObject({ status: 'final', price: deal.price, reason: 'DEAL_ALREADY_MADE' });
          }
        }
      }),
    );
  });

  it('counts no round on another size or colour either, standing where its counters left it', () => {
    fc.assert(
      fc.property(arbGame, fc.integer({ min: 0, max: NEGOTIATION_MAX_ROUNDS }), ({ terms, moves }, used) => {
        if (terms.floorPrice === null || terms.floorPrice >= terms.basePrice) return;
        for (const move of inFrancs(terms.basePrice, moves)) {
          const answer = decideNegotiation({
            basePrice: terms.basePrice,
            floorPrice: terms.floorPrice,
            roundsUsed: used,
            counters: [],
            agreed: { price: null },
            move,
          });
          expect(answer.round).toBe(used);
          // No deal at the full price, by a yes or by an offer at or above it.
          expect(answer.status).not.toBe('accept');
          expect(answer.price).toBe(terms.basePrice);
        }
      }),
    );
  });

  it('keeps a deal taken above the counter at the price agreed, not at the lower counter', () => {
    const { steps, counters } = play(BASE, FLOOR, [offer(18_000)]);
    const counter = steps[0]!.decision.price;
    const deal = decideNegotiation({
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: 1,
      counters,
      move: offer(counter + 50),
    });
    expect(deal).toMatchObject({ status: 'accept', price: counter + 50 });
    const after = decideNegotiation({
      basePrice: BASE,
      floorPrice: FLOOR,
      roundsUsed: 1,
      counters,
      agreed: { price: deal.price },
      move: offer(counter),
    });
    expect(after).toEqual({ status: 'final', price: counter + 50, round: 1, reason: 'DEAL_ALREADY_MADE' });
  });
});

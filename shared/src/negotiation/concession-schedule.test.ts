import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultFloor,
  friendlyStep,
  LAST_ROUND_GAP_SHARE,
  NEGOTIATION_MAX_ROUNDS,
  negotiationFloor,
  scheduledCounter,
} from './concession-schedule';

describe('friendlyStep', () => {
  it('picks the roundest step within 1 % of the price', () => {
    expect(friendlyStep(3_500)).toBe(10);
    expect(friendlyStep(25_000)).toBe(100);
    expect(friendlyStep(89_000)).toBe(500);
    expect(friendlyStep(320_000)).toBe(1_000);
  });

  it('keeps the step within a fifth of the bargaining gap', () => {
    expect(friendlyStep(320_000, 2_000)).toBe(100);
    expect(friendlyStep(1_000, 3)).toBe(1);
  });
});

describe('defaultFloor', () => {
  it('takes 10 % off and rounds up to a friendly step', () => {
    expect(defaultFloor(25_000)).toBe(22_500);
    expect(defaultFloor(27_300)).toBe(24_600);
    expect(defaultFloor(89_000)).toBe(80_500);
  });

  it('never gives more than 10 % nor goes above the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (base) => {
        const floor = defaultFloor(base);
        expect(floor).toBeGreaterThanOrEqual(base * 0.9);
        expect(floor).toBeLessThanOrEqual(base);
      }),
    );
  });
});

describe('negotiationFloor', () => {
  it('uses the default floor unless staff set one', () => {
    expect(negotiationFloor(25_000, { negotiable: true, floorPrice: null })).toBe(22_500);
    expect(negotiationFloor(25_000, { negotiable: true, floorPrice: 21_000 })).toBe(21_000);
  });

  it('is null for a product staff marked not negotiable', () => {
    expect(negotiationFloor(25_000, { negotiable: false, floorPrice: 21_000 })).toBeNull();
  });

  it('caps a staff floor at the price, as when a flash deal went below it', () => {
    expect(negotiationFloor(20_000, { negotiable: true, floorPrice: 22_000 })).toBe(20_000);
  });
});

describe('scheduledCounter', () => {
  it('opens high, concedes little early and keeps a fifth of the gap in round 3', () => {
    const counters = [1, 2, 3].map((round) => scheduledCounter(25_000, 22_500, round));
    expect(counters).toEqual([24_900, 24_300, 23_000]);
  });

  it('falls every round and never reaches the floor by itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 10_000_000 }), (base) => {
        const floor = defaultFloor(base);
        const counters = [1, 2, 3].map((round) => scheduledCounter(base, floor, round));
        expect(counters[0]).toBeLessThan(base);
        expect(counters[1]).toBeLessThan(counters[0]!);
        expect(counters[1]).toBeGreaterThan(floor);
        expect(counters[2]).toBeLessThan(counters[1]!);
        expect(counters[2]).toBeGreaterThanOrEqual(floor);
        expect(counters[2]).toBeLessThanOrEqual(
          floor + Math.ceil((base - floor) * LAST_ROUND_GAP_SHARE) + friendlyStep(base),
        );
      }),
    );
  });

  it('stays at the last counter after the last round', () => {
    expect(scheduledCounter(25_000, 22_500, NEGOTIATION_MAX_ROUNDS + 1)).toBe(23_000);
  });

  it('follows a schedule it is given (the simulation tries others than the shop uses)', () => {
    const halfway = { round1: 1, round2: 0.5, last: 0 };
    const counters = [1, 2, 3].map((round) => scheduledCounter(25_000, 22_500, round, halfway));
    expect(counters).toEqual([25_000, 23_800, 22_500]);
  });
});

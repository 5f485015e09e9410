import { describe, expect, it } from 'vitest';
import { defaultFloor } from './concession-schedule';
import { QUICK_OFFER_PERCENTS, quickOffers } from './quick-offers';

describe('quickOffers', () => {
  it('offers 70, 80, 85 and 90 % of the price', () => {
    expect(QUICK_OFFER_PERCENTS).toEqual([70, 80, 85, 90]);
    expect(quickOffers(25_000)).toEqual([17_500, 20_000, 21_300, 22_500]);
  });

  it('rounds 70, 80 and 85 % to the nearest 100 RWF; 90 % is the default floor', () => {
    expect(quickOffers(48_900)).toEqual([34_200, 39_100, 41_600, 44_100]);
    expect(quickOffers(1_234_567)).toEqual([864_200, 987_700, 1_049_400, 1_112_000]);
    for (const price of [3_500, 48_900, 89_000, 799_000])
      expect(quickOffers(price).at(-1)).toBe(defaultFloor(price));
  });

  it('rounds to 10 RWF under 1,000 RWF so the buttons stay distinct', () => {
    expect(quickOffers(500)).toEqual([350, 400, 430, 450]);
  });

  it('never offers zero, even for a tiny price', () => {
    expect(quickOffers(3)).toEqual([2, 3]);
    expect(quickOffers(3).every((amount) => amount > 0)).toBe(true);
  });

  it('offers nothing for a price that is not positive', () => {
    expect(quickOffers(0)).toEqual([]);
    expect(quickOffers(Number.NaN)).toEqual([]);
  });
});

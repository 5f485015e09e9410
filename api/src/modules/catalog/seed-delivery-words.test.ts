import { RETURN_WINDOW_DAYS } from '@isoko/shared/assistant/shop-policies';
import { DISTRICTS, deliveryWindowDays, isKigaliDistrict } from '@isoko/shared/rwanda';
import { describe, expect, it } from 'vitest';
import { deliveryAndReturnsLine } from './seed-delivery-words';

describe("a demo product's delivery line", () => {
  it('states the days every district is promised at checkout, in each language', () => {
    const en = deliveryAndReturnsLine('en');
    const [kMin, kMax, eMin, eMax] = en.match(/\d+/g)!.map(Number);
    for (const district of DISTRICTS) {
      const [from, to] = deliveryWindowDays(district);
      const [min, max] = isKigaliDistrict(district) ? [kMin!, kMax!] : [eMin!, eMax!];
      expect(from).toBeGreaterThanOrEqual(min);
      expect(to).toBeLessThanOrEqual(max);
    }
    expect(en).toBe(
      `Delivered in ${kMin}-${kMax} business days in Kigali and ${eMin}-${eMax} elsewhere in Rwanda, or collect it from our shop in Kimironko. Returns within ${RETURN_WINDOW_DAYS} days if unused.`,
    );
    // The same figures in French and Kinyarwanda.
    for (const language of ['fr', 'rw'] as const) {
      expect(deliveryAndReturnsLine(language).match(/\d+/g)!.map(Number)).toEqual([
        kMin,
        kMax,
        eMin,
        eMax,
        RETURN_WINDOW_DAYS,
      ]);
    }
  });
});

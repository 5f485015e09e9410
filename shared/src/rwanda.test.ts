import { describe, expect, it } from 'vitest';
import { addBusinessDays, DISTRICTS, deliveryWindowDays, isKigaliDistrict, provinceOf } from './rwanda';

describe('Rwanda geography', () => {
  it('has 30 districts in five provinces', () => {
    expect(DISTRICTS).toHaveLength(30);
    expect(new Set(DISTRICTS).size).toBe(30);
  });
  it('places each district in its province', () => {
    expect(provinceOf('Gasabo')).toBe('City of Kigali');
    expect(provinceOf('Huye')).toBe('Southern');
    expect(provinceOf('Rubavu')).toBe('Western');
    expect(provinceOf('Atlantis')).toBeUndefined();
  });
  it('treats only the City of Kigali as Kigali', () => {
    expect(isKigaliDistrict('Kicukiro')).toBe(true);
    expect(isKigaliDistrict('Bugesera')).toBe(false);
  });
  it('gives delivery windows by destination', () => {
    expect(deliveryWindowDays('Nyarugenge')).toEqual([1, 2]);
    expect(deliveryWindowDays('Musanze')).toEqual([2, 3]);
    expect(deliveryWindowDays('Rusizi')).toEqual([3, 5]);
  });
  it('skips Sundays when counting business days', () => {
    // Friday 2026-11-20 + 2 business days = Monday 2026-11-23 (Saturday counts, Sunday does not)
    expect(addBusinessDays(new Date('2026-11-20T10:00:00Z'), 2).toISOString().slice(0, 10)).toBe(
      '2026-11-23',
    );
  });
});

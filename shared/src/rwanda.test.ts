import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  DISTRICTS,
  deliveryWindowDays,
  deliveryWindowRange,
  isKigaliDistrict,
  provinceOf,
} from './rwanda';

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
  it("sums the districts' windows up as Kigali's and the shortest to longest elsewhere", () => {
    // The product page's one line and the assistant's answer for one district read the same windows.
    const { kigali, elsewhere } = deliveryWindowRange();
    expect(kigali).toEqual([1, 2]);
    expect(elsewhere).toEqual([2, 5]);
    for (const district of DISTRICTS) {
      const [from, to] = deliveryWindowDays(district);
      const [min, max] = isKigaliDistrict(district) ? kigali : elsewhere;
      expect(from, district).toBeGreaterThanOrEqual(min);
      expect(to, district).toBeLessThanOrEqual(max);
    }
    const outside = DISTRICTS.filter((d) => !isKigaliDistrict(d)).map(deliveryWindowDays);
    expect(outside.some(([from]) => from === elsewhere[0])).toBe(true);
    expect(outside.some(([, to]) => to === elsewhere[1])).toBe(true);
  });
  it('skips Sundays when counting business days', () => {
    // Friday 2026-11-20 + 2 business days = Monday 2026-11-23 (Saturday counts, Sunday does not)
    expect(addBusinessDays(new Date('2026-11-20T10:00:00Z'), 2).toISOString().slice(0, 10)).toBe(
      '2026-11-23',
    );
  });
  it('counts business days on the Kigali calendar, not the UTC one', () => {
    // 22:43 UTC on Saturday 28 November is 00:43 on Sunday in Kigali: Monday and Tuesday are the
    // two business days, so the parcel is due on Tuesday 1 December (Kigali) at the same hour.
    const due = addBusinessDays(new Date('2026-11-28T22:43:00Z'), 2);
    expect(due.toISOString()).toBe('2026-11-30T22:43:00.000Z');
    // Saturday 23:30 in Kigali (21:30 UTC) is still Saturday: Monday is day one, Tuesday day two.
    expect(addBusinessDays(new Date('2026-11-28T21:30:00Z'), 2).toISOString()).toBe(
      '2026-12-01T21:30:00.000Z',
    );
  });
});

describe('place names in three languages', () => {
  it('names every province in English, French and Kinyarwanda', async () => {
    const { PROVINCE_LABELS, PROVINCE_NAMES } = await import('./rwanda');
    for (const p of PROVINCE_NAMES) {
      const l = PROVINCE_LABELS[p];
      expect(l.en && l.fr && l.rw).toBeTruthy();
      expect(new Set([l.en, l.fr, l.rw]).size).toBe(3);
    }
  });
  it('translates provinces and keeps districts and free text', async () => {
    const { placeLabel, provinceLabel } = await import('./rwanda');
    expect(provinceLabel('City of Kigali', 'rw')).toBe('Umujyi wa Kigali');
    expect(provinceLabel('City of Kigali', 'fr-RW')).toBe('Ville de Kigali');
    expect(provinceLabel('Northern', 'en')).toBe('Northern Province');
    expect(provinceLabel('Atlantis', 'rw')).toBe('Atlantis');
    expect(placeLabel('Gasabo, City of Kigali', 'rw')).toBe('Gasabo, Umujyi wa Kigali');
    expect(placeLabel('Huye, Southern', 'fr')).toBe('Huye, Province du Sud');
    expect(placeLabel('Kimironko market gate', 'rw')).toBe('Kimironko market gate');
  });
});

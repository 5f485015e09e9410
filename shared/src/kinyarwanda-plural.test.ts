import { describe, expect, it } from 'vitest';
import { KINYARWANDA_PLURAL_CATEGORIES, kinyarwandaPlural } from './kinyarwanda-plural';

describe('kinyarwandaPlural', () => {
  it('counts one in the singular: umunota 1', () => {
    expect(kinyarwandaPlural(1)).toBe('one');
    expect(kinyarwandaPlural(-1)).toBe('one');
  });

  it('counts every other number in the plural: iminota 0, 2, 5, 21, 1.5', () => {
    for (const n of [0, 2, 5, 11, 21, 100, 1_000_000, 1.5, 0.5, -2])
      expect(kinyarwandaPlural(n), String(n)).toBe('other');
  });

  it('answers only the categories it names, as i18next lists them for the plural texts', () => {
    const answered = new Set([-1, 0, 1, 2, 5, 1.5].map(kinyarwandaPlural));
    expect([...answered].sort()).toEqual([...KINYARWANDA_PLURAL_CATEGORIES].sort());
  });
});

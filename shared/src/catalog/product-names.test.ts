import { describe, expect, it } from 'vitest';
import { nameIn, productNames, readProductNames } from './product-names';

describe("a product's names", () => {
  const names = productNames('Pleated Evening Gown', { fr: 'Robe de soirée plissée', rw: '  ' });

  it('keep the default name and each non-blank translation', () => {
    expect(names).toEqual({ en: 'Pleated Evening Gown', fr: 'Robe de soirée plissée' });
    expect(productNames('Plain Tee', null)).toEqual({ en: 'Plain Tee' });
  });

  it('name the product in the language asked, else by its default name', () => {
    expect(nameIn(names, 'fr')).toBe('Robe de soirée plissée');
    expect(nameIn(names, 'fr-RW')).toBe('Robe de soirée plissée');
    // No Kinyarwanda name: the default one, never an empty string.
    expect(nameIn(names, 'rw')).toBe('Pleated Evening Gown');
    expect(nameIn(names, 'en')).toBe('Pleated Evening Gown');
    expect(nameIn(names, 'de')).toBe('Pleated Evening Gown');
    expect(nameIn(names, undefined)).toBe('Pleated Evening Gown');
    expect(nameIn(undefined, 'fr')).toBeNull();
  });

  it('read back from storage only what is usable', () => {
    expect(readProductNames({ en: 'Tee', fr: 'T-shirt', rw: 42, de: 'x' })).toEqual({
      en: 'Tee',
      fr: 'T-shirt',
    });
    expect(readProductNames({ fr: 'T-shirt' })).toBeUndefined();
    expect(readProductNames({ en: ' ' })).toBeUndefined();
    expect(readProductNames({ en: 'x'.repeat(501) })).toBeUndefined();
    expect(readProductNames('Tee')).toBeUndefined();
    expect(readProductNames(['Tee'])).toBeUndefined();
    expect(readProductNames(null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { PRODUCT_SORTS } from './constants';
import { SORT_ALIASES, SORT_OPTIONS, sortOption } from './sort';

describe('the shared sort options', () => {
  it('maps every sort name the old screens sent onto one option', () => {
    const old = [
      'featured',
      'newest',
      'price_low',
      'price_high',
      'rating',
      'sales',
      'orders',
      'price-asc',
      'price-desc',
      'relevance',
      'popular',
    ];
    for (const name of [...old, ...PRODUCT_SORTS]) {
      expect(SORT_OPTIONS, name).toContain(sortOption(name));
      expect(SORT_ALIASES[name as keyof typeof SORT_ALIASES], name).toBeDefined();
    }
    expect(sortOption('price-asc')).toBe('price_low');
    expect(sortOption('price-desc')).toBe('price_high');
    expect(sortOption('orders')).toBe('popular');
    expect(sortOption('sales')).toBe('popular');
    expect(sortOption('featured')).toBe('relevance');
  });

  it('keeps every option a name the API accepts, and falls back to the default', () => {
    for (const option of SORT_OPTIONS) expect(PRODUCT_SORTS).toContain(option);
    expect(sortOption(' Price-Asc ')).toBe('price_low');
    expect(sortOption('cheapest')).toBe('relevance');
    expect(sortOption(undefined)).toBe('relevance');
  });
});

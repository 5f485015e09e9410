import { describe, expect, it } from 'vitest';
import { AutocompleteIndex, boundedDistance } from './search';
import { prefixTsQuery } from './search-terms';

const index = new AutocompleteIndex([
  { type: 'category', value: 'Dresses', id: 'c1', slug: 'dresses', weight: 3 },
  { type: 'category', value: "Women's Fashion", id: 'c2', slug: 'womens-fashion', weight: 4 },
  { type: 'brand', value: 'Samsung', slug: 'samsung', weight: 5 },
  { type: 'brand', value: 'L’Oréal', slug: 'l-oreal', weight: 2 },
  { type: 'product', value: 'Samsung Galaxy A15 Smartphone 128GB', id: 'p1', slug: 'galaxy-a15', weight: 2 },
  { type: 'product', value: 'Samsung 55" Smart TV', id: 'p2', slug: 'tv', weight: 1 },
  { type: 'product', value: 'Ankara Print Wrap Dress', id: 'p3', slug: 'wrap', weight: 1 },
  { type: 'product', value: 'Floral Maxi Dress', id: 'p4', slug: 'maxi', weight: 0 },
  { type: 'product', value: 'Floral Maxi Dress', id: 'p5', slug: 'maxi-2', weight: 0 },
]);

describe('boundedDistance', () => {
  it('counts insertions, deletions, substitutions and swaps as one edit each', () => {
    expect(boundedDistance('samsung', 'samsung', 2)).toBe(0);
    expect(boundedDistance('samsnug', 'samsung', 2)).toBe(1);
    expect(boundedDistance('dres', 'dress', 2)).toBe(1);
    expect(boundedDistance('drezz', 'dress', 2)).toBe(2);
  });

  it('gives up past the bound', () => {
    expect(boundedDistance('phone', 'laptop', 1)).toBe(2);
  });
});

describe('AutocompleteIndex', () => {
  it('suggests nothing for fewer than 2 characters', () => {
    expect(index.suggest('s', 8)).toEqual([]);
    expect(index.suggest('  ', 8)).toEqual([]);
  });

  it('matches word prefixes anywhere in a name, categories and brands first', () => {
    expect(index.suggest('sam', 8).map((s) => s.value)).toEqual([
      'Samsung',
      'Samsung Galaxy A15 Smartphone 128GB',
      'Samsung 55" Smart TV',
    ]);
    expect(index.suggest('gal', 8)).toEqual([
      { type: 'product', value: 'Samsung Galaxy A15 Smartphone 128GB', id: 'p1', slug: 'galaxy-a15' },
    ]);
  });

  it('needs every word to match', () => {
    expect(index.suggest('samsung tv', 8).map((s) => s.id)).toEqual(['p2']);
  });

  it('tolerates a typo, preferring exact matches', () => {
    expect(index.suggest('samsnug', 8)[0]).toEqual({ type: 'brand', value: 'Samsung', slug: 'samsung' });
    expect(index.suggest('dersses', 8).map((s) => s.value)).toContain('Dresses');
    const dress = index.suggest('dress', 8);
    expect(dress[0]).toMatchObject({ type: 'category', value: 'Dresses' });
  });

  it('folds accents and apostrophes', () => {
    expect(index.suggest('oreal', 8).map((s) => s.value)).toEqual(['L’Oréal']);
    expect(index.suggest('loreal', 8).map((s) => s.value)).toEqual(['L’Oréal']);
    expect(index.suggest("women's", 8).map((s) => s.value)).toEqual(["Women's Fashion"]);
  });

  it('keeps one suggestion per name and respects the limit', () => {
    expect(index.suggest('floral', 8)).toHaveLength(1);
    expect(index.suggest('dress', 2)).toHaveLength(2);
  });

  it('corrects misspelt words for result pages', () => {
    expect(index.correct('samsnug galaxy')).toBe('samsung galaxy');
    expect(index.correct('samsung')).toBeNull();
  });
});

describe('prefixTsQuery', () => {
  it('keeps only letters and digits, every word as a prefix', () => {
    expect(prefixTsQuery("Women's  dress!")).toBe('women:* & dress:*');
    expect(prefixTsQuery("') | !x & (")).toBe('x:*');
    expect(prefixTsQuery('***')).toBeNull();
  });
});

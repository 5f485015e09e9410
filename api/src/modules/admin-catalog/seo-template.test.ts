import { describe, expect, it } from 'vitest';
import { clip, seoCategoryKind, seoFromTemplate } from './seo-template';

const phone = {
  name: 'Tecno Spark 20 Pro smartphone with a very large screen and a long battery life',
  shortDescription: '',
  price: 189_000,
  categorySlug: 'electronics',
  categoryName: 'Electronics',
  subcategoryName: 'Phones & Tablets',
  materials: [],
  colors: ['Black', 'Gold'],
  sizes: ['128GB', '256GB'],
  tags: Array.from({ length: 30 }, (_, i) => `tag${i}`),
};

describe('search-engine text templates', () => {
  it('picks the template family from the category', () => {
    expect(seoCategoryKind('women-fashion')).toBe('fashion');
    expect(seoCategoryKind('phones-tablets')).toBe('electronics');
    expect(seoCategoryKind('home-living')).toBe('home');
    expect(seoCategoryKind('car-accessories')).toBe('automotive');
    expect(seoCategoryKind('books')).toBe('other');
  });

  it('cuts on a whole word within the limit', () => {
    expect(clip('one two three four', 10)).toBe('one two');
    expect(clip('short', 10)).toBe('short');
  });

  it('keeps the title to 60, the description to 160 and the tags to 20, with the real price', () => {
    const s = seoFromTemplate(phone);
    expect(s.seoTitle.length).toBeLessThanOrEqual(60);
    expect(s.seoTitle.startsWith('Tecno Spark 20 Pro')).toBe(true);
    expect(s.seoDescription.length).toBeLessThanOrEqual(160);
    expect(s.seoDescription).toContain('189,000 RWF');
    expect(s.seoDescription).toMatch(/^Buy Tecno/);
    expect(s.tags).toHaveLength(20);
    expect(s.tags[0]).toMatch(/^tecno spark 20 pro/);
    expect(s.tags.every((t) => t.length <= 60 && t === t.trim())).toBe(true);
  });
});

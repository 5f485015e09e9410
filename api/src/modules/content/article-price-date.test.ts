import { describe, expect, it } from 'vitest';
import type { ArticleData } from './article-data';
import { priceDateNote, withPriceDate } from './article-price-date';

/** The price-date sentence on its own, from fixed data. */

const data = (language: ArticleData['language']): ArticleData => ({
  topic: 'kigali-trends',
  language,
  today: new Date('2026-03-14T23:30:00Z'),
  featured: null,
  trending: [],
  trendingFromActivity: 0,
  deals: [],
  reviewed: null,
  stats: null,
  kigaliOrdered: [],
  shipping: { standardFee: 2_000, freeAbove: null, kigaliFree: false },
});

describe('the day an article’s prices were read', () => {
  it('is the shop’s date (Kigali’s day) in the article’s language', () => {
    // 23:30 UTC is already the 15th in Kigali.
    expect(priceDateNote('en', data('en').today)).toContain('those of 15 Mar 2026,');
    expect(priceDateNote('fr', data('fr').today)).toContain('ceux du 15 mars 2026,');
    expect(priceDateNote('fr', data('fr').today)).toContain('rédaction\u00a0;');
    expect(priceDateNote('rw', data('rw').today)).toContain('ku itariki ya 15 Werurwe 2026,');
  });

  it('is said only by an article that states a price', () => {
    const draft = {
      title: 'Kigali e-commerce',
      metaDescription: 'How Kigali shops online.',
      content: '# Kigali e-commerce\nMore shoppers pay with mobile money in 2026.',
      keywords: [],
      hashtags: [],
    };
    expect(withPriceDate(draft, data('en'))).toEqual(draft);
    const priced = { ...draft, content: `${draft.content}\nDelivery costs 2,000 RWF.` };
    expect(withPriceDate(priced, data('en')).content.split('\n')).toEqual([
      '# Kigali e-commerce',
      priceDateNote('en', data('en').today),
      'More shoppers pay with mobile money in 2026.',
      'Delivery costs 2,000 RWF.',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { parseListing } from './filters';
import { quizLink } from './quiz';

const stateOf = (link: string) => parseListing(new URLSearchParams(link.split('?')[1]));

describe('Find My Style quiz', () => {
  it('turns the answers into shop filters', () => {
    const link = quizLink({ who: 'women', priority: 'deals', budget: '30to60' });
    expect(link.startsWith('/shop?')).toBe(true);
    expect(stateOf(link)).toMatchObject({
      category: 'womens-fashion',
      minPrice: 30000,
      maxPrice: 60000,
      minDiscount: 10,
      inStock: true,
    });
  });

  it('maps every budget band', () => {
    expect(stateOf(quizLink({ who: 'men', priority: 'rated', budget: 'under30' }))).toMatchObject({
      category: 'mens-fashion',
      maxPrice: 29999,
      minPrice: undefined,
      minRating: 4,
    });
    expect(stateOf(quizLink({ who: 'kids', priority: 'new', budget: '60to100' }))).toMatchObject({
      minPrice: 60000,
      maxPrice: 100000,
      sortBy: 'newest',
    });
    expect(stateOf(quizLink({ who: 'anyone', priority: 'delivery', budget: 'over100' }))).toMatchObject({
      category: '',
      minPrice: 100000,
      maxPrice: undefined,
      freeShipping: true,
    });
  });
});

import { SEARCH_TEXT_MAX } from '@isoko/shared/catalog/constants';
import { ProductListQuery } from '@isoko/shared/catalog/schema';
import { describe, expect, it } from 'vitest';
import {
  changeListing,
  clearFilters,
  EMPTY_LISTING,
  hasActiveFilters,
  type ListingState,
  listingApiQuery,
  parseListing,
  writeListing,
} from './filters';

const full: ListingState = {
  text: 'kitenge dress',
  category: 'womens-fashion',
  subcategory: 'dresses',
  brands: ['h-m', 'zara'],
  minPrice: 10000,
  maxPrice: 60000,
  minRating: 4.5,
  minDiscount: 20,
  freeShipping: true,
  inStock: true,
  sizes: ['M', 'L'],
  colors: ['Green'],
  materials: ['Cotton'],
  gender: 'female',
  sortBy: 'price_low',
  page: 3,
  view: 'list',
};

describe('listing state in the URL', () => {
  it('survives a round trip through the query string', () => {
    const qs = writeListing(full).toString();
    expect(parseListing(new URLSearchParams(qs))).toEqual(full);
    expect(parseListing(new URLSearchParams(writeListing(full, 'q').toString()), 'q')).toEqual(full);
  });

  it('writes nothing for the defaults, so /shop stays /shop', () => {
    expect(writeListing(EMPTY_LISTING).toString()).toBe('');
    expect(parseListing(new URLSearchParams(''))).toEqual(EMPTY_LISTING);
  });

  it('reads the old client’s links: search, category=deals, category + subcategory, All', () => {
    expect(parseListing(new URLSearchParams('search=shoes'))).toMatchObject({ text: 'shoes' });
    expect(parseListing(new URLSearchParams('category=deals'))).toMatchObject({ category: 'deals' });
    expect(parseListing(new URLSearchParams('category=a1&subcategory=b2'))).toMatchObject({
      category: 'a1',
      subcategory: 'b2',
    });
    expect(parseListing(new URLSearchParams('category=All')).category).toBe('');
    // The results page reads q, and search as a fallback.
    expect(parseListing(new URLSearchParams('search=bag'), 'q').text).toBe('bag');
  });

  it('cuts a search text longer than the listing takes, so a pasted link still lists', () => {
    const long = `${'kitenge '.repeat(40)}dress`;
    const text = parseListing(new URLSearchParams({ q: long }), 'q').text;
    expect(text.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX);
    expect(long.startsWith(text)).toBe(true);
    // The cut text is one the shop's own listing query accepts.
    expect(ProductListQuery.safeParse(listingApiQuery({ ...EMPTY_LISTING, text }, 24)).success).toBe(true);
  });

  it('ignores malformed values instead of failing', () => {
    const state = parseListing(
      new URLSearchParams('minPrice=abc&maxPrice=-5&minRating=9&page=0&sortBy=cheapest&gender=robot&view=x'),
    );
    expect(state).toEqual(EMPTY_LISTING);
  });

  it('reads NUL characters in a link as nothing, so the listing loads instead of failing at the API', () => {
    expect(parseListing(new URLSearchParams('q=%00&category=%00&brand=%00&sizes=%00'), 'q')).toEqual(
      EMPTY_LISTING,
    );
    const state = parseListing(
      new URLSearchParams('search=robe%00rouge&category=dres%00ses&colors=Green%00'),
    );
    expect(state).toMatchObject({ text: 'roberouge', category: 'dresses', colors: ['Green'] });
    expect(ProductListQuery.safeParse(listingApiQuery(state, 24)).success).toBe(true);
  });

  it('reads every sort name of the old screens as one of the shared options', () => {
    const read = (sort: string) => parseListing(new URLSearchParams(`sortBy=${sort}`)).sortBy;
    expect(read('price-asc')).toBe('price_low');
    expect(read('price-desc')).toBe('price_high');
    expect(read('orders')).toBe('popular');
    expect(read('sales')).toBe('popular');
    expect(read('featured')).toBe('relevance');
    expect(read('rating')).toBe('rating');
    // The default sort is left out of the URL.
    expect(writeListing({ ...EMPTY_LISTING, sortBy: 'relevance' }).toString()).toBe('');
    expect(writeListing({ ...EMPTY_LISTING, sortBy: 'popular' }).toString()).toBe('sortBy=popular');
  });

  it('goes back to page 1 when a filter changes, not when the page does', () => {
    expect(changeListing(full, { minRating: 4 }).page).toBe(1);
    expect(changeListing(full, { page: 4 }).page).toBe(4);
  });

  it('knows when a filter is set and clears them all, keeping text, sort and view', () => {
    expect(hasActiveFilters(full)).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_LISTING, text: 'x', sortBy: 'newest' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_LISTING, category: 'audio' }, true)).toBe(false);
    expect(clearFilters(full)).toEqual({
      ...EMPTY_LISTING,
      text: 'kitenge dress',
      sortBy: 'price_low',
      view: 'list',
    });
    expect(clearFilters(full, true).category).toBe('womens-fashion');
  });

  it('asks the API with every filter', () => {
    expect(listingApiQuery(full, 24)).toEqual({
      search: 'kitenge dress',
      category: 'womens-fashion',
      subcategory: 'dresses',
      brand: 'h-m,zara',
      minPrice: 10000,
      maxPrice: 60000,
      minRating: 4.5,
      minDiscount: 20,
      freeShipping: true,
      inStock: true,
      sizes: 'M,L',
      colors: 'Green',
      materials: 'Cotton',
      gender: 'female',
      sortBy: 'price_low',
      page: 3,
      limit: 24,
    });
  });
});

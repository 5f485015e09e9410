import { GENDERS, type Gender, SEARCH_TEXT_MAX } from '@isoko/shared/catalog/constants';
import { DEFAULT_SORT, SORT_OPTIONS, type SortOption, sortOption } from '@isoko/shared/catalog/sort';

/** The sort choices of every product list (shop, search results, category), from shared/. */
export const LISTING_SORTS = SORT_OPTIONS;
/** Minimum rating choices: 4.5+, 4.0+, 3.5+, 3.0+. */
export const RATING_OPTIONS = [4.5, 4, 3.5, 3] as const;
/** Minimum discount percentages the filter offers. */
export const DISCOUNT_OPTIONS = [10, 20, 30, 50, 70] as const;
export const VIEWS = ['grid', 'list'] as const;
export type ListingView = (typeof VIEWS)[number];

/** Everything a product listing shows, held in the URL so links, reload and Back all work. */
export interface ListingState {
  /** Search text: `search` on /shop and /category, `q` on /search. */
  text: string;
  category: string;
  subcategory: string;
  brands: string[];
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  minDiscount?: number;
  freeShipping: boolean;
  inStock: boolean;
  sizes: string[];
  colors: string[];
  materials: string[];
  gender?: Gender;
  sortBy: SortOption;
  page: number;
  view: ListingView;
}

export type TextParam = 'search' | 'q';

export const EMPTY_LISTING: ListingState = {
  text: '',
  category: '',
  subcategory: '',
  brands: [],
  freeShipping: false,
  inStock: false,
  sizes: [],
  colors: [],
  materials: [],
  sortBy: DEFAULT_SORT,
  page: 1,
  view: 'grid',
};

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function number(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined;
}

const flag = (value: string | null) => value === 'true' || value === '1';

/**
 * A copy of the address's values without NUL characters (`?q=%00`): the shop's API refuses text
 * holding one, so left in, the listing would only show that it could not load. What is left is
 * read as any other value: an empty one is no filter.
 */
function withoutNul(params: URLSearchParams): URLSearchParams {
  const clean = new URLSearchParams();
  for (const [key, value] of params) clean.append(key.replaceAll('\0', ''), value.replaceAll('\0', ''));
  return clean;
}

/** Reads a listing from the URL; unknown or malformed values are ignored, never an error. */
export function parseListing(address: URLSearchParams, textParam: TextParam = 'search'): ListingState {
  const params = withoutNul(address);
  const text = params.get(textParam) ?? (textParam === 'q' ? params.get('search') : null) ?? '';
  // Old links name sorts their own way (price-asc, orders, featured): each means a shared option.
  const sort = params.get('sortBy') ?? params.get('sort');
  const gender = (params.get('gender') ?? '').toLowerCase();
  const category = (params.get('category') ?? '').trim();
  const view = params.get('view');
  const minPrice = number(params.get('minPrice'), 0, 1_000_000_000);
  const maxPrice = number(params.get('maxPrice'), 0, 1_000_000_000);
  return {
    // A link longer than the listing takes is cut rather than refused.
    text: text.trim().slice(0, SEARCH_TEXT_MAX).trim(),
    category: /^all$/i.test(category) ? '' : category,
    subcategory: (params.get('subcategory') ?? '').trim(),
    brands: list(params.get('brand')),
    minPrice: minPrice === undefined ? undefined : Math.floor(minPrice),
    maxPrice: maxPrice === undefined ? undefined : Math.floor(maxPrice),
    minRating: number(params.get('minRating'), 0, 5) || undefined,
    minDiscount: number(params.get('minDiscount'), 0, 100) || undefined,
    freeShipping: flag(params.get('freeShipping')),
    inStock: flag(params.get('inStock')),
    sizes: list(params.get('sizes')),
    colors: list(params.get('colors')),
    materials: list(params.get('materials')),
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as Gender) : undefined,
    sortBy: sortOption(sort),
    page: Math.max(1, Math.floor(number(params.get('page'), 1, 10_000) ?? 1)),
    view: view === 'list' ? 'list' : 'grid',
  };
}

/** The URL of a listing: only what differs from the defaults, in a stable order. */
export function writeListing(state: ListingState, textParam: TextParam = 'search'): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined | false) => {
    if (value !== undefined && value !== false && value !== '') params.set(key, String(value));
  };
  set(textParam, state.text.trim());
  set('category', state.category);
  set('subcategory', state.subcategory);
  set('brand', state.brands.join(','));
  set('minPrice', state.minPrice);
  set('maxPrice', state.maxPrice);
  set('minRating', state.minRating);
  set('minDiscount', state.minDiscount);
  set('freeShipping', state.freeShipping && 'true');
  set('inStock', state.inStock && 'true');
  set('sizes', state.sizes.join(','));
  set('colors', state.colors.join(','));
  set('materials', state.materials.join(','));
  set('gender', state.gender);
  set('sortBy', state.sortBy !== DEFAULT_SORT && state.sortBy);
  set('page', state.page > 1 && state.page);
  set('view', state.view === 'list' && 'list');
  return params;
}

/** A change made by the shopper: any filter or sort change goes back to page 1. */
export function changeListing(state: ListingState, patch: Partial<ListingState>): ListingState {
  const next = { ...state, ...patch };
  if (!('page' in patch)) next.page = 1;
  return next;
}

/** True when a filter narrows the list (the search text and sort are not filters). */
export function hasActiveFilters(state: ListingState, fixedCategory = false): boolean {
  return (
    (!fixedCategory && !!state.category) ||
    !!state.subcategory ||
    state.brands.length > 0 ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    state.minRating !== undefined ||
    state.minDiscount !== undefined ||
    state.freeShipping ||
    state.inStock ||
    state.sizes.length > 0 ||
    state.colors.length > 0 ||
    state.materials.length > 0 ||
    state.gender !== undefined
  );
}

/** Clear All Filters: keeps the search text, sort and view (and a category fixed by the route). */
export function clearFilters(state: ListingState, fixedCategory = false): ListingState {
  return {
    ...EMPTY_LISTING,
    text: state.text,
    sortBy: state.sortBy,
    view: state.view,
    category: fixedCategory ? state.category : '',
  };
}

export type ApiQuery = Record<string, string | number | boolean | undefined>;

/** The API's query for a listing page (GET /api/intelligent-search). */
export function listingApiQuery(state: ListingState, limit: number): ApiQuery {
  return {
    search: state.text || undefined,
    category: state.category || undefined,
    subcategory: state.subcategory || undefined,
    brand: state.brands.join(',') || undefined,
    minPrice: state.minPrice,
    maxPrice: state.maxPrice,
    minRating: state.minRating,
    minDiscount: state.minDiscount,
    freeShipping: state.freeShipping || undefined,
    inStock: state.inStock || undefined,
    sizes: state.sizes.join(',') || undefined,
    colors: state.colors.join(',') || undefined,
    materials: state.materials.join(',') || undefined,
    gender: state.gender,
    sortBy: state.sortBy,
    page: state.page,
    limit,
  };
}

/** The API's query for the filters of a listing (GET /api/intelligent-search/facets): no page or sort. */
export function facetsApiQuery(state: ListingState): ApiQuery {
  const { page: _page, limit: _limit, sortBy: _sort, ...filters } = listingApiQuery(state, 1);
  return filters;
}

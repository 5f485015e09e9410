/**
 * The catalogue's closed sets and limits, apart from the zod contract in `schema.ts` (which
 * re-exports them): screens on the first-render path import these without zod's runtime.
 */

/** Every sort name a screen may send: the shop, results and category pages and the AI search. */
export const PRODUCT_SORTS = [
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
  'price-low',
  'price-high',
  'popular',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const GENDERS = ['male', 'female', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];

export const MEDIA_KINDS = ['image', 'video'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const SUGGESTION_TYPES = ['product', 'category', 'brand'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];

export const TRACK_EVENT_TYPES = ['view', 'add_to_cart', 'purchase'] as const;
export type TrackEventType = (typeof TRACK_EVENT_TYPES)[number];

/** Page size of the shop and the most one page may hold. */
export const PRODUCT_PAGE_SIZE = 50;
export const PRODUCT_PAGE_MAX = 100;
/** Autocomplete asks from this many characters and shows this many suggestions. */
export const AUTOCOMPLETE_MIN_CHARS = 2;
/** The longest text autocomplete looks at; a longer term is cut to it. */
export const AUTOCOMPLETE_MAX_CHARS = 100;
/** The longest search text a listing takes; the search box stops there and longer links are cut. */
export const SEARCH_TEXT_MAX = 200;
export const AUTOCOMPLETE_LIMIT = 8;

/**
 * The shop's own label: products with no brand carry it (cards show it as the brand). The brand
 * filter lists it under this value and name, and `?brand=isoko` picks those products, unless a
 * stored brand has the same key.
 */
export const OWN_LABEL_BRAND = { value: 'isoko', name: 'Isoko' } as const;

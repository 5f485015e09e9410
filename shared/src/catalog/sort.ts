import type { ProductSort } from './constants';

/**
 * One set of sort options for every product list (shop, search results, category pages). The
 * API still accepts every sort name the old screens sent; each one means one of these.
 */
export const SORT_OPTIONS = ['relevance', 'newest', 'price_low', 'price_high', 'rating', 'popular'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The option a list starts with: the shop's own order (featured first), or relevance when searching. */
export const DEFAULT_SORT: SortOption = 'relevance';

/** What each sort name clients send means. */
export const SORT_ALIASES: Readonly<Record<ProductSort, SortOption>> = {
  featured: 'relevance',
  relevance: 'relevance',
  newest: 'newest',
  price_low: 'price_low',
  'price-asc': 'price_low',
  'price-low': 'price_low',
  price_high: 'price_high',
  'price-desc': 'price_high',
  'price-high': 'price_high',
  rating: 'rating',
  sales: 'popular',
  orders: 'popular',
  popular: 'popular',
};

/**
 * The option a sort name means; unknown or missing names get the default. Case and spaces are
 * ignored ("Price-Asc " is price_low).
 */
export function sortOption(value: string | null | undefined): SortOption {
  const key = (value ?? '').trim().toLowerCase();
  return (SORT_ALIASES as Record<string, SortOption>)[key] ?? DEFAULT_SORT;
}

/** The i18n key of an option's label (namespace `listing`), the same on every screen. */
export const sortLabelKey = (option: SortOption) => `sort.${option}` as const;

import type { ListingState } from './filters';

export type RailKind = 'featured' | 'flash-deals' | 'trending' | 'best-deals';

export const catalogKeys = {
  all: ['catalog'] as const,
  listing: (state: ListingState) => [...catalogKeys.all, 'listing', state] as const,
  rail: (kind: RailKind, limit: number) => [...catalogKeys.all, 'rail', kind, limit] as const,
  recommendations: (deviceId: string) => [...catalogKeys.all, 'recommendations', deviceId] as const,
  product: (id: string) => [...catalogKeys.all, 'product', id] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  category: (slug: string) => [...catalogKeys.all, 'category', slug] as const,
  autocomplete: (q: string) => [...catalogKeys.all, 'autocomplete', q] as const,
  topRated: (subcategory: string) => [...catalogKeys.all, 'top-rated', subcategory] as const,
};

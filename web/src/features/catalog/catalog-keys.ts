import { currentApiLanguage } from '../../api/client';
import type { ListingState } from './filters';

export type { RailKind } from '@isoko/shared/catalog/first-screen';

import type { RailKind } from '@isoko/shared/catalog/first-screen';

/**
 * Catalogue answers come in the shopper's language, so every key names it (after 'catalog', so
 * invalidating `catalogKeys.all` still reaches every language): switching language refetches.
 */
const lang = () => currentApiLanguage() ?? 'en';

export const catalogKeys = {
  all: ['catalog'] as const,
  listing: (state: ListingState) => [...catalogKeys.all, lang(), 'listing', state] as const,
  rail: (kind: RailKind, limit: number) => [...catalogKeys.all, lang(), 'rail', kind, limit] as const,
  recommendations: (deviceId: string) => [...catalogKeys.all, lang(), 'recommendations', deviceId] as const,
  product: (id: string) => [...catalogKeys.all, lang(), 'product', id] as const,
  categories: () => [...catalogKeys.all, lang(), 'categories'] as const,
  category: (slug: string) => [...catalogKeys.all, lang(), 'category', slug] as const,
  autocomplete: (q: string) => [...catalogKeys.all, lang(), 'autocomplete', q] as const,
  topRated: (subcategory: string) => [...catalogKeys.all, lang(), 'top-rated', subcategory] as const,
};

import { AUTOCOMPLETE_LIMIT, type TrackEventType } from '@isoko/shared/catalog/constants';
import { CATEGORY_TREE_PATH, productPath, RAIL_PATHS } from '@isoko/shared/catalog/first-screen';
import type {
  AutocompleteResponse,
  HierarchicalCategoriesResponse,
  ProductCardDto,
  ProductCardsResponse,
  ProductDto,
  ProductResponse,
} from '@isoko/shared/catalog/schema';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../api/client';
import { isItemEnvelope, isListEnvelope, isRecord, lightSchema } from '../../api/light-schema';
import { getDeviceId } from '../../state/device-id';
import { track } from '../analytics/client';
import { analyticsAllowed } from '../analytics/consent';
import { catalogKeys, type RailKind } from './catalog-keys';
import { isProduct, isProductCard } from './light-schema';

export { catalogKeys, type RailKind };

const CardsResponse = lightSchema<ProductCardsResponse>(
  'a product list',
  isListEnvelope('data', isProductCard),
);
const ProductAnswer = lightSchema<ProductResponse>('a product', isItemEnvelope('data', isProduct));
const CategoriesAnswer = lightSchema<HierarchicalCategoriesResponse>(
  'categories',
  isListEnvelope('categories', (c) => isRecord(c) && Array.isArray(c.subcategories)),
);
const SuggestionsAnswer = lightSchema<AutocompleteResponse>('suggestions', isListEnvelope('suggestions'));
const Ok = lightSchema<{ success: true }>('an acknowledgement', (v) => isRecord(v) && v.success === true);

/** Featured, flash deals, trending and best deals (cached 2 minutes: they change slowly). */
export const railQuery = (kind: RailKind, limit: number) =>
  queryOptions({
    queryKey: catalogKeys.rail(kind, limit),
    queryFn: ({ signal }) =>
      apiGet(RAIL_PATHS[kind], CardsResponse, { query: { limit }, signal }).then((r) => r.data),
    staleTime: 120_000,
  });

export const recommendationsQuery = (deviceId: string, limit = 8) =>
  queryOptions({
    queryKey: catalogKeys.recommendations(deviceId),
    queryFn: ({ signal }) =>
      apiGet(`/api/recommendations/${encodeURIComponent(deviceId)}`, CardsResponse, {
        query: { limit },
        signal,
      }).then((r) => r.data),
    staleTime: 300_000,
  });

/** One product by id or slug; `null` when none has it (the page says 'Product not found'). */
export const productQuery = (id: string) =>
  queryOptions({
    queryKey: catalogKeys.product(id),
    queryFn: async ({ signal }): Promise<ProductDto | null> => {
      try {
        return (await apiGet(productPath(id), ProductAnswer, { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        // The id is the request's only field: one the API cannot read (too long) names no product.
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') return null;
        throw error;
      }
    },
    staleTime: 600_000,
    // Asked once even offline: the service worker may hold the product from an earlier visit.
    // Only the retries wait for the network (the query is then paused).
    networkMode: 'offlineFirst',
  });

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) =>
      apiGet(CATEGORY_TREE_PATH, CategoriesAnswer, { signal }).then((r) => r.categories),
    staleTime: 600_000,
  });

export function fetchSuggestions(q: string, signal?: AbortSignal) {
  return apiGet('/api/intelligent-search/autocomplete', SuggestionsAnswer, {
    query: { q, limit: AUTOCOMPLETE_LIMIT },
    signal,
  }).then((r) => r.suggestions);
}

/** What tracking tells of a product (its price: the one it went into the cart at). */
export type Trackable = Pick<ProductCardDto, 'id' | 'name' | 'price' | 'brand' | 'category'>;

/**
 * Tells the server a product was viewed or carted (trending, recommendations, the staff funnel),
 * only with the shopper's analytics consent. Failures are only logged.
 */
export function trackProduct(eventType: TrackEventType, product: Trackable, quantity?: number) {
  if (eventType !== 'purchase') {
    track(eventType === 'view' ? 'view_item' : 'add_to_cart', {
      item_id: product.id,
      items: [{ id: product.id, name: product.name, price: product.price, quantity: quantity ?? 1 }],
    });
  }
  if (!analyticsAllowed()) return;
  apiPost(
    '/api/intelligent-search/track',
    {
      userId: getDeviceId(),
      eventType,
      productId: product.id,
      product: {
        name: product.name,
        category: product.category.name,
        brand: product.brand,
        price: product.price,
      },
      ...(quantity ? { quantity } : {}),
    },
    Ok,
  ).catch((error: unknown) => console.warn('tracking failed', error));
}

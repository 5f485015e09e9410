import { LISTING_PAGE_SIZE, LISTING_PATH } from '@isoko/shared/catalog/first-screen';
import type { CategoryResponse, IntelligentSearchResponse } from '@isoko/shared/catalog/schema';
import type { FacetsResponse, ListingFacets } from '@isoko/shared/catalog/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../api/client';
import { isItemEnvelope, isListEnvelope, isRecord, lightSchema } from '../../api/light-schema';
import { catalogKeys } from './catalog-keys';
import { facetsApiQuery, type ListingState, listingApiQuery } from './filters';
import { isProductCard } from './light-schema';

/** Products per listing page: 24 fills 2, 3 and 4 columns evenly. */
export { LISTING_PAGE_SIZE };

const ListingResponse = lightSchema<IntelligentSearchResponse>(
  'a product page',
  (v) => isListEnvelope('data', isProductCard)(v) && isRecord(v) && isRecord(v.pagination),
);
export const listingQuery = (state: ListingState) =>
  queryOptions({
    queryKey: catalogKeys.listing(state),
    queryFn: ({ signal }) =>
      apiGet(LISTING_PATH, ListingResponse, {
        query: listingApiQuery(state, LISTING_PAGE_SIZE),
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    // Asked once even offline: the service worker may hold it from an earlier visit. Only the
    // retries wait for the network (the query is then paused).
    networkMode: 'offlineFirst',
  });

const FacetsAnswer = lightSchema<FacetsResponse>(
  'the filters of a listing',
  (v) => isRecord(v) && isRecord(v.facets) && Array.isArray(v.facets.brands),
);

/**
 * The filters present in a listing's matches with their counts, asked beside the page: they
 * change with the filters and text, not with the page or sort, and name colours in `lang`.
 */
export const facetsQuery = (state: ListingState, lang: string) => {
  const query = facetsApiQuery(state);
  return queryOptions({
    queryKey: [...catalogKeys.all, 'facets', lang, query] as const,
    queryFn: async ({ signal }): Promise<ListingFacets> =>
      (await apiGet('/api/intelligent-search/facets', FacetsAnswer, { query, signal })).facets,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** The best rated product in stock of a subcategory (the parts of a bundle), or null. */
export const topRatedQuery = (subcategory: string) =>
  queryOptions({
    queryKey: catalogKeys.topRated(subcategory),
    queryFn: ({ signal }) =>
      apiGet('/api/products', ListingResponse, {
        query: { subcategory, inStock: true, sortBy: 'rating', limit: 1 },
        signal,
      }).then((r) => r.data[0] ?? null),
    staleTime: 300_000,
  });

const CategoryAnswer = lightSchema<CategoryResponse>('a category', isItemEnvelope('category'));

/** A category by slug or id; unknown is `null` (the page redirects to /shop). */
export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.category(slug),
    queryFn: async ({ signal }) => {
      try {
        return (await apiGet(`/api/categories/${encodeURIComponent(slug)}`, CategoryAnswer, { signal }))
          .category;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        // The slug is the request's only field: one the API cannot read (a NUL character in the
        // address, /category/%00) names no category.
        if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') return null;
        throw error;
      }
    },
    staleTime: 600_000,
    // Asked once even offline: the service worker may hold it from an earlier visit. Only the
    // retries wait for the network (the query is then paused).
    networkMode: 'offlineFirst',
  });

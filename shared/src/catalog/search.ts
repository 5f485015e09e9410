import { z } from 'zod';
import { Rwf } from '../money';

/**
 * Search and facet contract:
 *   GET /api/intelligent-search/facets   ProductListQuery (page, limit, sortBy ignored) -> FacetsResponse
 * A listing whose text search found nothing carries `nearestCategory` (see ProductListResponse).
 */

/** One value a filter can take in the current result set, with how many products have it. */
export const FacetValue = z.object({
  /** What the filter sends back (a brand or category slug, a stored colour, size or material). */
  value: z.string(),
  /** What the shopper reads, in their language. */
  name: z.string(),
  count: z.number().int().min(0),
});
export type FacetValue = z.infer<typeof FacetValue>;

/**
 * The filters that make sense for a category, a search or any result set: only values present
 * in it, each with its count. A filter's own choice does not narrow its own list (choosing
 * Samsung still shows the other brands of the category), every other filter does.
 */
export const ListingFacets = z.object({
  categories: z.array(FacetValue),
  brands: z.array(FacetValue),
  colors: z.array(FacetValue),
  sizes: z.array(FacetValue),
  materials: z.array(FacetValue),
  /** Lowest and highest price among the matches (0 and 0 when nothing matches). */
  priceRange: z.object({ min: Rwf, max: Rwf }),
  /** Products matching every filter, as the listing counts them. */
  total: z.number().int().min(0),
});
export type ListingFacets = z.infer<typeof ListingFacets>;

export const FacetsResponse = z.object({ success: z.literal(true), facets: ListingFacets });
export type FacetsResponse = z.infer<typeof FacetsResponse>;

/** A search that found nothing, as staff see it. */
export const SearchMiss = z.object({
  /** The query folded: lower case, no accents, single spaces. */
  query: z.string(),
  language: z.enum(['en', 'fr', 'rw']),
  count: z.number().int().min(1),
  firstSeen: z.string(),
  lastSeen: z.string(),
});
export type SearchMiss = z.infer<typeof SearchMiss>;

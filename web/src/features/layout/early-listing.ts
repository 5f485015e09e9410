import { isUuid } from '@isoko/shared/ids';
import type { QueryClient } from '@tanstack/react-query';
import { parseListing } from '../catalog/filters';
import { categoryQuery, listingQuery } from '../catalog/listing-queries';
import { ignoreEarlyFailure } from './early-data';

/**
 * The first page of /shop or /category/{slug} as the listing screen will ask for it (see
 * fetchScreenDataEarly). A category addressed by its id is left to the screen: its listing is
 * keyed by the slug, which only the category's answer gives.
 */
export function fetchListingEarly(pathname: string, params: URLSearchParams, client: QueryClient) {
  const state = parseListing(params, 'search');
  const category = /^\/category\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!category) {
    client.prefetchQuery(listingQuery(state)).catch(ignoreEarlyFailure);
    return;
  }
  const slug = decodeURIComponent(category);
  client.prefetchQuery(categoryQuery(slug)).catch(ignoreEarlyFailure);
  if (!isUuid(slug))
    client.prefetchQuery(listingQuery({ ...state, category: slug })).catch(ignoreEarlyFailure);
}

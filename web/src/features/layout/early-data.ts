import { firstScreenRequests } from '@isoko/shared/catalog/first-screen';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery, productQuery, railQuery } from '../catalog/queries';

/** A request made early that fails: the screen asks again and shows its own error. */
export const ignoreEarlyFailure = () => {};

/**
 * The catalogue answers the first screen shows, asked for as soon as the entry script runs,
 * beside the screen's own script and words instead of after them: on a slow network that is a
 * round trip or two sooner for the pictures a shopper waits for. The screens ask with the same
 * query keys, so they find the answers (or the requests under way) in the cache.
 */
export function fetchScreenDataEarly(location: Pick<Location, 'pathname' | 'search'>, client: QueryClient) {
  const { pathname, search } = location;
  if (/^\/(shop|category\/[^/]+)\/?$/.test(pathname)) {
    // The listing's own code is a separate file: it is fetched beside the screen's.
    import('./early-listing')
      .then((m) => m.fetchListingEarly(pathname, new URLSearchParams(search), client))
      .catch(ignoreEarlyFailure);
    return;
  }
  // The home rails and a product page: requests the server may already have answered inside
  // the page (see firstScreenRequests).
  for (const request of firstScreenRequests(pathname)) {
    if (request.kind === 'rail') {
      client.prefetchQuery(railQuery(request.rail, request.limit)).catch(ignoreEarlyFailure);
    } else if (request.kind === 'product') {
      client.prefetchQuery(productQuery(request.idOrSlug)).catch(ignoreEarlyFailure);
    } else if (request.kind === 'category-tree') {
      client.prefetchQuery(categoriesQuery()).catch(ignoreEarlyFailure);
    }
  }
}

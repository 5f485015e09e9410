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
  if (pathname === '/') {
    // The same rails and sizes as the home screen.
    for (const [kind, limit] of [
      ['featured', 12],
      ['flash-deals', 6],
      ['trending', 12],
      ['best-deals', 8],
    ] as const) {
      client.prefetchQuery(railQuery(kind, limit)).catch(ignoreEarlyFailure);
    }
    client.prefetchQuery(categoriesQuery()).catch(ignoreEarlyFailure);
    return;
  }
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname);
  if (product?.[1]) {
    client.prefetchQuery(productQuery(decodeURIComponent(product[1]))).catch(ignoreEarlyFailure);
    return;
  }
  if (/^\/(shop|category\/[^/]+)\/?$/.test(pathname)) {
    // The listing's own code is a separate file: it is fetched beside the screen's.
    import('./early-listing')
      .then((m) => m.fetchListingEarly(pathname, new URLSearchParams(search), client))
      .catch(ignoreEarlyFailure);
  }
}

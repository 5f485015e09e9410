import { Router } from 'wouter';
import { browserHistory, type HistorySource } from './history-source';
import { LocationStoreContext, useLocationStore, useShown } from './location-context';
import { createLocationStore, type LocationStore } from './location-store';
import { loadModules } from './route-modules';
import { branchesOf, findBranch, type RouteDef } from './route-table';
import { RouteTree } from './route-tree';

export interface ShopRouterHandle {
  routes: readonly RouteDef[];
  store: LocationStore;
}

/**
 * The app's router: its route table and the address it shows, which waits for each screen's code
 * (see createLocationStore). Made with the browser's history unless another is given (tests).
 */
export function createShopRouter(routes: readonly RouteDef[], history: HistorySource = browserHistory()) {
  const branches = branchesOf(routes);
  const preload = (pathname: string) => {
    const found = findBranch(branches, pathname);
    return found ? loadModules(found.branch.chain) : null;
  };
  return { routes, store: createLocationStore(history, preload) } satisfies ShopRouterHandle;
}

/** wouter's location hook: the path on show (published once its screen's code is there). */
function useShownPath(): [string, (to: string, options?: object) => void] {
  const store = useLocationStore();
  return [useShown()?.location.pathname ?? '/', store.navigate];
}

/** wouter's search hook: the query on show. */
function useShownSearch(): string {
  return useShown()?.location.search ?? '';
}

/** Draws the routes of `router` for the address it shows. */
export function ShopRouter({ router }: { router: ShopRouterHandle }) {
  return (
    <LocationStoreContext.Provider value={router.store}>
      <Router hook={useShownPath} searchHook={useShownSearch}>
        <RouteTree routes={router.routes} />
      </Router>
    </LocationStoreContext.Provider>
  );
}

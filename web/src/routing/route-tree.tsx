import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { Route, Switch } from 'wouter';
import { useShown } from './location-context';
import { RouteErrorBoundary } from './route-error';
import { moduleOf } from './route-modules';
import { branchesOf, type RouteDef } from './route-table';

const OutletContext = createContext<ReactNode>(null);

/** Where a layout draws the route inside it (react-router's <Outlet />). */
export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

/**
 * A route's screen from its own chunk. The address is published only once the chunk has loaded,
 * so it is normally there; a chunk that failed throws its error to the route's error screen.
 */
function LazyScreen({ route }: { route: RouteDef }) {
  const module = moduleOf(route);
  if (!module) throw new Error('A screen was drawn before its code was asked for');
  if (module.status === 'loading') throw module.promise;
  if (module.status === 'failed') throw module.error;
  return <module.Component />;
}

/** The routes of a branch drawn inside one another, outermost first. */
function drawChain(chain: readonly RouteDef[], resetKey: string, depth = 0): ReactNode {
  const route = chain[depth];
  if (!route) return null;
  const inner = depth + 1 < chain.length ? drawChain(chain, resetKey, depth + 1) : null;
  const own = route.element ?? (route.lazy ? <LazyScreen route={route} /> : <Outlet />);
  const drawn = <OutletContext.Provider value={inner}>{own}</OutletContext.Provider>;
  if (!route.errorElement) return drawn;
  return (
    <RouteErrorBoundary fallback={route.errorElement} resetKey={resetKey}>
      {drawn}
    </RouteErrorBoundary>
  );
}

/**
 * Draws the route table for the address on show, through wouter's <Switch>: the first route whose
 * whole pattern matches wins. Nothing is drawn before the first screen's code has loaded (the
 * page's stand-in header stays until then).
 */
export function RouteTree({ routes }: { routes: readonly RouteDef[] }) {
  const shown = useShown();
  const branches = useMemo(() => branchesOf(routes), [routes]);
  if (!shown) return null;
  const resetKey = shown.location.key;
  return (
    <Switch>
      {/* No keys: a key would make wouter's Switch draw each route's frame (header, footer)
          anew on every navigation between the screens that share it. */}
      {branches.map((branch) => (
        // biome-ignore lint/correctness/useJsxKeyInIterable: see above
        <Route path={branch.pattern}>{() => drawChain(branch.chain, resetKey)}</Route>
      ))}
    </Switch>
  );
}

import type { ComponentType } from 'react';
import type { RouteDef } from './route-table';

/** Where a route's screen module stands: loading, loaded (its component) or failed (its error). */
type ModuleState =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'loaded'; Component: ComponentType }
  | { status: 'failed'; error: unknown };

/** One load per route: a screen's chunk is asked for once, however often it is visited. */
const modules = new WeakMap<RouteDef, ModuleState>();

function load(route: RouteDef, lazy: NonNullable<RouteDef['lazy']>): ModuleState {
  const promise = lazy().then(
    (module) => {
      modules.set(route, { status: 'loaded', Component: module.Component });
    },
    (error: unknown) => {
      modules.set(route, { status: 'failed', error });
    },
  );
  const state: ModuleState = { status: 'loading', promise };
  modules.set(route, state);
  return state;
}

/**
 * Starts loading the modules of the routes an address draws. Returns null when all of them are
 * already there (the address can be shown at once), otherwise a promise that settles once each
 * has loaded or failed (a failure is drawn by the route's error screen, so it never rejects).
 * A module that failed is asked for again: the network may be back.
 */
export function loadModules(chain: readonly RouteDef[]): Promise<void> | null {
  const waits: Promise<void>[] = [];
  for (const route of chain) {
    if (!route.lazy) continue;
    let state = modules.get(route);
    if (!state || state.status === 'failed') state = load(route, route.lazy);
    if (state.status === 'loading') waits.push(state.promise);
  }
  return waits.length ? Promise.all(waits).then(() => undefined) : null;
}

/** What a lazy route's module gave, for drawing it; undefined while it is still loading. */
export function moduleOf(route: RouteDef): ModuleState | undefined {
  return modules.get(route);
}

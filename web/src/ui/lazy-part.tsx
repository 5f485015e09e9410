import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react';
import { isStaleCodeError, serverReachable } from '../features/layout/stale-code';

/** Where a part's code stands: loading, loaded, unreachable (no network) or failed (a bug or new code). */
type PartState<P> =
  | { status: 'loading'; promise: Promise<void> }
  | { status: 'loaded'; Component: ComponentType<P> }
  | { status: 'unreachable' }
  | { status: 'failed'; error: unknown };

export interface LazyPartOptions<P> {
  /**
   * Drawn in the part's place while its code cannot be downloaded (the network is gone); nothing
   * by default. `retry` asks for the code again; it is also asked for once the browser is online.
   */
  unreachable?: (props: P, retry: () => void) => ReactNode;
  /** Drawn while the code downloads (a placeholder holding the part's place); nothing by default. */
  loading?: ReactNode;
}

/**
 * A part of a screen whose code is downloaded the first time it is drawn (a popup, a drawer, the
 * footer), like React's `lazy` but without suspending: it draws `loading` meanwhile and itself
 * once the code has come. (Preact drew a suspended part with hooks again and again without end
 * when a Suspense above it switched to its fallback.) When the download fails because the
 * network is gone, only this part says so (or draws nothing), and it loads once the network is
 * back: the screen around it stays usable. Any other failure goes to the route's error screen,
 * which reloads the page when the shop has been updated since it opened.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: LazyPartOptions<P> = {},
): ComponentType<P> {
  let state: PartState<P> | undefined;
  const forgetUnreachable = () => {
    if (state?.status === 'unreachable') state = undefined;
  };

  const start = (): PartState<P> => {
    const promise = load().then(
      (Component) => {
        state = { status: 'loaded', Component };
      },
      async (error: unknown) => {
        // A script that cannot be fetched while the shop's server does not answer is missing
        // network, not missing code: the browser may say "online" on a Wi-Fi without internet.
        const offline = isStaleCodeError(error) && (!navigator.onLine || !(await serverReachable()));
        state = offline ? { status: 'unreachable' } : { status: 'failed', error };
        // Asked for again once the network is back, even if the part is not drawn just then
        // (a dialog that closed): the next time it opens, it loads.
        if (offline) window.addEventListener('online', forgetUnreachable, { once: true });
      },
    );
    const loading: PartState<P> = { status: 'loading', promise };
    state = loading;
    return loading;
  };

  // Made once per part, at module level by every caller (like React's lazy), never while rendering.
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called at module level
  function LazyPart(props: P) {
    const [, redraw] = useState(0);
    const current = state ?? start();
    const status = current.status;
    const retry = useCallback(() => {
      forgetUnreachable();
      redraw((n) => n + 1);
    }, []);
    useEffect(() => {
      if (current.status === 'loading') {
        // Drawn again once the code has come (or failed).
        let live = true;
        void current.promise.then(() => live && redraw((n) => n + 1));
        return () => {
          live = false;
        };
      }
      if (current.status !== 'unreachable') return;
      window.addEventListener('online', retry);
      return () => window.removeEventListener('online', retry);
    }, [current, retry]);

    if (status === 'loaded') return <current.Component {...props} />;
    if (status === 'unreachable') return <>{options.unreachable?.(props, retry) ?? null}</>;
    if (current.status === 'failed') throw current.error;
    return <>{options.loading ?? null}</>;
  }
  return LazyPart;
}

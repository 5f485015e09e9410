import type { HistorySource, ShopLocation } from './history-source';

/** How the shown address was reached: a new entry, a replaced one, or back/forward (or start-up). */
export type NavigationType = 'PUSH' | 'REPLACE' | 'POP';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keeps the page where it is scrolled (a filter changed on a listing) instead of going to the top. */
  preventScrollReset?: boolean;
}

/** The address the screens show, and how it was reached. */
export interface Shown {
  location: ShopLocation;
  action: NavigationType;
  preventScrollReset: boolean;
  /** True for the address the app opened on. */
  initial: boolean;
}

export type Navigate = (to: string | number, options?: NavigateOptions) => void;

export interface LocationStore {
  /** The address shown; null until the first screen's code has loaded. */
  shown(): Shown | null;
  subscribe(listener: () => void): () => void;
  navigate: Navigate;
  /** Called with the address being left, just before another one is shown (scroll positions). */
  onLeave(listener: (leaving: ShopLocation) => void): () => void;
}

/** Loads what an address needs; null when it is all there already. */
export type Preload = (pathname: string) => Promise<void> | null;

/**
 * The address the app shows, published only once the code of the screen it leads to has loaded:
 * until then the screen on show stays (no blank page, no spinner), as react-router's data router
 * did. A newer navigation overtakes one still loading. A new entry is written into the history
 * when its screen is ready (the address bar changes with the screen); back and forward change
 * the address bar at once and the screen follows.
 */
export function createLocationStore(history: HistorySource, preload: Preload): LocationStore {
  let shown: Shown | null = null;
  let listeners: Array<() => void> = [];
  let leaveListeners: Array<(leaving: ShopLocation) => void> = [];
  // Counts navigations: only the latest one may publish once its code has loaded.
  let latest = 0;

  const publish = (next: Shown) => {
    if (shown) for (const listener of leaveListeners) listener(shown.location);
    shown = next;
    for (const listener of listeners) listener();
  };

  /** Runs `show` once `pathname`'s code is there, unless a newer navigation came first. */
  const whenLoaded = (pathname: string, show: () => void) => {
    const ticket = ++latest;
    const pending = preload(pathname);
    if (!pending) show();
    else
      void pending.then(() => {
        if (ticket === latest) show();
      });
  };

  const first = history.read();
  whenLoaded(first.pathname, () =>
    publish({ location: history.read(), action: 'POP', preventScrollReset: false, initial: true }),
  );

  history.listen(() => {
    const moved = history.read();
    whenLoaded(moved.pathname, () =>
      publish({ location: history.read(), action: 'POP', preventScrollReset: false, initial: false }),
    );
  });

  const navigate: Navigate = (to, options = {}) => {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    const url = new URL(to, history.href());
    const href = `${url.pathname}${url.search}${url.hash}`;
    // Going to the address already shown replaces its entry rather than adding the same one again.
    const current = history.read();
    const same = href === `${current.pathname}${current.search}${current.hash}`;
    whenLoaded(url.pathname, () => {
      const replace = options.replace ?? same;
      history.write(href, options.state ?? null, replace);
      publish({
        location: history.read(),
        action: replace ? 'REPLACE' : 'PUSH',
        preventScrollReset: options.preventScrollReset ?? false,
        initial: false,
      });
    });
  };

  return {
    shown: () => shown,
    subscribe: (listener) => {
      listeners = [...listeners, listener];
      return () => {
        listeners = listeners.filter((l) => l !== listener);
      };
    },
    navigate,
    onLeave: (listener) => {
      leaveListeners = [...leaveListeners, listener];
      return () => {
        leaveListeners = leaveListeners.filter((l) => l !== listener);
      };
    },
  };
}

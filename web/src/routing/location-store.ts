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

/**
 * Asked before the app leaves the address on show (a link, navigate, back or forward). Returns
 * true to hold the navigation; `proceed` then carries it out when the staff member agrees.
 */
export type Blocker = (proceed: () => void) => boolean;

export interface LocationStore {
  /** The address shown; null until the first screen's code has loaded. */
  shown(): Shown | null;
  subscribe(listener: () => void): () => void;
  navigate: Navigate;
  /** Called with the address being left, just before another one is shown (scroll positions). */
  onLeave(listener: (leaving: ShopLocation) => void): () => void;
  /** Adds a blocker (the latest one added decides); returns its removal. */
  block(blocker: Blocker): () => void;
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
  let blockers: Blocker[] = [];
  // The history's place of the entry on show, to measure (and undo) a move back or forward.
  let shownPosition: number | null = null;
  // Set while the store itself moves the history: the move it causes is not asked about again.
  let undoing = false;
  let letThrough = false;

  const publish = (next: Shown) => {
    if (shown) for (const listener of leaveListeners) listener(shown.location);
    shown = next;
    shownPosition = history.position();
    for (const listener of listeners) listener();
  };

  /** True when the latest blocker holds the navigation that `proceed` would carry out. */
  const held = (proceed: () => void) => {
    const blocker = blockers[blockers.length - 1];
    return blocker ? blocker(proceed) : false;
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
    if (undoing) {
      undoing = false;
      return;
    }
    // Back or forward has already moved the browser: when a blocker holds the move, the history
    // is put back on the entry on show, and moved again only if the staff member agrees.
    const delta = letThrough ? null : movedBy();
    letThrough = false;
    if (delta) {
      const proceed = () => {
        letThrough = true;
        history.go(delta);
      };
      if (held(proceed)) {
        undoing = true;
        history.go(-delta);
        return;
      }
    }
    const moved = history.read();
    whenLoaded(moved.pathname, () =>
      publish({ location: history.read(), action: 'POP', preventScrollReset: false, initial: false }),
    );
  });

  /** How far back (negative) or forward the history moved from the entry on show; null if unknown. */
  const movedBy = () => {
    const now = history.position();
    return now === null || shownPosition === null ? null : now - shownPosition;
  };

  const navigate: Navigate = (to, options = {}) => {
    if (typeof to === 'number') {
      history.go(to);
      return;
    }
    // Another query on the same path (a filter, a page) stays on the screen: only leaving it is asked.
    const leaving = new URL(to, history.href()).pathname !== shown?.location.pathname;
    if (leaving && held(() => go(to, options))) return;
    go(to, options);
  };

  /** Navigates to `to` without asking the blockers. */
  const go = (to: string, options: NavigateOptions) => {
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
    block: (blocker) => {
      blockers = [...blockers, blocker];
      return () => {
        blockers = blockers.filter((b) => b !== blocker);
      };
    },
  };
}

/** An address of the shop as the screens read it, with the state the navigation carried. */
export interface ShopLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** Names this history entry: scroll positions are kept per entry under it. */
  key: string;
}

/**
 * Where addresses are kept: the browser's history, or a list in memory for tests. Both keep, per
 * entry, the state a navigation gave and a key (in history.state as `{ usr, key }`, the shape
 * react-router wrote, so entries made before the switch keep their scroll positions).
 */
export interface HistorySource {
  read(): ShopLocation;
  /** Writes a new entry (or replaces the current one) for `href`, an absolute path with its query. */
  write(href: string, state: unknown, replace: boolean): void;
  /** Moves through the history; the change is reported to `listen`. */
  go(delta: number): void;
  /** Calls back when the shopper (or go) moves to another entry; returns the unsubscribe. */
  listen(onMove: () => void): () => void;
  /** The base an address relative to the current one is read against. */
  href(): string;
  /**
   * The current entry's place in the history (0, 1, 2…), so that a move back or forward can be
   * measured and undone; null for an entry whose place is not known.
   */
  position(): number | null;
}

interface EntryState {
  usr?: unknown;
  key?: string;
  /** The entry's place in the history, counted by the app (react-router named it idx too). */
  idx?: number;
}

export const newKey = () => Math.random().toString(36).slice(2, 10);

/** The browser's history. An entry made outside the app gets a key of its own. */
export function browserHistory(): HistorySource {
  const entry = (): EntryState => (window.history.state ?? {}) as EntryState;
  if (!entry().key) window.history.replaceState({ ...entry(), key: newKey() }, '');
  if (typeof entry().idx !== 'number') window.history.replaceState({ ...entry(), idx: 0 }, '');
  const position = () => {
    const { idx } = entry();
    return typeof idx === 'number' ? idx : null;
  };
  return {
    read: () => {
      const { pathname, search, hash } = window.location;
      const { usr = null, key = 'default' } = entry();
      return { pathname, search, hash, state: usr, key };
    },
    write: (href, state, replace) => {
      const here = position() ?? 0;
      const value: EntryState = { usr: state, key: newKey(), idx: replace ? here : here + 1 };
      if (replace) window.history.replaceState(value, '', href);
      else window.history.pushState(value, '', href);
    },
    go: (delta) => window.history.go(delta),
    listen: (onMove) => {
      window.addEventListener('popstate', onMove);
      return () => window.removeEventListener('popstate', onMove);
    },
    href: () => window.location.href,
    position,
  };
}

const MEMORY_ORIGIN = 'http://memory.local';

/**
 * A history kept in memory, for tests: the entries, the current one, back and forward.
 * `go` reports the move at once, as a popstate would.
 */
export function memoryHistory(initialPath = '/', initialState: unknown = null): HistorySource {
  const toLocation = (href: string, state: unknown): ShopLocation => {
    const url = new URL(href, MEMORY_ORIGIN);
    return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: newKey() };
  };
  const entries: ShopLocation[] = [toLocation(initialPath, initialState)];
  let index = 0;
  let listeners: Array<() => void> = [];
  const current = () => entries[index]!;
  return {
    read: current,
    write: (href, state, replace) => {
      const next = toLocation(href, state);
      if (replace) entries[index] = next;
      else {
        entries.splice(index + 1, entries.length, next);
        index += 1;
      }
    },
    go: (delta) => {
      const target = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (target === index) return;
      index = target;
      for (const listener of listeners) listener();
    },
    listen: (onMove) => {
      listeners = [...listeners, onMove];
      return () => {
        listeners = listeners.filter((l) => l !== onMove);
      };
    },
    href: () => {
      const { pathname, search, hash } = current();
      return `${MEMORY_ORIGIN}${pathname}${search}${hash}`;
    },
    position: () => index,
  };
}

import { useCallback, useMemo, useRef } from 'react';
import { useRoute, useParams as useWouterParams } from 'wouter';
import type { ShopLocation } from './history-source';
import { useLocationStore, useShown } from './location-context';
import type { Navigate, NavigateOptions } from './location-store';

const NOWHERE: ShopLocation = { pathname: '/', search: '', hash: '', state: null, key: 'default' };

/** The address on show: pathname, search (with its '?'), hash, the navigation's state, entry key. */
export function useLocation(): ShopLocation {
  return useShown()?.location ?? NOWHERE;
}

/** navigate('/path?query', { replace, state, preventScrollReset }) or navigate(-1) for back. */
export function useNavigate(): Navigate {
  return useLocationStore().navigate;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The named parameters of the route on show (`:id` and the like), decoded. */
export function useParams<Key extends string = string>(): Readonly<Partial<Record<Key, string>>> {
  const raw = useWouterParams() as Record<string, string | undefined>;
  return useMemo(() => {
    const named: Record<string, string> = {};
    for (const [name, value] of Object.entries(raw)) {
      if (/^\d+$/.test(name) || value === undefined) continue;
      named[name] = decode(value);
    }
    return named as Partial<Record<Key, string>>;
  }, [raw]);
}

type SearchInit = URLSearchParams | string | Record<string, string>;
export type SetSearchParams = (
  next: SearchInit | ((current: URLSearchParams) => SearchInit),
  options?: NavigateOptions,
) => void;

/**
 * The query of the address on show, and a setter that navigates to the same path with another
 * query (a new entry unless `{ replace: true }`; a function gets the current query).
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // Several calls before the next render build on one another, as with react-router.
  const latest = useRef(params);
  latest.current = params;
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next;
      const query = new URLSearchParams(value);
      latest.current = query;
      const text = query.toString();
      navigate(`${pathname}${text ? `?${text}` : ''}`, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

/** Non-null when the address on show matches `pattern` (react-router's useMatch). */
export function useMatch(pattern: string): { params: Record<string, string | undefined> } | null {
  const [matches, params] = useRoute(pattern);
  return matches ? { params: params ?? {} } : null;
}

/**
 * Goes back one entry when the shopper came to this screen from another screen of the shop, and
 * to `fallback` when the shop opened on it (a link from a chat, a search engine or a new tab):
 * going back then would leave the shop.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const openedHere = useShown()?.initial ?? true;
  return useCallback(
    () => (openedHere ? navigate(fallback) : navigate(-1)),
    [navigate, openedHere, fallback],
  );
}

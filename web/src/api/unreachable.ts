import { useEffect } from 'react';
import { ApiError } from './client';

/** What a query shows of itself here (a react-query result has all of it). */
export interface QueryReach {
  data: unknown;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** An earlier answer shown while this one loads (keepPreviousData): not this query's answer. */
  isPlaceholderData?: boolean;
  refetch: () => unknown;
}

/** The request never reached the server (offline, or the network failed on the way). */
export const isNetworkError = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'NETWORK';

/**
 * The query has no answer because the server cannot be reached: it waits for the network
 * (paused, once the browser said it went offline), or it failed to reach the server. A request
 * still on its way is not counted, even offline: the service worker may yet answer it.
 */
export function couldNotReach(query: QueryReach): boolean {
  if (query.data !== undefined && !query.isPlaceholderData) return false;
  if (query.fetchStatus === 'paused') return true;
  return query.isError && isNetworkError(query.error);
}

/**
 * Asks again when the browser says the network is back, after `failed` (the query could not
 * reach the server). A paused query resumes by itself, but a page opened offline never saw the
 * network go, so react-query would not ask again on its own.
 */
export function useAskAgainWhenOnline(failed: boolean, refetch: () => unknown) {
  useEffect(() => {
    if (!failed) return;
    const askAgain = () => void refetch();
    window.addEventListener('online', askAgain);
    return () => window.removeEventListener('online', askAgain);
  }, [failed, refetch]);
}

/**
 * True while the query cannot get its answer because the server cannot be reached; it is asked
 * again by itself once the network is back (so the screen that said so then loads).
 */
export function useUnreachable(query: QueryReach): boolean {
  const unreachable = couldNotReach(query);
  useAskAgainWhenOnline(unreachable && query.isError, query.refetch);
  return unreachable;
}

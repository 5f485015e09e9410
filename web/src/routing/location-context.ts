import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LocationStore, Shown } from './location-store';

export const LocationStoreContext = createContext<LocationStore | null>(null);

export function useLocationStore(): LocationStore {
  const store = useContext(LocationStoreContext);
  if (!store) throw new Error('A routing hook is used outside <ShopRouter>');
  return store;
}

/** The address on show and how it was reached; null before the first screen has loaded. */
export function useShown(): Shown | null {
  const store = useLocationStore();
  return useSyncExternalStore(store.subscribe, store.shown, store.shown);
}

import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_DEAL_KEY, type KeptDeal, keptDealAtom, keptDealUsedAtom } from './chat-deal';

const NOW = Date.parse('2026-11-29T08:00:00Z');
const deal = (over: Partial<KeptDeal> = {}): KeptDeal => ({
  productId: 'p1',
  price: 27_000,
  negotiationToken: 'claims.mac',
  expiresAt: NOW + 30 * 60_000,
  ...over,
});

const stored = () => JSON.parse(localStorage.getItem(KEPT_DEAL_KEY) ?? 'null');

/** A page (a fresh store, as after a reload or in a new tab) with the kept deal on screen. */
function openPage() {
  const store = createStore();
  const unsub = store.sub(keptDealAtom, () => {});
  return { store, unsub };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('kept chat deal', () => {
  it('is saved in the browser and read back after a reload', async () => {
    const first = openPage();
    first.store.set(keptDealAtom, deal());
    expect(stored()).toEqual(deal());
    first.unsub();

    const reloaded = openPage();
    await vi.waitFor(() => expect(reloaded.store.get(keptDealAtom)).toEqual(deal()));
  });

  it('is dropped when read back after its token expired', async () => {
    localStorage.setItem(KEPT_DEAL_KEY, JSON.stringify(deal({ expiresAt: NOW + 60_000 })));
    vi.setSystemTime(NOW + 60_000);
    const { store } = openPage();
    await vi.waitFor(() => expect(localStorage.getItem(KEPT_DEAL_KEY)).toBeNull());
    expect(store.get(keptDealAtom)).toBeNull();
  });

  it('never takes what it cannot trust from storage', async () => {
    for (const bad of [
      '{not json',
      JSON.stringify({ ...deal(), price: 'cheap' }),
      JSON.stringify({ ...deal(), expiresAt: NOW + 24 * 3600_000 }),
      JSON.stringify({ productId: 'p1' }),
    ]) {
      localStorage.setItem(KEPT_DEAL_KEY, bad);
      const { store, unsub } = openPage();
      await vi.waitFor(() => expect(localStorage.getItem(KEPT_DEAL_KEY)).toBeNull());
      expect(store.get(keptDealAtom)).toBeNull();
      unsub();
    }
  });

  it('is forgotten once its token is in the cart, also when only storage still holds it', async () => {
    const { store } = openPage();
    store.set(keptDealAtom, deal());
    store.set(keptDealUsedAtom, 'another.token');
    expect(store.get(keptDealAtom)).toEqual(deal());
    store.set(keptDealUsedAtom, 'claims.mac');
    expect(store.get(keptDealAtom)).toBeNull();
    expect(localStorage.getItem(KEPT_DEAL_KEY)).toBeNull();

    // A page that never showed the deal (the chat's, after a reload) forgets it all the same.
    localStorage.setItem(KEPT_DEAL_KEY, JSON.stringify(deal()));
    createStore().set(keptDealUsedAtom, 'claims.mac');
    expect(localStorage.getItem(KEPT_DEAL_KEY)).toBeNull();
  });

  it('follows a deal kept or used in another tab', async () => {
    const { store } = openPage();
    localStorage.setItem(KEPT_DEAL_KEY, JSON.stringify(deal()));
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: KEPT_DEAL_KEY,
        newValue: JSON.stringify(deal()),
        storageArea: localStorage,
      }),
    );
    await vi.waitFor(() => expect(store.get(keptDealAtom)).toEqual(deal()));
    localStorage.removeItem(KEPT_DEAL_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', { key: KEPT_DEAL_KEY, newValue: null, storageArea: localStorage }),
    );
    await vi.waitFor(() => expect(store.get(keptDealAtom)).toBeNull());
  });
});

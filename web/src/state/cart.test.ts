import { type CartLine, newLine } from '@isoko/shared/cart/lines';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addToCartAtom,
  cartAtom,
  cartCountAtom,
  clearCartAtom,
  removeLineAtom,
  replaceCartAtom,
  updateQuantityAtom,
} from './cart';

const dress = { id: 'p1', name: 'Kitenge dress', price: 45000, sizes: ['S', 'M'], colors: ['Green'] };
const lineOf = (size: string, quantity = 1): CartLine => {
  const result = newLine(dress, { size, color: 'Green', quantity });
  if (!result.ok) throw new Error('bad line');
  return result.line;
};

/** A store with the cart mounted, as the header keeps it. */
function mountedStore() {
  const store = createStore();
  const unsub = store.sub(cartAtom, () => {});
  return { store, unsub };
}

const stored = () => JSON.parse(localStorage.getItem('cart') ?? 'null');

afterEach(() => vi.restoreAllMocks());

describe('cart state', () => {
  it('adds, merges and counts lines, and saves the storage projection', () => {
    const { store } = mountedStore();
    store.set(addToCartAtom, lineOf('S', 2));
    store.set(addToCartAtom, lineOf('S', 1));
    store.set(addToCartAtom, lineOf('M', 4));
    expect(store.get(cartCountAtom)).toBe(7);
    expect(stored()).toEqual([
      { id: 'p1', _id: 'p1', name: 'Kitenge dress', price: 45000, size: 'S', color: 'Green', quantity: 3 },
      { id: 'p1', _id: 'p1', name: 'Kitenge dress', price: 45000, size: 'M', color: 'Green', quantity: 4 },
    ]);
  });

  it('updates a quantity, removes at 0 and clears', () => {
    const { store } = mountedStore();
    store.set(addToCartAtom, lineOf('S', 2));
    store.set(addToCartAtom, lineOf('M', 1));
    store.set(updateQuantityAtom, { id: 'p1', size: 'S', color: 'Green' }, 5);
    expect(store.get(cartAtom).map((l) => l.quantity)).toEqual([5, 1]);
    store.set(updateQuantityAtom, { id: 'p1', size: 'S', color: 'Green' }, 0);
    expect(store.get(cartAtom).map((l) => l.size)).toEqual(['M']);
    store.set(removeLineAtom, { id: 'p1', size: 'M', color: 'Green' });
    expect(store.get(cartAtom)).toEqual([]);
    store.set(addToCartAtom, lineOf('M', 1));
    store.set(clearCartAtom);
    expect(stored()).toEqual([]);
  });

  it('restores a saved cart when mounted', () => {
    localStorage.setItem('cart', JSON.stringify([{ id: 'p9', name: 'Bag', price: 100, quantity: 2 }]));
    const { store } = mountedStore();
    expect(store.get(cartCountAtom)).toBe(2);
  });

  it('drops an unreadable stored cart and starts empty', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('cart', '{not json');
    const { store } = mountedStore();
    expect(store.get(cartAtom)).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();

    localStorage.setItem('cart', JSON.stringify({ items: [] }));
    const second = mountedStore();
    expect(second.store.get(cartAtom)).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('keeps id, quantity, size and colour when storage is full', () => {
    const { store } = mountedStore();
    const realSet = localStorage.setItem.bind(localStorage);
    vi.spyOn(localStorage, 'setItem').mockImplementation((key, value) => {
      if (key === 'cart' && value.includes('"name"')) throw new DOMException('full', 'QuotaExceededError');
      realSet(key, value);
    });
    store.set(addToCartAtom, lineOf('S', 2));
    expect(stored()).toEqual([{ id: 'p1', quantity: 2, size: 'S', color: 'Green' }]);
    // The page still shows the full line for this visit.
    expect(store.get(cartAtom)[0]?.name).toBe('Kitenge dress');
  });

  it('replaces the cart only with a valid list', () => {
    const { store } = mountedStore();
    store.set(replaceCartAtom, [
      { id: 'p2', name: 'Shoes', price: 10, size: '40', color: 'Black', quantity: 1 },
    ]);
    expect(store.get(cartCountAtom)).toBe(1);
    store.set(replaceCartAtom, 'nonsense');
    expect(store.get(cartAtom)).toEqual([]);
  });
});

import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { getDeviceId, newDeviceId } from './device-id';
import {
  addItem,
  addToWishlistAtom,
  clearWishlistAtom,
  hasItem,
  parseWishlist,
  removeFromWishlistAtom,
  toggleWishlistAtom,
  wishlistAtom,
  wishlistCountAtom,
} from './wishlist';

const bag = {
  id: 'b1',
  name: 'Leather bag',
  price: 30000,
  image: '/b.svg',
  category: 'Bags',
  brand: 'Isoko',
};
const shoe = { ...bag, id: 's1', name: 'Sandals' };

describe('wishlist rules', () => {
  it('ignores adding an item that is already there', () => {
    const once = addItem([], bag);
    expect(addItem(once, { ...bag, name: 'Renamed' })).toEqual(once);
    expect(once[0]).toEqual({ ...bag, _id: 'b1' });
  });

  it('reads stored items and bare ids, and refuses anything else', () => {
    expect(parseWishlist(['x1', { _id: 'x2', name: 'Hat' }])?.map((i) => i.id)).toEqual(['x1', 'x2']);
    expect(parseWishlist('x1')).toBeNull();
    expect(parseWishlist([{ name: 'no id' }])).toBeNull();
  });
});

describe('wishlist state', () => {
  it('adds, toggles, checks, counts, removes and clears, saving under "wishlist"', () => {
    const store = createStore();
    store.sub(wishlistAtom, () => {});
    store.set(addToWishlistAtom, bag);
    store.set(addToWishlistAtom, bag);
    store.set(toggleWishlistAtom, shoe);
    expect(store.get(wishlistCountAtom)).toBe(2);
    expect(hasItem(store.get(wishlistAtom), 's1')).toBe(true);
    store.set(toggleWishlistAtom, shoe);
    expect(hasItem(store.get(wishlistAtom), 's1')).toBe(false);
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([{ ...bag, _id: 'b1' }]);
    store.set(removeFromWishlistAtom, 'b1');
    expect(store.get(wishlistCountAtom)).toBe(0);
    store.set(addToWishlistAtom, bag);
    store.set(clearWishlistAtom);
    expect(JSON.parse(localStorage.getItem('wishlist') ?? 'null')).toEqual([]);
  });

  it('drops an unreadable stored wishlist', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('wishlist', '"oops"');
    const store = createStore();
    store.sub(wishlistAtom, () => {});
    expect(store.get(wishlistAtom)).toEqual([]);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });
});

describe('device id', () => {
  it('is made once as device- + timestamp + random text and kept under deviceId', () => {
    expect(newDeviceId(1700000000000, () => 0.123456789)).toMatch(/^device-1700000000000-[a-z0-9]+$/);
    const first = getDeviceId();
    expect(first).toMatch(/^device-\d+-[a-z0-9]+$/);
    expect(localStorage.getItem('deviceId')).toBe(first);
    expect(getDeviceId()).toBe(first);
  });
});

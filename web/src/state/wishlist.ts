import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { validatedStorage } from './validated-storage';

/** A guest's wishlist entry, kept in the browser under `wishlist`. */
export interface WishlistItem {
  id: string;
  _id: string;
  name: string;
  price: number;
  image: string;
  category: string;
  brand: string;
  /** The size and colour chosen on the product page when it was saved, if any: Add to Cart reuses them. */
  size?: string;
  color?: string;
}

export type WishlistInput = Omit<WishlistItem, '_id'>;

export function hasItem(items: readonly WishlistItem[], id: string): boolean {
  return items.some((item) => item.id === id);
}

/** Adding what is already there changes nothing. */
export function addItem(items: readonly WishlistItem[], item: WishlistInput): WishlistItem[] {
  if (hasItem(items, item.id)) return [...items];
  return [...items, { ...item, _id: item.id }];
}

export function removeItem(items: readonly WishlistItem[], id: string): WishlistItem[] {
  return items.filter((item) => item.id !== id);
}

export function toggleItem(items: readonly WishlistItem[], item: WishlistInput): WishlistItem[] {
  return hasItem(items, item.id) ? removeItem(items, item.id) : addItem(items, item);
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Reads a stored wishlist: a list of items (or bare ids from older clients); anything else is null. */
export function parseWishlist(value: unknown): WishlistItem[] | null {
  if (!Array.isArray(value)) return null;
  let items: WishlistItem[] = [];
  for (const entry of value) {
    if (typeof entry === 'string' && entry) {
      items = addItem(items, { id: entry, name: '', price: 0, image: '', category: '', brand: '' });
      continue;
    }
    if (typeof entry !== 'object' || entry === null) return null;
    const o = entry as Record<string, unknown>;
    const id = str(o.id) || str(o._id);
    if (!id) return null;
    const price = typeof o.price === 'number' && Number.isFinite(o.price) ? o.price : 0;
    items = addItem(items, {
      id,
      name: str(o.name),
      price,
      image: str(o.image),
      category: str(o.category),
      brand: str(o.brand),
      ...(str(o.size) ? { size: str(o.size) } : {}),
      ...(str(o.color) ? { color: str(o.color) } : {}),
    });
  }
  return items;
}

export const wishlistAtom = atomWithStorage<WishlistItem[]>(
  'wishlist',
  [],
  validatedStorage<WishlistItem[]>({ parse: parseWishlist, serialize: (items) => items }),
  { getOnInit: true },
);

export const wishlistCountAtom = atom((get) => get(wishlistAtom).length);

export const toggleWishlistAtom = atom(null, (get, set, item: WishlistInput) => {
  set(wishlistAtom, toggleItem(get(wishlistAtom), item));
});

export const addToWishlistAtom = atom(null, (get, set, item: WishlistInput) => {
  set(wishlistAtom, addItem(get(wishlistAtom), item));
});

export const removeFromWishlistAtom = atom(null, (get, set, id: string) => {
  set(wishlistAtom, removeItem(get(wishlistAtom), id));
});

export const clearWishlistAtom = atom(null, (_get, set) => {
  set(wishlistAtom, []);
});

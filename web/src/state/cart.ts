import {
  addLine,
  type CartLine,
  cartCount,
  parseStoredCart,
  removeLine,
  replaceCart,
  toQuotaLine,
  toStoredLine,
  updateQuantity,
} from '@isoko/shared/cart/lines';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { validatedStorage } from './validated-storage';

export type { CartLine };

type LineRef = Pick<CartLine, 'id' | 'size' | 'color'>;

/**
 * The cart lives in the browser under `cart` and is saved on every change with the
 * storage projection; a full storage keeps the smaller quota projection. An unreadable stored
 * cart is dropped. The server prices the cart again at checkout.
 */
export const cartAtom = atomWithStorage<CartLine[]>(
  'cart',
  [],
  validatedStorage<CartLine[]>({
    parse: parseStoredCart,
    serialize: (lines) => lines.map(toStoredLine),
    fallback: (lines) => lines.map(toQuotaLine),
  }),
  { getOnInit: true },
);

/** Sum of quantities: what the header's badge shows. */
export const cartCountAtom = atom((get) => cartCount(get(cartAtom)));

/** Adds a line (build it with `newLine`); the same id + size + colour adds up. */
export const addToCartAtom = atom(null, (get, set, line: CartLine) => {
  set(cartAtom, addLine(get(cartAtom), line));
});

/** A quantity of 0 or less removes the line. */
export const updateQuantityAtom = atom(null, (get, set, target: LineRef, quantity: number) => {
  set(cartAtom, updateQuantity(get(cartAtom), target, quantity));
});

export const removeLineAtom = atom(null, (get, set, target: LineRef) => {
  set(cartAtom, removeLine(get(cartAtom), target));
});

/** Empties the cart after a successful order. */
export const clearCartAtom = atom(null, (_get, set) => {
  set(cartAtom, []);
});

/** Replaces the whole cart; anything but a valid list of lines gives an empty cart. */
export const replaceCartAtom = atom(null, (_get, set, value: unknown) => {
  set(cartAtom, replaceCart(value));
});

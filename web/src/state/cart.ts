import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

export interface CartLine {
  id: string;
  name: string;
  price: number;
  mainImage?: string;
  size?: string;
  color?: string;
  quantity: number;
}

/** The cart lives in the browser (key `cart`); the server reprices it at checkout. */
export const cartAtom = atomWithStorage<CartLine[]>('cart', []);

export const cartCountAtom = atom((get) => get(cartAtom).reduce((sum, line) => sum + line.quantity, 0));

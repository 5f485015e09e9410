import { atom } from 'jotai';

/**
 * A price agreed in the floating assistant for a product with size or colour choices, waiting
 * for the shopper to choose on the product page: its "Add to cart" then puts that choice in the
 * cart at the agreed price with the deal's signed token (the token of a chat deal buys any
 * variant of the product).
 */
export interface KeptDeal {
  productId: string;
  price: number;
  negotiationToken: string;
}
export const keptDealAtom = atom<KeptDeal | null>(null);

/**
 * The size and colour chosen on the product page now shown, so a deal closed in the assistant
 * over that product goes into the cart in that choice without asking again.
 */
export interface PageChoice {
  productId: string;
  variantId: string;
}
export const pageChoiceAtom = atom<PageChoice | null>(null);

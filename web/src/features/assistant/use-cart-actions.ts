import { type CartLine, newLine } from '@isoko/shared/cart/lines';
import type { ProductDto, VariantDto } from '@isoko/shared/catalog/schema';
import { keptDealExpiry } from '@isoko/shared/negotiation/deal-validity';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { addToCartAtom } from '../../state/cart';
import { keptDealAtom, pageChoiceAtom } from '../../state/chat-deal';
import { shownPrice } from '../../ui/shown-price';
import { productQuery, trackProduct } from '../catalog/queries';
import { usePutDealInCart } from '../negotiation/use-put-deal-in-cart';
import type { AddToCartAction } from './queries';

/** What came of putting a product in the cart from the chat. */
export type CartOutcome =
  | { kind: 'added'; name: string; price: number }
  | { kind: 'choose'; productId: string }
  /** A deal on a product with size or colour choices: its page opens with the agreed price kept. */
  | { kind: 'chooseDeal'; productId: string; price: number }
  | { kind: 'unavailable' };

/** The one variant to buy without asking: the product has no size or colour choice left to make. */
function onlyVariant(product: ProductDto): VariantDto | null | undefined {
  const inStock = product.variants.filter((v) => v.stockQuantity > 0);
  if (product.variants.length === 0) return null;
  return inStock.length === 1 ? inStock[0] : undefined;
}

function lineOf(
  product: ProductDto,
  variant: VariantDto | null,
  price: number,
  quantity = 1,
): CartLine | null {
  const made = newLine(
    {
      id: product.id,
      name: product.name,
      ...(product.names ? { names: product.names } : {}),
      price,
      mainImage: product.mainImage,
      sizes: product.sizes,
      colors: product.colors,
    },
    { size: variant?.size ?? null, color: variant?.color ?? null, quantity },
  );
  return made.ok ? made.line : null;
}

/**
 * Cart moves the assistant makes: a product card's "Add to cart" (when the product needs a size
 * or colour choice, the shopper is sent to choose it), and the server's `add_to_cart` actions,
 * which may carry an agreed price with its negotiation token. Products are read through the
 * catalogue's query, so the server's price and stock decide. Every add is tracked (add_to_cart)
 * once, as the product page's are.
 */
export function useCartActions() {
  const client = useQueryClient();
  const add = useSetAtom(addToCartAtom);
  const putDealInCart = usePutDealInCart();
  const setKeptDeal = useSetAtom(keptDealAtom);
  const pageChoice = useAtomValue(pageChoiceAtom);

  const addProduct = useCallback(
    async (productId: string): Promise<CartOutcome> => {
      const product = await client.fetchQuery(productQuery(productId));
      if (!product?.inStock) return { kind: 'unavailable' };
      const variant = onlyVariant(product);
      if (variant === undefined) return { kind: 'choose', productId: product.id };
      const price = shownPrice(product, Date.now(), variant?.price ?? product.price).price;
      const line = lineOf(product, variant, price);
      if (!line) return { kind: 'choose', productId: product.id };
      add(line);
      trackProduct('add_to_cart', { ...product, price }, line.quantity);
      return { kind: 'added', name: product.name, price };
    },
    [client, add],
  );

  const runAction = useCallback(
    async (action: AddToCartAction): Promise<CartOutcome> => {
      if (!action.variantId && !action.negotiationToken) return addProduct(action.productId);
      const product = await client.fetchQuery(productQuery(action.productId));
      if (!product) return { kind: 'unavailable' };
      // A deal with no variant named takes the one chosen on this product's page, if any.
      const chosenOnPage =
        action.negotiationToken && pageChoice?.productId === product.id ? pageChoice.variantId : undefined;
      const variantId = action.variantId ?? chosenOnPage;
      // undefined: a size or colour is still to be chosen; null: the product has no variants.
      const variant = variantId ? product.variants.find((v) => v.id === variantId) : onlyVariant(product);
      if (variant === undefined) {
        if (!action.negotiationToken || action.price === undefined)
          return { kind: 'choose', productId: product.id };
        // The shopper still has to choose: the product page keeps the deal for its "Add to cart",
        // across reloads until the token expires.
        setKeptDeal({
          productId: product.id,
          price: action.price,
          negotiationToken: action.negotiationToken,
          expiresAt: keptDealExpiry(action.negotiationToken, Date.now()),
          // A deal for several items ("20000 for two") puts them all in, as when no choice is left.
          ...(action.quantity && action.quantity > 1 ? { quantity: action.quantity } : {}),
        });
        return { kind: 'chooseDeal', productId: product.id, price: action.price };
      }
      const price = action.price ?? shownPrice(product, Date.now(), variant?.price ?? product.price).price;
      // A deal bargained for several items ("20000 for two") puts them all in, at one item's price.
      const line = lineOf(product, variant, price, action.quantity);
      if (!line) return { kind: 'choose', productId: product.id };
      // A token covers only the units bargained for: it replaces that line instead of adding to it
      // (and is counted as an add to the cart there).
      if (action.negotiationToken) putDealInCart(product, line, price, action.negotiationToken);
      else {
        add(line);
        // Counted once, like any add to the cart (the staff funnel), at the price it went in at.
        trackProduct('add_to_cart', { ...product, price }, line.quantity);
      }
      return { kind: 'added', name: product.name, price };
    },
    [client, add, putDealInCart, addProduct, setKeptDeal, pageChoice],
  );

  return { addProduct, runAction };
}

import { type NewLineResult, newLine } from '@isoko/shared/cart/lines';
import type { ProductDto } from '@isoko/shared/catalog/schema';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { addToCartAtom } from '../../state/cart';
import { colourImage } from './colour-image';
import type { Choice } from './product-selection';
import { trackProduct } from './queries';

type Cartable = Pick<ProductDto, 'id' | 'name' | 'mainImage' | 'sizes' | 'colors'> &
  Partial<Pick<ProductDto, 'variants' | 'images' | 'names'>>;

/** The cart line for a product, a choice, a quantity and the unit price shown. */
export function lineFor(product: Cartable, choice: Choice, quantity = 1, price = 0): NewLineResult {
  return newLine(
    {
      id: product.id,
      name: product.name,
      // Every language's name, so the line follows the language the shopper reads the cart in.
      ...(product.names ? { names: product.names } : {}),
      price,
      // The line shows the chosen colour's picture, as the product page did.
      mainImage:
        (product.variants && product.images
          ? colourImage({ ...product, variants: product.variants, images: product.images }, choice.color)
          : null) ?? product.mainImage,
      sizes: product.sizes,
      colors: product.colors,
    },
    { size: choice.size, color: choice.color, quantity },
  );
}

/** Puts a chosen variant in the cart at the price shown and tells the server (add_to_cart). */
export function useAddToCart() {
  const add = useSetAtom(addToCartAtom);
  return useCallback(
    (product: ProductDto, choice: Choice, quantity: number, price: number) => {
      const result = lineFor(product, choice, quantity, price);
      if (!result.ok) return false;
      add(result.line);
      trackProduct('add_to_cart', product, result.line.quantity);
      return true;
    },
    [add],
  );
}

import { type CartLine, sameLine } from '@isoko/shared/cart/lines';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { cartAtom } from '../../state/cart';

/**
 * Puts an accepted deal in the cart: the chosen line at the agreed unit price with its token.
 * It replaces a line of the same size and colour instead of adding to it, because the token
 * covers only the units bargained for and would not be honoured for more.
 */
export function usePutDealInCart() {
  const setCart = useSetAtom(cartAtom);
  return useCallback(
    (line: CartLine, price: number, token: string) => {
      const deal: CartLine = { ...line, price, negotiationToken: token };
      setCart((lines) => [...lines.filter((l) => !sameLine(l, deal)), deal]);
    },
    [setCart],
  );
}

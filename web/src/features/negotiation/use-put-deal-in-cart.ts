import { type CartLine, sameLine } from '@isoko/shared/cart/lines';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { cartAtom } from '../../state/cart';
import { keptDealUsedAtom } from '../../state/chat-deal';
import { type Trackable, trackProduct } from '../catalog/queries';

/**
 * Puts an accepted deal in the cart: the chosen line at the agreed unit price with its token.
 * It replaces a line of the same size and colour instead of adding to it, because the token
 * covers only the units bargained for and would not be honoured for more. A deal kept for the
 * product page with that token is used now, so it is forgotten. Like any add to the cart, it is
 * tracked (add_to_cart, at the agreed price), so the staff funnel counts it.
 */
export function usePutDealInCart() {
  const setCart = useSetAtom(cartAtom);
  const dealUsed = useSetAtom(keptDealUsedAtom);
  return useCallback(
    (product: Trackable, line: CartLine, price: number, token: string) => {
      const deal: CartLine = { ...line, price, negotiationToken: token };
      setCart((lines) => [...lines.filter((l) => !sameLine(l, deal)), deal]);
      dealUsed(token);
      trackProduct('add_to_cart', { ...product, price }, deal.quantity);
    },
    [setCart, dealUsed],
  );
}

import { CartView } from '../features/cart/cart-view';
import { useClaimGuestDeals } from '../features/negotiation/use-claim-guest-deals';

/** /cart: the shopper's lines, repriced by the server, with the coupon box and the way to checkout. */
export function Component() {
  // A guest's deals follow them once they are signed in.
  useClaimGuestDeals();
  return <CartView />;
}

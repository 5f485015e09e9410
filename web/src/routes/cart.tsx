import { CartView } from '../features/cart/cart-view';
import { useKnownDistrict } from '../features/checkout/delivery-district';
import { useClaimGuestDeals } from '../features/negotiation/use-claim-guest-deals';

/** /cart: the shopper's lines, repriced by the server, with the coupon box and the way to checkout. */
export function Component() {
  // A guest's deals follow them once they are signed in.
  useClaimGuestDeals();
  // Where checkout will suggest delivering, so the free-delivery hint is true for this shopper.
  const district = useKnownDistrict();
  return <CartView district={district} />;
}

import { CartView } from '../features/cart/cart-view';

/** /cart: the shopper's lines, repriced by the server, with the coupon box and the way to checkout. */
export function Component() {
  return <CartView />;
}

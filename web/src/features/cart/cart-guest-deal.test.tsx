import type { CartLine } from '@isoko/shared/cart/lines';
import type { PriceCartBody, PricedCart, PricedCartLine } from '@isoko/shared/cart/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Component as CartScreen } from '../../routes/cart';
import { cartAtom } from '../../state/cart';
import { type FakeCall, fakeApi } from '../../test/fake-api';
import { renderRoutes, withSession } from '../../test/render';

/** A deal a guest accepted in the widget: the cart keeps the agreed price and its token. */
const dealLine: CartLine = {
  id: 'p-dress',
  name: 'Kitenge Dress',
  price: 17_700,
  size: 'M',
  color: 'Blue',
  quantity: 1,
  negotiationToken: 'claims.mac',
};

/** The server's answer for a token it does not honour (for `reason`): the regular price, 18,200. */
function pricedAt18200(reason: string) {
  return (call: FakeCall) => {
    const item = (call.body as PriceCartBody).items[0]!;
    const line: PricedCartLine = {
      index: 0,
      productId: item.productId,
      variantId: 'v-dress-m',
      name: 'Kitenge Dress',
      slug: 'p-dress',
      sku: 'SKU',
      image: null,
      size: 'M',
      color: 'Blue',
      quantity: 1,
      unitPrice: 18_200,
      listPrice: 18_200,
      originalPrice: null,
      lineTotal: 18_200,
      available: 5,
      flashDeal: false,
      negotiated: false,
      freeShipping: false,
      problems: [
        { code: 'NEGOTIATION_TOKEN_INVALID', reason },
        { code: 'PRICE_CHANGED', previousPrice: 17_700, price: 18_200 },
      ],
    };
    const cart: PricedCart = {
      lines: [line],
      itemCount: 1,
      subtotal: 18_200,
      discount: 0,
      shippingFee: 2000,
      isFreeShipping: false,
      shippingReason: 'unknown_district',
      total: 20_200,
      coupon: null,
      canCheckout: true,
    };
    return { body: { success: true, data: cart } };
  };
}

const routes = [
  { path: '/cart', element: <CartScreen /> },
  { path: '/login', element: <p>sign-in page</p> },
];

function guestCart() {
  const store = withSession(createStore(), null);
  store.set(cartAtom, [dealLine]);
  return store;
}

describe('a guest’s negotiated price in the cart', () => {
  it('says to sign in to keep it, with a link back to the cart, and not that the price is lost', async () => {
    fakeApi({ 'POST /api/cart/price': pricedAt18200('sign_in') });
    const { router } = await renderRoutes(routes, '/cart', guestCart());
    const [line] = await screen.findAllByTestId('cart-line');
    const notice = await within(line!).findByTestId('deal-needs-sign-in');
    expect(notice).toHaveTextContent(
      'Sign in to keep your negotiated price of 17,700 RWF; until then the regular price shows.',
    );
    expect(within(line!).queryByText(/can no longer be used/)).not.toBeInTheDocument();
    expect(within(line!).queryByTestId('price-changed')).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?from=/cart');
  });

  it('still says a spent or expired negotiated price is lost, with the price change', async () => {
    fakeApi({ 'POST /api/cart/price': pricedAt18200('expired') });
    await renderRoutes(routes, '/cart', guestCart());
    const [line] = await screen.findAllByTestId('cart-line');
    expect(
      await within(line!).findByText(
        'Your negotiated price can no longer be used: the regular price applies.',
      ),
    ).toBeInTheDocument();
    expect(within(line!).getByTestId('price-changed')).toHaveTextContent(
      'Price changed: 17,700 RWF → 18,200 RWF',
    );
    expect(within(line!).queryByTestId('deal-needs-sign-in')).not.toBeInTheDocument();
  });
});

describe('a negotiated price on a line with more units than the deal', () => {
  it('says the agreed price covers fewer items, not that it is lost, and goes back to 1 item to keep it', async () => {
    const calls = fakeApi({ 'POST /api/cart/price': pricedAt18200('quantity') });
    const store = withSession(createStore(), {
      id: 'c1',
      firstName: 'Aline',
      phone: '+250788123456',
      email: null,
    });
    store.set(cartAtom, [{ ...dealLine, quantity: 3 }]);
    await renderRoutes(routes, '/cart', store);
    const [line] = await screen.findAllByTestId('cart-line');
    const notice = await within(line!).findByTestId('deal-quantity');
    expect(notice).toHaveTextContent(
      'Your agreed price of 17,700 RWF covers fewer items than this, so at this quantity all of them are at the regular price. Lower the quantity to keep your price.',
    );
    expect(within(line!).queryByText(/can no longer be used/)).not.toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Back to 1 item at 17,700 RWF' }));
    expect(store.get(cartAtom)[0]).toMatchObject({ quantity: 1, negotiationToken: 'claims.mac' });
    expect(calls.length).toBeGreaterThan(0);
  });
});

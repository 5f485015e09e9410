import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Component as CartScreen } from '../../routes/cart';
import { cartAtom } from '../../state/cart';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, withSession } from '../../test/render';
import { dealLine, pricedDealCart, tokenRefused } from './cart-fixtures';

/** A deal a guest accepted in the widget: the cart keeps the agreed price and its token. */
const guestDeal = dealLine('claims.mac');

/** The server's answer for a token it does not honour (for `reason`): the regular price, 18,200. */
const pricedAt18200 = (reason: string) => () => ({
  body: { success: true, data: pricedDealCart(tokenRefused(reason)) },
});

const routes = [
  { path: '/cart', element: <CartScreen /> },
  { path: '/login', element: <p>sign-in page</p> },
];

function guestCart() {
  const store = withSession(createStore(), null);
  store.set(cartAtom, [guestDeal]);
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
    store.set(cartAtom, [{ ...guestDeal, quantity: 3 }]);
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

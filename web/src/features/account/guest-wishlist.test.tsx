import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { wishlistAtom } from '../../state/wishlist';
import { fakeApi } from '../../test/fake-api';
import { networkGone } from '../../test/network';
import { renderRoutes, withSession } from '../../test/render';
import { ok, productFixture } from '../catalog/catalog-fixtures';

const slow = { timeout: 5000 };

/** A heart tapped by a guest: what the browser keeps of the product. */
const saved = {
  id: 'p1',
  _id: 'p1',
  name: 'Kitenge Wrap Dress',
  price: 28_000,
  image: '/media/catalog/dress-green-0.svg',
  category: 'Dresses',
  brand: 'Isoko',
};

function guestWith(items: (typeof saved)[]) {
  const store = withSession(createStore(), null);
  store.set(wishlistAtom, items);
  return store;
}

afterEach(() => vi.unstubAllGlobals());

describe('a guest’s wishlist', () => {
  it('opens at /account?tab=wishlist without signing in, with the catalogue’s product, and Remove empties it', async () => {
    const calls = fakeApi({
      'GET /api/products/p1': () => ok({ data: productFixture({ id: 'p1', name: 'Kitenge Wrap Dress' }) }),
    });
    const store = guestWith([saved]);
    const { router } = await renderRoutes(routes, '/account?tab=wishlist', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Wishlist' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Kitenge Wrap Dress' })).toBeInTheDocument();
    // The price of the catalogue now, not the one kept when the heart was tapped.
    expect(main.getByText('30,000 RWF')).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/customers'))).toBe(false);

    await userEvent.click(main.getByRole('button', { name: 'Remove Kitenge Wrap Dress from the wishlist' }));
    expect(main.getByText('Your wishlist is empty.')).toBeInTheDocument();
    expect(store.get(wishlistAtom)).toEqual([]);
  }, 15_000);

  it('opens offline from what the browser kept', async () => {
    networkGone({ announced: true });
    await renderRoutes(routes, '/account?tab=wishlist', guestWith([saved]));
    const main = within(await screen.findByRole('main', undefined, slow));
    expect(await main.findByRole('link', { name: 'Kitenge Wrap Dress' }, slow)).toBeInTheDocument();
    expect(main.getByText('28,000 RWF')).toBeInTheDocument();
  });

  it('says it is empty when nothing was saved', async () => {
    fakeApi({});
    await renderRoutes(routes, '/account?tab=wishlist', guestWith([]));
    expect(await screen.findByText('Your wishlist is empty.', undefined, slow)).toBeInTheDocument();
  });
});

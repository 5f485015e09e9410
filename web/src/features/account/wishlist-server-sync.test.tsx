import type { WishlistItemDto } from '@isoko/shared/customers/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { addItem, wishlistAtom } from '../../state/wishlist';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, withSession } from '../../test/render';
import { WishlistButton } from '../../ui/wishlist-button';
import { WishlistServerSync } from './wishlist-server-sync';
import { WishlistTab } from './wishlist-tab';

const dress = {
  id: '5f0c7f5e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
  name: 'Kitenge dress',
  price: 30_000,
  image: '/media/catalog/dress-red-0.svg',
  category: "Women's Fashion",
  brand: 'Inzozi',
};
const shopper = { id: 'c1', firstName: 'Aline', phone: '+250788123456' };
const saved = { body: { success: true, data: { items: [] } } };

function serverApi() {
  return fakeApi({
    'POST /api/customers/me/wishlist': () => saved,
    [`DELETE /api/customers/me/wishlist/${dress.id}`]: () => saved,
  });
}

const heartPage = [
  {
    path: '/',
    element: (
      <>
        <WishlistButton item={dress} />
        <WishlistServerSync />
      </>
    ),
  },
];
const heart = () => screen.findByRole('button', { name: /Kitenge dress/ }, { timeout: 3000 });

describe('a signed-in customer’s hearts', () => {
  it('are saved to and taken off their account as they tap them', async () => {
    const calls = serverApi();
    await renderRoutes(heartPage, '/', withSession(createStore(), shopper));
    await userEvent.click(await heart());
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/api/customers/me/wishlist',
          body: { productId: dress.id },
        }),
      ),
    );
    await userEvent.click(await heart());
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'DELETE', path: `/api/customers/me/wishlist/${dress.id}` }),
      ),
    );
  });

  it('stay in the browser for a guest', async () => {
    const calls = serverApi();
    const { store } = await renderRoutes(heartPage, '/', withSession(createStore(), null));
    await userEvent.click(await heart());
    expect(store.get(wishlistAtom).map((i) => i.id)).toEqual([dress.id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.path.startsWith('/api/customers/me/wishlist'))).toEqual([]);
  });

  it('lose their heart on every page when removed from the account’s wishlist', async () => {
    serverApi();
    const store = withSession(createStore(), shopper);
    store.set(wishlistAtom, addItem([], dress));
    const item: WishlistItemDto = {
      productId: dress.id,
      addedAt: '2026-11-01T10:00:00.000Z',
      product: {
        id: dress.id,
        slug: 'kitenge-dress',
        name: dress.name,
        price: dress.price,
        originalPrice: null,
        mainImage: dress.image,
        inStock: true,
      },
    };
    await renderRoutes([{ path: '/', element: <WishlistTab items={[item]} /> }], '/', store);
    await userEvent.click(
      await screen.findByRole('button', { name: /Remove Kitenge dress/ }, { timeout: 3000 }),
    );
    await waitFor(() => expect(store.get(wishlistAtom)).toEqual([]));
  });
});

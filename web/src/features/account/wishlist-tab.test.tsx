import type { WishlistItemDto } from '@isoko/shared/customers/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cartAtom } from '../../state/cart';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { WishlistTab } from './wishlist-tab';

const names = { en: 'Kitenge Wrap Dress', fr: 'Robe portefeuille en kitenge' };
const item: WishlistItemDto = {
  productId: 'p1',
  addedAt: '2026-01-03T10:00:00.000Z',
  product: {
    id: 'p1',
    slug: 'kitenge-wrap-dress',
    name: 'Kitenge Wrap Dress',
    names,
    price: 30_000,
    originalPrice: null,
    mainImage: '',
    inStock: true,
  },
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the account wishlist', () => {
  it('names each product in the language read now, and puts it in the cart with its names', async () => {
    fakeApi({
      'DELETE /api/customers/me/wishlist/p1': () => ({ body: { success: true, data: { items: [] } } }),
    });
    const { store } = await renderRoutes(
      [{ path: '/account', element: <WishlistTab items={[item]} /> }],
      '/account',
    );
    expect(await screen.findByRole('link', { name: 'Kitenge Wrap Dress' })).toHaveAttribute(
      'href',
      '/product/p1',
    );
    await i18next.changeLanguage('fr');
    expect(await screen.findByRole('link', { name: 'Robe portefeuille en kitenge' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Retirer Robe portefeuille en kitenge des favoris' }),
    ).toBeInTheDocument();
    // No Kinyarwanda name: the product's own.
    await i18next.changeLanguage('rw');
    expect(await screen.findByRole('link', { name: 'Kitenge Wrap Dress' })).toBeInTheDocument();

    await i18next.changeLanguage('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(store.get(cartAtom)).toHaveLength(1));
    expect(store.get(cartAtom)[0]).toMatchObject({
      id: 'p1',
      name: 'Kitenge Wrap Dress',
      names,
      quantity: 1,
    });
  });

  it('shows and carts a product in a running flash deal at its deal price, with the struck price', async () => {
    fakeApi({
      'DELETE /api/customers/me/wishlist/p1': () => ({ body: { success: true, data: { items: [] } } }),
    });
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const inDeal = { ...item, product: { ...item.product, flashDeal: { dealPrice: 24_000, endsAt } } };
    const { store } = await renderRoutes(
      [{ path: '/account', element: <WishlistTab items={[inDeal]} /> }],
      '/account',
    );
    const tile = (await screen.findByRole('link', { name: 'Kitenge Wrap Dress' })).closest('li')!;
    expect(tile.querySelector('.price-now')).toHaveTextContent('24,000 RWF');
    expect(tile.querySelector('.price-was')).toHaveTextContent('30,000 RWF');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(store.get(cartAtom)).toHaveLength(1));
    expect(store.get(cartAtom)[0]).toMatchObject({ id: 'p1', price: 24_000 });
  });
});

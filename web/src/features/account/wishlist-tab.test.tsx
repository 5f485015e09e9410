import type { WishlistItemDto } from '@isoko/shared/customers/schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../router';
import { cartAtom } from '../../state/cart';
import { wishlistAtom } from '../../state/wishlist';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ok, productFixture } from '../catalog/catalog-fixtures';
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

/** The product as its page reads it: one variant, no size or colour to choose. */
const plain = (over = {}) =>
  productFixture({
    id: 'p1',
    name: 'Kitenge Wrap Dress',
    names,
    sizes: [],
    colors: [],
    availableColors: [],
    variants: [{ id: 'v1', sku: 'SKU-1', size: null, color: null, price: 30_000, stockQuantity: 4 }],
    ...over,
  });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

describe('the account wishlist', () => {
  it('names each product in the language read now, and puts it in the cart with its names', async () => {
    fakeApi({
      'GET /api/products/p1': () => ok({ data: plain() }),
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
    fakeApi({
      'GET /api/products/p1': () => ok({ data: plain({ flashDeal: { dealPrice: 24_000, endsAt } }) }),
      'DELETE /api/customers/me/wishlist/p1': () => ({ body: { success: true, data: { items: [] } } }),
    });
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

  it('writes the prices as the language read now groups them, switching with it', async () => {
    fakeApi({});
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    const inDeal = { ...item, product: { ...item.product, flashDeal: { dealPrice: 24_400, endsAt } } };
    await renderRoutes([{ path: '/account', element: <WishlistTab items={[inDeal]} /> }], '/account');
    const tile = (await screen.findByRole('link', { name: 'Kitenge Wrap Dress' })).closest('li')!;
    expect(tile.querySelector('.price-now')?.textContent).toBe('24,400 RWF');

    await i18next.changeLanguage('fr');
    // French groups with a narrow no-break space (U+202F), as Intl.NumberFormat('fr') does.
    await waitFor(() => expect(tile.querySelector('.price-now')?.textContent).toBe('24\u202f400 RWF'));
    expect(tile.querySelector('.price-was')?.textContent).toContain('30\u202f000 RWF');

    await i18next.changeLanguage('rw');
    await waitFor(() => expect(tile.querySelector('.price-now')?.textContent).toBe('24.400 RWF'));
    expect(tile.querySelector('.price-was')?.textContent).toContain('30.000 RWF');
  });

  it('carts a product with sizes and colours in the size and colour saved with it, then drops the entry', async () => {
    const calls = fakeApi({
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'DELETE /api/customers/me/wishlist/p1': () => ({ body: { success: true, data: { items: [] } } }),
    });
    const store = createStore();
    store.set(wishlistAtom, [
      {
        id: 'p1',
        _id: 'p1',
        name: 'Kitenge Wrap Dress',
        price: 30_000,
        image: '',
        category: '',
        brand: '',
        size: 'M',
        color: 'Gold',
      },
    ]);
    await renderRoutes([{ path: '/account', element: <WishlistTab items={[item]} /> }], '/account', store);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(store.get(cartAtom)).toHaveLength(1));
    expect(store.get(cartAtom)[0]).toMatchObject({ id: 'p1', size: 'M', color: 'Gold', price: 32_000 });
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it("opens a product's page from its name or picture with the size and colour saved with it chosen", async () => {
    fakeApi({
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    const store = createStore();
    store.set(wishlistAtom, [
      {
        id: 'p1',
        _id: 'p1',
        name: '',
        price: 0,
        image: '',
        category: '',
        brand: '',
        size: 'M',
        color: 'Gold',
      },
    ]);
    const { router } = await renderRoutes(
      [{ path: '/wishlist', element: <WishlistTab items={[item]} /> }, ...routes],
      '/wishlist',
      store,
    );
    const link = await screen.findByRole('link', { name: 'Kitenge Wrap Dress' });
    expect(link).toHaveAttribute('href', '/product/p1?size=M&color=Gold');
    await userEvent.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, { timeout: 5000 });
    expect(router.state.location.search).toBe('?size=M&color=Gold');
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the product page to choose when no size and colour were saved, and keeps the entry', async () => {
    const calls = fakeApi({
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'DELETE /api/customers/me/wishlist/p1': () => ({ body: { success: true, data: { items: [] } } }),
    });
    const { store, router } = await renderRoutes(
      [
        { path: '/account', element: <WishlistTab items={[item]} /> },
        { path: '/product/:id', element: <p>product page</p> },
      ],
      '/account',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('product page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p1');
    expect(store.get(cartAtom)).toHaveLength(0);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('opens the product page when the saved size and colour are sold out', async () => {
    const calls = fakeApi({
      'GET /api/products/p1': () => ok({ data: productFixture() }),
    });
    const store = createStore();
    store.set(wishlistAtom, [
      {
        id: 'p1',
        _id: 'p1',
        name: '',
        price: 0,
        image: '',
        category: '',
        brand: '',
        size: 'L',
        color: 'Gold',
      },
    ]);
    const { router } = await renderRoutes(
      [
        { path: '/account', element: <WishlistTab items={[item]} /> },
        { path: '/product/:id', element: <p>product page</p> },
      ],
      '/account',
      store,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('product page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product/p1');
    expect(store.get(cartAtom)).toHaveLength(0);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});

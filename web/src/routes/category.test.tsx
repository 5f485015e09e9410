import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '../test/fake-api';
import { networkBack, networkGone } from '../test/network';
import { renderRoutes } from '../test/render';
import { Component as CategoryScreen } from './category';

const routes = [
  { path: '/category/:slug', element: <CategoryScreen /> },
  { path: '/shop', element: <p>shop page</p> },
];

const tree = {
  success: true,
  categories: [
    { id: 'c1', name: 'Dresses', slug: 'dresses', productCount: 4, subcategories: [] },
    { id: 'c2', name: 'Suits', slug: 'suits', productCount: 2, subcategories: [] },
  ],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
  document.title = '';
});

describe('an unknown category address', () => {
  it('says the category is not found, with the shop and the categories there are, not the whole shop', async () => {
    const calls = fakeApi({
      'GET /api/categories/no-such-cat': () =>
        apiFailure(404, 'CATEGORY_NOT_FOUND', 'Category not found: no-such-cat'),
      'GET /api/categories/hierarchical/all': () => ({ body: tree }),
    });
    const { router } = await renderRoutes(routes, '/category/no-such-cat');
    expect(await screen.findByRole('heading', { name: 'Category not found', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/no-such-cat');
    expect(screen.getByRole('link', { name: 'Browse the whole shop' })).toHaveAttribute('href', '/shop');
    const list = await screen.findByRole('navigation', { name: 'Our categories' });
    expect(within(list).getByRole('link', { name: 'Dresses' })).toHaveAttribute('href', '/category/dresses');
    expect(within(list).getByRole('link', { name: 'Suits' })).toHaveAttribute('href', '/category/suits');
    await waitFor(() => expect(document.title).toBe('Category not found | Isoko'));
    // No products were asked for: the shop's listing is not shown under another name.
    expect(calls.some((c) => c.path.startsWith('/api/products'))).toBe(false);
  });

  it('says not found for an address the API cannot read (a NUL character), not that loading failed', async () => {
    fakeApi({
      'GET /api/categories/%00': () =>
        apiFailure(400, 'VALIDATION_FAILED', 'Invalid params.idOrSlug: Text may not contain NUL characters'),
      'GET /api/categories/hierarchical/all': () => ({ body: tree }),
    });
    await renderRoutes(routes, '/category/%00');
    expect(await screen.findByRole('heading', { name: 'Category not found', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/not valid/)).not.toBeInTheDocument();
  });

  it('says so in the shopper’s language', async () => {
    fakeApi({
      'GET /api/categories/no-such-cat': () => apiFailure(404, 'CATEGORY_NOT_FOUND', 'Category not found'),
      'GET /api/categories/hierarchical/all': () => ({ body: tree }),
    });
    await renderRoutes(routes, '/category/no-such-cat');
    await i18next.changeLanguage('rw');
    expect(
      await screen.findByRole('heading', { name: 'Icyiciro ntikibonetse', level: 1 }),
    ).toBeInTheDocument();
  });
});

describe('a category never opened, without a network', () => {
  it('says it was not saved for offline use, with Retry and the shop, and opens once the network is back', async () => {
    networkGone({ announced: true });
    await renderRoutes(routes, '/category/dresses', undefined, { retry: 1 });
    expect(
      await screen.findByText('This page was not saved for offline use.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');

    fakeApi({
      'GET /api/categories/dresses': () => ({
        body: { success: true, category: { ...tree.categories[0], description: null, parent: null } },
      }),
    });
    networkBack();
    expect(
      await screen.findByRole('heading', { name: 'Dresses', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

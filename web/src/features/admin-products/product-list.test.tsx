import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_SEARCH_MAX } from '@isoko/shared/admin/list-search';
import type { AdminProductRow } from '@isoko/shared/admin/products-schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSocket } from '../../realtime/socket';
import { Component as ProductsScreen } from '../../routes/admin-products';
import { type FakeCall, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { ADMIN_USER, STAFF_USER, verifyAnswer } from '../admin/admin-fixtures';

const row = (n: number, over: Partial<AdminProductRow> = {}): AdminProductRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Product ${n}`,
  slug: `product-${n}`,
  sku: `SKU-${n}`,
  mainImage: null,
  categoryId: '11111111-1111-4111-8111-111111111111',
  category: 'Dresses',
  price: 10000 * n,
  originalPrice: null,
  stockQuantity: 20,
  seoTitle: null,
  seoDescription: null,
  negotiable: true,
  floorPrice: null,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

const page = (rows: AdminProductRow[], total = rows.length, pages = 1) => ({
  body: { success: true, data: rows, products: rows, pagination: { page: 1, limit: 20, total, pages } },
});

const routes = [{ path: '/admin/products', element: <ProductsScreen /> }];

afterEach(() => vi.unstubAllGlobals());

/** The server, answering as a signed-in admin (who may change the catalogue) besides `handlers`. */
const adminApi = (handlers: Parameters<typeof fakeApi>[0]) =>
  fakeApi({ 'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER), ...handlers });

describe('the products table', () => {
  it('shows each product with its SKU, category, price and a stock badge coloured by level', async () => {
    adminApi({
      'GET /api/admin/products': () =>
        page(
          [row(1, { stockQuantity: 0 }), row(2, { stockQuantity: 4 }), row(3, { seoTitle: 'Best dress' })],
          45,
          3,
        ),
    });
    await renderRoutes(routes, '/admin/products');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText('Out of stock · 0')).toHaveClass('badge-red');
    expect(within(rows[2]!).getByText('Low stock · 4')).toHaveClass('badge-yellow');
    expect(within(rows[3]!).getByText('In stock · 20')).toHaveClass('badge-green');
    expect(within(rows[3]!).getByText('Best dress')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('SKU-1')).toBeInTheDocument();
    expect(screen.getByText('Products: 45')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/admin/products?page=3');
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    const calls = adminApi({ 'GET /api/admin/products': () => page([row(1)]) });
    const { router } = await renderRoutes(routes, '/admin/products?page=2');
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Search products'), 'kitenge');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kitenge'));
    await waitFor(() =>
      expect(calls.at(-1)?.path).toBe('/api/admin/products?search=kitenge&page=1&limit=20'),
    );
  });

  it('keeps the search within what the server accepts, typed or in the address', async () => {
    const calls = adminApi({ 'GET /api/admin/products': () => page([row(1)]) });
    await renderRoutes(routes, `/admin/products?q=${'a'.repeat(150)}`);
    await screen.findByRole('table');
    const box = screen.getByLabelText('Search products');
    expect(box).toHaveAttribute('maxLength', String(ADMIN_SEARCH_MAX));
    expect(calls.map((c) => c.path)).toContain(
      `/api/admin/products?search=${'a'.repeat(100)}&page=1&limit=20`,
    );
    await userEvent.clear(box);
    await userEvent.paste('b'.repeat(150));
    expect(box).toHaveValue('b'.repeat(100));
  });

  it('filters by stock level on the server, from the first page', async () => {
    const calls = adminApi({ 'GET /api/admin/products': () => page([row(1, { stockQuantity: 3 })]) });
    const { router } = await renderRoutes(routes, '/admin/products?page=2');
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByLabelText('Stock'), 'low');
    await waitFor(() => expect(router.state.location.search).toBe('?stock=low'));
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/products?stock=low&page=1&limit=20'));
  });

  it('says when no product matches the search', async () => {
    adminApi({ 'GET /api/admin/products': () => page([]) });
    await renderRoutes(routes, '/admin/products?q=zzz');
    expect(await screen.findByText('No product matches “zzz”.')).toBeInTheDocument();
  });

  it('says a page past the end is past the end, and links back to the last page', async () => {
    adminApi({
      'GET /api/admin/products': () => ({
        body: {
          success: true,
          data: [],
          products: [],
          pagination: { page: 99, limit: 20, total: 45, pages: 3 },
        },
      }),
    });
    await renderRoutes(routes, '/admin/products?stock=low&page=99');
    expect(await screen.findByText('There is no page 99: the last page is 3.')).toBeInTheDocument();
    expect(screen.queryByText('No product at this stock level.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/admin/products?stock=low&page=3',
    );
  });

  it('asks for a selection before the bulk SEO job, then shows its count and result', async () => {
    const calls = adminApi({
      'GET /api/admin/products': () => page([row(1), row(2), row(3)]),
      'POST /api/admin/products/bulk-seo-update': () => ({
        body: { success: true, jobId: 'job-1', updated: 2, done: true },
      }),
    });
    await renderRoutes(routes, '/admin/products');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Generate AI SEO (0)' }));
    expect(screen.getByText('Please select at least one product')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Product 1' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Product 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate AI SEO (2)' }));
    expect(await screen.findByText('SEO texts written for 2 products.')).toBeInTheDocument();
    const post = calls.find((c: FakeCall) => c.method === 'POST');
    expect(post?.body).toEqual({ productIds: [row(1).id, row(3).id] });
  });

  it('follows a long bulk job live in the admins room and refreshes the table when it ends', async () => {
    let listed = 0;
    adminApi({
      'GET /api/admin/products': () => {
        listed++;
        return page([row(1, { seoTitle: listed > 1 ? 'Written by the job' : null })]);
      },
      'POST /api/admin/products/bulk-seo-update': () => ({
        body: { success: true, jobId: 'job-9', updated: null, done: false },
      }),
    });
    await renderRoutes(routes, '/admin/products');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Product 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate AI SEO (1)' }));
    expect(await screen.findByText('Writing SEO texts for 1 product…')).toBeInTheDocument();
    await waitFor(() => expect(getSocket().listeners('job:progress')).toHaveLength(1));
    const progress = (payload: unknown) =>
      act(() => {
        for (const listener of getSocket().listeners('job:progress')) listener(payload);
      });
    progress({ jobId: 'another-job', queue: 'seo', progress: 90 });
    progress({ jobId: 'job-9', queue: 'seo', progress: 40 });
    expect(screen.getByRole('progressbar', { name: 'Progress of the SEO job' })).toHaveAttribute(
      'value',
      '40',
    );
    progress({ jobId: 'job-9', queue: 'seo', progress: 100 });
    expect(await screen.findByText('SEO texts written for 1 product.')).toBeInTheDocument();
    expect(await screen.findByText('Written by the job')).toBeInTheDocument();
  });

  it('runs the stock analysis on demand and shows its figures, low stock and reorder priorities', async () => {
    adminApi({
      'GET /api/admin/products': () => page([row(1)]),
      'POST /api/admin/analyze-stock': () => ({
        body: {
          success: true,
          lowStock: [{ id: 'p9', name: 'Imigongo vase', stockQuantity: 2 }],
          recommendations: ['1 product is running low'],
          report: {
            summary: { totalProducts: 320, outOfStock: 3, critical: 1, low: 7 },
            recommendations: [],
            reorderList: [
              {
                product: { id: 'p9', name: 'Imigongo vase', sku: null },
                stockQuantity: 2,
                dailySales: 1.5,
                orderQuantity: 40,
                priority: 'CRITICAL',
              },
            ],
            generatedAt: '2026-11-24T10:00:00.000Z',
          },
        },
      }),
    });
    await renderRoutes(routes, '/admin/products');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'AI Stock Analysis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stock analysis' });
    expect(await within(dialog).findByText('320')).toBeInTheDocument();
    expect(within(dialog).getByText('2 left')).toBeInTheDocument();
    expect(within(dialog).getByText('Critical', { selector: '.badge' })).toBeInTheDocument();
    expect(within(dialog).getByText('Order 40')).toBeInTheDocument();
  });

  it('selects every product of the page at once', async () => {
    adminApi({ 'GET /api/admin/products': () => page([row(1), row(2)]) });
    await renderRoutes(routes, '/admin/products');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every product on this page' }));
    expect(screen.getByRole('button', { name: 'Generate AI SEO (2)' })).toBeInTheDocument();
  });

  it('deletes a product only after the question is answered', async () => {
    const calls = adminApi({
      'GET /api/admin/products': () => page([row(1)]),
      'DELETE /api/admin/products/00000000-0000-4000-8000-000000000001': () => ({ body: { success: true } }),
    });
    await renderRoutes(routes, '/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Product 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete product: Product 1' });
    expect(within(dialog).getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Product 1' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lets a staff member read the table without actions the server would refuse, and says why', async () => {
    const calls = fakeApi({
      'GET /api/admin/auth/verify': verifyAnswer(STAFF_USER),
      'GET /api/admin/products': () => page([row(1), row(2)]),
    });
    await renderRoutes(routes, '/admin/products');
    expect(
      await screen.findByText(
        'You can look through the products; only administrators can add, change or delete them.',
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Product 2')).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Product 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Product 1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate AI SEO/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'AI Stock Analysis' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('asks again when the staff member switches language: categories come named in it', async () => {
    // The server names the category in the language the request asks for (Accept-Language).
    const named = { en: 'Pet Supplies', fr: 'Animalerie', rw: "Ibikoresho by'amatungo" } as const;
    adminApi({
      'GET /api/admin/products': () =>
        page([row(1, { category: named[i18next.language as keyof typeof named] ?? named.en })]),
    });
    try {
      await renderRoutes(routes, '/admin/products');
      const table = await screen.findByRole('table');
      expect(await within(table).findByText('Pet Supplies')).toBeInTheDocument();
      await act(async () => {
        await i18next.changeLanguage('fr');
      });
      expect(await within(screen.getByRole('table')).findByText('Animalerie')).toBeInTheDocument();
      expect(screen.queryByText('Pet Supplies')).not.toBeInTheDocument();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});

describe('the products table on a phone', () => {
  /**
   * The cells the phone layout (admin-products.css, max-width 959px) pins to the row's corner
   * with position: absolute, read from the stylesheet itself.
   */
  function pinnedCellSelectors(): string[] {
    const css = readFileSync(path.join(__dirname, 'admin-products.css'), 'utf8');
    const phone = css.slice(css.indexOf('@media (max-width: 959px)'));
    const rules = [...phone.matchAll(/([^{}]+)\{([^{}]*)\}/g)];
    return rules
      .filter(([, , body]) => /position:\s*absolute/.test(body ?? ''))
      .map(([, selector]) => (selector ?? '').trim())
      .filter((selector) => selector.includes('td'));
  }

  it.each([
    ['staff who may only read', STAFF_USER, 0],
    ['an admin', ADMIN_USER, 1],
  ] as const)(
    'pins only the selection checkbox for %s, never the name and SKU',
    async (_who, user, pinned) => {
      fakeApi({
        'GET /api/admin/auth/verify': verifyAnswer(user),
        'GET /api/admin/products': () => page([row(1)]),
      });
      await renderRoutes(routes, '/admin/products');
      const [, first] = within(await screen.findByRole('table')).getAllByRole('row');
      const selectors = pinnedCellSelectors();
      expect(selectors.length).toBeGreaterThan(0);
      const cells = within(first!).getAllByRole('cell');
      const pinnedCells = cells.filter((cell) => selectors.some((s) => cell.matches(s)));
      expect(pinnedCells).toHaveLength(pinned);
      for (const cell of pinnedCells) expect(within(cell).getByRole('checkbox')).toBeInTheDocument();
    },
  );
});

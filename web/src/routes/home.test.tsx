import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFixture, categoryFixture, ok } from '../features/catalog/catalog-fixtures';
import { CAROUSEL_INTERVAL_MS } from '../features/catalog/category-carousel';
import { routes } from '../router';
import { apiFailure, fakeApi } from '../test/fake-api';
import { renderRoutes } from '../test/render';

const slow = { timeout: 5000 };

const categories = ['Electronics', 'Computers', 'Audio'].map((name, i) =>
  categoryFixture({ id: `c${i}`, slug: name.toLowerCase(), name }),
);

function serve(overrides: Parameters<typeof fakeApi>[0] = {}) {
  localStorage.setItem('deviceId', 'device-1-test');
  return fakeApi({
    'GET /api/products/featured': () => ok({ data: [cardFixture()] }),
    'GET /api/products/flash-deals': () => ok({ data: [] }),
    'GET /api/products/trending': () => ok({ data: [] }),
    'GET /api/products/best-deals': () => ok({ data: [] }),
    'GET /api/categories/hierarchical/all': () => ok({ categories }),
    'GET /api/recommendations/device-1-test': () => ok({ data: [] }),
    'GET /api/products': () => ok({ data: [], pagination: { page: 1, limit: 1, total: 0, pages: 0 } }),
    ...overrides,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('home', () => {
  it('says so when there are no flash deals, trending products or best deals', async () => {
    serve();
    await renderRoutes(routes, '/');
    expect(await screen.findByText('No Flash Deals', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('No Trending Products')).toBeInTheDocument();
    expect(screen.getByText('No Best Deals')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/shop');
    expect(within(main).getByRole('link', { name: 'View Deals' })).toHaveAttribute(
      'href',
      '/shop?category=deals',
    );
  });

  it('counts a flash deal down to its real end', async () => {
    const endsAt = new Date(Date.now() + 2 * 3600_000 + 5 * 60_000 + 30_000).toISOString();
    serve({
      'GET /api/products/flash-deals': () =>
        ok({
          data: [cardFixture({ id: 'f1', name: 'Deal Dress', flashDeal: { dealPrice: 20000, endsAt } })],
        }),
    });
    await renderRoutes(routes, '/');
    const card = await screen.findByRole('article', { name: 'Deal Dress' }, slow);
    // The seconds left when the card was drawn, whatever time a busy machine took to get there:
    // between the time left now and the 2:05:30 the deal had when the test began.
    const [h, m, sec] = (within(card).getByText(/^\d{2}:\d{2}:\d{2}$/).textContent ?? '')
      .split(':')
      .map(Number);
    const shownSeconds = (h ?? 0) * 3600 + (m ?? 0) * 60 + (sec ?? 0);
    const leftNow = Math.floor((Date.parse(endsAt) - Date.now()) / 1000);
    expect(shownSeconds).toBeGreaterThanOrEqual(leftNow - 1);
    expect(shownSeconds).toBeLessThanOrEqual(2 * 3600 + 5 * 60 + 30);
    expect(within(card).getByText('20,000 RWF')).toBeInTheDocument();
    expect(within(card).getByText('30,000 RWF')).toBeInTheDocument();
  });

  it('moves the category carousel every 5 seconds, and not while hovered', async () => {
    serve();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderRoutes(routes, '/');
    const carousel = await screen.findByRole('region', { name: 'Shop by category' }, slow);
    expect(within(carousel).getByRole('heading', { name: 'Electronics' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(within(carousel).getByRole('heading', { name: 'Computers' })).toBeInTheDocument();
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(within(carousel).getByRole('heading', { name: 'Computers' })).toBeInTheDocument();
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(within(carousel).getByRole('heading', { name: 'Audio' })).toBeInTheDocument();
    vi.useRealTimers();
    // Dots and arrow keys choose a slide too.
    fireEvent.click(within(carousel).getByRole('button', { name: 'Show Electronics' }));
    expect(within(carousel).getByRole('heading', { name: 'Electronics' })).toBeInTheDocument();
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(within(carousel).getByRole('heading', { name: 'Audio' })).toBeInTheDocument();
  });

  it('opens a category to its subcategories, linked to the filtered shop', async () => {
    serve();
    await renderRoutes(routes, '/');
    const explorer = await screen.findByRole('region', { name: 'Explore categories' }, slow);
    await userEvent.click(within(explorer).getByRole('button', { name: /Electronics/ }));
    expect(within(explorer).getByRole('link', { name: /Dresses/ })).toHaveAttribute(
      'href',
      '/shop?category=electronics&subcategory=dresses',
    );
    expect(within(explorer).getByRole('link', { name: 'View all Electronics' })).toHaveAttribute(
      'href',
      '/shop?category=electronics',
    );
  });

  it('offers Browse All Products when the categories cannot be loaded', async () => {
    serve({ 'GET /api/categories/hierarchical/all': () => apiFailure(500, 'INTERNAL', 'x') });
    await renderRoutes(routes, '/');
    expect(await screen.findByText('Categories Loading...', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/shop');
  });

  it('takes the Find My Style answers to the shop as filters', async () => {
    serve();
    const { router } = await renderRoutes(routes, '/');
    await userEvent.click(await screen.findByRole('radio', { name: 'Women' }, slow));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: 'A good discount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('radio', { name: '30,000 - 60,000 RWF' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show my picks' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      category: 'womens-fashion',
      minPrice: '30000',
      maxPrice: '60000',
      minDiscount: '10',
      inStock: 'true',
    });
  });

  it('builds a bundle from real products and prices it as their sum', async () => {
    const part = (slug: string, name: string, price: number, originalPrice: number | null) => () =>
      ok({
        data: [cardFixture({ id: slug, name, price, originalPrice, isSale: !!originalPrice })],
        pagination: { page: 1, limit: 1, total: 1, pages: 1 },
      });
    const parts: Record<string, () => ReturnType<typeof ok>> = {
      dresses: part('dresses', 'Red Dress', 20000, 25000),
      sandals: part('sandals', 'Sandals', 10000, null),
      handbags: part('handbags', 'Handbag', 15000, null),
    };
    serve({
      'GET /api/products': (call) => {
        const sub = new URL(call.path, 'http://x').searchParams.get('subcategory') ?? '';
        return parts[sub]?.() ?? ok({ data: [], pagination: { page: 1, limit: 1, total: 0, pages: 0 } });
      },
    });
    await renderRoutes(routes, '/');
    const bundle = (await screen.findByRole('heading', { name: 'Complete Outfit' }, slow)).closest('li')!;
    expect(within(bundle).getByText('45,000 RWF')).toBeInTheDocument();
    expect(within(bundle).getByText(/You save 5,000 RWF/)).toBeInTheDocument();
    // Bundles whose parts are missing are not shown at all.
    expect(screen.queryByRole('heading', { name: 'Casual Combo' })).toBeNull();
  });
});

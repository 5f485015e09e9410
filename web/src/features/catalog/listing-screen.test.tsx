import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { routes } from '../../router';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { networkBack, networkGone } from '../../test/network';
import { renderRoutes } from '../../test/render';
import { cardFixture, listing, ok, productFixture } from './catalog-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The fake API of a listing page, with this browser's (empty) recommendations. */
function serve(handlers: Parameters<typeof fakeApi>[0]) {
  localStorage.setItem('deviceId', 'device-1-test');
  return fakeApi({ 'GET /api/recommendations/device-1-test': () => ok({ data: [] }), ...handlers });
}

/** The first screen of a test pays for loading lazy chunks and translations. */
const slow = { timeout: 5000 };

const products = [
  cardFixture(),
  cardFixture({ id: 'p2', slug: 'b', name: 'Linen Shirt', brand: null, stockQuantity: 0, inStock: false }),
];

describe('shop listing', () => {
  it('reads every filter from the URL, asks the API with them and says what it shows', async () => {
    const calls = serve({ 'GET /api/intelligent-search': () => listing(products, 40) });
    await renderRoutes(
      routes,
      '/shop?search=dress&category=womens-fashion&minRating=4.5&minDiscount=20&freeShipping=true&sortBy=price_low&page=2',
    );
    expect(await screen.findByText('Showing 2 of 40 products', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('“dress”')).toBeInTheDocument();
    const asked = new URL(calls.find((c) => c.path.startsWith('/api/intelligent-search?'))!.path, 'http://x')
      .searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      search: 'dress',
      category: 'womens-fashion',
      minRating: '4.5',
      minDiscount: '20',
      freeShipping: 'true',
      sortBy: 'price_low',
      page: '2',
      limit: '24',
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_low');
    // A product with no stock says so; a product with no brand shows the shop's own.
    const shirt = screen.getByRole('article', { name: 'Linen Shirt' });
    expect(within(shirt).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(shirt).getByText('Isoko')).toBeInTheDocument();
  });

  it('says how many it shows in the English and French singular, and in Kinyarwanda whatever the count', async () => {
    serve({ 'GET /api/intelligent-search': () => listing([products[0]!], 1) });
    await renderRoutes(routes, '/shop?search=robe');
    expect(await screen.findByText('Showing 1 product of 1', {}, slow)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('fr'));
    expect(await screen.findByText('1 produit affiché sur 1', {}, slow)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('rw'));
    expect(await screen.findByText('Herekanywe 1 muri 1', {}, slow)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });

  it('says how many it shows with the French plural', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products, 40) });
    await renderRoutes(routes, '/shop?search=robe');
    await act(() => i18next.changeLanguage('fr'));
    expect(await screen.findByText('2 produits affichés sur 40', {}, slow)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('rw'));
    expect(await screen.findByText('Herekanywe 2 muri 40', {}, slow)).toBeInTheDocument();
    await act(() => i18next.changeLanguage('en'));
  });

  it('builds the side filter panel only on a screen wide enough to show it', async () => {
    const screenWidth = (wide: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: wide && query.includes('min-width: 1024px'),
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
    serve({ 'GET /api/intelligent-search': () => listing(products, 40) });
    screenWidth(false);
    const phone = await renderRoutes(routes, '/shop');
    expect(await screen.findByText('Showing 2 of 40 products', {}, slow)).toBeInTheDocument();
    // On a phone the filters live in the drawer; the hidden side panel is never built.
    expect(screen.queryByRole('checkbox', { name: 'Free Shipping' })).toBeNull();
    phone.unmount();
    screenWidth(true);
    await renderRoutes(routes, '/shop');
    const side = await screen.findByRole('complementary', { name: 'Filters' }, slow);
    expect(await within(side).findByRole('checkbox', { name: 'Free Shipping' }, slow)).toBeInTheDocument();
  });

  it('puts a filter change in the URL, back on page 1, and Clear All Filters removes them', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products, 40) });
    const { router } = await renderRoutes(routes, '/shop?search=dress&page=2');
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
    await userEvent.click(await screen.findByRole('radio', { name: '4.5+ stars' }, slow));
    await waitFor(() => expect(router.state.location.search).toBe('?search=dress&minRating=4.5'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Free Shipping' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=dress&minRating=4.5&freeShipping=true'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=dress'));
  });

  it('writes the rating choices with the decimal mark of each language', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products, 40) });
    await renderRoutes(routes, '/shop');
    expect(await screen.findByRole('radio', { name: '4.5+ stars' }, slow)).toBeInTheDocument();
    try {
      await act(() => i18next.changeLanguage('fr'));
      expect(await screen.findByRole('radio', { name: '4,5 étoiles et plus' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: '4,0 étoiles et plus' })).toBeInTheDocument();
      expect(screen.queryByRole('radio', { name: /4\.5/ })).toBeNull();
      await act(() => i18next.changeLanguage('rw'));
      expect(await screen.findByRole('radio', { name: 'Inyenyeri 4,5 no hejuru' })).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('applies the phone drawer’s filters only on Apply Filters', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products) });
    const { router } = await renderRoutes(routes, '/shop?search=dress');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, slow);
    await userEvent.click(within(drawer).getByRole('radio', { name: '30% off or more' }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Free Shipping' }));
    expect(router.state.location.search).toBe('?search=dress');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=dress&minDiscount=30&freeShipping=true'),
    );
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });

  it('applies prices typed in the drawer with Apply Filters, without Apply price', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products) });
    const { router } = await renderRoutes(routes, '/shop?search=dress');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, slow);
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Free Shipping' }));
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Max' }), '20000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=dress&maxPrice=20000&freeShipping=true'),
    );
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
  });

  it('refuses a typed minimum above the maximum in the drawer, with a message', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products) });
    const { router } = await renderRoutes(routes, '/shop?search=dress');
    await userEvent.click(await screen.findByRole('button', { name: 'Filters' }, slow));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' }, slow);
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Min' }), '30000');
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Max' }), '20000');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'The minimum price is above the maximum: lower it or raise the maximum.',
    );
    expect(within(drawer).getByRole('spinbutton', { name: 'Min' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?search=dress');
    // Fixing the fields clears the message and applies.
    await userEvent.clear(within(drawer).getByRole('spinbutton', { name: 'Min' }));
    await userEvent.type(within(drawer).getByRole('spinbutton', { name: 'Min' }), '10000');
    expect(within(drawer).queryByRole('alert')).toBeNull();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?search=dress&minPrice=10000&maxPrice=20000'),
    );
  });

  it('changes the sort and the view through the URL', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products) });
    const { router } = await renderRoutes(routes, '/shop');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }, slow), 'newest');
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=newest'));
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sortBy=newest&view=list'));
  });

  it('shows the empty state when nothing matches', async () => {
    serve({ 'GET /api/intelligent-search': () => listing([], 0) });
    await renderRoutes(routes, '/shop?search=zzz');
    expect(await screen.findByRole('heading', { name: 'No products found' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
    expect(screen.queryByText(/Showing \d/)).toBeNull();
  });

  it('shows no product count above the empty state of the search page', async () => {
    serve({ 'GET /api/intelligent-search': () => listing([], 0) });
    await renderRoutes(routes, '/search?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No products found' }, slow)).toBeInTheDocument();
    expect(screen.queryByText(/Showing \d/)).toBeNull();
    // The query it looked for stays named.
    expect(screen.getByText('Showing results for', { exact: false })).toBeInTheDocument();
  });

  it('shows no count on a page past the last one, where nothing is listed', async () => {
    serve({ 'GET /api/intelligent-search': () => listing([], 40, 9) });
    await renderRoutes(routes, '/shop?page=9');
    expect(await screen.findByRole('heading', { name: 'No products found' }, slow)).toBeInTheDocument();
    expect(screen.queryByText(/Showing \d/)).toBeNull();
  });

  it('offers only the brands, colours and sizes present in the results, with their counts', async () => {
    const calls = serve({
      'GET /api/intelligent-search': () => listing(products),
      'GET /api/intelligent-search/facets': () =>
        ok({
          facets: {
            categories: [{ value: 'womens-fashion', name: "Women's Fashion", count: 2 }],
            brands: [{ value: 'inzozi', name: 'Inzozi', count: 2 }],
            colors: [{ value: 'Green', name: 'Green', count: 1 }],
            sizes: [{ value: 'M', name: 'M', count: 2 }],
            materials: [{ value: 'Linen', name: 'Linen', count: 1 }],
            priceRange: { min: 5000, max: 30000 },
            total: 2,
          },
        }),
    });
    const { router } = await renderRoutes(routes, '/shop?category=womens-fashion&sortBy=newest&page=2');
    expect(await screen.findByRole('checkbox', { name: 'Inzozi (2)' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Samsung/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Green (1)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'M (2)' })).toBeInTheDocument();
    // The facets follow the filters, not the page or the sort.
    const asked = calls.find((c) => c.path.startsWith('/api/intelligent-search/facets'))!.path;
    expect(asked).toContain('category=womens-fashion');
    expect(asked).not.toContain('page=');
    expect(asked).not.toContain('sortBy=');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Green (1)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?category=womens-fashion&colors=Green&sortBy=newest'),
    );
  });

  it('says in French and Kinyarwanda that nothing was found, with a link to the nearest category', async () => {
    const { default: i18n } = await import('i18next');
    onTestFinished(async () => {
      await i18n.changeLanguage('en');
    });
    serve({
      'GET /api/intelligent-search': () =>
        ok({
          data: [],
          pagination: { page: 1, limit: 24, total: 0, pages: 0 },
          nearestCategory: { id: 'c9', slug: 'dresses', name: 'Amakanzu' },
        }),
    });
    await renderRoutes(routes, '/search?q=ikanzuu');
    expect(
      await screen.findByText('We found nothing for “ikanzuu”.', { exact: false }, slow),
    ).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(
      await screen.findByText('Nous n’avons rien trouvé pour « ikanzuu ».', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Essayez cette catégorie :', { exact: false })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('rw');
    });
    expect(await screen.findByText('Nta cyo twabonye kuri “ikanzuu”.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Reba muri iki cyiciro:', { exact: false })).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'Nta gicuruzwa cyabonetse' }).parentElement!;
    expect(within(empty).getByRole('link', { name: 'Amakanzu' })).toHaveAttribute(
      'href',
      '/category/dresses',
    );
  });

  it('renders 10 skeleton cards before the answer', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await renderRoutes(routes, '/shop');
    await screen.findByRole('heading', { name: 'Shop' }, slow);
    expect(document.querySelectorAll('.listing-results .is-skeleton')).toHaveLength(10);
  });

  it('says why it failed and retries, never showing sample products', async () => {
    let fail = true;
    serve({
      'GET /api/intelligent-search': () => (fail ? apiFailure(500, 'INTERNAL', 'boom') : listing(products)),
    });
    await renderRoutes(routes, '/shop');
    expect(await screen.findByText(/The server had a problem answering/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Kitenge Wrap Dress' })).toBeInTheDocument();
  });

  it('opens Quick View with size and colour preset and shows the toast after adding', async () => {
    serve({
      'GET /api/intelligent-search': () => listing(products),
      'GET /api/products/p1': () => ok({ data: productFixture() }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    await renderRoutes(routes, '/shop');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Quick View: Kitenge Wrap Dress' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kitenge Wrap Dress' }, slow);
    // The first size and colour that can be bought: S has Gold only.
    expect(await within(dialog).findByRole('button', { name: 'S' }, slow)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: 'Gold' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Item added to cart successfully!', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Kitenge Wrap Dress' })).toBeNull();
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('1');
  });

  it('disables Quick View’s Add to Cart when the product is sold out', async () => {
    const soldOut = productFixture({
      sizes: [],
      colors: [],
      variants: [{ id: 'v', sku: 's', size: null, color: null, price: 30000, stockQuantity: 0 }],
    });
    serve({
      'GET /api/intelligent-search': () => listing(products),
      'GET /api/products/p1': () => ok({ data: soldOut }),
      'POST /api/intelligent-search/track': () => ok({}),
    });
    await renderRoutes(routes, '/shop');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Quick View: Kitenge Wrap Dress' }, slow),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Kitenge Wrap Dress' }, slow);
    expect(await within(dialog).findByRole('button', { name: 'Out of Stock' }, slow)).toBeDisabled();
  });

  it('keeps the heart on every card in the wishlist', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products) });
    await renderRoutes(routes, '/shop');
    const heart = await screen.findByRole(
      'button',
      { name: 'Add Kitenge Wrap Dress to your wishlist' },
      slow,
    );
    await userEvent.click(heart);
    expect(
      screen.getByRole('button', { name: 'Remove Kitenge Wrap Dress from your wishlist' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')[0]).toMatchObject({ id: 'p1', _id: 'p1' });
  });
});

describe('search and category pages', () => {
  it('titles the results with the query, or All Products', async () => {
    const calls = serve({ 'GET /api/intelligent-search': () => listing(products) });
    await renderRoutes(routes, '/search?q=linen&sortBy=price-desc');
    expect(await screen.findByRole('heading', { level: 1, name: 'linen' }, slow)).toBeInTheDocument();
    // The old name of the sort means the shared option.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_high');
    // The heading comes from the address, before the results are asked for: wait for the request.
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('search=linen') && c.path.includes('sortBy=price_high'))).toBe(
        true,
      ),
    );
  });

  it('offers the same sort options, with the same labels, on the shop, search and category pages', async () => {
    const expected = [
      'Recommended',
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Top rated',
      'Best selling',
    ];
    serve({
      'GET /api/intelligent-search': () => listing(products),
      'GET /api/categories/womens-fashion': () =>
        ok({
          category: {
            id: 'c1',
            slug: 'womens-fashion',
            name: "Women's Fashion",
            icon: '',
            description: '',
            image: null,
            parentId: null,
            productCount: 2,
            parent: null,
            subcategories: [],
          },
        }),
    });
    for (const path of ['/shop', '/search?q=linen', '/category/womens-fashion']) {
      const { unmount } = await renderRoutes(routes, path);
      const select = await screen.findByRole('combobox', { name: 'Sort by' }, slow);
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
        path,
      ).toEqual(expected);
      unmount();
    }
  });

  it('shows All Products without a query', async () => {
    serve({ 'GET /api/intelligent-search': () => listing(products) });
    await renderRoutes(routes, '/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
  });

  it('shows the breadcrumb and banner of a category and lists only it', async () => {
    const calls = serve({
      'GET /api/categories/dresses': () =>
        ok({
          category: {
            id: 'c2',
            slug: 'dresses',
            name: 'Dresses',
            icon: '👗',
            description: 'Every dress we sell.',
            image: null,
            parentId: 'c1',
            productCount: 4,
            parent: { id: 'c1', slug: 'womens-fashion', name: "Women's Fashion" },
            subcategories: [],
          },
        }),
      'GET /api/intelligent-search': () => listing([], 0),
    });
    await renderRoutes(routes, '/category/dresses?minRating=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dresses' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((c) => c.textContent)).toEqual(['Home', 'Shop', "Women's Fashion", 'Dresses']);
    expect(await screen.findByText('No products found matching your filters.')).toBeInTheDocument();
    expect(screen.queryByText(/Showing \d/)).toBeNull();
    expect(calls.some((c) => c.path.includes('category=dresses') && c.path.includes('minRating=4'))).toBe(
      true,
    );
  });

  it('says an unknown category is not found instead of showing the whole shop', async () => {
    const calls = serve({ 'GET /api/intelligent-search': () => listing(products) });
    const { router } = await renderRoutes(routes, '/category/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/category/nope');
    expect(calls.some((c) => c.path.startsWith('/api/intelligent-search'))).toBe(false);
  });
});

describe('search results never seen, without a network', () => {
  it('say they were not saved for offline use, with Retry, and show once the network is back', async () => {
    localStorage.setItem('deviceId', 'device-1-test');
    networkGone({ announced: true });
    await renderRoutes(routes, '/search?q=kitenge', undefined, { retry: 1 });
    expect(await screen.findByText('This page was not saved for offline use.', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    serve({ 'GET /api/intelligent-search': () => listing(products, 2) });
    networkBack();
    expect(await screen.findByText('Showing 2 of 2 products', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('This page was not saved for offline use.')).not.toBeInTheDocument();
  });
});

import { firstScreenRequests } from '@isoko/shared/catalog/first-screen';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { parseListing } from '../catalog/filters';
import { listingQuery } from '../catalog/listing-queries';
import { categoriesQuery, productQuery, railQuery } from '../catalog/queries';
import { fetchScreenDataEarly } from './early-data';

afterEach(() => {
  vi.unstubAllGlobals();
});

const paths = (calls: Array<{ path: string }>) => calls.map((c) => c.path.split('?')[0]).sort();

describe('the first screen’s catalogue answers are asked for at start-up', () => {
  it('asks for the home rails and categories under the keys the home screen reads', async () => {
    const calls = fakeApi({});
    const client = new QueryClient();
    fetchScreenDataEarly({ pathname: '/', search: '' }, client);
    await vi.waitFor(() => expect(calls).toHaveLength(5));
    expect(paths(calls)).toEqual([
      '/api/categories/hierarchical/all',
      '/api/products/best-deals',
      '/api/products/featured',
      '/api/products/flash-deals',
      '/api/products/trending',
    ]);
    for (const query of [railQuery('featured', 12), railQuery('trending', 12), categoriesQuery()]) {
      expect(client.getQueryState(query.queryKey)).toBeDefined();
    }
  });

  it('asks for the product of a product page, and for nothing on other screens', async () => {
    const calls = fakeApi({});
    const client = new QueryClient();
    fetchScreenDataEarly({ pathname: '/product/kitenge-dress', search: '' }, client);
    fetchScreenDataEarly({ pathname: '/account', search: '' }, client);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toBe('/api/products/kitenge-dress');
    expect(client.getQueryState(productQuery('kitenge-dress').queryKey)).toBeDefined();
  });

  it('asks for the listing page the shop screen will show, with the filters of its address', async () => {
    const calls = fakeApi({});
    const client = new QueryClient();
    fetchScreenDataEarly({ pathname: '/shop', search: '?minRating=4&sortBy=price_low' }, client);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.path).toMatch(/^\/api\/intelligent-search\?.*minRating=4/);
    const state = parseListing(new URLSearchParams('minRating=4&sortBy=price_low'), 'search');
    expect(client.getQueryState(listingQuery(state).queryKey)).toBeDefined();
  });

  it('asks for exactly what the server answers inside the page, for every page it answers', async () => {
    for (const pathname of ['/', '/product/kitenge-dress', '/shop', '/category/electronics']) {
      const calls = fakeApi({});
      const expected = firstScreenRequests(pathname, '').map((r) => r.path);
      fetchScreenDataEarly({ pathname, search: '' }, new QueryClient());
      await vi.waitFor(() => expect(calls).toHaveLength(expected.length));
      expect(calls.map((c) => c.path).sort()).toEqual([...expected].sort());
      vi.unstubAllGlobals();
    }
  });
});

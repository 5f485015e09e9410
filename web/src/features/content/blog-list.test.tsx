import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { BlogList } from './blog-list';

const routes = [{ path: '/blog', element: <BlogList /> }];

afterEach(() => vi.unstubAllGlobals());

describe('the blog list', () => {
  it('reads a NUL character in the address as nothing, so the articles load', async () => {
    const calls = fakeApi({
      'GET /api/blog/posts': () => ({ body: { success: true, posts: [], total: 0, page: 1, pages: 0 } }),
    });
    await renderRoutes(routes, '/blog?search=%00');
    await vi.waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/blog/posts'))).toBe(true));
    const asked = new URL(calls.find((c) => c.path.startsWith('/api/blog/posts'))!.path, 'http://shop');
    expect(asked.searchParams.has('search')).toBe(false);
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});

import { APP_PAGE_PATTERNS, isAppPage } from '@isoko/shared/app-routes';
import { screen, waitFor, within } from '@testing-library/react';
import { parse } from 'regexparam';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRoute } from 'wouter';
import { ErrorScreen } from './features/layout/error-screen';
import { routes } from './router';
import { branchesOf } from './routing/route-table';
import { fakeApi } from './test/fake-api';
import { renderRoutes } from './test/render';

function Boom(): never {
  throw new Error('render failure');
}

/** The back office opens only for a valid staff session: the server says this one is an admin. */
function signedInAdmin() {
  fakeApi({
    'GET /api/admin/auth/verify': () => ({
      body: {
        success: true,
        data: { user: { id: 's1', email: 'a@isoko.demo', name: 'Ada', role: 'admin' } },
      },
    }),
  });
}

describe('routes', () => {
  // The screens behind the redirects load their data; no server answers in unit tests.
  beforeEach(() => {
    fakeApi({});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/shop-new?search=bag', '/shop', '?search=bag'],
    ['/shop-old', '/shop', ''],
    ['/home-new', '/', ''],
    ['/home-old-design', '/', ''],
    ['/home-old', '/', ''],
    ['/my-account', '/account', ''],
    ['/customer-portal', '/account', ''],
    ['/quick-auth?from=/cart', '/login', '?from=/cart'],
  ])('sends %s to %s', async (from, pathname, search) => {
    const { router } = await renderRoutes(routes, from);
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
  });

  it('shows the not-found screen for an unknown path', async () => {
    await renderRoutes(routes, '/definitely/not/here');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    // The title is set by an effect after the heading renders, so it is awaited too.
    await waitFor(() => expect(document.title).toBe('Page not found | Isoko'));
  });

  it('shows the error screen with Reload Page when a screen crashes', async () => {
    await renderRoutes([{ path: '/', element: <Boom />, errorElement: <ErrorScreen /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We're working to fix this issue.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('reloads once to the new version when a screen’s script is gone since the shop was updated', async () => {
    window.sessionStorage.clear();
    const stale = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/cart-OLD.js'));
    await renderRoutes([{ path: '/', lazy: stale, errorElement: <ErrorScreen /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    // The reload itself is the browser's; the record of it shows it was asked for.
    await waitFor(() => expect(window.sessionStorage.getItem('isoko:reloaded-for-new-code')).not.toBeNull());
  });

  it('does not reload for an ordinary crash', async () => {
    window.sessionStorage.clear();
    await renderRoutes([{ path: '/', element: <Boom />, errorElement: <ErrorScreen /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('isoko:reloaded-for-new-code')).toBeNull();
  });

  it('frames the back office on its own: shop name and staff navigation, no shop footer or search', async () => {
    signedInAdmin();
    await renderRoutes(routes, '/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Isoko/ })).toHaveAttribute('href', '/admin');
    // The section strip follows the header (only the strip stays on screen when staff scroll).
    expect(within(header).queryByRole('navigation')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/admin/shipping');
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByTestId('cart-badge')).toBeNull();
  });

  it('keeps the shop frame, footer included, on shop pages', async () => {
    await renderRoutes(routes, '/about');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).toBeNull();
  });

  it('answers an unknown back-office path with the not-found screen inside the back-office frame', async () => {
    signedInAdmin();
    await renderRoutes(routes, '/admin/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });
});

describe('the pages the server knows the app draws', () => {
  // The server answers 404 for an address no screen draws; it reads the patterns from shared/.
  const patterns = branchesOf(routes)
    .map((b) => b.pattern)
    .filter((p) => !p.endsWith('*'));

  it('are the route table’s screens, catch-alls left out', () => {
    expect([...APP_PAGE_PATTERNS]).toEqual(patterns);
  });

  it('match the addresses the router matches', () => {
    const drawn = (path: string) => patterns.some((pattern) => matchRoute(parse, pattern, path)[0]);
    const samples = patterns.flatMap((p) => {
      const path = p.replace(/:[^/]+/g, 'x1');
      return [path, `${path}/`, path.toUpperCase(), `${path}/more`, `${path}x`];
    });
    for (const path of [...samples, '/nope', '/blog/a/b', '/admin/nope', '/dev', '/product/']) {
      expect([path, isAppPage(path)]).toEqual([path, drawn(path)]);
    }
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './features/layout/error-screen';
import { routes } from './router';
import { fakeApi } from './test/fake-api';
import { renderRoutes } from './test/render';

function Boom(): never {
  throw new Error('render failure');
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
  });

  it('shows the error screen with Reload Page when a screen crashes', async () => {
    await renderRoutes([{ path: '/', element: <Boom />, errorElement: <ErrorScreen /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We're working to fix this issue.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});

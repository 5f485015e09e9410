import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, productFixture } from '../features/catalog/catalog-fixtures';
import { catalogKeys } from '../features/catalog/catalog-keys';
import { fakeApi } from '../test/fake-api';
import { renderRoutes } from '../test/render';
import { Component as ProductScreen } from './product';

const routes = [{ path: '/product/:id', element: <ProductScreen /> }];

/** The browser has no network: it says so, and every request fails before reaching the server. */
function networkGone() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
}

/** The network is back, with the server answering the product. */
function networkBack() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  fakeApi({ 'GET /api/products/p1': () => ok({ data: productFixture() }) });
}

const slow = { timeout: 5000 };

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a product page not kept for offline use', () => {
  it('says so once the network is gone, instead of loading for ever, and opens when it is back', async () => {
    networkGone();
    // The browser announced it went offline: the query tries once (the service worker may hold
    // the product), then its retry waits for the network.
    onlineManager.setOnline(false);
    const { client } = await renderRoutes(routes, '/product/p1', undefined, { retry: 1 });
    expect(await screen.findByText('This page was not saved for offline use.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loading product...')).not.toBeInTheDocument();
    expect(client.getQueryCache().find({ queryKey: catalogKeys.product('p1') })?.state.fetchStatus).toBe(
      'paused',
    );

    networkBack();
    act(() => {
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow),
    ).toBeInTheDocument();
  });

  it('says so when the page was opened offline, and Retry asks again', async () => {
    networkGone();
    await renderRoutes(routes, '/product/p1');
    expect(await screen.findByText('This page was not saved for offline use.')).toBeInTheDocument();
    networkBack();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow),
    ).toBeInTheDocument();
  });

  it('still asks for a product once offline, as the service worker may have kept it', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    // The worker answers from its cache: to the page this is an ordinary answer.
    fakeApi({ 'GET /api/products/p1': () => ok({ data: productFixture() }) });
    await renderRoutes(routes, '/product/p1', undefined, { retry: 1 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kitenge Wrap Dress' }, slow),
    ).toBeInTheDocument();
  });
});

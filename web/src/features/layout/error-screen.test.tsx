import { act, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { networkBack, networkGone } from '../../test/network';
import { renderRoutes } from '../../test/render';
import { ErrorScreen } from './error-screen';

/** A screen whose code the browser could not download (Chromium's words for it). */
const missingCode = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/cart-Ab12.js'));

const routes = [
  {
    path: '/',
    errorElement: <ErrorScreen />,
    children: [{ path: 'cart', lazy: missingCode }],
  },
];

function watchReloads() {
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  sessionStorage.clear();
  onTestFinished(() => {
    reload.mockRestore();
    vi.unstubAllGlobals();
  });
  return reload;
}

describe('the error screen, when a screen’s code failed to load', () => {
  it('offline, says the screen needs the network instead of reloading, and reloads once back online', async () => {
    const reload = watchReloads();
    networkGone();
    await renderRoutes(routes, '/cart');
    const notice = await screen.findByTestId('needs-connection');
    expect(notice).toHaveTextContent('This page needs an internet connection.');
    expect(screen.queryByText('Something went wrong')).toBeNull();

    // Retry while still offline: nothing reloads (it would leave the shop).
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    expect(reload).not.toHaveBeenCalled();

    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 200 })));
    networkBack();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('online but with no server answering, says the screen needs the network and does not reload', async () => {
    const reload = watchReloads();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await renderRoutes(routes, '/cart');
    expect(await screen.findByTestId('needs-connection')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('online with the server answering, reloads for the new version of the shop', async () => {
    const reload = watchReloads();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(null, { status: 200 })));
    await renderRoutes(routes, '/cart');
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('needs-connection')).toBeNull();
  });
});

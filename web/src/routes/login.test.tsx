import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { renderRoutes, withSession } from '../test/render';
import { Component as Login } from './login';

const routes = [
  { path: '/login', element: <Login /> },
  { path: '/account', element: <p>account</p> },
  { path: '/cart', element: <p>cart</p> },
];

function signedIn() {
  const store = createStore();
  withSession(store, { id: 'c1', firstName: 'Aline', phone: '+250788123456' });
  return store;
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the sign-in screen for a shopper already signed in', () => {
  it('sends them to their account, in the language the address names', async () => {
    const { router } = await renderRoutes(routes, '/login?lang=fr', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.search).toBe('?lang=fr');
  });

  it('sends them to the page the address names, keeping its language', async () => {
    const { router } = await renderRoutes(routes, '/login?from=/cart&lang=rw', signedIn());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(router.state.location.search).toBe('?lang=rw');
  });
});

describe('the sign-in screen without a network', () => {
  it('shows the form, says sending a code needs a connection, and sends one once the network is back', async () => {
    // The network went while the shop was open: the session question waits for it.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    onlineManager.setOnline(false);
    await renderRoutes(routes, '/login', undefined, { askSession: true });
    const phone = await screen.findByLabelText('Phone number');
    expect(
      await screen.findByText('Sending a sign-in code needs an internet connection.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Needs a connection to send a code' })).toBeDisabled();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const calls = fakeApi({
      'GET /api/auth/me': () => ({ body: { success: true, user: null } }),
      'POST /api/auth/check-phone': () => ({ body: { success: true, exists: true } }),
    });
    act(() => {
      onlineManager.setOnline(true);
      window.dispatchEvent(new Event('online'));
    });
    const send = await screen.findByRole('button', { name: 'Continue' });
    expect(send).toBeEnabled();
    expect(
      screen.queryByText('Sending a sign-in code needs an internet connection.', { exact: false }),
    ).not.toBeInTheDocument();
    await userEvent.type(phone, '0781234567');
    await userEvent.click(send);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/check-phone')).toBe(true));
  });
});

import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.unstubAllGlobals());

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

import type { UserDto } from '@isoko/shared/customers/schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerOrderFixture as order } from '../features/account/customer-order-fixture';
import { SIGNED_IN_NAME_KEY } from '../session/signed-in-name';
import { fakeApi } from '../test/fake-api';
import { networkBack, networkGone } from '../test/network';
import { renderRoutes, withSession } from '../test/render';
import { savedAddress } from '../test/saved-address';
import { Component as AccountScreen } from './account';
import { Component as OrdersScreen } from './orders';

const me: UserDto = {
  id: 'c1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: null,
  phone: '+250788123456',
  smsOptIn: true,
  addresses: [],
  createdAt: '2026-01-02T10:00:00.000Z',
};

type Handlers = Parameters<typeof fakeApi>[0];

function accountApi(over: { smsOptIn?: boolean } = {}, extra: Handlers = {}) {
  return fakeApi({
    'GET /api/auth/me': () => ({ body: { success: true, user: { ...me, ...over } } }),
    'GET /api/customers/me': () => ({ body: { success: true, data: { user: { ...me, ...over } } } }),
    'POST /api/orders/customer-stats': () => ({
      body: {
        success: true,
        stats: { totalOrders: 2, activeDeliveries: 1, completedOrders: 0, pendingOrders: 1 },
      },
    }),
    'POST /api/orders/customer-orders': () => ({
      body: { success: true, orders: [order(2, 'shipped'), order(1, 'pending')] },
    }),
    'GET /api/customers/me/wishlist': () => ({ body: { success: true, data: { items: [] } } }),
    'GET /api/customers/me/addresses': () => ({ body: { success: true, data: { addresses: [] } } }),
    'PATCH /api/customers/me/preferences': (call) => ({
      body: {
        success: true,
        data: { smsOptIn: true, language: 'en', ...(call.body as { smsOptIn?: boolean; language?: string }) },
      },
    }),
    ...extra,
  });
}

const homeAddress = savedAddress({ street: 'KG 11 Ave', address: 'KG 11 Ave', isDefault: true });

const signedIn = () => {
  const store = createStore();
  withSession(store, { id: 'c1', firstName: 'Aline', phone: '+250788123456' });
  return store;
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const slow = { timeout: 5000 };
const needsConnection = () => screen.findByText('This page needs an internet connection.');

describe('the account area', () => {
  it('says it is loading while the session is restored', async () => {
    accountApi();
    await renderRoutes([{ path: '/account', element: <AccountScreen /> }], '/account');
    expect(await screen.findByText('Loading your account...')).toBeInTheDocument();
  });

  it('sends a guest to sign in', async () => {
    const store = createStore();
    withSession(store, null);
    const { router } = await renderRoutes(
      [
        { path: '/account', element: <AccountScreen /> },
        { path: '/login', element: <p>login</p> },
      ],
      '/account',
      store,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=/account');
  });

  it('sends a guest to sign in in the language the address names', async () => {
    const store = createStore();
    withSession(store, null);
    const { router } = await renderRoutes(
      [
        { path: '/account', element: <AccountScreen /> },
        { path: '/login', element: <p>login</p> },
      ],
      '/account?lang=fr',
      store,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?from=/account&lang=fr');
  });

  it('greets the customer and shows real counts, then the orders with Track Order links', async () => {
    accountApi();
    await renderRoutes([{ path: '/account', element: <AccountScreen /> }], '/account', signedIn());
    expect(await screen.findByRole('heading', { name: 'Welcome back, Aline!' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-totalOrders')).toHaveTextContent('2'));
    expect(screen.getByTestId('stat-activeDeliveries')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-wishlistItems')).toHaveTextContent('0');

    await userEvent.click(screen.getByRole('tab', { name: 'My Orders' }));
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Order ISK-2');
    expect(within(rows[0]!).getByText('Shipped')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Processing')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Track Order' })).toHaveAttribute(
      'href',
      '/track/TRK2',
    );
    expect(within(rows[0]!).getByText('22,000 RWF')).toBeInTheDocument();
  });

  it('saves the SMS switch on the server', async () => {
    const calls = accountApi();
    await renderRoutes(
      [{ path: '/account', element: <AccountScreen /> }],
      '/account?tab=settings',
      signedIn(),
    );
    const toggle = await screen.findByRole('switch', { name: 'Order updates via SMS' });
    expect(toggle).toBeChecked();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('readonly');
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PATCH' && c.path === '/api/customers/me/preferences')?.body,
      ).toEqual({
        smsOptIn: false,
      }),
    );
    expect(toggle).not.toBeChecked();
  });

  it('changes the language of the texts on the server', async () => {
    const calls = accountApi();
    await renderRoutes(
      [{ path: '/account', element: <AccountScreen /> }],
      '/account?tab=settings',
      signedIn(),
    );
    const select = await screen.findByRole('combobox', { name: 'Language of your texts' });
    expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'rw');
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PATCH' && c.path === '/api/customers/me/preferences')?.body,
      ).toEqual({ language: 'rw' }),
    );
    expect(await screen.findByText('Your texts will come in this language.')).toBeInTheDocument();
    expect(select).toHaveValue('rw');
  });

  it('shows No saved addresses when there are none', async () => {
    accountApi();
    await renderRoutes(
      [{ path: '/account', element: <AccountScreen /> }],
      '/account?tab=addresses',
      signedIn(),
    );
    expect(await screen.findByText('No saved addresses')).toBeInTheDocument();
  });

  it('asks in the page before deleting an address: Keep it leaves it, Delete removes it', async () => {
    const listed = { body: { success: true, data: { addresses: [homeAddress] } } };
    const calls = accountApi(
      {},
      {
        'GET /api/customers/me/addresses': () => listed,
        'DELETE /api/customers/me/addresses/a1': () => ({ body: { success: true, data: { addresses: [] } } }),
      },
    );
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    await renderRoutes(
      [{ path: '/account', element: <AccountScreen /> }],
      '/account?tab=addresses',
      signedIn(),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(question).toHaveTextContent('KG 11 Ave, Kimironko, Gasabo');
    await userEvent.click(within(question).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete this address?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No saved addresses')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/customers/me/addresses/a1',
    ]);
    // The browser's own pop-up is never used.
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('My Orders', () => {
  it('asks a guest to log in, with Login Now', async () => {
    const store = createStore();
    withSession(store, null);
    await renderRoutes([{ path: '/orders', element: <OrdersScreen /> }], '/orders', store);
    expect(await screen.findByRole('heading', { name: 'Login Required' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login Now' })).toBeInTheDocument();
  });

  it('lists the orders with a detail panel and the counts', async () => {
    accountApi();
    await renderRoutes([{ path: '/orders', element: <OrdersScreen /> }], '/orders', signedIn());
    const detail = await screen.findByRole('region', { name: 'Order ISK-2' });
    expect(within(detail).getByText('Kitenge dress')).toBeInTheDocument();
    expect(within(detail).getByText('Cash on delivery')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Order ISK-1' }));
    expect(await screen.findByRole('region', { name: 'Order ISK-1' })).toBeInTheDocument();
    expect(screen.getByTestId('stat-pendingOrders')).toHaveTextContent('1');
  });
});

describe('the account and My Orders without a network', () => {
  it('say the account needs a connection when opened offline, and open once the network is back', async () => {
    // Signed in on this phone before: the session cannot be checked, and is not a guest's.
    localStorage.setItem(SIGNED_IN_NAME_KEY, 'Aline');
    networkGone();
    await renderRoutes([{ path: '/account', element: <AccountScreen /> }], '/account', undefined, {
      askSession: true,
    });
    expect(await needsConnection()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('Loading your account...')).not.toBeInTheDocument();

    accountApi();
    networkBack();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Aline!' }, slow)).toBeInTheDocument();
  });

  it('say so when the network goes with the session known, and open the account once it is back', async () => {
    networkGone({ announced: true });
    await renderRoutes([{ path: '/account', element: <AccountScreen /> }], '/account', signedIn());
    expect(await needsConnection()).toBeInTheDocument();
    expect(screen.queryByText('Loading your account...')).not.toBeInTheDocument();

    accountApi();
    networkBack();
    expect(await screen.findByRole('heading', { name: 'Welcome back, Aline!' }, slow)).toBeInTheDocument();
  });

  it('say My Orders needs a connection when opened offline, and Retry lists them once back', async () => {
    localStorage.setItem(SIGNED_IN_NAME_KEY, 'Aline');
    networkGone();
    await renderRoutes([{ path: '/orders', element: <OrdersScreen /> }], '/orders', undefined, {
      askSession: true,
    });
    expect(await needsConnection()).toBeInTheDocument();

    // The server can be reached again (the browser has not said so yet): Retry asks.
    accountApi();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Order ISK-2' }, slow)).toBeInTheDocument();
  });

  it('say the orders need a connection in place of the list when the network goes, and list them once back', async () => {
    networkGone({ announced: true });
    await renderRoutes([{ path: '/orders', element: <OrdersScreen /> }], '/orders', signedIn());
    expect(await screen.findByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
    expect(await needsConnection()).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();

    accountApi();
    networkBack();
    expect(await screen.findByRole('region', { name: 'Order ISK-2' }, slow)).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSocket } from '../../realtime/socket';
import { routes } from '../../router';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import {
  ADMIN_USER,
  dashboardData,
  healthAnswer,
  orderCreatedEvent,
  orderRow,
  verifyAnswer,
} from './admin-fixtures';

const answers = (mode: 'demo' | 'production') => ({
  'GET /api/health': healthAnswer(mode),
  'GET /api/admin/auth/verify': verifyAnswer(ADMIN_USER),
  'GET /api/admin/dashboard': () => ({ body: { success: true, data: dashboardData() } }),
  'GET /api/admin/orders': () => ({
    body: {
      success: true,
      orders: [
        orderRow(),
        orderRow({
          id: 'o2',
          orderNumber: 'ISK-1002',
          customerInfo: { firstName: 'Eric', lastName: 'Habimana', phone: '+250722000111', email: null },
        }),
      ],
      pagination: { page: 1, limit: 50, total: 2, pages: 1, capped: false },
      counts: {
        all: 2,
        pending: 2,
        confirmed: 0,
        processing: 0,
        shipped: 0,
        in_transit: 0,
        out_for_delivery: 0,
        delivered: 0,
        cancelled: 0,
      },
    },
  }),
  'GET /api/admin/customers': () => ({
    body: { success: true, customers: [], data: [], pagination: { page: 1, limit: 50, total: 0, pages: 0 } },
  }),
  'GET /api/products': () => ({ body: { success: true, data: [], pagination: { total: 0 } } }),
});

describe('simple admin view', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the server's sales figure and narrows the orders by the search, counting shown of total", async () => {
    fakeApi(answers('production'));
    await renderRoutes(routes, '/admin/simple');
    const cards = await screen.findByRole('region', { name: 'Shop figures' });
    expect(await within(cards).findByText('1,234,567 RWF')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('ISK-1002')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'habimana');
    expect(screen.queryByText('ISK-1001')).toBeNull();
    expect(screen.getByText('ISK-1002')).toBeInTheDocument();
    expect(cards).toHaveTextContent('Orders1 / 42');
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(screen.getByText('No orders found for "nobody".')).toBeInTheDocument();
  });

  it('offers Create Test Order only in demo mode', async () => {
    fakeApi(answers('production'));
    await renderRoutes(routes, '/admin/simple');
    await userEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    await screen.findByText('ISK-1001');
    expect(screen.queryByRole('button', { name: 'Create Test Order' })).toBeNull();
  });

  it('creates a test order in demo mode and says which', async () => {
    const calls = fakeApi({
      ...answers('demo'),
      'POST /api/admin/test-order': () => ({
        body: { success: true, data: { orderId: 'o9', orderNumber: 'ISK-1009', total: 15000 } },
      }),
    });
    await renderRoutes(routes, '/admin/simple');
    await userEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create Test Order' }));
    expect(await screen.findByText('Test order ISK-1009 created.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/test-order')).toBe(true);
  });

  it('shows an order placed elsewhere without a reload: a notice, and the order in the list', async () => {
    const base = answers('production');
    let placed = false;
    const ordersAnswer = () => {
      const answer = base['GET /api/admin/orders']();
      if (placed) answer.body.orders.unshift(orderRow({ id: 'o3', orderNumber: 'ISK-1003' }));
      return answer;
    };
    fakeApi({ ...base, 'GET /api/admin/orders': ordersAnswer });
    await renderRoutes(routes, '/admin/simple');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await screen.findByText('ISK-1002');
    expect(screen.queryByText('ISK-1003')).toBeNull();
    const socket = getSocket();
    await waitFor(() => expect(socket.listeners('admin:order-created').length).toBeGreaterThan(0));
    placed = true;
    const event = orderCreatedEvent({ orderId: 'o3' });
    act(() => {
      for (const listener of socket.listeners('admin:order-created')) listener(event);
    });
    expect(await screen.findByText('New order ISK-1003 from Aline Uwase (Gasabo)')).toBeInTheDocument();
    expect(await screen.findByText('ISK-1003')).toBeInTheDocument();
  });
});

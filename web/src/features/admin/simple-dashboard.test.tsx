import type { AdminOrderDetail } from '@isoko/shared/admin/orders-schema';
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

/** ISK-1001 as the details endpoint answers it: no e-mail, so the analysis marks it down. */
const orderDetail = (): AdminOrderDetail => {
  const { district: _district, city: _city, ...row } = orderRow();
  return {
    ...row,
    subtotal: 20_000,
    shippingCost: 1_500,
    shippingFee: 1_500,
    total: 21_500,
    totalAmount: 21_500,
    couponCode: null,
    trackingId: 'ISK-TRK-1001',
    payment: null,
    stockReleased: false,
    analysis: {
      score: 85,
      risk: 'Low',
      customerValue: 'Standard',
      deliveryEstimate: '1-2 days',
      recommendations: ['NO_EMAIL'],
    },
  };
};

describe('simple admin view', () => {
  afterEach(() => {
    vi.useRealTimers();
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

  it('opens an order’s details from View Details: its data at once, the analysis after 1.5 s, focus back on Close', async () => {
    fakeApi({
      ...answers('production'),
      'GET /api/admin/orders/o1': () => ({ body: { success: true, data: orderDetail() } }),
    });
    await renderRoutes(routes, '/admin/simple');
    await userEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    const viewDetails = await screen.findByRole('button', { name: 'View Details of ISK-1001' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(viewDetails);

    const dialog = await screen.findByRole('dialog', { name: 'Order ISK-1001' });
    await within(dialog).findByText('Kitenge Dress');
    expect(within(dialog).getByText('Pending', { selector: '.ao-status' })).toBeInTheDocument();
    expect(within(dialog).getByText('Aline Uwase', { selector: 'dd' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('ao-payment')).toHaveTextContent('Mobile Money · waiting for payment');
    expect(within(dialog).getByRole('region', { name: 'Shipping address' })).toHaveTextContent('KG 11 Ave');
    const summary = within(dialog).getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Subtotal20,000 RWF');
    expect(summary).toHaveTextContent('Shipping1,500 RWF');
    expect(summary).toHaveTextContent('Total21,500 RWF');
    expect(within(dialog).getByRole('region', { name: 'Timeline' })).toHaveTextContent('Order placed');
    expect(within(dialog).getByRole('link', { name: 'Print Order' })).toHaveAttribute(
      'href',
      '/admin/orders/o1/print',
    );

    // The analysis says it is working, and shows its result after a second and a half.
    const analysis = within(dialog).getByRole('region', { name: 'AI Analysis' });
    expect(analysis).toHaveTextContent('Analysing…');
    expect(analysis).toHaveAttribute('aria-busy', 'true');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(analysis).toHaveTextContent('Analysing…');
    expect(analysis).not.toHaveTextContent('Score');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(analysis).toHaveTextContent('Score: 85/100');
    expect(analysis).toHaveTextContent('Risk: Low');
    expect(analysis).toHaveTextContent('Delivery estimate: 1-2 days');
    expect(analysis).not.toHaveTextContent('Analysing…');
    expect(analysis).toHaveAttribute('aria-busy', 'false');

    // Tab stays inside the window; Close shuts it and focus is back on the button that opened it.
    within(dialog).getByRole('link', { name: 'Print Order' }).focus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Details of ISK-1001' })).toHaveFocus();
  });

  it('closes the order details on Escape and gives focus back to View Details', async () => {
    fakeApi({
      ...answers('production'),
      'GET /api/admin/orders/o1': () => ({ body: { success: true, data: orderDetail() } }),
    });
    await renderRoutes(routes, '/admin/simple');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await user.click(await screen.findByRole('button', { name: 'View Details of ISK-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ISK-1001' });
    await within(dialog).findByText('Kitenge Dress');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Details of ISK-1001' })).toHaveFocus();
  });

  it('shows the new status in the order’s details after a move from the list', async () => {
    let status: AdminOrderDetail['status'] = 'pending';
    fakeApi({
      ...answers('production'),
      'GET /api/admin/orders/o1': () => ({ body: { success: true, data: { ...orderDetail(), status } } }),
      'PUT /api/admin/orders/o1/status': () => {
        status = 'confirmed';
        return { body: { success: true } };
      },
    });
    const { client } = await renderRoutes(routes, '/admin/simple');
    // As in the app: an answer is fresh for a minute, so only a deliberate refetch reads it again.
    client.setDefaultOptions({ queries: { retry: 0, staleTime: 60_000 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await user.click(await screen.findByRole('button', { name: 'View Details of ISK-1001' }));
    let dialog = await screen.findByRole('dialog', { name: 'Order ISK-1001' });
    expect(await within(dialog).findByText('Pending', { selector: '.ao-status' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Change the status of ISK-1001' }),
      'confirmed',
    );
    await user.click(screen.getByRole('button', { name: 'View Details of ISK-1001' }));
    dialog = await screen.findByRole('dialog', { name: 'Order ISK-1001' });
    expect(await within(dialog).findByText('Confirmed', { selector: '.ao-status' })).toBeInTheDocument();
  });

  /** The simple view's answers with ISK-1001 paid by Mobile Money; ISK-1002 is still unpaid. */
  const withPaidOrder = () => {
    const base = answers('production');
    return {
      ...base,
      'GET /api/admin/orders': () => {
        const answer = base['GET /api/admin/orders']();
        answer.body.orders[0] = orderRow({
          status: 'confirmed',
          paymentStatus: 'paid',
          nextStatuses: ['processing', 'cancelled'],
        });
        return answer;
      },
      'PUT /api/admin/orders/o1/status': () => ({ body: { success: true } }),
      'PUT /api/admin/orders/o2/status': () => ({ body: { success: true } }),
    };
  };
  const puts = (calls: { method: string; path: string; body: unknown }[]) =>
    calls.filter((c) => c.method === 'PUT').map((c) => ({ path: c.path, body: c.body }));

  it('asks before cancelling a paid order from the list, naming the refund; keeping it sends nothing', async () => {
    const calls = fakeApi(withPaidOrder());
    await renderRoutes(routes, '/admin/simple');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    const select = await screen.findByRole('combobox', { name: 'Change the status of ISK-1001' });
    await user.selectOptions(select, 'cancelled');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel paid order ISK-1001?' });
    expect(dialog).toHaveTextContent(
      'Order ISK-1001 has been paid. Cancelling it means a refund of 20,000 RWF will be due to the customer.',
    );
    expect(puts(calls)).toEqual([]);
    // Keep: the order stays as it is, the choice is back on its placeholder and holds the focus.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(select).toHaveValue('');
    expect(select).toHaveFocus();
    expect(puts(calls)).toEqual([]);
    // Asked again and confirmed, the order is cancelled; focus goes to the row's View Details,
    // since the status choice waits for the server and then goes.
    await user.selectOptions(select, 'cancelled');
    const again = await screen.findByRole('dialog', { name: 'Cancel paid order ISK-1001?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel and owe the refund' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Details of ISK-1001' })).toHaveFocus();
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ path: '/api/admin/orders/o1/status', body: { status: 'cancelled' } }]),
    );
  });

  it('cancels an unpaid order from the list at once, and moves a paid one at once to any other status', async () => {
    const calls = fakeApi(withPaidOrder());
    await renderRoutes(routes, '/admin/simple');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Change the status of ISK-1002' }),
      'cancelled',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(puts(calls)).toEqual([{ path: '/api/admin/orders/o2/status', body: { status: 'cancelled' } }]),
    );
    const paid = screen.getByRole('combobox', { name: 'Change the status of ISK-1001' });
    await waitFor(() => expect(paid).toBeEnabled());
    await user.selectOptions(paid, 'processing');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(puts(calls)).toHaveLength(2));
    expect(puts(calls)[1]).toEqual({ path: '/api/admin/orders/o1/status', body: { status: 'processing' } });
  });

  it('keeps the open order’s details current when its status changes elsewhere', async () => {
    let status: AdminOrderDetail['status'] = 'pending';
    fakeApi({
      ...answers('production'),
      'GET /api/admin/orders/o1': () => ({ body: { success: true, data: { ...orderDetail(), status } } }),
    });
    const { client } = await renderRoutes(routes, '/admin/simple');
    client.setDefaultOptions({ queries: { retry: 0, staleTime: 60_000 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Orders' }));
    await user.click(await screen.findByRole('button', { name: 'View Details of ISK-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ISK-1001' });
    expect(await within(dialog).findByText('Pending', { selector: '.ao-status' })).toBeInTheDocument();
    const socket = getSocket();
    await waitFor(() => expect(socket.listeners('order:updated').length).toBeGreaterThan(0));
    status = 'confirmed';
    act(() => {
      for (const listener of socket.listeners('order:updated')) listener({ orderId: 'o1', status });
    });
    expect(await within(dialog).findByText('Confirmed', { selector: '.ao-status' })).toBeInTheDocument();
  });
});

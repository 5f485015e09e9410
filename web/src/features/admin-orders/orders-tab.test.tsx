import type { DashboardData } from '@isoko/shared/admin/dashboard-schema';
import { ADMIN_SEARCH_MAX } from '@isoko/shared/admin/list-search';
import type {
  AdminOrderDetail,
  AdminOrderListEntry,
  AdminOrderRow,
  AdminOrdersResponse,
} from '@isoko/shared/admin/orders-schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSocket } from '../../realtime/socket';
import { apiFailure, type FakeCall, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { orderCreatedEvent, orderListExtras } from '../admin/admin-fixtures';
import { OrdersTab } from './orders-tab';

const row = (over: Partial<AdminOrderListEntry> = {}): AdminOrderListEntry => ({
  ...orderListExtras(),
  id: '11111111-1111-4111-8111-111111111111',
  orderNumber: 'ISK-261124-AAAA1',
  status: 'pending',
  paymentStatus: 'pending',
  paymentMethod: 'cash_on_delivery',
  customerId: 'c1',
  customerInfo: { firstName: 'Aline', lastName: 'Uwase', phone: '+250788123456', email: null },
  district: 'Gasabo',
  city: 'Kigali',
  subtotal: 20_000,
  shippingCost: 2_000,
  discount: 0,
  total: 22_000,
  itemCount: 1,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
  nextStatuses: ['confirmed', 'cancelled'],
  ...over,
});
const second = row({
  id: '22222222-2222-4222-8222-222222222222',
  orderNumber: 'ISK-261124-BBBB2',
  status: 'confirmed',
  customerInfo: { firstName: 'Jean', lastName: 'Habimana', phone: '+250722000111', email: 'j@h.rw' },
});

/** One page of results; `capped` says a search total stopped at the server's counting cap. */
const onePage = (total: number) => {
  const pagination = { page: 1, limit: 20, total, pages: 1, capped: false };
  return pagination;
};

const list = (orders: AdminOrderListEntry[]): { body: AdminOrdersResponse } => ({
  body: {
    success: true,
    orders,
    pagination: onePage(orders.length),
    counts: {
      all: 12,
      pending: 7,
      confirmed: 0,
      processing: 3,
      shipped: 0,
      in_transit: 0,
      out_for_delivery: 0,
      delivered: 2,
      cancelled: 0,
    },
  },
});

const dashboard = (pending: number): { body: { success: true; data: DashboardData } } => ({
  body: {
    success: true,
    data: {
      summary: {
        totalRevenue: 154_000,
        totalOrders: 12,
        pendingOrders: pending,
        customers: 4,
        products: 30,
        lowStockProducts: 2,
      },
      statusCounts: {
        pending,
        confirmed: 0,
        processing: 3,
        shipped: 0,
        in_transit: 0,
        out_for_delivery: 0,
        delivered: 2,
        cancelled: 1,
      },
      recentOrders: [],
      lowStock: [],
      kpis: {
        totalOrders: 12,
        trend: 'Growing',
        totalRevenue: 154_000,
        averageOrderValue: 12_833,
        deliveryRate: 16.7,
      },
      customerInsights: {
        totalCustomers: 4,
        repeatCustomers: 2,
        repeatRate: 50,
        averageCustomerValue: 38_500,
        topCustomers: [
          {
            customerId: 'c1',
            name: 'Aline Uwase',
            phone: '+250788123456',
            revenue: 99_000,
            orderCount: 5,
            segment: 'Premium',
          },
        ],
      },
      recommendation: {
        advice: pending > 5 ? 'HIGH_PENDING' : 'EFFICIENT',
        pendingOrders: pending,
        processingOrders: 3,
        cancellationRate: 8.3,
        projectedRevenue30Days: { kind: 'projection', amount: 177_100, factor: 1.15 },
      },
    },
  },
});

const detail: AdminOrderDetail = {
  id: second.id,
  orderNumber: second.orderNumber,
  customerId: 'c2',
  status: 'confirmed',
  paymentStatus: 'pending',
  paymentMethod: 'cash_on_delivery',
  createdAt: second.createdAt,
  updatedAt: second.updatedAt,
  subtotal: 20_000,
  discount: 0,
  shippingCost: 2_000,
  shippingFee: 2_000,
  total: 22_000,
  totalAmount: 22_000,
  couponCode: null,
  itemCount: 1,
  items: [
    {
      id: 'i1',
      productId: 'p1',
      variantId: 'v1',
      name: 'Kitenge dress',
      sku: 'KD-1',
      size: 'M',
      color: 'Red',
      image: '/media/kd.webp',
      price: 20_000,
      quantity: 1,
      lineTotal: 20_000,
    },
  ],
  timeline: [{ status: 'pending', timestamp: '2026-11-24T08:00:00.000Z', note: 'Order placed' }],
  trackingId: null,
  shippingAddress: {
    receiverName: 'Jean Habimana',
    phone: '+250722000111',
    province: 'Southern',
    district: 'Huye',
    sector: 'Ngoma',
    street: 'KN 5 Rd',
    city: 'Huye',
    country: 'Rwanda',
    firstName: 'Jean',
    lastName: 'Habimana',
    email: 'j@h.rw',
    postalCode: '',
  },
  customerInfo: { firstName: 'Jean', lastName: 'Habimana', email: 'j@h.rw', phone: '+250722000111' },
  payment: null,
  stockReleased: false,
  analysis: {
    score: 100,
    risk: 'Low',
    customerValue: 'Standard',
    deliveryEstimate: '2-3 days',
    recommendations: ['OUTSIDE_KIGALI'],
  },
  nextStatuses: ['processing', 'shipped', 'in_transit', 'out_for_delivery', 'delivered', 'cancelled'],
};

const routes = [{ path: '/admin/orders', element: <OrdersTab /> }];

afterEach(() => vi.unstubAllGlobals());

const listCalls = (calls: FakeCall[]) => calls.filter((c) => c.path.startsWith('/api/admin/orders?'));

describe('the orders CRM', () => {
  it('shows the figures, the counted filters and a row per order', async () => {
    fakeApi({
      'GET /api/admin/orders': () => list([row(), second]),
      'GET /api/admin/dashboard': () => dashboard(7),
    });
    await renderRoutes(routes, '/admin/orders');
    expect(await screen.findByText('ISK-261124-AAAA1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'AI-Powered Orders CRM' })).toBeInTheDocument();
    expect(await screen.findByText('154K RWF')).toBeInTheDocument();
    expect(screen.getByText('Growing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pending 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All 12' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('High pending orders! Consider processing them soon.')).toBeInTheDocument();
    expect(screen.getByText('Projected revenue, next 30 days: 177.1K RWF')).toBeInTheDocument();
    expect(screen.getByText('A projection (total revenue × 1.15), not a forecast.')).toBeInTheDocument();
  });

  it('marks the row of a paid order that was cancelled as owing a refund, and no other', async () => {
    const cancelledPaid = row({
      id: '33333333-3333-4333-8333-333333333333',
      orderNumber: 'ISK-261124-CCCC3',
      status: 'cancelled',
      paymentStatus: 'paid',
      nextStatuses: [],
    });
    fakeApi({
      'GET /api/admin/orders': () => list([row(), second, cancelledPaid]),
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    await renderRoutes(routes, '/admin/orders');
    const owed = (await screen.findByText('ISK-261124-CCCC3')).closest('tr')!;
    expect(owed).toHaveTextContent('Refund due');
    expect(screen.getByText('ISK-261124-AAAA1').closest('tr')).not.toHaveTextContent('Refund due');
    expect(screen.getAllByText('Refund due')).toHaveLength(1);
  });

  it('marks a row while a listed payment is still owed back, and drops the marker once it is all refunded', async () => {
    const paidTwice = row({
      id: '44444444-4444-4444-8444-444444444444',
      orderNumber: 'ISK-261124-DDDD4',
      paymentStatus: 'paid',
      refunds: { due: [{ paymentId: 'p2', amount: 12_000, why: 'paid_twice' }], settled: [] },
    });
    const refunded = row({
      id: '55555555-5555-4555-8555-555555555555',
      orderNumber: 'ISK-261124-EEEE5',
      status: 'cancelled',
      paymentStatus: 'paid',
      nextStatuses: [],
      refunds: {
        due: [],
        settled: [
          { amount: 24_000, method: 'cash', reference: null, at: '2026-11-25T08:00:00.000Z', by: 's1' },
        ],
      },
    });
    fakeApi({
      'GET /api/admin/orders': () => list([paidTwice, refunded]),
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    await renderRoutes(routes, '/admin/orders');
    expect((await screen.findByText('ISK-261124-DDDD4')).closest('tr')).toHaveTextContent('Refund due');
    expect(screen.getByText('ISK-261124-EEEE5').closest('tr')).not.toHaveTextContent('Refund due');
  });

  it('offers a counted chip for every order status, so the chips add up to All', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders': () => {
        const answer = list([row()]);
        answer.body.counts = {
          all: 15,
          pending: 1,
          confirmed: 2,
          processing: 1,
          shipped: 3,
          in_transit: 4,
          out_for_delivery: 2,
          delivered: 1,
          cancelled: 1,
        };
        return answer;
      },
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    await renderRoutes(routes, '/admin/orders');
    expect(await screen.findByRole('button', { name: 'In transit 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out for delivery 2' })).toBeInTheDocument();
    const chips = within(screen.getByRole('group', { name: 'Filter by status' })).getAllByRole('button');
    const counts = chips.map((chip) => Number(chip.textContent?.match(/\d+$/)?.[0]));
    expect(counts.slice(1).reduce((a, b) => a + b, 0)).toBe(counts[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Out for delivery 2' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toContain('status=out_for_delivery'));
  });

  it('says a page past the end is past the end, and links back to the last page', async () => {
    fakeApi({
      'GET /api/admin/orders': () => {
        const answer = list([]);
        answer.body.pagination = { page: 99, limit: 20, total: 45, pages: 3, capped: false };
        return answer;
      },
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    await renderRoutes(routes, '/admin/orders?status=pending&page=99');
    expect(await screen.findByText('There is no page 99: the last page is 3.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending&page=3',
    );
  });

  it('hides the recommendation when nothing is pending and reveals the Top 5 on demand', async () => {
    fakeApi({
      'GET /api/admin/orders': () => list([second]),
      'GET /api/admin/dashboard': () => dashboard(0),
    });
    await renderRoutes(routes, '/admin/orders');
    const toggle = await screen.findByRole('button', { name: 'Show Details' });
    expect(screen.queryByText('AI Recommendation')).not.toBeInTheDocument();
    expect(screen.queryByText('Top 5 customers')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByText('Top 5 customers')).toBeInTheDocument();
    expect(screen.getByText('Aline Uwase')).toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('Hide Details');
  });

  it('offers in each row only the moves the lifecycle allows', async () => {
    fakeApi({
      'GET /api/admin/orders': () => list([row(), second]),
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    await renderRoutes(routes, '/admin/orders');
    const pendingSelect = await screen.findByRole('combobox', { name: 'Change status of ISK-261124-AAAA1' });
    const options = within(pendingSelect)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Change status…', 'Confirmed', 'Cancelled']);
    const confirmedSelect = screen.getByRole('combobox', { name: 'Change status of ISK-261124-BBBB2' });
    expect(within(confirmedSelect).queryByRole('option', { name: 'Pending' })).not.toBeInTheDocument();
    expect(within(confirmedSelect).getByRole('option', { name: 'Shipped' })).toBeInTheDocument();
  });

  it('moves one order from its row and says so', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([row()]),
      'GET /api/admin/dashboard': () => dashboard(1),
      [`PUT /api/admin/orders/${row().id}/status`]: () => ({ body: { success: true } }),
    });
    await renderRoutes(routes, '/admin/orders');
    const select = await screen.findByRole('combobox', { name: 'Change status of ISK-261124-AAAA1' });
    const save = screen.getByRole('button', { name: 'Save the new status of ISK-261124-AAAA1' });
    expect(save).toBeDisabled();
    // Choosing alone moves nothing: a keyboard user browsing the list must not change orders.
    await userEvent.selectOptions(select, 'confirmed');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(save);
    expect(await screen.findByText('Order status updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'confirmed' });
  });

  it('asks before cancelling a paid order, naming the refund it leaves owed; Escape keeps the order', async () => {
    const paid = row({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'mobile_money' });
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([paid]),
      'GET /api/admin/dashboard': () => dashboard(1),
      [`PUT /api/admin/orders/${paid.id}/status`]: () => ({ body: { success: true } }),
    });
    await renderRoutes(routes, '/admin/orders');
    const user = userEvent.setup();
    const select = await screen.findByRole('combobox', { name: 'Change status of ISK-261124-AAAA1' });
    const save = screen.getByRole('button', { name: 'Save the new status of ISK-261124-AAAA1' });
    await user.selectOptions(select, 'cancelled');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel paid order ISK-261124-AAAA1?' });
    expect(dialog).toHaveTextContent('has been paid');
    expect(dialog).toHaveTextContent(/a refund of 22[\s,.\u202f\u00a0]?000 RWF will be due/);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // Escape keeps the order as it is, and focus goes back to Save.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    // Enter on Save asks again; Tab reaches the confirm button and Enter cancels.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Cancel paid order ISK-261124-AAAA1?' });
    expect(screen.getByRole('button', { name: 'Keep the order' })).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel and owe the refund' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Order status updated!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ status: 'cancelled' }]);
    expect(select).toHaveFocus();
  });

  it('cancels an unpaid order in one step, without asking', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([row()]),
      'GET /api/admin/dashboard': () => dashboard(1),
      [`PUT /api/admin/orders/${row().id}/status`]: () => ({ body: { success: true } }),
    });
    await renderRoutes(routes, '/admin/orders');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Change status of ISK-261124-AAAA1' }),
      'cancelled',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save the new status of ISK-261124-AAAA1' }));
    expect(await screen.findByText('Order status updated!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'cancelled' });
  });

  it('sends the search to the server once typing pauses, and starts again at page 1', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([row()]),
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    const { router } = await renderRoutes(routes, '/admin/orders?page=3');
    await screen.findByText('ISK-261124-AAAA1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), '0788');
    await waitFor(() => expect(router.state.location.search).toBe('?q=0788'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toContain('search=0788'));
    // One request for the settled text, none for each keystroke.
    expect(listCalls(calls).filter((c) => c.path.includes('search=')).length).toBe(1);
    expect(listCalls(calls).at(-1)?.path).toContain('page=1');
  });

  it('keeps the search within what the server accepts, typed or in the address', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([row()]),
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    await renderRoutes(routes, `/admin/orders?q=${'a'.repeat(150)}`);
    await screen.findByText('ISK-261124-AAAA1');
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(box).toHaveAttribute('maxLength', String(ADMIN_SEARCH_MAX));
    expect(listCalls(calls).at(-1)?.path).toContain(`search=${'a'.repeat(100)}&`);
    await userEvent.clear(box);
    await userEvent.paste('b'.repeat(150));
    expect(box).toHaveValue('b'.repeat(100));
  });

  it('filters by status on the server and exports the same filter', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([row()]),
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    await renderRoutes(routes, '/admin/orders?q=Aline');
    await userEvent.click(await screen.findByRole('button', { name: 'Pending 7' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toContain('status=pending'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/export.csv?status=pending&search=Aline&lang=en',
    );
  });

  it('asks for a selection before a bulk change, then reports each order', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([row(), second]),
      'GET /api/admin/dashboard': () => dashboard(1),
      'POST /api/admin/orders/bulk-status': () => ({
        body: {
          success: true,
          status: 'shipped',
          updated: 1,
          failed: 1,
          results: [
            {
              orderId: row().id,
              ok: false,
              orderNumber: row().orderNumber,
              from: 'pending',
              code: 'ORDER_BAD_TRANSITION',
            },
            { orderId: second.id, ok: true, orderNumber: second.orderNumber, from: 'confirmed', code: null },
          ],
        },
      }),
    });
    await renderRoutes(routes, '/admin/orders');
    await screen.findByText('ISK-261124-AAAA1');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please select orders first')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all orders on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select order ISK-261124-BBBB2' })).toBeChecked();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bulk action' }), 'shipped');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/could not move/)).toHaveTextContent(
      '1 order updated to Shipped. 1 order could not move to Shipped. ISK-261124-AAAA1 is Pending, and its status does not allow that move.',
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      orderIds: [row().id, second.id],
      status: 'shipped',
    });
    expect(screen.getByRole('checkbox', { name: 'Select order ISK-261124-BBBB2' })).not.toBeChecked();
  });

  it('asks before a bulk cancel with paid orders selected, naming how many and the refund owed in all', async () => {
    const paidA = { ...second, paymentStatus: 'paid' as const, paymentMethod: 'mobile_money' as const };
    const paidB = row({
      id: '66666666-6666-4666-8666-666666666666',
      orderNumber: 'ISK-261124-FFFF6',
      paymentStatus: 'paid',
      paymentMethod: 'mobile_money',
      total: 13_500,
    });
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([row(), paidA, paidB]),
      'GET /api/admin/dashboard': () => dashboard(1),
      'POST /api/admin/orders/bulk-status': () => ({
        body: { success: true, status: 'cancelled', updated: 3, failed: 0, results: [] },
      }),
    });
    await renderRoutes(routes, '/admin/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all orders on this page' }));
    const bulkSelect = screen.getByRole('combobox', { name: 'Bulk action' });
    await user.selectOptions(bulkSelect, 'cancelled');
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 2 paid orders?' });
    expect(dialog).toHaveTextContent(
      'Paid among the selected orders: 2 of 3. Cancelling them means refunds totalling 35,500 RWF will be due to the customers.',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // Keep: nothing is sent, the selection and the choice stay, focus is back on Apply.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the orders' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(apply).toHaveFocus();
    expect(bulkSelect).toHaveValue('cancelled');
    expect(screen.getByRole('checkbox', { name: 'Select order ISK-261124-FFFF6' })).toBeChecked();
    // Confirmed, the whole selection is cancelled and focus goes back to the status choice.
    await user.click(apply);
    const again = await screen.findByRole('dialog', { name: 'Cancel 2 paid orders?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel and owe the refunds' }));
    expect(bulkSelect).toHaveFocus();
    expect(await screen.findByText('3 orders updated to Cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { orderIds: [row().id, paidA.id, paidB.id], status: 'cancelled' },
    ]);
  });

  it('words a bulk cancel with one paid order among the selected in the singular', async () => {
    const paid = { ...second, paymentStatus: 'paid' as const, paymentMethod: 'mobile_money' as const };
    fakeApi({
      'GET /api/admin/orders': () => list([row(), paid]),
      'GET /api/admin/dashboard': () => dashboard(1),
    });
    await renderRoutes(routes, '/admin/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all orders on this page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bulk action' }), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel a paid order?' });
    expect(dialog).toHaveTextContent(
      'Paid among the selected orders: 1 of 2. Cancelling it means a refund of 22,000 RWF will be due to the customer.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel and owe the refund' })).toBeInTheDocument();
  });

  it('cancels an unpaid selection in bulk without asking', async () => {
    const calls = fakeApi({
      'GET /api/admin/orders': () => list([row(), second]),
      'GET /api/admin/dashboard': () => dashboard(1),
      'POST /api/admin/orders/bulk-status': () => ({
        body: { success: true, status: 'cancelled', updated: 2, failed: 0, results: [] },
      }),
    });
    await renderRoutes(routes, '/admin/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all orders on this page' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bulk action' }), 'cancelled');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 orders updated to Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      orderIds: [row().id, second.id],
      status: 'cancelled',
    });
  });

  it('reports a bulk change where every order moved', async () => {
    fakeApi({
      'GET /api/admin/orders': () => list([second]),
      'GET /api/admin/dashboard': () => dashboard(1),
      'POST /api/admin/orders/bulk-status': () => ({
        body: { success: true, status: 'delivered', updated: 1, failed: 0, results: [] },
      }),
    });
    await renderRoutes(routes, '/admin/orders');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select order ISK-261124-BBBB2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bulk action' }), 'delivered');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('1 order updated to Delivered')).toBeInTheDocument();
  });

  it('says so when no order matches, and offers a retry when the list fails', async () => {
    let fail = true;
    fakeApi({
      'GET /api/admin/orders': () => (fail ? apiFailure(500, 'INTERNAL', 'boom') : list([])),
      'GET /api/admin/dashboard': () => dashboard(0),
    });
    await renderRoutes(routes, '/admin/orders');
    expect(await screen.findByText("We couldn't load the orders.")).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
  });

  it('opens the order details with items, address, analysis, timeline and a print link', async () => {
    fakeApi({
      'GET /api/admin/orders': () => list([second]),
      'GET /api/admin/dashboard': () => dashboard(0),
      [`GET /api/admin/orders/${second.id}`]: () => ({ body: { success: true, data: detail } }),
    });
    await renderRoutes(routes, '/admin/orders');
    const view = await screen.findByRole('button', { name: 'View' });
    await userEvent.click(view);
    const dialog = await screen.findByRole('dialog', { name: 'Order ISK-261124-BBBB2' });
    // The details' texts may still be loading: they wait inside the dialog, not the page.
    expect(await within(dialog).findByText('Kitenge dress')).toBeInTheDocument();
    expect(within(dialog).getByText('Qty 1 · Size: M · Colour: Red')).toBeInTheDocument();
    expect(within(dialog).getByText('Delivery estimate: 2-3 days')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Delivery outside Kigali: tell the customer the longer delivery time.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Order placed', { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Print Order' })).toHaveAttribute(
      'href',
      `/admin/orders/${second.id}/print`,
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Keyboard users carry on from the row they opened, not from the top of the page.
    expect(view).toHaveFocus();
  });

  it('names an item’s colour in the staff member’s language, asking again on a switch', async () => {
    // Stands in for the server, which words the colour in the language the request names.
    const worded = () => {
      const colorLabel = i18next.language === 'fr' ? 'Rouge' : 'Red';
      return {
        body: { success: true, data: { ...detail, items: detail.items.map((i) => ({ ...i, colorLabel })) } },
      };
    };
    fakeApi({
      'GET /api/admin/orders': () => list([second]),
      'GET /api/admin/dashboard': () => dashboard(0),
      [`GET /api/admin/orders/${second.id}`]: worded,
    });
    await renderRoutes(routes, '/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order ISK-261124-BBBB2' });
    expect(within(dialog).getByText('Qty 1 · Size: M · Colour: Red')).toBeInTheDocument();
    try {
      await act(() => i18next.changeLanguage('fr'));
      expect(await within(dialog).findByText('Qté 1 · Taille : M · Couleur : Rouge')).toBeInTheDocument();
    } finally {
      await act(() => i18next.changeLanguage('en'));
    }
  });

  it('shows a new order live with a notice and refetches the list', async () => {
    let orders = [second];
    const calls = fakeApi({
      'GET /api/admin/orders': () => list(orders),
      'GET /api/admin/dashboard': () => dashboard(0),
    });
    await renderRoutes(routes, '/admin/orders');
    await screen.findByText('ISK-261124-BBBB2');
    const socket = getSocket();
    await waitFor(() => expect(socket.listeners('admin:order-created').length).toBeGreaterThan(0));
    const before = listCalls(calls).length;
    orders = [row(), second];
    const event = orderCreatedEvent({
      orderId: row().id,
      orderNumber: row().orderNumber,
      createdAt: row().createdAt,
    });
    act(() => {
      for (const listener of socket.listeners('admin:order-created')) listener(event);
    });
    expect(await screen.findByTestId('new-order-notice')).toHaveTextContent(
      'New order ISK-261124-AAAA1 from Aline Uwase (22,000 RWF)',
    );
    expect(await screen.findByText('ISK-261124-AAAA1')).toBeInTheDocument();
    expect(listCalls(calls).length).toBeGreaterThan(before);
    expect(screen.getAllByTestId('order-row')[0]).toHaveClass('ao-fresh');
  });

  it('shows a status change made elsewhere without a reload', async () => {
    let status: AdminOrderRow['status'] = 'confirmed';
    fakeApi({
      'GET /api/admin/orders': () => list([{ ...second, status }]),
      'GET /api/admin/dashboard': () => dashboard(0),
    });
    await renderRoutes(routes, '/admin/orders');
    const rowEl = (await screen.findByText('ISK-261124-BBBB2')).closest('tr')!;
    expect(within(rowEl).getByText('Confirmed')).toBeInTheDocument();
    const socket = getSocket();
    await waitFor(() => expect(socket.listeners('order:updated').length).toBeGreaterThan(0));
    status = 'shipped';
    act(() => {
      for (const listener of socket.listeners('order:updated'))
        listener({
          orderId: second.id,
          orderNumber: second.orderNumber,
          status: 'shipped',
          previousStatus: 'confirmed',
          paymentStatus: 'pending',
          trackingId: null,
          updatedAt: '2026-11-24T09:00:00.000Z',
        });
    });
    expect(await within(rowEl).findByText('Shipped')).toBeInTheDocument();
    expect(screen.queryByTestId('new-order-notice')).not.toBeInTheDocument();
  });
});

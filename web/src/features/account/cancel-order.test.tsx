import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { orderFixture } from '../checkout/order-fixtures';
import { OrderDetail } from './order-detail';
import { ordersQuery } from './queries';

/** A cash order, confirmed and unpaid: the kind a shopper may still cancel. */
const cashOrder = (over: Partial<CustomerOrderDto> = {}): CustomerOrderDto => ({
  ...orderFixture({ status: 'confirmed', paymentStatus: 'unpaid', paymentMethod: 'cash_on_delivery' }),
  ...over,
});

/** My Orders' list query, as the screen around the detail holds it. */
function OrdersList() {
  useQuery(ordersQuery());
  return null;
}

const detail = (order: CustomerOrderDto) => [
  {
    path: '/orders',
    element: (
      <>
        <OrdersList />
        <OrderDetail order={order} />
      </>
    ),
  },
];
const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path === '/api/orders/customer-orders');
const cancelPath = 'POST /api/orders/o-1/cancel';

afterEach(() => vi.unstubAllGlobals());

describe('cancelling an order from My Orders', () => {
  it('asks first, then cancels and fetches the orders again', async () => {
    const calls = fakeApi({
      'POST /api/orders/customer-orders': () => ({ body: { success: true, orders: [] } }),
      [cancelPath]: () => ({ body: { success: true, data: orderFixture({ status: 'cancelled' }) } }),
    });
    await renderRoutes(detail(cashOrder()), '/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ISK-261122-7F3K2?' });
    expect(dialog).toHaveTextContent('Its items go back on sale. This cannot be undone.');

    // Keeping the order sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep my order' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/cancel'))).toEqual([]);
    const listedBefore = listCalls(calls).length;
    expect(listedBefore).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.path.endsWith('/cancel')).map((c) => c.path)).toEqual([
      '/api/orders/o-1/cancel',
    ]);
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listedBefore));
  });

  it('says why when the shop refuses, and keeps the order as it was', async () => {
    fakeApi({
      [cancelPath]: () =>
        apiFailure(409, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled online.'),
    });
    await renderRoutes(detail(cashOrder()), '/orders');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order can no longer be cancelled online: it is being prepared or a payment has been made. Please call us to cancel it.',
    );
  });

  it('is offered only while the order is unpaid and not yet being prepared', async () => {
    fakeApi({});
    const offered = async (over: Partial<CustomerOrderDto>) => {
      const view = await renderRoutes(detail(cashOrder(over)), '/orders');
      await screen.findByRole('heading', { name: 'Order ISK-261122-7F3K2' });
      const found = screen.queryByRole('button', { name: 'Cancel order' }) !== null;
      view.unmount();
      return found;
    };
    expect(await offered({})).toBe(true);
    expect(await offered({ status: 'pending', paymentStatus: 'failed' })).toBe(true);
    expect(await offered({ status: 'processing' })).toBe(false);
    expect(await offered({ status: 'shipped' })).toBe(false);
    expect(await offered({ status: 'cancelled' })).toBe(false);
    expect(await offered({ paymentStatus: 'paid', paymentMethod: 'mobile_money' })).toBe(false);
    expect(await offered({ status: 'pending', paymentStatus: 'pending' })).toBe(false);
  });
});

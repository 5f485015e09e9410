import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { orderFixture, paymentFixture } from '../checkout/order-fixtures';
import { OrderDetail } from './order-detail';

afterEach(() => vi.unstubAllGlobals());

const declined = orderFixture({
  paymentStatus: 'failed',
  payment: { ...paymentFixture, status: 'failed', reason: 'DECLINED' },
});
const prompted = orderFixture({ paymentStatus: 'pending', payment: paymentFixture });

describe('a failed Mobile Money payment in My Orders', () => {
  it('is said, and Pay now sends a new prompt and follows it in the payment instructions', async () => {
    const calls = fakeApi({
      'POST /api/orders/o-1/payments': () => ({ body: { success: true, data: prompted } }),
      'GET /api/orders/o-1': () => ({ body: { success: true, data: prompted } }),
    });
    await renderRoutes([{ path: '/orders', element: <OrderDetail order={declined} /> }], '/orders');
    expect(await screen.findByText(/payment did not go through/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Payment Pending!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/orders/o-1/payments')).toHaveLength(1);
  });

  it('turns to paid live once the new prompt is approved on the phone', async () => {
    let answer = prompted;
    fakeApi({
      'POST /api/orders/o-1/payments': () => ({ body: { success: true, data: prompted } }),
      'GET /api/orders/o-1': () => ({ body: { success: true, data: answer } }),
    });
    const { client } = await renderRoutes(
      [{ path: '/orders', element: <OrderDetail order={declined} /> }],
      '/orders',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('Payment Pending!')).toBeInTheDocument();
    // The shop's live update for the order, as the socket brings it: the order is read again.
    answer = orderFixture({
      paymentStatus: 'paid',
      status: 'confirmed',
      payment: { ...paymentFixture, status: 'successful' },
    });
    await act(() => client.invalidateQueries());
    expect(await dialog.findByText('Payment Successful!')).toBeInTheDocument();
  });

  it('offers nothing for a paid order, a cash order or one still awaiting approval', async () => {
    fakeApi({});
    for (const order of [
      orderFixture({ paymentStatus: 'paid', status: 'confirmed' }),
      orderFixture({ paymentMethod: 'cash_on_delivery', paymentStatus: 'unpaid' }),
      prompted,
    ]) {
      const { unmount } = await renderRoutes(
        [{ path: '/orders', element: <OrderDetail order={order} /> }],
        '/orders',
      );
      await screen.findByRole('heading', { name: /ISK-261122-7F3K2/ });
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
      unmount();
    }
  });
});

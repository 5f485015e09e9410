import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { OrderPrint } from './order-print';

afterEach(() => vi.unstubAllGlobals());

describe('the printable order', () => {
  it('prints through the browser once the order is loaded', async () => {
    const order = {
      id: 'o1',
      orderNumber: 'ISK-261124-CCCC3',
      customerId: 'c1',
      status: 'shipped',
      paymentStatus: 'paid',
      paymentMethod: 'mobile_money',
      createdAt: '2026-11-24T08:00:00.000Z',
      updatedAt: '2026-11-24T09:00:00.000Z',
      subtotal: 10_000,
      discount: 500,
      shippingCost: 2_000,
      shippingFee: 2_000,
      total: 11_500,
      totalAmount: 11_500,
      couponCode: 'SAVE5',
      itemCount: 1,
      items: [
        {
          id: 'i1',
          productId: 'p1',
          variantId: 'v1',
          name: 'Imigongo print shirt',
          sku: 'IPS',
          size: null,
          color: null,
          image: null,
          price: 10_000,
          quantity: 1,
          lineTotal: 10_000,
        },
      ],
      timeline: [],
      trackingId: 'ISK-TRK-1',
      shippingAddress: {
        receiverName: 'Grace K',
        phone: '+250722123456',
        province: 'Kigali',
        district: 'Kicukiro',
        sector: 'Niboye',
        street: 'KK 1 St',
        city: 'Kigali',
        country: 'Rwanda',
        firstName: 'Eric',
        lastName: 'M',
        email: null,
        postalCode: '0000',
      },
      customerInfo: { firstName: 'Eric', lastName: 'M', email: null, phone: '+250788000000' },
      payment: null,
      stockReleased: false,
      analysis: {
        score: 85,
        risk: 'Low',
        customerValue: 'Standard',
        deliveryEstimate: '1-2 days',
        recommendations: ['NO_EMAIL'],
      },
      nextStatuses: ['in_transit', 'out_for_delivery', 'delivered'],
    };
    fakeApi({ 'GET /api/admin/orders/o1': () => ({ body: { success: true, data: order } }) });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await renderRoutes([{ path: '/p/:id', element: <OrderPrint orderId="o1" /> }], '/p/o1');
    expect(
      await screen.findByRole('heading', { name: 'Order ISK-261124-CCCC3', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('-500 RWF')).toBeInTheDocument();
    expect(screen.getByText('Imigongo print shirt')).toBeInTheDocument();
    // The slip names who takes the parcel and the number the courier calls, and no "0000".
    const slip = screen.getByRole('region', { name: 'Shipping address' });
    expect(slip).toHaveTextContent('Grace K');
    expect(slip).toHaveTextContent("Receiver's phone: +250 722 123 456");
    expect(slip).not.toHaveTextContent('Postal code');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says the order could not be loaded instead of printing an empty page', async () => {
    fakeApi({ 'GET /api/admin/orders/nope': () => apiFailure(404, 'ORDER_NOT_FOUND', 'Order not found') });
    await renderRoutes([{ path: '/p', element: <OrderPrint orderId="nope" /> }], '/p');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});

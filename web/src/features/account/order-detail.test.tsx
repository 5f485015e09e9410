import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { OrderDetail } from './order-detail';

const order = (items: CustomerOrderDto['items']): CustomerOrderDto => ({
  id: 'o-1',
  orderNumber: 'ISK-261122-7F3K2',
  status: 'confirmed',
  paymentStatus: 'unpaid',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  subtotal: 24_000,
  discount: 0,
  shippingCost: 2_000,
  total: 26_000,
  totalAmount: 26_000,
  paymentMethod: 'cash_on_delivery',
  couponCode: null,
  itemCount: 2,
  items,
  timeline: [],
  trackingId: 'TRK-1',
  shippingAddress: {
    receiverName: 'Aline Uwase',
    phone: '+250788123456',
    province: 'Southern',
    district: 'Huye',
    sector: 'Ngoma',
    street: 'Main street 4',
    city: 'Huye',
    country: 'Rwanda',
  },
});

const item = (over: Partial<CustomerOrderDto['items'][number]>) => ({
  id: 'i1',
  productId: 'p1',
  variantId: 'v1',
  name: 'Robe en kitenge',
  sku: 'KIT-M-YEL',
  size: 'M',
  color: 'Yellow',
  image: null,
  price: 12_000,
  quantity: 2,
  lineTotal: 24_000,
  ...over,
});

const detail = (o: CustomerOrderDto) => [{ path: '/orders', element: <OrderDetail order={o} /> }];

beforeEach(async () => {
  await initI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('the order details of My Orders', () => {
  it('names each item’s colour in the shopper’s language', async () => {
    await i18next.changeLanguage('fr');
    await renderRoutes(detail(order([item({ colorLabel: 'Jaune' })])), '/orders');
    expect(await screen.findByText('· M / Jaune', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Yellow/)).not.toBeInTheDocument();
  });

  it('shows the stored colour when the server words none (an older server)', async () => {
    await renderRoutes(detail(order([item({})])), '/orders');
    expect(await screen.findByText('· M / Yellow', { exact: false })).toBeInTheDocument();
  });
});

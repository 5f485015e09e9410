import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { orderFixture } from '../checkout/order-fixtures';
import { OrderDetail } from './order-detail';

const order = (items: CustomerOrderDto['items']): CustomerOrderDto => orderFixture({ items });

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

import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFailure, fakeApi } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { productFixture } from '../catalog/catalog-fixtures';
import { orderFixture } from '../checkout/order-fixtures';
import { OrderDetail } from './order-detail';

const item = (over: Partial<CustomerOrderDto['items'][number]>): CustomerOrderDto['items'][number] => ({
  id: 'i1',
  productId: 'p1',
  variantId: 'v-M-Green',
  name: 'Kitenge Wrap Dress',
  sku: 'SKU-M-Green',
  size: 'M',
  color: 'Green',
  image: null,
  price: 25_000,
  quantity: 2,
  lineTotal: 50_000,
  ...over,
});

/** A delivered order: the dress in M / Green (5 in stock now), sandals no longer in stock, a hat no longer sold. */
const order = orderFixture({
  status: 'delivered',
  paymentStatus: 'paid',
  items: [
    item({}),
    item({ id: 'i2', productId: 'p2', variantId: 'v2', name: 'Leather Sandals', size: null, color: null }),
    item({
      id: 'i3',
      productId: 'p3',
      variantId: 'v3',
      name: 'Straw Hat',
      size: null,
      color: null,
      quantity: 1,
    }),
  ],
});

const detail = [{ path: '/orders', element: <OrderDetail order={order} /> }];
const product = (body: unknown) => () => ({ body: { success: true, data: body } });
/** The line under the button that says what happened (the page has other live regions). */
const outcome = async () =>
  (await screen.findByText(/Added to your cart|None of these items/)).closest(
    '[role="status"]',
  ) as HTMLElement;

afterEach(() => vi.unstubAllGlobals());

describe('Buy again in My Orders', () => {
  it('puts what is still sold back in the cart at today’s price and names what is not', async () => {
    fakeApi({
      'GET /api/products/p1': product(productFixture()),
      'GET /api/products/p2': product(
        productFixture({ id: 'p2', name: 'Leather Sandals', variants: [], stockQuantity: 0, inStock: false }),
      ),
      'GET /api/products/p3': () => apiFailure(404, 'PRODUCT_NOT_FOUND', 'Product not found'),
    });
    await renderRoutes(detail, '/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    const said = await outcome();
    expect(said).toHaveTextContent('Added to your cart at today’s price: Kitenge Wrap Dress (M / Green).');
    expect(said).toHaveTextContent('No longer available: Leather Sandals, Straw Hat.');
    expect(within(said).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      id: string;
      size: string;
      color: string;
      quantity: number;
      price: number;
    }[];
    // M / Green costs the product's 30,000 RWF today, not the 25,000 paid then.
    expect(cart).toEqual([
      expect.objectContaining({ id: 'p1', size: 'M', color: 'Green', quantity: 2, price: 30_000 }),
    ]);
  });

  it('buys no more than the stock left, and says when nothing is left at all', async () => {
    fakeApi({
      'GET /api/products/p1': product(productFixture()),
      'GET /api/products/p2': product(
        productFixture({ id: 'p2', name: 'Leather Sandals', variants: [], stockQuantity: 0, inStock: false }),
      ),
      'GET /api/products/p3': () => apiFailure(404, 'PRODUCT_NOT_FOUND', 'Product not found'),
    });
    const gold = orderFixture({ items: [item({ variantId: 'v-M-Gold', color: 'Gold', quantity: 4 })] });
    const view = await renderRoutes([{ path: '/orders', element: <OrderDetail order={gold} /> }], '/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    await outcome();
    const cart = JSON.parse(localStorage.getItem('cart') ?? '[]') as {
      color: string;
      quantity: number;
      price: number;
    }[];
    // M / Gold has 2 left and costs 32,000 RWF.
    expect(cart).toEqual([expect.objectContaining({ color: 'Gold', quantity: 2, price: 32_000 })]);
    view.unmount();

    const gone = orderFixture({
      items: [item({ id: 'i3', productId: 'p3', name: 'Straw Hat', size: null, color: null })],
    });
    await renderRoutes([{ path: '/orders', element: <OrderDetail order={gone} /> }], '/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await outcome()).toHaveTextContent('None of these items is available any more.');
  });

  it('says so when the shop cannot be reached, and adds nothing', async () => {
    fakeApi({ 'GET /api/products/p1': () => apiFailure(503, 'SERVICE_UNAVAILABLE', 'Try again') });
    const one = orderFixture({ items: [item({})] });
    await renderRoutes([{ path: '/orders', element: <OrderDetail order={one} /> }], '/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the shop to put these items in your cart. Please try again.',
    );
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([]);
  });
});

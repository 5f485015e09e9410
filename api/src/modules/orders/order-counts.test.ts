import { countOrders } from '@isoko/shared/orders/order-counts';
import { ORDER_STATUS } from '@isoko/shared/orders/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, registerCustomer } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orders } from './tables';

let t: TestApp;
let customer: Registered;

beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t.app, '+250788200031');
  // One order of every status the shop knows.
  await t.app.deps.db.insert(orders).values(
    ORDER_STATUS.map((status, n) => ({
      orderNumber: `ISK-COUNT-${n}`,
      customerId: customer.userId,
      status,
      paymentMethod: 'mobile_money' as const,
      subtotal: 10_000,
      discount: 0,
      shippingFee: 0,
      total: 10_000,
      customerFirstName: 'Aline',
      customerPhone: '+250788200031',
      receiverName: 'Aline U',
      receiverPhone: '+250788200031',
      province: 'City of Kigali',
      district: 'Gasabo',
      street: 'KG 11 Ave',
      trackingId: `TRKCOUNT${n}`,
    })),
  );
});
afterAll(async () => t.close());

describe('customer-stats follows the shared order-count rule', () => {
  it('counts one order of every status the way the account and My Orders do', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders/customer-stats',
      payload: {},
      headers: { cookie: customer.header },
    });
    expect(res.statusCode).toBe(200);
    const stats = res.json().stats;
    expect(stats).toEqual({ totalOrders: 8, pendingOrders: 1, activeDeliveries: 5, completedOrders: 1 });
    // The list My Orders reads gives the same counts through the same rule.
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/orders/customer-orders',
      payload: {},
      headers: { cookie: customer.header },
    });
    expect(countOrders(list.json().orders)).toEqual(stats);
  });
});

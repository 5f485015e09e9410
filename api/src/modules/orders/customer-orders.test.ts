import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Registered, registerCustomer } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderItems, orders, orderTimeline } from './tables';

let t: TestApp;
let aline: Registered;
let bosco: Registered;
const ids: Record<string, string> = {};

async function placeOrder(customer: Registered, phone: string, n: number, status: string) {
  const [order] = await t.app.deps.db
    .insert(orders)
    .values({
      orderNumber: `ISK-TEST-${n}`,
      customerId: customer.userId,
      status,
      paymentMethod: 'mobile_money',
      subtotal: 20_000,
      discount: 2_000,
      shippingFee: 1_500,
      total: 19_500,
      customerFirstName: 'X',
      customerPhone: phone,
      receiverName: 'X Y',
      receiverPhone: phone,
      province: 'City of Kigali',
      district: 'Gasabo',
      street: 'KG 11 Ave',
      trackingId: `TRK${n}`,
    })
    .returning();
  await t.app.deps.db.insert(orderItems).values([
    {
      orderId: order!.id,
      productId: randomUUID(),
      variantId: randomUUID(),
      name: 'Kitenge dress',
      sku: 'KIT-M-RED',
      size: 'M',
      color: 'Red',
      unitPrice: 5_000,
      listPrice: 5_000,
      quantity: 2,
      lineTotal: 10_000,
    },
    {
      orderId: order!.id,
      productId: randomUUID(),
      variantId: randomUUID(),
      name: 'Sandals',
      sku: 'SND-42',
      unitPrice: 10_000,
      listPrice: 10_000,
      quantity: 1,
      lineTotal: 10_000,
    },
  ]);
  await t.app.deps.db
    .insert(orderTimeline)
    .values([
      { orderId: order!.id, status: 'pending', note: 'Order placed' },
      ...(status === 'pending' ? [] : [{ orderId: order!.id, status, note: '' }]),
    ]);
  ids[`ISK-TEST-${n}`] = order!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  aline = await registerCustomer(t.app, '+250788200001');
  bosco = await registerCustomer(t.app, '+250788200002');
  await placeOrder(aline, '+250788200001', 1, 'pending');
  await placeOrder(aline, '+250788200001', 2, 'shipped');
  await placeOrder(aline, '+250788200001', 3, 'delivered');
  await placeOrder(aline, '+250788200001', 4, 'out_for_delivery');
  await placeOrder(bosco, '+250788200002', 5, 'processing');
});
afterAll(async () => t.close());

const post = (url: string, who: Registered | null, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: who ? { cookie: who.header } : {} });

describe('My Orders', () => {
  it('needs a signed-in customer', async () => {
    for (const url of ['/api/orders/customer-stats', '/api/orders/customer-orders']) {
      const res = await post(url, null, { phone: '+250788200001' });
      expect(res.statusCode).toBe(401);
    }
    expect((await t.app.inject({ url: `/api/orders/mine/${ids['ISK-TEST-1']}` })).statusCode).toBe(401);
  });

  it('counts only the signed-in customer’s orders, whatever phone the payload names', async () => {
    const res = await post('/api/orders/customer-stats', aline, { phone: '+250788200002', email: 'b@x.rw' });
    expect(res.json()).toEqual({
      success: true,
      stats: { totalOrders: 4, activeDeliveries: 2, completedOrders: 1, pendingOrders: 1 },
    });
    const b = await post('/api/orders/customer-stats', bosco, { phone: '+250788200001' });
    // A processing order is being prepared: an active delivery, no longer pending.
    expect(b.json().stats).toEqual({
      totalOrders: 1,
      activeDeliveries: 1,
      completedOrders: 0,
      pendingOrders: 0,
    });
  });

  it('lists the customer’s orders with the old client’s fields, newest first, and none of anyone else’s', async () => {
    const res = await post('/api/orders/customer-orders', bosco, { phone: '+250788200001' });
    expect(res.statusCode).toBe(200);
    const list = res.json().orders;
    expect(list.map((o: { orderNumber: string }) => o.orderNumber)).toEqual(['ISK-TEST-5']);
    const mine = (await post('/api/orders/customer-orders', aline)).json().orders;
    expect(mine).toHaveLength(4);
    expect(mine[0]).toMatchObject({
      orderNumber: 'ISK-TEST-4',
      status: 'out_for_delivery',
      subtotal: 20_000,
      shippingCost: 1_500,
      total: 19_500,
      totalAmount: 19_500,
      paymentMethod: 'mobile_money',
      trackingId: 'TRK4',
      itemCount: 3,
    });
    expect(mine[0].items).toHaveLength(2);
    expect(mine[0].items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Kitenge dress',
          price: 5_000,
          quantity: 2,
          size: 'M',
          lineTotal: 10_000,
        }),
        expect.objectContaining({ name: 'Sandals', quantity: 1 }),
      ]),
    );
    expect(mine[0].timeline.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'out_for_delivery',
    ]);
    expect(mine[0]).toHaveProperty('createdAt');
    expect(mine[0]).toHaveProperty('updatedAt');
  });

  it('opens one of the customer’s orders by id or number, and answers 404 for anyone else’s', async () => {
    const byId = await t.app.inject({
      url: `/api/orders/mine/${ids['ISK-TEST-3']}`,
      headers: { cookie: aline.header },
    });
    expect(byId.json().data).toMatchObject({ orderNumber: 'ISK-TEST-3', status: 'delivered' });
    const byNumber = await t.app.inject({
      url: '/api/orders/mine/ISK-TEST-3',
      headers: { cookie: aline.header },
    });
    expect(byNumber.json().data.id).toBe(ids['ISK-TEST-3']);
    // Typed in lower case, copied from a text message with spaces around it.
    const lowerCase = await t.app.inject({
      url: `/api/orders/mine/${encodeURIComponent(' isk-test-3 ')}`,
      headers: { cookie: aline.header },
    });
    expect(lowerCase.json().data?.id).toBe(ids['ISK-TEST-3']);
    for (const key of [ids['ISK-TEST-5'], 'ISK-TEST-5']) {
      const res = await t.app.inject({ url: `/api/orders/mine/${key}`, headers: { cookie: aline.header } });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    }
  });
});

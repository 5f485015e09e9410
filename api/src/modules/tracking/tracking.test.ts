import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, createStaff, createTestOrder } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orders } from '../orders/tables';
import { shipments, trackingEvents } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function ownedOrder() {
  const db = t.app.deps.db;
  const owner = await createShopper(db);
  const { product, variant } = await createProduct(db);
  const made = await createTestOrder(db, {
    customerId: owner.customer.id,
    customerPhone: owner.customer.phone,
    productId: product.id,
    variantId: variant.id,
  });
  return { ...made, owner };
}

const create = (orderId: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tracking/create',
    payload: { orderId, userId: 'ignored', email: 'x@y.rw', phone: '0788000000', shippingAddress: {} },
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/tracking/create', () => {
  it("returns the order's existing tracking id to its owner, every time", async () => {
    const { order, trackingId, owner } = await ownedOrder();
    const first = await create(order.id, owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, tracking: { trackingId } });
    expect((await create(order.id, owner.cookie)).json().tracking.trackingId).toBe(trackingId);
    const rows = await t.app.deps.db.select().from(shipments).where(eq(shipments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('creates the record once for an order that has none', async () => {
    const { order, owner } = await ownedOrder();
    const db = t.app.deps.db;
    await db.delete(shipments).where(eq(shipments.orderId, order.id));
    await db.update(orders).set({ trackingId: null }).where(eq(orders.id, order.id));
    const { cookie } = await createStaff(db);
    const made = (await create(order.id, cookie)).json().tracking.trackingId as string;
    expect(made).toMatch(/^ISK-TRK-[0-9A-HJKMNP-TV-Z]{10}$/);
    expect((await create(order.id, owner.cookie)).json().tracking.trackingId).toBe(made);
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.trackingId).toBe(made);
    const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, order.id));
    const history = await db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, shipment!.id));
    expect(history).toEqual([expect.objectContaining({ status: 'pending', message: 'Order received' })]);
  });

  it("refuses guests and hides another customer's order", async () => {
    const { order } = await ownedOrder();
    expect((await create(order.id)).statusCode).toBe(401);
    const stranger = await createShopper(t.app.deps.db, { firstName: 'Eric' });
    const res = await create(order.id, stranger.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    expect(res.body).not.toContain('ISK-TRK-');
  });
});

describe('GET /api/tracking/:trackingId', () => {
  it('finds a parcel by its order number too, answering with its tracking number', async () => {
    const { order, trackingId } = await ownedOrder();
    const res = await t.app.inject({ url: `/api/tracking/${order.orderNumber.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().tracking).toMatchObject({ trackingId, orderNumber: order.orderNumber });
  });

  it('lets a guest read the public status and nothing personal', async () => {
    const { order, trackingId } = await ownedOrder();
    const res = await t.app.inject({ url: `/api/tracking/${trackingId}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().tracking).sort()).toEqual(
      [
        'carrier',
        'currentLocation',
        'destination',
        'estimatedDelivery',
        'history',
        'orderNumber',
        'progress',
        'status',
        'statusHistory',
        'trackingId',
        'updatedAt',
      ].sort(),
    );
    for (const secret of [
      order.customerPhone,
      order.receiverName,
      order.street,
      order.customerId,
      order.id,
    ]) {
      expect(res.body).not.toContain(secret);
    }
  });
});

import { canTransition, ORDER_STATUS, type OrderStatus } from '@isoko/shared/orders/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { productVariants } from '../catalog/tables';
import { outboxEvents } from '../outbox/tables';
import { shipments, trackingEvents } from '../tracking/tables';
import { changeOrderStatus } from './lifecycle';
import { orders, orderTimeline } from './tables';
import { makeCustomer, makeOrder, makeProduct, makeStaff } from './test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function orderIn(status: OrderStatus, stock = 10, quantity = 2) {
  const db = t.app.deps.db;
  const { customer } = await makeCustomer(db);
  const { product, variant } = await makeProduct(db, stock);
  const made = await makeOrder(db, {
    customerId: customer.id,
    customerPhone: customer.phone,
    productId: product.id,
    variantId: variant.id,
    quantity,
  });
  await db.update(orders).set({ status }).where(eq(orders.id, made.order.id));
  return { ...made, variant, customer };
}

describe('transitionOrder follows the shared status machine', () => {
  const pairs = ORDER_STATUS.flatMap((from) => ORDER_STATUS.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', async (from, to) => {
    const { order } = await orderIn(from);
    const attempt = changeOrderStatus(t.app.deps, { orderId: order.id, to, actor: 'test' });
    if (canTransition(from, to)) {
      await expect(attempt).resolves.toMatchObject({ from, to });
      const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe(to);
    } else {
      await expect(attempt).rejects.toMatchObject({ code: 'ORDER_BAD_TRANSITION' });
      const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.status).toBe(from);
    }
  });
});

describe('what a transition writes', () => {
  it('writes the timeline, the tracking history and one outbox event together', async () => {
    const { order, trackingId } = await orderIn('confirmed');
    await changeOrderStatus(t.app.deps, {
      orderId: order.id,
      to: 'shipped',
      actor: 'staff:x',
      location: 'Kigali bus park',
    });
    const db = t.app.deps.db;
    const timeline = await db.select().from(orderTimeline).where(eq(orderTimeline.orderId, order.id));
    expect(timeline.map((e) => e.status)).toEqual(['shipped']);
    const [shipment] = await db.select().from(shipments).where(eq(shipments.trackingId, trackingId));
    expect(shipment).toMatchObject({ status: 'shipped', currentLocation: 'Kigali bus park' });
    const history = await db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, shipment!.id));
    expect(history.map((h) => h.status).sort()).toEqual(['pending', 'shipped']);
    const events = await db.select().from(outboxEvents).where(eq(outboxEvents.type, 'order.status_changed'));
    const mine = events.filter((e) => (e.payload as { orderId: string }).orderId === order.id);
    expect(mine).toHaveLength(1);
    const deliveries = mine[0]!.deliveries;
    const tracking = deliveries.find((d) => d.kind === 'socket' && d.event === 'tracking:event');
    expect(tracking).toMatchObject({ rooms: [`tracking:${trackingId}`] });
    // The public room never carries names, phones or streets.
    const text = JSON.stringify(tracking);
    expect(text).not.toContain(order.customerPhone);
    expect(text).not.toContain('Aline');
    expect(text).not.toContain('KG 11 Ave');
    const sms = deliveries.find((d) => d.kind === 'job');
    expect(sms).toMatchObject({
      queue: 'sms',
      name: 'send',
      data: { kind: 'order_status', essential: false },
    });
  });

  it('queues a text only for shipped, out for delivery and delivered', async () => {
    const { order } = await orderIn('confirmed');
    await changeOrderStatus(t.app.deps, { orderId: order.id, to: 'processing', actor: 'test' });
    const events = await t.app.deps.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'order.status_changed'));
    const mine = events.find((e) => (e.payload as { orderId: string }).orderId === order.id);
    expect(mine!.deliveries.some((d) => d.kind === 'job')).toBe(false);
  });

  it('writes nothing when the move is refused', async () => {
    const { order } = await orderIn('delivered');
    const before = await t.app.deps.db.select().from(outboxEvents);
    await expect(
      changeOrderStatus(t.app.deps, { orderId: order.id, to: 'cancelled', actor: 'test' }),
    ).rejects.toThrow();
    expect(
      await t.app.deps.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, order.id)),
    ).toEqual([]);
    expect((await t.app.deps.db.select().from(outboxEvents)).length).toBe(before.length);
  });

  it('gives the stock back on cancel, and only once', async () => {
    const { order, variant } = await orderIn('confirmed', 5, 3);
    await changeOrderStatus(t.app.deps, { orderId: order.id, to: 'cancelled', actor: 'test' });
    const [v] = await t.app.deps.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    expect(v?.stock).toBe(8);
    await expect(
      changeOrderStatus(t.app.deps, { orderId: order.id, to: 'cancelled', actor: 'test' }),
    ).rejects.toThrow();
    const [again] = await t.app.deps.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(again?.stock).toBe(8);
  });
});

describe('staff status API', () => {
  it('lets staff move an order and refuses everyone else', async () => {
    const db = t.app.deps.db;
    const { order } = await orderIn('confirmed');
    const { cookie: staffCookie } = await makeStaff(db, 'staff');
    const { cookie: customerCookie } = await makeCustomer(db);
    const url = `/api/admin/orders/${order.id}/status`;
    expect((await t.app.inject({ method: 'PUT', url, payload: { status: 'processing' } })).statusCode).toBe(
      401,
    );
    const asCustomer = await t.app.inject({
      method: 'PUT',
      url,
      payload: { status: 'processing' },
      headers: { cookie: customerCookie },
    });
    expect(asCustomer.statusCode).toBe(401);
    const ok = await t.app.inject({
      method: 'PUT',
      url,
      payload: { status: 'processing' },
      headers: { cookie: staffCookie },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      data: { status: 'processing', previousStatus: 'confirmed' },
    });
    const back = await t.app.inject({
      method: 'POST',
      url,
      payload: { status: 'pending' },
      headers: { cookie: staffCookie },
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().error.code).toBe('ORDER_BAD_TRANSITION');
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      payload: { status: 'teleported' },
      headers: { cookie: staffCookie },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/orders/not-an-id/status',
      payload: { status: 'processing' },
      headers: { cookie: staffCookie },
    });
    expect(unknown.statusCode).toBe(404);
    const timeline = await t.app.inject({
      url: `/api/admin/orders/${order.id}/timeline`,
      headers: { cookie: staffCookie },
    });
    expect(timeline.json().timeline.map((e: { status: string }) => e.status)).toEqual(['processing']);
  });
});

describe('public tracking', () => {
  it('shows status, history, carrier and estimate but no personal details', async () => {
    const { order, trackingId } = await orderIn('confirmed');
    await changeOrderStatus(t.app.deps, { orderId: order.id, to: 'shipped', actor: 'test' });
    const res = await t.app.inject({ url: `/api/tracking/${trackingId.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    const { tracking } = res.json();
    expect(tracking).toMatchObject({ trackingId, status: 'shipped', carrier: 'Isoko Moto Courier' });
    expect(tracking.progress).toBeCloseTo(4 / 7);
    expect(tracking.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'shipped']);
    expect(tracking.statusHistory).toEqual(tracking.history);
    expect(tracking.estimatedDelivery).toBeTruthy();
    expect(res.body).not.toContain(order.customerPhone);
    expect(res.body).not.toContain('KG 11 Ave');
  });

  it('answers an unknown tracking number with the spec message', async () => {
    const res = await t.app.inject({ url: '/api/tracking/ISK-TRK-NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'TRACKING_NOT_FOUND',
      message: 'Tracking not found. Please check your tracking number.',
    });
  });

  it('estimates delivery by destination: Kigali sooner than up-country', async () => {
    const db = t.app.deps.db;
    const { customer } = await makeCustomer(db);
    const { product, variant } = await makeProduct(db);
    const base = {
      customerId: customer.id,
      customerPhone: customer.phone,
      productId: product.id,
      variantId: variant.id,
    };
    const kigali = await makeOrder(db, { ...base, district: 'Kicukiro' });
    const far = await makeOrder(db, { ...base, district: 'Rusizi' });
    const a = (await t.app.inject({ url: `/api/tracking/${kigali.trackingId}` })).json().tracking;
    const b = (await t.app.inject({ url: `/api/tracking/${far.trackingId}` })).json().tracking;
    expect(new Date(a.estimatedDelivery).getTime()).toBeLessThan(new Date(b.estimatedDelivery).getTime());
    expect(b.carrier).toBe('Volcano Express bus parcels');
  });
});

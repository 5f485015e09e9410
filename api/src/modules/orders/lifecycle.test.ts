import { canTransition, ORDER_STATUS, type OrderStatus, statusSmsOf } from '@isoko/shared/orders/status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, createStaff, createTestOrder } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, productVariants } from '../catalog/tables';
import { customers } from '../customers/tables';
import { changeOrderStatus, transitionOrder } from '../fulfilment/order-status';
import { outboxEvents } from '../outbox/tables';
import { shipments, trackingEvents } from '../tracking/tables';
import { orders, orderTimeline } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The queue jobs (texts) of an order's status events. */
async function jobsOf(orderId: string) {
  const events = await t.app.deps.db
    .select()
    .from(outboxEvents)
    .where(eq(outboxEvents.type, 'order.status_changed'));
  return events
    .filter((e) => (e.payload as { orderId: string }).orderId === orderId)
    .flatMap((e) => e.deliveries.filter((d) => d.kind === 'job'));
}

async function orderIn(status: OrderStatus, stock = 10, quantity = 2) {
  const db = t.app.deps.db;
  const { customer } = await createShopper(db);
  const { product, variant } = await createProduct(db, { stock });
  const made = await createTestOrder(db, {
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

  const targets = ORDER_STATUS.filter((s) => s !== 'pending');
  it.each(targets)(
    'queues a text for %s only if it leaves the shop, is out for delivery, delivered or cancelled by the shop',
    async (to) => {
      const from = to === 'confirmed' ? 'pending' : 'confirmed';
      const { order, customer } = await orderIn(from);
      await changeOrderStatus(t.app.deps, { orderId: order.id, to, actor: 'test' });
      const events = await t.app.deps.db
        .select()
        .from(outboxEvents)
        .where(eq(outboxEvents.type, 'order.status_changed'));
      const mine = events.find((e) => (e.payload as { orderId: string }).orderId === order.id);
      const jobs = mine!.deliveries.filter((d) => d.kind === 'job');
      if (statusSmsOf(from, to) || to === 'cancelled') {
        expect(jobs).toEqual([
          expect.objectContaining({
            queue: 'sms',
            name: 'send',
            data: expect.objectContaining({
              kind: 'order_status',
              essential: false,
              customerId: customer.id,
              to: customer.phone,
            }),
          }),
        ]);
      } else {
        expect(jobs).toEqual([]);
      }
    },
  );

  it.each([
    ['confirmed', 'shipped'],
    ['processing', 'shipped'],
    ['confirmed', 'in_transit'],
    ['processing', 'in_transit'],
  ] as const)(
    'tells the customer once that the order left the shop when staff move it %s -> %s',
    async (from, to) => {
      const { order } = await orderIn(from);
      await changeOrderStatus(t.app.deps, { orderId: order.id, to, actor: 'staff:s1' });
      const jobs = await jobsOf(order.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ data: { dedupeKey: `order-status-${order.id}-shipped` } });
      expect(String((jobs[0] as { data: { message: string } }).data.message)).toContain('has shipped');
    },
  );

  it('sends the dispatch text once on the way, whichever steps staff take after it', async () => {
    const texts = async (orderId: string) =>
      (await jobsOf(orderId)).map((j) =>
        (j as { data: { dedupeKey: string } }).data.dedupeKey.replace(`order-status-${orderId}-`, ''),
      );
    const viaShipped = await orderIn('processing');
    for (const to of ['shipped', 'in_transit', 'out_for_delivery', 'delivered'] as const) {
      await changeOrderStatus(t.app.deps, { orderId: viaShipped.order.id, to, actor: 'staff:s1' });
    }
    expect(await texts(viaShipped.order.id)).toEqual(['shipped', 'out_for_delivery', 'delivered']);
    const skipping = await orderIn('confirmed');
    for (const to of ['in_transit', 'out_for_delivery', 'delivered'] as const) {
      await changeOrderStatus(t.app.deps, { orderId: skipping.order.id, to, actor: 'staff:s1' });
    }
    expect(await texts(skipping.order.id)).toEqual(['shipped', 'out_for_delivery', 'delivered']);
    // Straight to out for delivery, its own text says the parcel is on its way: one text, not two.
    const straight = await orderIn('processing');
    await changeOrderStatus(t.app.deps, {
      orderId: straight.order.id,
      to: 'out_for_delivery',
      actor: 'staff:s1',
    });
    const [only, ...more] = await jobsOf(straight.order.id);
    expect(more).toEqual([]);
    expect(String((only as { data: { message: string } }).data.message)).toContain('out for delivery today');
  });

  it.each([
    ['staff:s1', undefined, 'was cancelled by the shop'],
    ['payment', 'no_payment', 'no payment arrived in time'],
    ['payment', 'paid_sold_out_refund', 'Your payment will be refunded'],
  ] as const)('texts the customer when %s cancels (%s)', async (actor, noteCode, words) => {
    const { order } = await orderIn('confirmed');
    await changeOrderStatus(t.app.deps, { orderId: order.id, to: 'cancelled', actor, noteCode });
    const jobs = await jobsOf(order.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ data: { dedupeKey: `order-status-${order.id}-cancelled` } });
    expect(String((jobs[0] as { data: { message: string } }).data.message)).toContain(words);
  });

  it('sends no text when the customer cancelled, and writes to a French customer in French', async () => {
    const mine = await orderIn('confirmed');
    await changeOrderStatus(t.app.deps, {
      orderId: mine.order.id,
      to: 'cancelled',
      actor: `customer:${mine.customer.id}`,
      noteCode: 'cancelled_by_customer',
    });
    expect(await jobsOf(mine.order.id)).toEqual([]);

    const french = await orderIn('confirmed');
    await t.app.deps.db
      .update(customers)
      .set({ preferredLanguage: 'fr' })
      .where(eq(customers.id, french.customer.id));
    await changeOrderStatus(t.app.deps, { orderId: french.order.id, to: 'cancelled', actor: 'staff:s1' });
    const [job] = await jobsOf(french.order.id);
    expect(String((job as { data: { message: string } }).data.message)).toContain('annulée par la boutique');
  });

  it("writes everything in the caller's transaction: a rollback leaves no trace", async () => {
    const { order, trackingId } = await orderIn('confirmed');
    const db = t.app.deps.db;
    const outboxBefore = (await db.select().from(outboxEvents)).length;
    await expect(
      db.transaction(async (tx) => {
        await transitionOrder(tx, { orderId: order.id, to: 'cancelled', actor: 'test' });
        throw new Error('the caller failed after the transition');
      }),
    ).rejects.toThrow('the caller failed');
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'confirmed', stockReleased: false });
    expect(await db.select().from(orderTimeline).where(eq(orderTimeline.orderId, order.id))).toEqual([]);
    const [shipment] = await db.select().from(shipments).where(eq(shipments.trackingId, trackingId));
    expect(shipment?.status).toBe('pending');
    const history = await db.select().from(trackingEvents).where(eq(trackingEvents.shipmentId, shipment!.id));
    expect(history.map((h) => h.status)).toEqual(['pending']);
    expect((await db.select().from(outboxEvents)).length).toBe(outboxBefore);
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
    const [p] = await t.app.deps.db.select().from(products).where(eq(products.id, variant.productId));
    expect(p?.stockTotal).toBe(8);
    await expect(
      changeOrderStatus(t.app.deps, { orderId: order.id, to: 'cancelled', actor: 'test' }),
    ).rejects.toThrow();
    const [again] = await t.app.deps.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(again?.stock).toBe(8);
  });

  it('marks a cash-on-delivery order paid when it is delivered, and only then', async () => {
    const { order } = await orderIn('out_for_delivery');
    expect(order.paymentStatus).toBe('unpaid');
    await changeOrderStatus(t.app.deps, { orderId: order.id, to: 'delivered', actor: 'test' });
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('paid');
    const other = await orderIn('processing');
    await changeOrderStatus(t.app.deps, { orderId: other.order.id, to: 'shipped', actor: 'test' });
    const [still] = await t.app.deps.db.select().from(orders).where(eq(orders.id, other.order.id));
    expect(still?.paymentStatus).toBe('unpaid');
  });

  it('does not give stock back twice when an earlier release already returned it', async () => {
    // A failed or expired payment releases stock before anyone cancels the order.
    const { order, variant } = await orderIn('pending', 5, 3);
    await t.app.deps.db.update(orders).set({ stockReleased: true }).where(eq(orders.id, order.id));
    await changeOrderStatus(t.app.deps, { orderId: order.id, to: 'cancelled', actor: 'test' });
    const [v] = await t.app.deps.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
    expect(v?.stock).toBe(5);
  });
});

describe('staff status API', () => {
  it('lets staff move an order and refuses everyone else', async () => {
    const db = t.app.deps.db;
    const { order } = await orderIn('confirmed');
    const { cookie: staffCookie } = await createStaff(db, 'staff');
    const { cookie: customerCookie } = await createShopper(db);
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
    // A shopper is signed in but not staff: refused as forbidden.
    expect(asCustomer.statusCode).toBe(403);
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

describe('staff status API answers', () => {
  it('with the updated order for an admin too, and keeps the order with its note and place', async () => {
    const db = t.app.deps.db;
    const { order, trackingId } = await orderIn('processing');
    const { cookie, staff } = await createStaff(db, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'shipped', note: 'Handed to the moto courier', location: 'Kimironko' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: order.id,
      orderId: order.id,
      status: 'shipped',
      previousStatus: 'processing',
      trackingId,
      itemCount: 2,
    });
    expect(data.timeline.at(-1)).toMatchObject({ status: 'shipped', note: 'Handed to the moto courier' });
    const timeline = await t.app.inject({
      url: `/api/admin/orders/${order.id}/timeline`,
      headers: { cookie },
    });
    expect(timeline.json().timeline).toEqual([
      expect.objectContaining({ status: 'shipped', actor: `staff:${staff.id}` }),
    ]);
    const tracking = (await t.app.inject({ url: `/api/tracking/${trackingId}` })).json().tracking;
    expect(tracking).toMatchObject({ status: 'shipped', currentLocation: 'Kimironko' });
    expect(tracking.history.at(-1)).toMatchObject({ message: 'Handed to the moto courier' });
  });

  it('takes the order number (any case) as well as the id, as the order-details route does', async () => {
    const { order } = await orderIn('confirmed');
    const { cookie } = await createStaff(t.app.deps.db);
    const number = order.orderNumber.toLowerCase();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${number}/status`,
      payload: { status: 'processing' },
      headers: { cookie },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ orderId: order.id, status: 'processing' });
    const timeline = await t.app.inject({
      url: `/api/admin/orders/${order.orderNumber}/timeline`,
      headers: { cookie },
    });
    expect(timeline.json().timeline.at(-1)).toMatchObject({ status: 'processing' });
    const unknown = await t.app.inject({
      url: '/api/admin/orders/ISK-000000-NONE2/timeline',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('ORDER_NOT_FOUND');
  });

  it('names both statuses when the move is not allowed', async () => {
    const { order } = await orderIn('shipped');
    const { cookie } = await createStaff(t.app.deps.db);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'ORDER_BAD_TRANSITION',
      message: 'An order that is shipped cannot become cancelled.',
      details: { from: 'shipped', to: 'cancelled' },
    });
  });
});

describe('public tracking', () => {
  it('shows status, history, carrier and estimate but no personal details', async () => {
    const { order, trackingId } = await orderIn('confirmed');
    await changeOrderStatus(t.app.deps, { orderId: order.id, to: 'shipped', actor: 'test' });
    const res = await t.app.inject({ url: `/api/tracking/${trackingId.toLowerCase()}` });
    expect(res.statusCode).toBe(200);
    const { tracking } = res.json();
    expect(tracking).toMatchObject({ trackingId, status: 'shipped', carrier: 'Isoko moto courier' });
    expect(tracking.progress).toBeCloseTo(4 / 7);
    expect(tracking.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'shipped']);
    expect(tracking.statusHistory).toEqual(tracking.history);
    expect(tracking.estimatedDelivery).toBeTruthy();
    expect(res.body).not.toContain(order.customerPhone);
    expect(res.body).not.toContain('KG 11 Ave');
  });

  it('answers an unknown tracking number with the shopper-facing message', async () => {
    const res = await t.app.inject({ url: '/api/tracking/ISK-TRK-NOPE' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({
      code: 'TRACKING_NOT_FOUND',
      message: 'Tracking not found. Please check your tracking number.',
    });
  });

  it('estimates delivery by destination: Kigali sooner than up-country', async () => {
    const db = t.app.deps.db;
    const { customer } = await createShopper(db);
    const { product, variant } = await createProduct(db);
    const base = {
      customerId: customer.id,
      customerPhone: customer.phone,
      productId: product.id,
      variantId: variant.id,
    };
    const kigali = await createTestOrder(db, { ...base, district: 'Kicukiro' });
    const far = await createTestOrder(db, { ...base, district: 'Rusizi' });
    const a = (await t.app.inject({ url: `/api/tracking/${kigali.trackingId}` })).json().tracking;
    const b = (await t.app.inject({ url: `/api/tracking/${far.trackingId}` })).json().tracking;
    expect(new Date(a.estimatedDelivery).getTime()).toBeLessThan(new Date(b.estimatedDelivery).getTime());
    expect(b.carrier).toBe('Isoko bus parcel service');
  });
});

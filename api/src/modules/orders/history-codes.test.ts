import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, createStaff, orderBody, type TestShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products } from '../catalog/tables';
import { ensureShippingSettings } from '../shipping/service';
import { shipments, trackingEvents } from '../tracking/tables';
import { orderTimeline } from './tables';

/** Order history and parcel steps are stored as codes with values, beside their English. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
});
afterAll(() => t?.close());

async function placeCashOrder(shopper: TestShopper, district = 'Gasabo') {
  const product = await createProduct(t.app.deps.db, { variants: [{ size: 'M', color: 'Red', stock: 5 }] });
  const body = orderBody([{ productId: product.productId, variantId: product.variants[0]!.id, quantity: 1 }]);
  const address = { ...(body as { shippingAddress: Record<string, unknown> }).shippingAddress, district };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
    payload: { ...body, shippingAddress: address },
  });
  expect(res.statusCode).toBe(201);
  return {
    ...(res.json().data as { id: string; orderNumber: string; trackingId: string }),
    productId: product.productId,
    variantId: product.variants[0]!.id,
  };
}

const mine = async (shopper: TestShopper, id: string) =>
  (await t.app.inject({ url: `/api/orders/mine/${id}`, headers: { cookie: shopper.cookie } })).json().data;
const tracking = async (trackingId: string) =>
  (await t.app.inject({ url: `/api/tracking/${trackingId}` })).json().tracking;

describe('order history by code', () => {
  it('writes a cash order’s timeline and parcel steps as codes, keeping the English text', async () => {
    const shopper = await createShopper(t.app.deps.db);
    const order = await placeCashOrder(shopper);
    const detail = await mine(shopper, order.id);
    expect(detail.timeline).toEqual([
      expect.objectContaining({ status: 'pending', note: 'Order placed', noteCode: 'order_placed' }),
      expect.objectContaining({
        status: 'confirmed',
        note: 'Cash on delivery: pay the courier',
        noteCode: 'cash_on_delivery',
      }),
    ]);
    const rows = await t.app.deps.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, order.id));
    expect(rows.map((r) => r.noteCode).sort()).toEqual(['cash_on_delivery', 'order_placed']);

    const parcel = await tracking(order.trackingId);
    expect(parcel.history).toEqual([
      expect.objectContaining({
        status: 'pending',
        message: 'Order received',
        messageCode: 'status_pending',
        location: 'Isoko shop, Kimironko, Kigali',
        locationCode: 'shop',
      }),
      expect.objectContaining({
        status: 'confirmed',
        message: 'Cash on delivery: pay the courier',
        messageCode: 'cash_on_delivery',
        locationCode: 'shop',
      }),
    ]);
  });

  it('codes the places a parcel passes, and keeps what staff write as written', async () => {
    const shopper = await createShopper(t.app.deps.db);
    const order = await placeCashOrder(shopper, 'Huye');
    const staff = await createStaff(t.app.deps.db);
    const move = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/status`,
        headers: { cookie: staff.cookie },
        payload,
      });
    expect((await move({ status: 'processing' })).statusCode).toBe(200);
    expect((await move({ status: 'shipped' })).statusCode).toBe(200);
    expect((await move({ status: 'in_transit', note: 'Bus leaves at noon' })).statusCode).toBe(200);
    expect((await move({ status: 'out_for_delivery', location: 'Huye bus park' })).statusCode).toBe(200);
    const parcel = await tracking(order.trackingId);
    const byStatus = Object.fromEntries(parcel.history.map((h: { status: string }) => [h.status, h]));
    expect(parcel.carrier).toBe('Isoko bus parcel service');
    expect(byStatus.shipped).toMatchObject({
      location: 'Isoko shop, Kimironko, Kigali (handed to Isoko bus parcel service)',
      locationCode: 'handed_to_carrier',
      locationParams: { carrier: 'upcountry' },
      messageCode: 'status_shipped',
    });
    expect(byStatus.in_transit).toMatchObject({
      message: 'Bus leaves at noon',
      messageCode: null,
      location: 'On the way to Huye, Southern',
      locationCode: 'on_the_way',
      locationParams: { district: 'Huye', province: 'Southern' },
    });
    expect(byStatus.out_for_delivery).toMatchObject({
      location: 'Huye bus park',
      locationCode: null,
      messageCode: 'status_out_for_delivery',
    });
    const detail = await mine(shopper, order.id);
    const transit = detail.timeline.find((e: { status: string }) => e.status === 'in_transit');
    expect(transit).toMatchObject({ note: 'Bus leaves at noon', noteCode: null });
  });

  it('gives rows written before codes the code their English matches', async () => {
    const shopper = await createShopper(t.app.deps.db);
    const order = await placeCashOrder(shopper);
    const db = t.app.deps.db;
    await db.insert(orderTimeline).values({
      orderId: order.id,
      status: 'confirmed',
      note: 'No payment within 24 hours',
      actor: 'payment',
    });
    const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, order.id));
    await db.insert(trackingEvents).values({
      shipmentId: shipment!.id,
      status: 'delivered',
      location: 'Gasabo, City of Kigali',
      message: 'Delivered',
      createdAt: new Date(Date.now() + 60_000),
    });
    const detail = await mine(shopper, order.id);
    expect(detail.timeline.at(-1)).toMatchObject({ noteCode: 'no_payment', noteParams: { hours: 24 } });
    const parcel = await tracking(order.trackingId);
    expect(parcel.history.at(-1)).toMatchObject({
      messageCode: 'status_delivered',
      locationCode: 'destination',
      locationParams: { district: 'Gasabo', province: 'City of Kigali' },
    });
  });
});

describe('My Orders in the shopper’s language', () => {
  it('names the items as the catalogue does in that language, English kept otherwise', async () => {
    const shopper = await createShopper(t.app.deps.db);
    const order = await placeCashOrder(shopper);
    await t.app.deps.db
      .update(products)
      .set({ nameI18n: { rw: 'Ikanzu y’ibirori', fr: 'Robe de soirée' } })
      .where(eq(products.id, order.productId));
    const read = async (lang: string) =>
      (
        await t.app.inject({
          url: `/api/orders/mine/${order.id}`,
          headers: { cookie: shopper.cookie, 'accept-language': lang },
        })
      ).json().data;
    expect((await read('rw')).items[0].name).toBe('Ikanzu y’ibirori');
    expect((await read('fr-RW,fr;q=0.9')).items[0].name).toBe('Robe de soirée');
    const english = (await read('en')).items[0].name;
    expect(english).not.toMatch(/Ikanzu|Robe/);
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/orders/customer-orders?lang=rw',
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(list.json().orders[0].items[0].name).toBe('Ikanzu y’ibirori');
    // The order page after checkout too, and the answer to placing an order.
    const placedRw = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID(), 'accept-language': 'rw' },
      payload: orderBody([{ productId: order.productId, variantId: order.variantId, quantity: 1 }]),
    });
    expect(placedRw.statusCode).toBe(201);
    expect(placedRw.json().data.items[0].name).toBe('Ikanzu y’ibirori');
    const full = await t.app.inject({
      url: `/api/orders/${order.id}`,
      headers: { cookie: shopper.cookie, 'accept-language': 'rw' },
    });
    expect(full.json().data.items[0].name).toBe('Ikanzu y’ibirori');
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createShopper,
  createStaff,
  createTestOrder,
  type TestShopper,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { runRetention } from '../analytics/reports';
import { analyticsDaily, analyticsEvents } from '../analytics/tables';

let t: TestApp;
let shopper: TestShopper;
let staffCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t.app.deps.db);
  staffCookie = (await createStaff(t.app.deps.db)).cookie;
});
afterAll(() => t?.close());

/** One order holding these products (one line each). */
async function orderOf(productIds: { productId: string; variantId: string }[], district = 'Gasabo') {
  const [first, ...rest] = productIds;
  const { order } = await createTestOrder(t.app.deps.db, {
    customerId: shopper.customerId,
    customerPhone: shopper.phone,
    productId: first!.productId,
    variantId: first!.variantId,
    district,
  });
  for (const line of rest) {
    await t.app.deps.db.execute(sql`insert into order_items (order_id, product_id, variant_id, name, sku, unit_price, list_price, quantity, line_total)
      values (${order.id}, ${line.productId}, ${line.variantId}, 'x', 'SKU', 1000, 1000, 1, 1000)`);
  }
  return order;
}
const line = (p: { productId: string; variant: { id: string } }) => ({
  productId: p.productId,
  variantId: p.variant.id,
});
const admin = (url: string) => t.app.inject({ url, headers: { cookie: staffCookie } });

describe('Customers also bought', () => {
  it('lists the products bought in the same orders, the most shared first', async () => {
    const [dress, scarf, belt, lone, cancelled] = await Promise.all(
      Array.from({ length: 5 }, () => createProduct(t.app.deps.db)),
    );
    await orderOf([line(dress!), line(scarf!), line(belt!)]);
    await orderOf([line(dress!), line(scarf!)]);
    await orderOf([line(lone!)]);
    const gone = await orderOf([line(dress!), line(cancelled!)]);
    await t.app.deps.db.execute(sql`update orders set status = 'cancelled' where id = ${gone.id}`);
    const res = await t.app.inject({ url: `/api/products/${dress!.productId}/also-bought` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((p: { id: string }) => p.id)).toEqual([scarf!.productId, belt!.productId]);
    const none = await t.app.inject({ url: `/api/products/${lone!.productId}/also-bought` });
    expect(none.json().data).toEqual([]);
  });

  it('refuses an id that is not one with 400', async () => {
    const res = await t.app.inject({ url: '/api/products/not-an-id/also-bought' });
    expect(res.statusCode).toBe(400);
  });
});

describe('staff analytics', () => {
  it("counts the funnel per day with purchases from the tracked shoppers' orders, not from the browser", async () => {
    const before = (await admin('/api/admin/analytics/funnel?days=1')).json().data.totals;
    const device = `device-${randomUUID()}`;
    const params = {
      timestamp: Date.now(),
      consent_mode: 'granted',
      page_url: 'http://x/',
      page_title: 'x',
      device_id: device,
    };
    // A new shopper accepted analytics and is signed in: their events carry their account.
    const tracked = await createShopper(t.app.deps.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      headers: { cookie: tracked.cookie },
      payload: {
        events: [
          { name: 'view_item', params: { ...params, item_id: randomUUID() } },
          { name: 'view_item', params: { ...params, item_id: randomUUID() } },
          { name: 'add_to_cart', params },
          { name: 'begin_checkout', params },
          // The checkout page reloaded: still one checkout started by this device.
          { name: 'begin_checkout', params: { ...params, timestamp: Date.now() + 1 } },
          { name: 'purchase', params: { ...params, transaction_id: 'FORGED', value: 999999 } },
        ],
      },
    });
    const p = await createProduct(t.app.deps.db);
    const { order } = await createTestOrder(t.app.deps.db, {
      customerId: tracked.customerId,
      customerPhone: tracked.phone,
      productId: p.productId,
      variantId: p.variant.id,
      district: 'Musanze',
    });
    // A shopper who declined analytics: their order is real but their views were never counted,
    // so counting it would divide it by views that are not there (conversions above 100 %).
    const untracked = await createShopper(t.app.deps.db);
    await createTestOrder(t.app.deps.db, {
      customerId: untracked.customerId,
      customerPhone: untracked.phone,
      productId: p.productId,
      variantId: p.variant.id,
      district: 'Huye',
    });
    const res = await admin('/api/admin/analytics/funnel?days=1');
    expect(res.statusCode).toBe(200);
    const { days, totals } = res.json().data;
    expect(days).toHaveLength(1);
    expect(totals.view_item - before.view_item).toBe(2);
    expect(totals.add_to_cart - before.add_to_cart).toBe(1);
    expect(totals.begin_checkout - before.begin_checkout).toBe(1);
    // One real order of a tracked shopper; the forged purchase event and the order of the
    // shopper who declined counted nothing.
    expect(totals.purchase - before.purchase).toBe(1);
    expect(totals.purchase).toBeLessThanOrEqual(totals.view_item);

    // The cash order is not paid yet: it counts as an order, not as money.
    const musanze = async () =>
      (await admin('/api/admin/analytics/revenue-by-district?days=1'))
        .json()
        .data.find((d: { district: string }) => d.district === 'Musanze');
    expect(await musanze()).toMatchObject({ orders: 1, revenue: 0 });
    await t.app.deps.db.execute(sql`update orders set payment_status = 'paid' where id = ${order.id}`);
    expect(await musanze()).toMatchObject({ orders: 1, revenue: 24_000 });
  });

  it('answers null, not 0, for a rate with nothing to divide by', async () => {
    // A fresh shop: no product views, no negotiations yet.
    const empty = await createTestApp();
    try {
      const cookie = (await createStaff(empty.app.deps.db)).cookie;
      const get = (url: string) => empty.app.inject({ url, headers: { cookie } });
      const funnel = (await get('/api/admin/analytics/funnel?days=3')).json().data;
      expect(funnel.totals).toMatchObject({ view_item: 0, purchase: 0, conversion: null });
      expect(funnel.days.map((d: { conversion: number | null }) => d.conversion)).toEqual([null, null, null]);
      const bargaining = await get('/api/admin/analytics/negotiations?days=7');
      expect(bargaining.statusCode).toBe(200);
      expect(bargaining.json().data).toEqual({
        negotiations: 0,
        deals: 0,
        dealRate: null,
        meanDiscountPercent: null,
      });

      // Views make the rate defined again, 0 % when none of them bought.
      const params = {
        timestamp: Date.now(),
        consent_mode: 'granted',
        page_url: 'http://x/',
        page_title: 'x',
      };
      await empty.app.inject({
        method: 'POST',
        url: '/api/analytics/track',
        payload: { events: [{ name: 'view_item', params: { ...params, item_id: randomUUID() } }] },
      });
      const viewed = (await get('/api/admin/analytics/funnel?days=3')).json().data;
      expect(viewed.totals).toMatchObject({ view_item: 1, purchase: 0, conversion: 0 });
      expect(viewed.days.map((d: { conversion: number | null }) => d.conversion)).toEqual([null, null, 0]);
    } finally {
      await empty.close();
    }
  });

  it('gives each route p75 against the targets', async () => {
    const route = `/r-${randomUUID().slice(0, 6)}`;
    const params = {
      timestamp: Date.now(),
      consent_mode: 'granted',
      page_url: `http://x${route}`,
      page_title: 'x',
      route,
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: {
        events: [1000, 2000, 3000, 4000].map((v) => ({
          name: 'lcp',
          params: { ...params, metric_value: v },
        })),
      },
    });
    const rows = (await admin('/api/admin/analytics/web-vitals?days=1')).json().data;
    expect(rows.find((r: { route: string }) => r.route === route)).toEqual({
      route,
      metric: 'lcp',
      p75: 3250,
      samples: 4,
      target: 2200,
      withinTarget: false,
    });
  });

  it("names the top products in the staff member's language", async () => {
    const bag = await createProduct(t.app.deps.db);
    await t.app.deps.db.execute(
      sql`update products set name_i18n = ${JSON.stringify({ fr: 'Sac de voyage', rw: 'Igikapu cy’urugendo' })}::jsonb where id = ${bag.productId}`,
    );
    await orderOf([line(bag)]);
    const nameIn = async (lang: string) => {
      const res = await admin(`/api/admin/analytics/top-products?days=7&lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.find((p: { productId: string }) => p.productId === bag.productId)?.name;
    };
    expect(await nameIn('fr')).toBe('Sac de voyage');
    expect(await nameIn('rw')).toBe('Igikapu cy’urugendo');
  });

  it("keeps a deleted product's sales and name in the top products", async () => {
    const lamp = await createProduct(t.app.deps.db);
    await t.app.deps.db.execute(
      sql`update products set name_i18n = ${JSON.stringify({ fr: 'Lampe de chevet' })}::jsonb where id = ${lamp.productId}`,
    );
    await orderOf([line(lamp)]);
    // A best seller, so it stays among the ten shown whatever else the file sold.
    await t.app.deps.db.execute(
      sql`update order_items set quantity = 40 where product_id = ${lamp.productId}`,
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${lamp.productId}`,
      headers: { cookie: (await createStaff(t.app.deps.db, 'admin')).cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const rowOf = async (lang: string) => {
      const res = await admin(`/api/admin/analytics/top-products?days=7&lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.find((p: { productId: string }) => p.productId === lamp.productId);
    };
    expect(await rowOf('en')).toMatchObject({ name: lamp.product.name, unitsSold: 40 });
    expect((await rowOf('fr'))?.name).toBe('Lampe de chevet');
  });

  it('names a sold product the catalogue does not hold as its order line sold it', async () => {
    const shirt = await createProduct(t.app.deps.db);
    const order = await orderOf([line(shirt)]);
    const unknown = randomUUID();
    await t.app.deps.db.execute(sql`insert into order_items (order_id, product_id, variant_id, name, sku, unit_price, list_price, quantity, line_total)
      values (${order.id}, ${unknown}, ${shirt.variant.id}, 'Imigongo wall art', 'SKU', 1000, 1000, 41, 41000)`);
    const res = await admin('/api/admin/analytics/top-products?days=7');
    expect(res.json().data.find((p: { productId: string }) => p.productId === unknown)).toMatchObject({
      name: 'Imigongo wall art',
      unitsSold: 41,
    });
  });

  it('answers the negotiations, top products and search misses', async () => {
    for (const path of ['negotiations', 'top-products', 'search-misses']) {
      const res = await admin(`/api/admin/analytics/${path}?days=7`);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
    }
    expect((await t.app.inject({ url: '/api/admin/analytics/funnel' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/analytics/funnel?days=0', headers: { cookie: staffCookie } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('retention', () => {
  it('sums finished days, then deletes raw events older than 180 days and keeps the totals', async () => {
    const old = new Date(Date.now() - 200 * 86_400_000);
    const device = `device-old-${randomUUID()}`;
    await t.app.deps.db
      .insert(analyticsEvents)
      .values(
        [1, 2, 3].map(() => ({ name: 'page_view', deviceId: device, occurredAt: old, createdAt: old })),
      );
    const result = await runRetention(t.app.deps.db);
    expect(result.deleted).toBeGreaterThanOrEqual(3);
    const left = await t.app.deps.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.deviceId, device));
    expect(left).toHaveLength(0);
    const day = old.toISOString().slice(0, 10);
    const [kept] = await t.app.deps.db
      .select()
      .from(analyticsDaily)
      .where(sql`${analyticsDaily.day} = ${day} and ${analyticsDaily.name} = 'page_view'`);
    expect(kept).toMatchObject({ events: 3, devices: 1 });
    // A second run changes nothing.
    expect((await runRetention(t.app.deps.db)).aggregatedDays).toBe(0);
  });
});

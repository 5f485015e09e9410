import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeSentTo, freshIp } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { scoreRecommendations } from '../catalog/recommend';
import { categories, products } from '../catalog/tables';
import { flushAnalytics } from './service';
import { analyticsEvents } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const freshDevice = () => `device-${Date.now()}-${randomUUID().slice(0, 8)}`;
const params = (device: string, extra: Record<string, unknown> = {}) => ({
  timestamp: Date.now(),
  consent_mode: 'granted',
  page_url: 'http://localhost/product/x',
  page_title: 'Isoko',
  device_id: device,
  ...extra,
});
const send = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/analytics/track', payload: payload as object, headers });

async function rowsOf(device: string) {
  await flushAnalytics(t.app.deps);
  return t.app.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.deviceId, device));
}

/** A category of its own holding products with these names and prices. */
async function category(items: { name: string; price?: number; description?: string; isNew?: boolean }[]) {
  const tag = randomUUID().slice(0, 8);
  const [cat] = await t.app.deps.db
    .insert(categories)
    .values({ slug: `cat-${tag}`, name: `Shelf ${tag}` })
    .returning({ id: categories.id });
  const rows = await t.app.deps.db
    .insert(products)
    .values(
      items.map((item, i) => ({
        slug: `p-${tag}-${i}`,
        name: item.name,
        description: item.description ?? '',
        categoryId: cat!.id,
        price: item.price ?? 10_000,
        isNew: item.isNew ?? false,
        stockTotal: 5,
      })),
    )
    .returning({ id: products.id });
  // Written straight to the tables here, so the catalogue caches are told as its services would.
  t.app.deps.catalog.invalidate();
  return { categoryId: cat!.id, ids: rows.map((r) => r.id) };
}

describe('POST /api/analytics/track', () => {
  it('stores a granted event and a batch, with the product and the route', async () => {
    const device = freshDevice();
    const productId = randomUUID();
    const one = await send({
      name: 'view_item',
      params: params(device, { item_id: productId, route: '/product/:id' }),
    });
    expect(one.statusCode, one.body).toBe(202);
    expect(one.json()).toEqual({ success: true, accepted: 1, ignored: 0 });
    const batch = await send({
      events: [
        { name: 'search', params: params(device, { search_term: '  Kitenge  DRESS ' }) },
        { name: 'lcp', params: params(device, { metric_value: 1800, route: '/' }) },
      ],
    });
    expect(batch.json()).toEqual({ success: true, accepted: 2, ignored: 0 });
    const rows = await rowsOf(device);
    expect(rows.map((r) => r.name).sort()).toEqual(['lcp', 'search', 'view_item']);
    expect(rows.find((r) => r.name === 'view_item')?.productId).toBe(productId);
    expect(rows.find((r) => r.name === 'search')?.searchTerm).toBe('kitenge dress');
    expect(rows.find((r) => r.name === 'lcp')).toMatchObject({ metricValue: 1800, route: '/' });
  });

  it('stores a search term whose lower case is longer than what was typed, emoji and all', async () => {
    // "İ" lower-cases to two UTF-16 units: 200 typed become 202, and cutting them back to 200
    // split the last emoji in half, which PostgreSQL refused, losing the whole batch.
    const device = freshDevice();
    const term = `İa${'😀'.repeat(99)}`;
    expect(term.length).toBe(200);
    const res = await send({
      events: [
        { name: 'search', params: params(device, { search_term: term }) },
        { name: 'page_view', params: params(device) },
      ],
    });
    expect(res.json()).toEqual({ success: true, accepted: 2, ignored: 0 });
    const rows = await rowsOf(device);
    expect(rows.map((r) => r.name).sort()).toEqual(['page_view', 'search']);
    const stored = rows.find((r) => r.name === 'search')?.searchTerm ?? '';
    expect(stored.startsWith('i̇a😀')).toBe(true);
    expect(stored.length).toBeLessThanOrEqual(200);
    // encodeURIComponent throws on half an emoji.
    expect(() => encodeURIComponent(stored)).not.toThrow();
  });

  it('keeps no row of an event sent with consent denied', async () => {
    const device = freshDevice();
    const res = await send({ name: 'page_view', params: params(device, { consent_mode: 'denied' }) });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ accepted: 0, ignored: 1 });
    expect(await rowsOf(device)).toHaveLength(0);
  });

  it('ignores a purchase sent by the browser: purchases come from orders', async () => {
    const device = freshDevice();
    const { ids } = await category([{ name: 'Forged purchase shoe' }]);
    const before = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'purchase'));
    const res = await send({
      name: 'purchase',
      params: params(device, {
        transaction_id: 'ISK-FAKE',
        value: 1_000_000,
        items: [{ id: ids[0]!, quantity: 50 }],
      }),
    });
    expect(res.json()).toMatchObject({ accepted: 0, ignored: 1 });
    expect(await rowsOf(device)).toHaveLength(0);
    const after = await t.app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'purchase'));
    expect(after[0]!.n).toBe(before[0]!.n);
    const [product] = await t.app.deps.db
      .select({ sales: products.totalSales })
      .from(products)
      .where(eq(products.id, ids[0]!));
    expect(product!.sales).toBe(0);
  });

  it('limits each device to 120 track requests a minute, answering 429 with a stable code', async () => {
    const device = freshDevice();
    const one = { name: 'page_view', params: params(device) };
    const answers = [];
    for (let i = 0; i < 121; i += 1) answers.push((await send(one)).statusCode);
    expect(answers.slice(0, 120).every((s) => s === 202)).toBe(true);
    const refused = await send(one);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Another device is not held back.
    expect((await send({ name: 'page_view', params: params(freshDevice()) })).statusCode).toBe(202);
  });

  it.each([
    ['an unknown event name', { name: 'buy_everything', params: params('d') }],
    ['no params', { name: 'page_view' }],
    ['a missing consent mode', { name: 'page_view', params: { ...params('d'), consent_mode: undefined } }],
    [
      'a batch over 50',
      { events: Array.from({ length: 51 }, () => ({ name: 'page_view', params: params('d') })) },
    ],
    ['an empty batch', { events: [] }],
  ])('refuses %s with 400', async (_label, payload) => {
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('recommendation scoring', () => {
  it('adds the points of each rule for a fixed history', async () => {
    const device = freshDevice();
    // Visited: two products in one category at 10,000 and 14,000 (mean 12,000).
    const shelf = await category([
      { name: 'Visited one', price: 10_000 },
      { name: 'Visited two', price: 14_000 },
      { name: 'Same shelf, near price', price: 13_000 },
      { name: 'Same shelf, far price', price: 40_000 },
    ]);
    const other = await category([
      { name: 'Ankara headwrap', price: 90_000 },
      { name: 'Plain scarf', description: 'goes with an ankara outfit', price: 90_000 },
      { name: 'Leather belt', price: 90_000, isNew: true },
      { name: 'Nothing in common', price: 90_000 },
    ]);
    await send({
      events: [
        { name: 'view_item', params: params(device, { item_id: shelf.ids[0] }) },
        { name: 'add_to_cart', params: params(device, { item_id: shelf.ids[1] }) },
        { name: 'search', params: params(device, { search_term: 'ankara headwrap' }) },
      ],
    });
    await flushAnalytics(t.app.deps);
    const scored = await scoreRecommendations(
      t.app.deps.catalog,
      { deviceId: device, customerId: null },
      1000,
    );
    const score = (id: string) => scored.find((s) => s.id === id)?.score;
    // category 4 + price 2
    expect(score(shelf.ids[2]!)).toBe(6);
    // category 4 only
    expect(score(shelf.ids[3]!)).toBe(4);
    // recent name word 4 + whole recent search in the name 5
    expect(score(other.ids[0]!)).toBe(9);
    // recent description word 3
    expect(score(other.ids[1]!)).toBe(3);
    // new 2
    expect(score(other.ids[2]!)).toBe(2);
    expect(score(other.ids[3]!)).toBe(0);
    // Best first: the product matching the recent search leads.
    expect(scored[0]?.id).toBe(other.ids[0]);
  });

  it('counts an older search at the lower weights', async () => {
    const device = freshDevice();
    const shelf = await category([{ name: 'Imigongo wall art', description: 'imigongo pattern' }]);
    await t.app.deps.db.insert(analyticsEvents).values({
      name: 'search',
      deviceId: device,
      searchTerm: 'imigongo',
      occurredAt: new Date(Date.now() - 20 * 86_400_000),
      createdAt: new Date(Date.now() - 20 * 86_400_000),
    });
    const scored = await scoreRecommendations(
      t.app.deps.catalog,
      { deviceId: device, customerId: null },
      1000,
    );
    // name 2 + description 1 (no recent-search bonus)
    expect(scored.find((s) => s.id === shelf.ids[0])?.score).toBe(3);
  });

  it("GET /api/recommendations/:deviceId puts the viewed category's products first", async () => {
    const device = freshDevice();
    const shelf = await category([
      { name: 'Bag A' },
      { name: 'Bag B' },
      { name: 'Bag C' },
      { name: 'Bag D' },
    ]);
    await send({
      events: shelf.ids
        .slice(0, 3)
        .map((id) => ({ name: 'view_item', params: params(device, { item_id: id }) })),
    });
    await flushAnalytics(t.app.deps);
    const res = await t.app.inject({ url: `/api/recommendations/${device}?limit=4` });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((p: { id: string }) => p.id);
    expect(new Set(ids)).toEqual(new Set(shelf.ids));
    // The one not yet seen comes before the three already viewed.
    expect(ids[0]).toBe(shelf.ids[3]);
  });
});

describe('guest history at sign-in', () => {
  it("joins the device's events to the customer who registers on it", async () => {
    const device = freshDevice();
    const shelf = await category([{ name: 'Guest pick 1' }, { name: 'Guest pick 2' }]);
    await send({ name: 'view_item', params: params(device, { item_id: shelf.ids[0] }) });
    const phone = `+25078${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const headers = { 'x-forwarded-for': freshIp(), 'x-device-id': device };
    await t.app.inject({ method: 'POST', url: '/api/auth/request-code', headers, payload: { phone } });
    const code = await codeSentTo(t.app, phone);
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: {
        phone,
        code,
        firstName: 'Aline',
        lastName: 'Uwase',
        addresses: [{ district: 'Gasabo', street: 'KG 11 Ave' }],
      },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const customerId = reg.json().user.id as string;
    const joined = await t.app.deps.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.deviceId, device), eq(analyticsEvents.customerId, customerId)));
    expect(joined).toHaveLength(1);
    // On another device, signed in, the customer's history still leads the scoring.
    const scored = await scoreRecommendations(
      t.app.deps.catalog,
      { deviceId: freshDevice(), customerId },
      1000,
    );
    expect(scored.find((s) => s.id === shelf.ids[1])?.score).toBe(4 + 2);
  });
});

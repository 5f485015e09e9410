import type {
  AdminCustomerDetailResponse,
  AdminCustomersResponse,
} from '@isoko/shared/admin/customers-schema';
import type { DashboardResponse } from '@isoko/shared/admin/dashboard-schema';
import {
  type AdminOrderDetailResponse,
  AdminOrdersResponse,
  type BulkStatusResponse,
} from '@isoko/shared/admin/orders-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createShopper,
  createStaff,
  createTestOrder,
  type TestShopper,
  type TestStaff,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { adminPagination } from './orders';
import { createTestOrder as placeTestOrder } from './test-order';

let t: TestApp;
let staff: TestStaff;
let aline: TestShopper;
let jean: TestShopper;
const ids: Record<string, string> = {};

/**
 * Five orders on a fresh database, oldest first:
 *   a  Aline Uwase   confirmed   paid     24,000
 *   b  Aline Uwase   delivered   paid     24,000
 *   c  Jean Mugisha  pending     unpaid   24,000
 *   d  Jean Mugisha  cancelled   unpaid   24,000
 *   e  =cmd Hacker   processing  paid     24,000   (name starts with = for the CSV test)
 */
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.deps;
  staff = await createStaff(db, 'staff');
  aline = await createShopper(db, { firstName: 'Aline' });
  jean = await createShopper(db, { firstName: 'Jean' });
  const product = await createProduct(db, {
    variants: [
      { size: 'M', color: 'Red', stock: 3 },
      { size: 'L', color: 'Blue', stock: 50 },
    ],
  });
  const plan = [
    { key: 'a', who: aline, first: 'Aline', last: 'Uwase', status: 'confirmed', paid: true },
    { key: 'b', who: aline, first: 'Aline', last: 'Uwase', status: 'delivered', paid: true },
    { key: 'c', who: jean, first: 'Jean', last: 'Mugisha', status: 'pending', paid: false },
    { key: 'd', who: jean, first: 'Jean', last: 'Mugisha', status: 'cancelled', paid: false },
    { key: 'e', who: jean, first: '=cmd', last: 'Hacker', status: 'processing', paid: true },
  ];
  for (const [i, p] of plan.entries()) {
    const { order } = await createTestOrder(db, {
      customerId: p.who.customerId,
      customerPhone: p.who.phone,
      productId: product.productId,
      variantId: product.variant.id,
      status: p.status,
    });
    await db
      .update(orders)
      .set({
        customerFirstName: p.first,
        customerLastName: p.last,
        paymentStatus: p.paid ? 'paid' : 'unpaid',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })
      .where(eq(orders.id, order.id));
    ids[p.key] = order.id;
  }
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie } });
/** The ids of the orders the back-office search finds for what staff typed, in list order. */
const ordersFound = async (typed: string) =>
  (await get(`/api/admin/orders?search=${encodeURIComponent(typed)}`))
    .json<AdminOrdersResponse>()
    .orders.map((o) => o.id);
/** The ids of the customers the back-office search finds for what staff typed. */
const customersFound = async (typed: string) =>
  (await get(`/api/admin/customers?search=${encodeURIComponent(typed)}`))
    .json<AdminCustomersResponse>()
    .customers.map((c) => c.id);
/** A +2507XXXXXXXX number without its +250. */
const localDigits = (phone: string) => phone.slice(4);

describe('GET /api/admin/orders', () => {
  it('lists every order newest first with counts per status', async () => {
    const res = await get('/api/admin/orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // The route sends JSON text without a runtime check: the contract is checked here.
    const body = AdminOrdersResponse.parse(res.json());
    expect(body.orders.map((o) => o.id)).toEqual([ids.e, ids.d, ids.c, ids.b, ids.a]);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 5, pages: 1, capped: false });
    expect(body.counts).toMatchObject({
      all: 5,
      pending: 1,
      confirmed: 1,
      processing: 1,
      delivered: 1,
      cancelled: 1,
      shipped: 0,
    });
    const pending = body.orders.find((o) => o.id === ids.c);
    expect(pending?.nextStatuses).toEqual(['confirmed', 'cancelled']);
    expect(pending?.itemCount).toBe(2);
  });

  it('carries each order’s items, history and delivery address, as the order’s own page shows them', async () => {
    const body = AdminOrdersResponse.parse((await get('/api/admin/orders')).json());
    for (const entry of body.orders) {
      const detail = (await get(`/api/admin/orders/${entry.id}`)).json().data;
      expect(entry.items.length).toBeGreaterThan(0);
      expect(entry.items).toEqual(detail.items);
      expect(entry.timeline).toEqual(detail.timeline);
      expect(entry.shippingAddress).toEqual(detail.shippingAddress);
    }
    const pending = body.orders.find((o) => o.id === ids.c)!;
    expect(pending.shippingAddress).toMatchObject({ firstName: 'Jean', lastName: 'Mugisha' });
    expect(pending.items.reduce((n, i) => n + i.quantity, 0)).toBe(pending.itemCount);
  });

  it('filters by status on the server', async () => {
    const body = (await get('/api/admin/orders?status=delivered')).json<AdminOrdersResponse>();
    expect(body.orders.map((o) => o.id)).toEqual([ids.b]);
    expect(body.pagination.total).toBe(1);
    // Counts stay shop-wide so every filter button keeps its number.
    expect(body.counts.all).toBe(5);
  });

  it('searches name, phone and order number case-insensitively', async () => {
    const byName = (await get('/api/admin/orders?search=mugISHA')).json<AdminOrdersResponse>();
    expect(byName.orders.map((o) => o.id)).toEqual([ids.d, ids.c]);
    const byPhone = (
      await get(`/api/admin/orders?search=${encodeURIComponent(aline.phone.slice(-6))}`)
    ).json<AdminOrdersResponse>();
    expect(byPhone.orders.map((o) => o.id)).toEqual([ids.b, ids.a]);
    const one = (await get('/api/admin/orders')).json<AdminOrdersResponse>().orders[3];
    const byNumber = (
      await get(`/api/admin/orders?search=${one?.orderNumber.slice(-5).toLowerCase()}`)
    ).json<AdminOrdersResponse>();
    expect(byNumber.orders.map((o) => o.id)).toEqual([ids.b]);
    const combined = (await get('/api/admin/orders?search=jean&status=pending')).json<AdminOrdersResponse>();
    expect(combined.orders.map((o) => o.id)).toEqual([ids.c]);
  });

  // aline.phone is +2507XXXXXXXX; people type it as the handset shows it or as they say it.
  const spaced = (n: string) => `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  it.each([
    ['with +250 and spaces', (n: string) => `+250 ${spaced(n)}`],
    ['with a leading 0', (n: string) => `0${n}`],
    ['spaced, without a prefix', spaced],
    ['with brackets and a dash', (n: string) => `(0${n.slice(0, 2)}) ${n.slice(2, 5)}-${n.slice(5)}`],
    ['in part, with a 0', (n: string) => `0${n.slice(0, 2)} ${n.slice(2, 6)}`],
  ])('finds an order by a phone typed %s', async (_how, typing) => {
    const typed = typing(localDigits(aline.phone));
    expect(await ordersFound(typed), typed).toEqual([ids.b, ids.a]);
  });

  it.each(['Therese', 'THERESE mugi', 'thérèse', 'Thérese'])(
    'finds a name typed without its accents, or with them: %s',
    async (typed) => {
      const { db } = t.app.deps;
      await db.update(orders).set({ customerFirstName: 'Thérèse' }).where(eq(orders.id, ids.d!));
      try {
        expect(await ordersFound(typed)).toEqual([ids.d]);
        const csv = await get(`/api/admin/orders/export.csv?search=${encodeURIComponent(typed)}`);
        expect(csv.body).toContain('Thérèse');
      } finally {
        await db.update(orders).set({ customerFirstName: 'Jean' }).where(eq(orders.id, ids.d!));
      }
    },
  );

  it('treats % and _ in a search as plain characters', async () => {
    const body = (await get('/api/admin/orders?search=%25')).json<AdminOrdersResponse>();
    expect(body.orders).toEqual([]);
    // Nor do the characters regular expressions give a meaning to: "." matches no letter.
    for (const typed of ['.', 'Al.ne', '(', '[a', '*', 'a{2', '\\', '^Aline', 'Aline$', '?']) {
      const res = await get(`/api/admin/orders?search=${encodeURIComponent(typed)}`);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json<AdminOrdersResponse>().orders, typed).toEqual([]);
    }
  });

  it('pages through the list', async () => {
    const body = (await get('/api/admin/orders?limit=2&page=2')).json<AdminOrdersResponse>();
    expect(body.orders.map((o) => o.id)).toEqual([ids.c, ids.b]);
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3, capped: false });
  });

  it('reports a search total past the cap as the cap, marked capped', () => {
    expect(adminPagination({ page: 1, limit: 20 }, 1001)).toEqual({
      page: 1,
      limit: 20,
      total: 1000,
      pages: 50,
      capped: true,
    });
    expect(adminPagination({ page: 1, limit: 20 }, 1000).capped).toBe(false);
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows the order with its analysis and the moves the lifecycle allows', async () => {
    const res = await get(`/api/admin/orders/${ids.a}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<AdminOrderDetailResponse>();
    expect(data.customerId).toBe(aline.customerId);
    expect(data.items[0]?.quantity).toBe(2);
    // No e-mail on the order: 100 - 15; Kigali; 24,000 RWF.
    expect(data.analysis).toEqual({
      score: 85,
      risk: 'Low',
      customerValue: 'Standard',
      deliveryEstimate: '1-2 days',
      recommendations: ['NO_EMAIL'],
    });
    expect(data.nextStatuses).toEqual([
      'processing',
      'shipped',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ]);
  });

  it('answers 404 for an unknown order', async () => {
    const res = await get('/api/admin/orders/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
  });
});

describe('POST /api/admin/orders/bulk-status', () => {
  it('moves the orders it may and reports each refusal', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      headers: { cookie: staff.cookie },
      payload: { orderIds: [ids.e, ids.b, unknown], status: 'shipped' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<BulkStatusResponse>();
    expect(body.updated).toBe(1);
    expect(body.failed).toBe(2);
    expect(body.results).toEqual([
      expect.objectContaining({ orderId: ids.e, ok: true, from: 'processing', code: null }),
      expect.objectContaining({ orderId: ids.b, ok: false, from: 'delivered', code: 'ORDER_BAD_TRANSITION' }),
      { orderId: unknown, ok: false, orderNumber: null, from: null, code: 'ORDER_NOT_FOUND' },
    ]);
    const after = (await get(`/api/admin/orders/${ids.e}`)).json<AdminOrderDetailResponse>();
    expect(after.data.status).toBe('shipped');
    expect(after.data.timeline.map((s) => s.status)).toContain('shipped');
    // Put it back where the other tests expect it: not possible through the lifecycle, so only
    // tests after this one see 'shipped'.
  });

  it('refuses an empty selection', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      headers: { cookie: staff.cookie },
      payload: { orderIds: [], status: 'shipped' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/orders/export.csv', () => {
  it('exports the filtered rows with formula cells neutralised', async () => {
    const res = await get('/api/admin/orders/export.csv?search=hacker');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders_\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Order Number,Customer,Phone,Total,Status,Date (Kigali time UTC+2)');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(",'=cmd Hacker,");
    expect(lines[1]).toContain(',24000,');
  });

  it('writes phone numbers as they are, status words in the chosen language and Kigali dates', async () => {
    // 23:30 UTC on 4 January is 01:30 on 5 January in Kigali: the order is on the 5th there.
    const { db } = t.app.deps;
    const [before] = await db.select().from(orders).where(eq(orders.id, ids.e!));
    await db
      .update(orders)
      .set({ status: 'processing', createdAt: new Date(Date.UTC(2026, 0, 4, 23, 30)) })
      .where(eq(orders.id, ids.e!));
    try {
      const row = async (query: string, headers: Record<string, string> = {}) => {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/admin/orders/export.csv?search=hacker${query}`,
          headers: { cookie: staff.cookie, ...headers },
        });
        expect(res.statusCode).toBe(200);
        return res.body.trim().split('\r\n')[1]!.split(',');
      };
      const english = await row('');
      expect(english.slice(1)).toEqual([
        "'=cmd Hacker",
        jean.phone,
        '24000',
        'Processing',
        '2026-01-05 01:30',
      ]);
      expect(jean.phone).toMatch(/^\+2507\d{8}$/);
      expect((await row('&lang=en')).slice(4)).toEqual(['Processing', '2026-01-05 01:30']);
      expect((await row('&lang=fr')).slice(4)).toEqual(['En préparation', '2026-01-05 01:30']);
      expect((await row('&lang=rw')).slice(4)).toEqual(['Birimo gutegurwa', '2026-01-05 01:30']);
      // Without ?lang=, the browser's language (a download link sends it), else English.
      expect((await row('', { 'accept-language': 'fr-FR,fr;q=0.9' }))[4]).toBe('En préparation');
    } finally {
      await db
        .update(orders)
        .set({ status: before!.status, createdAt: before!.createdAt })
        .where(eq(orders.id, ids.e!));
    }
  });

  it('exports every order with the same filters as the list', async () => {
    const res = await get('/api/admin/orders/export.csv?status=pending');
    expect(res.body.trim().split('\r\n')).toHaveLength(2);
  });
});

describe('GET /api/admin/customers', () => {
  it('searches customers and computes orders and spend from orders', async () => {
    const res = await get('/api/admin/customers?search=ALINE');
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminCustomersResponse>();
    expect(body.customers.map((c) => c.id)).toEqual([aline.customerId]);
    expect(body.data).toEqual(body.customers);
    expect(body.customers[0]).toMatchObject({ totalOrders: 2, totalSpent: 48_000, phone: aline.phone });
    const jeanRow = (
      await get(`/api/admin/customers?search=${encodeURIComponent(jean.phone)}`)
    ).json<AdminCustomersResponse>().customers[0];
    // d is cancelled (not counted); e is paid.
    expect(jeanRow).toMatchObject({ id: jean.customerId, totalOrders: 2, totalSpent: 24_000 });
  });

  it.each([
    ['with a leading 0, spaced', (n: string) => `0${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`],
    ['with +250, spaced', (n: string) => `+250 ${n.slice(0, 3)} ${n.slice(3)}`],
  ])('finds a customer by a phone typed %s', async (_how, typing) => {
    const typed = typing(localDigits(jean.phone));
    expect(await customersFound(typed), typed).toEqual([jean.customerId]);
  });

  it('finds a customer by a name typed without accents', async () => {
    const { db } = t.app.deps;
    await db.update(customers).set({ firstName: 'Jérôme' }).where(eq(customers.id, jean.customerId));
    try {
      expect(await customersFound('jerome')).toEqual([jean.customerId]);
    } finally {
      await db.update(customers).set({ firstName: 'Jean' }).where(eq(customers.id, jean.customerId));
    }
  });

  it('shows one customer with the sizes and colours they ordered', async () => {
    const res = await get(`/api/admin/customers/${aline.customerId}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<AdminCustomerDetailResponse>();
    expect(data).toMatchObject({ totalOrders: 2, totalSpent: 48_000, averageOrder: 24_000 });
    expect(data.preferences.favoriteCategories).toEqual([expect.stringMatching(/^Test /)]);
    expect(data.isActive).toBe(true);
    expect((await get('/api/admin/customers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('computes the cards and CRM figures from the orders', async () => {
    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const { data } = res.json<DashboardResponse>();
    // Paid: a, b, e = 72,000.
    expect(data.summary).toMatchObject({
      totalRevenue: 72_000,
      totalOrders: 5,
      pendingOrders: 1,
      customers: 2,
    });
    expect(data.summary.products).toBeGreaterThanOrEqual(1);
    // Low stock is a product under 10 units (shared/stock): this one holds 53 over its two
    // variants, so neither the card nor the Low Stock Alert counts it for its 3 red ones.
    expect(data.lowStock).toEqual([]);
    expect(data.summary.lowStockProducts).toBe(0);
    expect(data.recentOrders[0]?.id).toBe(ids.e);
    expect(data.kpis).toMatchObject({
      totalOrders: 5,
      trend: 'Stable',
      totalRevenue: 72_000,
      averageOrderValue: 24_000,
      deliveryRate: 20,
    });
    expect(data.customerInsights).toMatchObject({ totalCustomers: 2, repeatCustomers: 2, repeatRate: 100 });
    // Jean's cancelled order (d) is not one of his orders.
    expect(data.customerInsights.topCustomers.map((c) => [c.customerId, c.revenue, c.orderCount])).toEqual([
      [aline.customerId, 48_000, 2],
      [jean.customerId, 24_000, 2],
    ]);
    expect(data.recommendation).toMatchObject({
      advice: 'EFFICIENT',
      pendingOrders: 1,
      cancellationRate: 20,
      projectedRevenue30Days: { kind: 'projection', amount: 82_800, factor: 1.15 },
    });
  });

  it('answers null, not 0, for the rates and averages of a shop without orders', async () => {
    const empty = await createTestApp();
    try {
      const { cookie } = await createStaff(empty.app.deps.db, 'staff');
      const res = await empty.app.inject({ url: '/api/admin/dashboard', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const { data } = res.json<DashboardResponse>();
      expect(data.kpis).toMatchObject({ totalOrders: 0, averageOrderValue: null, deliveryRate: null });
      expect(data.customerInsights).toMatchObject({ repeatRate: null, averageCustomerValue: null });
      expect(data.recommendation.cancellationRate).toBeNull();
    } finally {
      await empty.close();
    }
  });

  it('answers null for both averages while no order is paid, as for a shop without orders', async () => {
    // A fresh shop whose one order waits for its payment: its customer has ordered, but there is
    // no paid money to average, per order or per customer (the CRM showed "0K RWF" beside "n/a").
    const fresh = await createTestApp();
    try {
      const { db } = fresh.app.deps;
      const { cookie } = await createStaff(db, 'staff');
      const product = await createProduct(db);
      const keza = await createShopper(db, { firstName: 'Keza' });
      await createTestOrder(db, {
        customerId: keza.customerId,
        customerPhone: keza.phone,
        productId: product.productId,
        variantId: product.variant.id,
        status: 'pending',
      });
      const res = await fresh.app.inject({ url: '/api/admin/dashboard', headers: { cookie } });
      const { data } = res.json<DashboardResponse>();
      expect(data.kpis).toMatchObject({ totalOrders: 1, totalRevenue: 0, averageOrderValue: null });
      expect(data.customerInsights).toMatchObject({ totalCustomers: 1, averageCustomerValue: null });
    } finally {
      await fresh.close();
    }
  });

  it('counts neither a customer nor a repeat customer from a cancelled order', async () => {
    const { db } = t.app.deps;
    const product = await createProduct(db);
    const claudine = await createShopper(db, { firstName: 'Claudine' });
    const orderBy = (status: string) =>
      createTestOrder(db, {
        customerId: claudine.customerId,
        customerPhone: claudine.phone,
        productId: product.productId,
        variantId: product.variant.id,
        status,
      });
    await orderBy('cancelled');
    const afterCancelled = (await get('/api/admin/dashboard')).json<DashboardResponse>().data;
    expect(afterCancelled.customerInsights).toMatchObject({ repeatCustomers: 2, repeatRate: 100 });
    await orderBy('confirmed');
    const afterLive = (await get('/api/admin/dashboard')).json<DashboardResponse>().data;
    // One live order: an ordering customer, not yet a repeat one (2 of 3).
    expect(afterLive.customerInsights).toMatchObject({ repeatCustomers: 2, repeatRate: 66.7 });
  });
});

describe('POST /api/admin/test-order', () => {
  it('places a real order for the demo shopper in demo mode', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/test-order',
      headers: { cookie: staff.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const detail = (await get(`/api/admin/orders/${data.orderId}`)).json<AdminOrderDetailResponse>();
    expect(detail.data.customerInfo.firstName).toBe('Demo');
    expect(detail.data.items).toHaveLength(1);
  });

  it('does not exist outside demo mode', async () => {
    const deps = { ...t.app.deps, config: { ...t.app.deps.config, isDemo: false } };
    await expect(placeTestOrder(deps)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

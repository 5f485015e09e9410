import type {
  AdminCustomerDetailResponse,
  AdminCustomersResponse,
} from '@isoko/shared/admin/customers-schema';
import type { DashboardResponse } from '@isoko/shared/admin/dashboard-schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createShopper,
  createStaff,
  createTestOrder,
  type TestShopper,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orders } from '../orders/tables';

/**
 * The tester's steps: a shopper pays two MoMo orders (69,800 and 34,900 RWF), then staff cancel
 * both. The money is owed back, so every figure built on revenue must drop it, and all agree.
 */
let t: TestApp;
let staffCookie: string;
let shopper: TestShopper;
const orderIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.deps;
  staffCookie = (await createStaff(db, 'staff')).cookie;
  shopper = await createShopper(db, { firstName: 'Aline' });
  const product = await createProduct(db);
  for (const total of [69_800, 34_900]) {
    const { order } = await createTestOrder(db, {
      customerId: shopper.customerId,
      customerPhone: shopper.phone,
      productId: product.productId,
      variantId: product.variant.id,
      status: 'confirmed',
      district: 'Musanze',
    });
    // Approved MoMo payment: paid and confirmed, as payment settlement leaves it.
    await db
      .update(orders)
      .set({ paymentMethod: 'mobile_money', paymentStatus: 'paid', subtotal: total, total })
      .where(eq(orders.id, order.id));
    orderIds.push(order.id);
  }
}, 60_000);
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: staffCookie } });

/** Every money figure the back-office shows for this shop and this shopper. */
async function figures() {
  const dashboard = (await get('/api/admin/dashboard')).json<DashboardResponse>().data;
  const listed = (
    await get(`/api/admin/customers?search=${encodeURIComponent(shopper.phone)}`)
  ).json<AdminCustomersResponse>().customers[0];
  const detail = (await get(`/api/admin/customers/${shopper.customerId}`)).json<AdminCustomerDetailResponse>()
    .data;
  const districts = (await get('/api/admin/analytics/revenue-by-district?days=30')).json<{
    data: { district: string; revenue: number }[];
  }>().data;
  return {
    totalRevenue: dashboard.summary.totalRevenue,
    kpiRevenue: dashboard.kpis.totalRevenue,
    averageOrderValue: dashboard.kpis.averageOrderValue,
    topCustomers: dashboard.customerInsights.topCustomers.map((c) => c.revenue),
    listedSpent: listed?.totalSpent,
    detailSpent: detail.totalSpent,
    detailAverage: detail.averageOrder,
    districtRevenue: districts.reduce((sum, d) => sum + d.revenue, 0),
  };
}

describe('revenue after staff cancel paid orders', () => {
  it('counts both paid orders while they stand', async () => {
    expect(await figures()).toEqual({
      totalRevenue: 104_700,
      kpiRevenue: 104_700,
      averageOrderValue: 52_350,
      topCustomers: [104_700],
      listedSpent: 104_700,
      detailSpent: 104_700,
      detailAverage: 52_350,
      districtRevenue: 104_700,
    });
  });

  it('drops a cancelled paid order from every figure, so dashboard, customers and analytics agree', async () => {
    for (const id of orderIds) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${id}/status`,
        headers: { cookie: staffCookie },
        payload: { status: 'cancelled' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // The orders stay paid: the shop holds the money until it is refunded.
    const rows = await t.app.deps.db.select().from(orders).where(eq(orders.customerId, shopper.customerId));
    expect(rows.map((r) => [r.status, r.paymentStatus])).toEqual([
      ['cancelled', 'paid'],
      ['cancelled', 'paid'],
    ]);
    expect(await figures()).toEqual({
      totalRevenue: 0,
      kpiRevenue: 0,
      // No order left to average over: the dashboard says n/a, not 0.
      averageOrderValue: null,
      topCustomers: [],
      listedSpent: 0,
      detailSpent: 0,
      detailAverage: null,
      districtRevenue: 0,
    });
  });
});

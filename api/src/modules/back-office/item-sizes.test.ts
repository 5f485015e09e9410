import { AdminCustomerDetailResponse } from '@isoko/shared/admin/customers-schema';
import { DashboardResponse } from '@isoko/shared/admin/dashboard-schema';
import { AdminOrderDetailResponse, AdminOrdersResponse } from '@isoko/shared/admin/orders-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShopper, TestStaff } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import { orderedTermsShop } from './ordered-terms-shop';

/**
 * The sizes staff read in the back office (the order list and details, the dashboard's low-stock
 * list, a customer's favourite sizes): every answer keeps the stored English word in `size` and
 * words it in the staff member's language beside it, as shoppers read it and as colours already
 * are. Letter sizes and sizes the catalogue has no words for stay as stored.
 */

let t: TestApp;
let staff: TestStaff;
let shopper: TestShopper;
let orderId: string;

const asStaff = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie, ...headers } });

const sizesOf = (items: { size: string | null; sizeLabel?: string | null }[]) =>
  items.map((i) => [i.size, i.sizeLabel]).sort();

beforeAll(async () => {
  // The demo's size words: Medium is "Moyenne" in French, Queen "Nini (Queen)" in Kinyarwanda.
  // Every variant stays under the 10-unit alert after the order, so the dashboard lists them.
  ({ t, staff, shopper, orderId } = await orderedTermsShop([
    { size: 'Medium', color: 'Yellow', stock: 5 },
    { size: 'Queen', color: 'Yellow', stock: 4 },
    { size: 'M', color: 'Yellow', stock: 3 },
  ]));
}, 60_000);
afterAll(() => t?.close());

describe('the staff order details', () => {
  it('word each item’s size in French for a French staff member, the stored word kept', async () => {
    const res = await asStaff(`/api/admin/orders/${orderId}`, { 'accept-language': 'fr-RW,fr;q=0.9' });
    expect(res.statusCode, res.body).toBe(200);
    const { items } = AdminOrderDetailResponse.parse(res.json()).data;
    expect(sizesOf(items)).toEqual([
      ['M', 'M'],
      ['Medium', 'Moyenne'],
      ['Queen', 'Queen (160 × 200)'],
    ]);
    // The colour is worded alongside, from the same words.
    expect(items.map((i) => i.colorLabel)).toEqual(['Jaune', 'Jaune', 'Jaune']);
  });

  it('follow ?lang= to Kinyarwanda, and say the stored word in English', async () => {
    const rw = await asStaff(`/api/admin/orders/${orderId}?lang=rw`);
    expect(sizesOf(AdminOrderDetailResponse.parse(rw.json()).data.items)).toEqual([
      ['M', 'M'],
      ['Medium', 'Iringaniye'],
      ['Queen', 'Nini (Queen)'],
    ]);
    const en = await asStaff(`/api/admin/orders/${orderId}`, { 'accept-language': 'en' });
    expect(sizesOf(AdminOrderDetailResponse.parse(en.json()).data.items)).toEqual([
      ['M', 'M'],
      ['Medium', 'Medium'],
      ['Queen', 'Queen'],
    ]);
  });
});

describe('the staff order list', () => {
  it('words each row’s item sizes and colours in the staff member’s language', async () => {
    const res = await asStaff('/api/admin/orders?lang=fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-language']).toBe('fr');
    const row = AdminOrdersResponse.parse(res.json()).orders.find((o) => o.id === orderId);
    expect(sizesOf(row!.items)).toEqual([
      ['M', 'M'],
      ['Medium', 'Moyenne'],
      ['Queen', 'Queen (160 × 200)'],
    ]);
    expect(row!.items.map((i) => i.colorLabel)).toEqual(['Jaune', 'Jaune', 'Jaune']);
    const en = AdminOrdersResponse.parse((await asStaff('/api/admin/orders?lang=en')).json());
    expect(sizesOf(en.orders.find((o) => o.id === orderId)!.items)).toContainEqual(['Medium', 'Medium']);
  });
});

describe('the dashboard’s low-stock list', () => {
  it('words each variant’s size in Kinyarwanda, the stored word kept', async () => {
    const res = await asStaff('/api/admin/dashboard', { 'accept-language': 'rw' });
    expect(res.statusCode, res.body).toBe(200);
    expect(sizesOf(DashboardResponse.parse(res.json()).data.lowStock)).toEqual([
      ['M', 'M'],
      ['Medium', 'Iringaniye'],
      ['Queen', 'Nini (Queen)'],
    ]);
  });
});

describe('a customer’s favourite sizes', () => {
  it('are worded in French in the same order as the stored words', async () => {
    const res = await asStaff(`/api/admin/customers/${shopper.customerId}`, { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    const { preferences } = AdminCustomerDetailResponse.parse(res.json()).data;
    expect([...preferences.favoriteSizes].sort()).toEqual(['M', 'Medium', 'Queen']);
    const french: Record<string, string> = { Medium: 'Moyenne', Queen: 'Queen (160 × 200)' };
    expect(preferences.favoriteSizeLabels).toEqual(preferences.favoriteSizes.map((s) => french[s] ?? s));
  });

  it('are the stored words in English', async () => {
    const res = await asStaff(`/api/admin/customers/${shopper.customerId}?lang=en`);
    const { preferences } = AdminCustomerDetailResponse.parse(res.json()).data;
    expect(preferences.favoriteSizeLabels).toEqual(preferences.favoriteSizes);
  });
});

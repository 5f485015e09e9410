import { AdminCustomerDetailResponse } from '@isoko/shared/admin/customers-schema';
import { DashboardResponse } from '@isoko/shared/admin/dashboard-schema';
import { AdminOrderDetailResponse } from '@isoko/shared/admin/orders-schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShopper, TestStaff } from '../../test/fixtures';
import type { TestApp } from '../../test/test-app';
import { orderedTermsShop } from './ordered-terms-shop';

/**
 * The colours staff read in the back office (order details, the dashboard's low-stock list, a
 * customer's favourite colours): every answer keeps the stored English word in `color` and
 * words it in the staff member's language beside it.
 */

let t: TestApp;
let staff: TestStaff;
let shopper: TestShopper;
let orderId: string;

const asStaff = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: staff.cookie, ...headers } });

const colorsOf = (items: { color: string | null; colorLabel?: string | null }[]) =>
  items.map((i) => [i.color, i.colorLabel]).sort();

beforeAll(async () => {
  // The demo's colour names: Yellow is "Jaune" in French and "Umuhondo" in Kinyarwanda.
  // Both variants stay under the 10-unit alert after the order, so the dashboard lists them.
  ({ t, staff, shopper, orderId } = await orderedTermsShop(
    [
      { size: 'M', color: 'Yellow', stock: 5 },
      // A colour the catalogue has no translation for.
      { size: 'M', color: 'Sunset coral', stock: 4 },
    ],
    // The product's category has a French name (and none in Kinyarwanda).
    async (db, made) => {
      await db.execute(
        sql`update categories set name_i18n = '{"fr": "Pagnes d’essai"}'::jsonb
            where id = (select category_id from products where id = ${made.productId})`,
      );
      // And the product a name in both.
      await db.execute(
        sql`update products set name_i18n = '{"fr": "Pagne d’essai", "rw": "Igitenge cy’igerageza"}'::jsonb
            where id = ${made.productId}`,
      );
    },
  ));
}, 60_000);
afterAll(() => t?.close());

describe('the staff order details', () => {
  it('word each item’s colour in French for a French staff member, the stored word kept', async () => {
    const res = await asStaff(`/api/admin/orders/${orderId}`, { 'accept-language': 'fr-RW,fr;q=0.9' });
    expect(res.statusCode, res.body).toBe(200);
    expect(colorsOf(AdminOrderDetailResponse.parse(res.json()).data.items)).toEqual([
      ['Sunset coral', 'Sunset coral'],
      ['Yellow', 'Jaune'],
    ]);
    expect(res.headers['content-language']).toBe('fr');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('follow ?lang= to Kinyarwanda, and say the stored word in English', async () => {
    const rw = await asStaff(`/api/admin/orders/${orderId}?lang=rw`);
    expect(colorsOf(AdminOrderDetailResponse.parse(rw.json()).data.items)).toContainEqual([
      'Yellow',
      'Umuhondo',
    ]);
    const en = await asStaff(`/api/admin/orders/${orderId}`, { 'accept-language': 'en' });
    expect(colorsOf(AdminOrderDetailResponse.parse(en.json()).data.items)).toEqual([
      ['Sunset coral', 'Sunset coral'],
      ['Yellow', 'Yellow'],
    ]);
  });
});

describe('the dashboard’s low-stock list', () => {
  it('words each variant’s colour in French, the stored word kept', async () => {
    const res = await asStaff('/api/admin/dashboard', { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    const { lowStock } = DashboardResponse.parse(res.json()).data;
    expect(colorsOf(lowStock)).toEqual([
      ['Sunset coral', 'Sunset coral'],
      ['Yellow', 'Jaune'],
    ]);
    expect(res.headers['content-language']).toBe('fr');
  });

  it('names the product in the staff member’s language, as the analytics do', async () => {
    const namesIn = async (lang: string) =>
      DashboardResponse.parse((await asStaff(`/api/admin/dashboard?lang=${lang}`)).json()).data.lowStock.map(
        (i) => i.name,
      );
    expect(await namesIn('fr')).toEqual(['Pagne d’essai', 'Pagne d’essai']);
    expect(await namesIn('rw')).toEqual(['Igitenge cy’igerageza', 'Igitenge cy’igerageza']);
    expect(await namesIn('en')).not.toContain('Pagne d’essai');
  });

  it('says the stored word in English', async () => {
    const res = await asStaff('/api/admin/dashboard', { 'accept-language': 'en' });
    expect(colorsOf(DashboardResponse.parse(res.json()).data.lowStock)).toContainEqual(['Yellow', 'Yellow']);
  });
});

describe('a customer’s favourite categories', () => {
  it('are named in the staff member’s language, in English where there is no translation', async () => {
    const favourites = async (lang: string) =>
      AdminCustomerDetailResponse.parse(
        (await asStaff(`/api/admin/customers/${shopper.customerId}?lang=${lang}`)).json(),
      ).data.preferences.favoriteCategories;
    const english = await favourites('en');
    expect(english).toEqual([expect.stringMatching(/^Test /)]);
    expect(await favourites('fr')).toEqual(['Pagnes d’essai']);
    expect(await favourites('rw')).toEqual(english);
  });
});

describe('a customer’s favourite colours', () => {
  it('are worded in French in the same order as the stored words', async () => {
    const res = await asStaff(`/api/admin/customers/${shopper.customerId}`, { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    const { preferences } = AdminCustomerDetailResponse.parse(res.json()).data;
    expect(preferences.favoriteColors).toHaveLength(2);
    expect(preferences.favoriteColorLabels).toEqual(
      preferences.favoriteColors.map((c) => (c === 'Yellow' ? 'Jaune' : c)),
    );
  });

  it('are the stored words in English', async () => {
    const res = await asStaff(`/api/admin/customers/${shopper.customerId}?lang=en`);
    const { preferences } = AdminCustomerDetailResponse.parse(res.json()).data;
    expect(preferences.favoriteColorLabels).toEqual(preferences.favoriteColors);
  });
});

import { ProductListResponse, ProductResponse } from '@isoko/shared/catalog/schema';
import { pickTranslation, SHOP_LANGUAGES } from '@isoko/shared/i18n-language';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addFlashDeal, plainProductIds } from './deal-fixtures';
import { notifyCatalogChanged } from './notify';
import { seedCatalog } from './seed';

// A listing page reads each product's name in the shopper's language alone (listingCardColumns),
// not every language's names: the cards must still name products as the product page does
// (pickTranslation over the stored translations), odd translations included.

interface Stored extends Record<string, unknown> {
  id: string;
  name: string;
  name_i18n: Record<string, unknown>;
  category: string;
}

let t: TestApp;
let category: string;
/** Products of that category given translations the rule must see through. */
let odd: string[];

async function list(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponse.parse(res.json()).data;
}

const stored = async () =>
  new Map(
    (
      await queryRows<Stored>(
        t.app.deps.db,
        sql`select p.id, p.name, p.name_i18n, c.slug as category from products p
            join categories c on c.id = p.category_id where p.deleted_at is null`,
      )
    ).map((r) => [r.id, r]),
  );

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedCatalog(t.app.deps.db, { products: 120, dataDir: t.app.deps.config.dataDir });
  const [first] = await plainProductIds(t.app.deps.db, 1);
  [{ category }] = (await queryRows<{ category: string }>(
    t.app.deps.db,
    sql`select c.slug as category from products p join categories c on c.id = p.category_id
        where p.id = ${first}`,
  )) as [{ category: string }];
  odd = (
    await queryRows<{ id: string }>(
      t.app.deps.db,
      sql`select p.id from products p join categories c on c.id = p.category_id
          where c.slug = ${category} order by p.price limit 4`,
    )
  ).map((r) => r.id);
  // Blank, not text, missing, and one language only: each falls back to English on its own.
  const translations = [
    { fr: '   ', rw: 'Izina ry’ikizamini' },
    { fr: 5, rw: ['not', 'text'] },
    {},
    { fr: 'Nom d’essai', rw: null },
  ];
  for (const [i, id] of odd.entries()) {
    await t.app.deps.db.execute(
      sql`update products set name_i18n = ${JSON.stringify(translations[i])}::jsonb where id = ${id}`,
    );
  }
  // A running flash deal in the category, so its price sort takes the merged statement.
  await addFlashDeal(t.app.deps.db, odd[1]!, -60_000, 3_600_000, 900);
  await notifyCatalogChanged(t.app.deps);
}, 120_000);
afterAll(async () => t?.close());

describe('listing cards in the shopper’s language', () => {
  it.each(SHOP_LANGUAGES)('name every product as the stored translations say (%s)', async (lang) => {
    const byId = await stored();
    const urls = [
      `/api/products?limit=100&lang=${lang}`,
      `/api/products?category=${category}&sortBy=price_low&limit=24&lang=${lang}`,
      `/api/products?category=${category}&sortBy=price_high&minPrice=1&limit=24&page=2&lang=${lang}`,
      `/api/products?category=${category}&sortBy=newest&minRating=0&limit=24&lang=${lang}`,
    ];
    const seen = new Set<string>();
    for (const url of urls) {
      for (const card of await list(url)) {
        const row = byId.get(card.id)!;
        expect(card.name, `${card.id} in ${lang}`).toBe(
          pickTranslation(row.name, row.name_i18n as Record<string, string>, lang),
        );
        seen.add(card.id);
      }
    }
    // The odd translations were on the price-sorted page with the flash deal.
    for (const id of odd) expect(seen.has(id), id).toBe(true);
  });

  it('match the product page, odd translations included', async () => {
    const byId = await stored();
    for (const lang of SHOP_LANGUAGES) {
      const cards = await list(`/api/products?category=${category}&sortBy=price_low&limit=24&lang=${lang}`);
      for (const id of odd) {
        const card = cards.find((c) => c.id === id)!;
        const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}?lang=${lang}` });
        expect(card.name).toBe(ProductResponse.parse(res.json()).data.name);
      }
    }
    // The expected names, spelled out: English where a translation is blank, not text or missing.
    const names = (lang: string) =>
      list(`/api/products?category=${category}&sortBy=price_low&limit=24&lang=${lang}`).then((cards) =>
        odd.map((id) => cards.find((c) => c.id === id)!.name),
      );
    const english = odd.map((id) => byId.get(id)!.name);
    expect(await names('fr')).toEqual([english[0], english[1], english[2], 'Nom d’essai']);
    expect(await names('rw')).toEqual(['Izina ry’ikizamini', english[1], english[2], english[3]]);
  });
});

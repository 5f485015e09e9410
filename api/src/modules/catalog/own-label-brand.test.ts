import { OWN_LABEL_BRAND } from '@isoko/shared/catalog/constants';
import { ProductListResponse } from '@isoko/shared/catalog/schema';
import { FacetsResponse } from '@isoko/shared/catalog/search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyCatalogChanged } from './notify';
import { seedCatalog } from './seed';

// Products with no brand are the shop's own label: the brand filter lists it with its count and
// filters by it, so the brands' counts add up to the category's products.

let t: TestApp;
let category: string;
/** The category's products: id and brand slug (null for the own label). */
let inCategory: { id: string; brand: string | null }[];

async function get(url: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedCatalog(t.app.deps.db, { products: 80, dataDir: t.app.deps.config.dataDir });
  const db = t.app.deps.db;
  const [top] = await queryRows<{ slug: string; id: string }>(
    db,
    sql`select c.slug, c.id from products p join categories c on c.id = p.category_id
        where p.deleted_at is null and p.brand_id is not null
        group by c.slug, c.id order by count(*) desc, c.slug limit 1`,
  );
  category = top!.slug;
  // Three of the category's branded products lose their brand: the own label, next to brands.
  await db.execute(
    sql`update products set brand_id = null where id in (
          select id from products where category_id = ${top!.id}::uuid and deleted_at is null
            and brand_id is not null order by id limit 3)`,
  );
  await notifyCatalogChanged(t.app.deps);
  inCategory = await queryRows<{ id: string; brand: string | null }>(
    db,
    sql`select p.id, b.slug as brand from products p left join brands b on b.id = p.brand_id
        where p.category_id = ${top!.id}::uuid and p.deleted_at is null`,
  );
});
afterAll(async () => t?.close());

describe("the shop's own label in the brand filter", () => {
  it('is listed with the count of products with no brand, so the brands add up to the total', async () => {
    const own = inCategory.filter((p) => p.brand === null).length;
    expect(own).toBeGreaterThanOrEqual(3);
    const { facets } = FacetsResponse.parse(await get(`/api/intelligent-search/facets?category=${category}`));
    expect(facets.brands).toContainEqual({
      value: OWN_LABEL_BRAND.value,
      name: OWN_LABEL_BRAND.name,
      count: own,
    });
    expect(facets.brands.reduce((n, b) => n + b.count, 0)).toBe(facets.total);
    expect(facets.total).toBe(inCategory.length);
  });

  it('filters the listing to the products with no brand, alone or with a brand', async () => {
    const own = inCategory.filter((p) => p.brand === null).map((p) => p.id);
    const alone = ProductListResponse.parse(
      await get(`/api/products?category=${category}&brand=${OWN_LABEL_BRAND.value}&limit=100`),
    );
    expect(alone.data.map((p) => p.id).sort()).toEqual([...own].sort());
    expect(alone.data.every((p) => p.brand === null)).toBe(true);

    const other = inCategory.find((p) => p.brand !== null)!.brand!;
    const both = ProductListResponse.parse(
      await get(`/api/products?category=${category}&brand=${OWN_LABEL_BRAND.value},${other}&limit=100`),
    );
    const expected = inCategory.filter((p) => p.brand === null || p.brand === other).map((p) => p.id);
    expect(both.data.map((p) => p.id).sort()).toEqual(expected.sort());
    // Chosen, the own label leaves the other brands listed with their counts.
    const { facets } = FacetsResponse.parse(
      await get(`/api/intelligent-search/facets?category=${category}&brand=${OWN_LABEL_BRAND.value}`),
    );
    expect(facets.total).toBe(own.length);
    expect(facets.brands.find((b) => b.value === other)?.count).toBe(
      inCategory.filter((p) => p.brand === other).length,
    );
  });
});

import { IntelligentSearchResponse, ProductListResponse } from '@isoko/shared/catalog/schema';
import { FacetsResponse } from '@isoko/shared/catalog/search';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addFlashDeal, plainProductIds, shownFromRows } from './deal-fixtures';
import { notifyCatalogChanged } from './notify';
import { seedCatalog } from './seed';

// Listings filter, sort and range prices by the price shoppers pay now (shownPrice): a running
// flash deal's price when lower than the list price. These tests hold every listing to what the
// rule itself gives over the catalogue, with a deal running, one ended and one not yet started.

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  price: number;
  original_price: number | null;
  category: string;
}

interface DealRow extends Record<string, unknown> {
  product_id: string;
  deal_price: number;
  starts_at: Date;
  ends_at: Date;
}

let t: TestApp;
let catalogue: Row[];
let dealWindows: DealRow[];
/** The category holding the deals below, and its products. */
let category: string;
let inCategory: Row[];
/** Running deal placed to tie with the fifth cheapest product: the first places of page 2 of 4. */
let flashed: Row;
/** The category's most expensive product, its running deal just under the next one's price. */
let topFlashed: Row;
/** The category's cheapest plain product, its running deal under every price of the category. */
let bottomFlashed: Row;
/** Deals at 100 RWF that ended, or have not started: they change nothing. */
let ended: Row;
let future: Row;

const HOUR = 3600_000;
const rows = <T extends Record<string, unknown>>(query: SQL) => queryRows<T>(t.app.deps.db, query);

async function get(url: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const list = async (url: string) => ProductListResponse.parse(await get(url));
const facetsOf = async (query: string) =>
  FacetsResponse.parse(await get(`/api/intelligent-search/facets?${query}`)).facets;

/** What the shopper pays for a product now, by the rule itself over the stored deals. */
function paid(r: Row): number {
  return shownFromRows(r, dealWindows).price;
}

const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const cheapFirst = (a: Row, b: Row) => paid(a) - paid(b) || byId(a, b);
const dearFirst = (a: Row, b: Row) => paid(b) - paid(a) || byId(b, a);
const ids = (list: readonly { id: string }[]) => list.map((r) => r.id);

/** Every page of a listing, each carrying the same total. */
async function allPages(path: string, limit: number): Promise<{ pages: string[][]; totals: Set<number> }> {
  const pages: string[][] = [];
  const totals = new Set<number>();
  for (let page = 1; ; page++) {
    const body = await list(`${path}&limit=${limit}&page=${page}`);
    totals.add(body.pagination.total);
    pages.push(ids(body.data));
    if (body.data.length < limit) return { pages, totals };
  }
}

async function readCatalogue() {
  catalogue = await rows<Row>(
    sql`select p.id, p.name, p.price::int as price, p.original_price::int as original_price, c.slug as category
        from products p join categories c on c.id = p.category_id where p.deleted_at is null`,
  );
  dealWindows = await rows<DealRow>(sql`select product_id, deal_price, starts_at, ends_at from flash_deals`);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const db = t.app.deps.db;
  await seedCatalog(db, { products: 240, dataDir: t.app.deps.config.dataDir, flashDeals: 0 });
  const plain = new Set(await plainProductIds(db, 240));
  await readCatalogue();
  const sizes = new Map<string, number>();
  for (const r of catalogue) sizes.set(r.category, (sizes.get(r.category) ?? 0) + 1);
  category = [...sizes].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  const byPrice = catalogue
    .filter((r) => r.category === category)
    .sort((a, b) => a.price - b.price || byId(a, b));
  expect(byPrice.length).toBeGreaterThan(12);
  const plainOnes = byPrice.filter((r) => plain.has(r.id));
  bottomFlashed = plainOnes[0]!;
  topFlashed = byPrice.at(-1)!;
  [ended, future, flashed] = plainOnes.slice(-4, -1).reverse() as [Row, Row, Row];
  expect(new Set([bottomFlashed, topFlashed, ended, future, flashed].map((r) => r.id)).size).toBe(5);
  expect(flashed.price).toBeGreaterThan(byPrice[6]!.price);

  const others = byPrice.filter((r) => r !== flashed);
  await addFlashDeal(db, flashed.id, -HOUR, HOUR, others[4]!.price);
  await addFlashDeal(db, topFlashed.id, -HOUR, HOUR, byPrice.at(-2)!.price - 100);
  await addFlashDeal(db, bottomFlashed.id, -HOUR, HOUR, Math.max(100, byPrice[0]!.price - 500));
  await addFlashDeal(db, ended.id, -3 * HOUR, -HOUR, 100);
  await addFlashDeal(db, future.id, HOUR, 3 * HOUR, 100);
  await notifyCatalogChanged(t.app.deps);
  await readCatalogue();
  inCategory = catalogue.filter((r) => r.category === category);
  expect(paid(flashed)).toBeLessThan(flashed.price);
  expect(paid(ended)).toBe(ended.price);
  expect(paid(future)).toBe(future.price);
});
afterAll(async () => t?.close());

describe('listing prices while a flash deal runs', () => {
  it('lists a product under a max price between its deal and list prices, not under a min above its deal price; ended and future deals change nothing', async () => {
    const between = paid(flashed) + 1;
    expect(between).toBeLessThan(flashed.price);
    for (const scope of [`category=${category}&`, '']) {
      const under = await list(`/api/products?${scope}maxPrice=${between}&limit=100`);
      const expected = (scope ? inCategory : catalogue).filter((r) => paid(r) <= between);
      expect(ids(under.data), scope).toContain(flashed.id);
      expect(under.pagination.total, scope).toBe(expected.length);
      const over = await list(`/api/products?${scope}minPrice=${between}&limit=100`);
      expect(ids(over.data), scope).not.toContain(flashed.id);
      expect(over.pagination.total, scope).toBe(
        (scope ? inCategory : catalogue).filter((r) => paid(r) >= between).length,
      );
      // Both ends, as the price slider sends them.
      const range = await list(
        `/api/products?${scope}minPrice=${paid(flashed)}&maxPrice=${between}&limit=100`,
      );
      expect(ids(range.data), scope).toContain(flashed.id);
      expect(range.pagination.total, scope).toBe(
        (scope ? inCategory : catalogue).filter((r) => paid(r) >= paid(flashed) && paid(r) <= between).length,
      );
    }
    // Ended and future deals change nothing.
    const cheap = await list(`/api/products?category=${category}&maxPrice=1000&limit=100`);
    expect(ids(cheap.data)).not.toContain(ended.id);
    expect(ids(cheap.data)).not.toContain(future.id);
    const dear = await list(`/api/products?category=${category}&minPrice=${future.price}&limit=100`);
    expect(ids(dear.data)).toContain(future.id);
    expect(dear.pagination.total).toBe(inCategory.filter((r) => paid(r) >= future.price).length);
    // A search finds it by its deal price too.
    const word = flashed.name.split(' ').find((w) => w.length >= 4)!;
    const searched = await list(
      `/api/products?search=${encodeURIComponent(word)}&maxPrice=${between}&limit=100`,
    );
    expect(ids(searched.data)).toContain(flashed.id);
  });

  it('counts a running deal in the minimum discount', async () => {
    const percent = Math.floor(((flashed.price - paid(flashed)) / flashed.price) * 100);
    expect(percent).toBeGreaterThan(0);
    const found = await list(`/api/products?category=${category}&minDiscount=${percent}&limit=100`);
    expect(ids(found.data)).toContain(flashed.id);
    expect(found.data.every((c) => shownPrice(c).percent >= percent)).toBe(true);
  });

  for (const [sortBy, order] of [
    ['price_low', cheapFirst],
    ['price-asc', cheapFirst],
    ['price_high', dearFirst],
    ['price-desc', dearFirst],
  ] as const) {
    it(`sorts ${sortBy} by the shown price across pages, ended and future deals at their list price`, async () => {
      const expected = [...inCategory].sort(order).map((r) => r.id);
      const { pages, totals } = await allPages(`/api/products?category=${category}&sortBy=${sortBy}`, 4);
      expect(pages.flat()).toEqual(expected);
      expect(totals).toEqual(new Set([inCategory.length]));
      // The deal ties with the fifth cheapest product: both open page 2.
      const at = expected.indexOf(flashed.id);
      if (order === cheapFirst) expect([4, 5]).toContain(at);
      expect(pages[Math.floor(at / 4)]).toContain(flashed.id);
      // Across the whole catalogue, and narrowed by a price range, the same order.
      const between = { min: paid(bottomFlashed), max: paid(flashed) + 1 };
      const ranged = catalogue.filter((r) => paid(r) >= between.min && paid(r) <= between.max).sort(order);
      const got = await allPages(
        `/api/products?minPrice=${between.min}&maxPrice=${between.max}&sortBy=${sortBy}`,
        25,
      );
      expect(got.pages.flat()).toEqual(ids(ranged));
      expect(got.totals).toEqual(new Set([ranged.length]));
    });
  }

  it('ranges the price filter over shown prices', async () => {
    const range = (list: Row[]) => ({
      min: Math.min(...list.map(paid)),
      max: Math.max(...list.map(paid)),
    });
    const listed = (list: Row[]) => ({
      min: Math.min(...list.map((r) => r.price)),
      max: Math.max(...list.map((r) => r.price)),
    });
    const facets = await facetsOf(`category=${category}`);
    expect(facets.priceRange).toEqual(range(inCategory));
    // The deals at both ends of the category move its range away from the list prices'.
    expect(range(inCategory).min).toBeLessThan(listed(inCategory).min);
    expect(range(inCategory).max).toBeLessThan(listed(inCategory).max);
    // The whole shop's range, kept per catalogue change on list prices, follows the deals too.
    expect((await facetsOf('')).priceRange).toEqual(range(catalogue));
    // A price choice alone leaves the range over the whole catalogue, and counts by shown price.
    const under = await facetsOf(`maxPrice=${paid(flashed) + 1}`);
    expect(under.priceRange).toEqual(range(catalogue));
    expect(under.total).toBe(catalogue.filter((r) => paid(r) <= paid(flashed) + 1).length);
    // A brand choice: the range over the brand's shown prices.
    const [brand] = await rows<{ slug: string }>(
      sql`select b.slug from products p join brands b on b.id = p.brand_id where p.id = ${topFlashed.id}`,
    );
    if (brand) {
      const branded = await rows<{ id: string }>(
        sql`select p.id from products p join brands b on b.id = p.brand_id
            where b.slug = ${brand.slug} and p.deleted_at is null`,
      );
      const mine = new Set(ids(branded));
      expect((await facetsOf(`brand=${brand.slug}`)).priceRange).toEqual(
        range(catalogue.filter((r) => mine.has(r.id))),
      );
    }
  });

  it("gives the AI search's price range over shown prices, as the facets do", async () => {
    const range = (list: Row[]) => ({
      min: Math.min(...list.map(paid)),
      max: Math.max(...list.map(paid)),
    });
    // The shop's dearest product on a flash deal under every list price: both ends of the
    // shop's range move away from the list prices'.
    const dearest = [...catalogue].sort((a, b) => b.price - a.price || byId(a, b))[0]!;
    const cheapest = Math.min(...catalogue.map((r) => r.price));
    await addFlashDeal(t.app.deps.db, dearest.id, -HOUR, HOUR, cheapest - 1);
    await notifyCatalogChanged(t.app.deps);
    await readCatalogue();
    expect(paid(dearest)).toBe(cheapest - 1);
    const shown = range(catalogue);
    expect(shown.min).toBe(cheapest - 1);
    expect(shown.max).toBeLessThan(dearest.price);
    const search = IntelligentSearchResponse.parse(await get('/api/intelligent-search?limit=1'));
    expect(search.filterOptions.priceRange).toEqual(shown);
    expect((await facetsOf('')).priceRange).toEqual(shown);
    // The same in another language (its own cached answer), and for a narrowed search.
    const fr = IntelligentSearchResponse.parse(
      await get(`/api/intelligent-search?lang=fr&category=${category}&limit=1`),
    );
    expect(fr.filterOptions.priceRange).toEqual(shown);
  });
});

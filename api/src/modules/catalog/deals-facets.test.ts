import { OWN_LABEL_BRAND } from '@isoko/shared/catalog/constants';
import { ProductCardsResponse, ProductListQuery, ProductListResponse } from '@isoko/shared/catalog/schema';
import { FacetsResponse, type ListingFacets } from '@isoko/shared/catalog/search';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbOrTx, queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addFlashDeal, plainProductIds, shownFromRows } from './deal-fixtures';
import { listingFacets } from './facets';
import { planListing } from './listing';
import { notifyCatalogChanged } from './notify';
import { seedCatalog } from './seed';
import { loadSnapshot } from './snapshot';

// The deals' filters ("on sale or in a running flash deal") are counted in two parts no product
// shares (facets.ts, after the arms of listing.ts): these tests hold every count to what a plain
// reading of the catalogue gives, with the deals' edge cases in it (a product both on sale and in
// a running deal, one in two overlapping deals, deals ended or not yet started, a 0 % discount).

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  price: number;
  original_price: number | null;
  deleted: boolean;
  category: string;
  subcategory: string | null;
  brand: string | null;
  colors: string[];
  sizes: string[];
  materials: string[];
  rating: string;
  stock_total: number;
  free_shipping: boolean;
  discount_pct: number;
  gender: string;
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
/** The product both on sale and in a running flash deal: counted twice if the parts overlapped. */
let bothWays: Row;

const HOUR = 3600_000;
const rows = <T extends Record<string, unknown>>(query: SQL) => queryRows<T>(t.app.deps.db, query);

async function get(url: string): Promise<unknown> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const facetsOf = async (params: Record<string, string>) =>
  FacetsResponse.parse(await get(`/api/intelligent-search/facets?${new URLSearchParams(params)}`)).facets;

const plainProducts = (n: number) => plainProductIds(t.app.deps.db, n);
const addDeal = (productId: string, startsIn: number, endsIn: number) =>
  addFlashDeal(t.app.deps.db, productId, startsIn, endsIn);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedCatalog(t.app.deps.db, { products: 240, dataDir: t.app.deps.config.dataDir });
  const db = t.app.deps.db;
  const [flashOnly, twoDeals, ended, future, samePrice, tinyDiscount, deletedDeal, ...tied] =
    await plainProducts(12);
  await addDeal(flashOnly!, -HOUR, HOUR);
  await addDeal(twoDeals!, -HOUR, HOUR);
  await addDeal(twoDeals!, -2 * HOUR, 2 * HOUR);
  await addDeal(ended!, -3 * HOUR, -HOUR);
  await addDeal(future!, HOUR, 3 * HOUR);
  await db.execute(sql`update products set original_price = price where id = ${samePrice}`);
  // One franc off a large price rounds to a 0 % discount, and is still on sale.
  await db.execute(sql`update products set original_price = price + 1 where id = ${tinyDiscount}`);
  await addDeal(deletedDeal!, -HOUR, HOUR);
  await db.execute(sql`update products set deleted_at = now() where id = ${deletedDeal}`);
  // Five products in stock at the same discount and rating, above every seeded one: the best
  // deals rail must order them by id.
  await db.execute(
    sql`update products set original_price = price * 2, rating_avg = 4.5, stock_total = greatest(stock_total, 3)
        where id in (${sql.join(
          tied.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  // A product both on sale and in a running deal (that one in two deals, one ended), and a
  // deleted one on sale.
  const onSale = await rows<{ id: string }>(
    sql`select id from products where original_price > price and deleted_at is null
        and colors <> '{}' and sizes <> '{}' and brand_id is not null order by id limit 2`,
  );
  await addDeal(onSale[0]!.id, -HOUR, HOUR);
  await addDeal(onSale[0]!.id, -3 * HOUR, -2 * HOUR);
  await db.execute(sql`update products set deleted_at = now() where id = ${onSale[1]!.id}`);
  await notifyCatalogChanged(t.app.deps);

  catalogue = await rows<Row>(
    sql`select p.id, p.name, p.price, p.original_price, p.deleted_at is not null as deleted, c.slug as category,
          s.slug as subcategory, b.slug as brand, p.colors, p.sizes, p.materials, p.rating_avg::text as rating,
          p.stock_total, p.free_shipping, p.discount_pct, p.gender
        from products p join categories c on c.id = p.category_id
        left join categories s on s.id = p.subcategory_id left join brands b on b.id = p.brand_id`,
  );
  dealWindows = await rows<DealRow>(sql`select product_id, deal_price, starts_at, ends_at from flash_deals`);
  bothWays = catalogue.find((r) => r.id === onSale[0]!.id)!;
  const deals = catalogue.filter(isDeal);
  expect(deals.length).toBeGreaterThan(60);
  expect(deals.some((r) => r.original_price === null)).toBe(true);
  expect(deals.some((r) => r.discount_pct === 0 && r.original_price !== null)).toBe(true);
  expect(deals.includes(bothWays)).toBe(true);
});
afterAll(async () => t?.close());

/** A deal by the rule itself: not deleted, and a real discount or a flash deal running now. */
function isDeal(r: Row): boolean {
  const now = Date.now();
  const running = dealWindows.some(
    (d) =>
      d.product_id === r.id && new Date(d.starts_at).getTime() <= now && new Date(d.ends_at).getTime() > now,
  );
  return !r.deleted && ((r.original_price !== null && Number(r.original_price) > Number(r.price)) || running);
}

/** What the shopper pays now and the percent shown (shownPrice): the deals' price filters read these. */
function shown(r: Row): { price: number; percent: number } {
  return shownFromRows(r, dealWindows);
}

/** The filters a deals page offers, as the query string sends them. */
interface Filters {
  subcategory?: string;
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
  colors?: string[];
  sizes?: string[];
  materials?: string[];
  minRating?: number;
  inStock?: boolean;
  minDiscount?: number;
  freeShipping?: boolean;
  gender?: 'male' | 'female';
  search?: string;
}

function queryString(f: Filters): Record<string, string> {
  const out: Record<string, string> = { category: 'deals' };
  for (const [key, value] of Object.entries(f)) {
    if (value !== undefined) out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

/** Every product a text search finds, read from the plain listing (no deals in it) page by page. */
async function searchIds(text: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const body = ProductListResponse.parse(
      await get(`/api/products?search=${encodeURIComponent(text)}&limit=100&page=${page}`),
    );
    for (const card of body.data) ids.add(card.id);
    if (body.data.length < 100) return ids;
  }
}

const overlaps = (values: readonly string[], chosen: readonly string[] | undefined) =>
  !chosen || values.some((v) => chosen.includes(v));

/**
 * The facets by their meaning: each filter's values and counts over the deals matching every
 * other filter, the total over the deals matching all of them.
 */
function expectedFacets(f: Filters, found: Set<string> | null) {
  const facet = {
    category: (r: Row) => !f.subcategory || r.subcategory === f.subcategory,
    brand: (r: Row) => !f.brand || f.brand.includes(r.brand ?? OWN_LABEL_BRAND.value),
    price: (r: Row) =>
      (f.minPrice === undefined || shown(r).price >= f.minPrice) &&
      (f.maxPrice === undefined || shown(r).price <= f.maxPrice),
    color: (r: Row) => overlaps(r.colors, f.colors),
    size: (r: Row) => overlaps(r.sizes, f.sizes),
    material: (r: Row) => overlaps(r.materials, f.materials),
  };
  const others = (r: Row) =>
    isDeal(r) &&
    (!found || found.has(r.id)) &&
    (f.minRating === undefined || Number(r.rating) >= f.minRating) &&
    (!f.inStock || r.stock_total > 0) &&
    (f.minDiscount === undefined || shown(r).percent >= f.minDiscount) &&
    (!f.freeShipping || r.free_shipping) &&
    (!f.gender || r.gender === f.gender || r.gender === 'unisex');
  const without = (skip: keyof typeof facet) =>
    catalogue.filter((r) => others(r) && Object.entries(facet).every(([k, keep]) => k === skip || keep(r)));
  const count = (list: Row[], values: (r: Row) => readonly (string | null)[]) => {
    const out = new Map<string, number>();
    for (const r of list) for (const v of values(r)) if (v !== null) out.set(v, (out.get(v) ?? 0) + 1);
    return out;
  };
  const priced = without('price').map((r) => shown(r).price);
  return {
    categories: count(without('category'), (r) => [r.category]),
    // No brand is the shop's own label.
    brands: count(without('brand'), (r) => [r.brand ?? OWN_LABEL_BRAND.value]),
    colors: count(without('color'), (r) => r.colors),
    sizes: count(without('size'), (r) => r.sizes),
    materials: count(without('material'), (r) => r.materials),
    priceRange: priced.length ? { min: Math.min(...priced), max: Math.max(...priced) } : { min: 0, max: 0 },
    total: catalogue.filter((r) => others(r) && Object.values(facet).every((keep) => keep(r))).length,
  };
}

function asCounts(facets: ListingFacets) {
  const counts = (list: { value: string; count: number }[]) => new Map(list.map((v) => [v.value, v.count]));
  return {
    categories: counts(facets.categories),
    brands: counts(facets.brands),
    colors: counts(facets.colors),
    sizes: counts(facets.sizes),
    materials: counts(facets.materials),
    priceRange: facets.priceRange,
    total: facets.total,
  };
}

/** The values found among the deals, most often first. */
function commonValues(values: (r: Row) => readonly (string | null)[]): string[] {
  const counts = new Map<string, number>();
  for (const r of catalogue.filter(isDeal))
    for (const v of values(r)) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v);
}

/** The filter cases: each alone, several together, and some that leave nothing. */
function cases(): Filters[] {
  const [brand1, brand2] = commonValues((r) => [r.brand]);
  const [colour1, colour2] = commonValues((r) => r.colors);
  const [size1, size2] = commonValues((r) => r.sizes);
  const [material1] = commonValues((r) => r.materials);
  const [sub] = commonValues((r) => [r.subcategory]);
  const prices = catalogue
    .filter(isDeal)
    .map((r) => Number(r.price))
    .sort((a, b) => a - b);
  const lowPrice = prices[Math.floor(prices.length / 4)]!;
  const highPrice = prices[Math.floor((prices.length * 3) / 4)]!;
  // A colour none of the first brand's deals has: brand and colour together leave nothing.
  const missing = commonValues((r) => r.colors).find(
    (c) => !catalogue.some((r) => isDeal(r) && r.brand === brand1 && r.colors.includes(c)),
  );
  expect(missing).toBeDefined();
  return [
    {},
    { brand: [brand1!] },
    { brand: [brand1!, brand2!] },
    { minPrice: lowPrice, maxPrice: highPrice },
    { maxPrice: lowPrice },
    { colors: [colour1!] },
    { colors: [colour1!, colour2!] },
    { sizes: [size1!, size2!] },
    { materials: [material1!] },
    { brand: [brand1!, brand2!], colors: [colour1!], sizes: [size1!], maxPrice: highPrice },
    { subcategory: sub! },
    { subcategory: sub!, brand: [brand1!] },
    { minRating: 4, inStock: true },
    { minDiscount: 20, freeShipping: true },
    { minDiscount: 1 },
    { gender: 'female' },
    { gender: 'male', colors: [colour1!] },
    { brand: [brand1!], colors: [missing!] },
    { minPrice: prices.at(-1)! + 1 },
  ];
}

describe('GET /api/intelligent-search/facets?category=deals', () => {
  it('counts each filter value over exactly the deals matching the other filters', async () => {
    for (const filters of cases()) {
      const facets = await facetsOf(queryString(filters));
      expect(asCounts(facets), JSON.stringify(filters)).toEqual(expectedFacets(filters, null));
    }
  });

  it('counts the product that is both on sale and in a running flash deal once', async () => {
    const facets = await facetsOf({ category: 'deals', brand: bothWays.brand! });
    const expected = expectedFacets({ brand: [bothWays.brand!] }, null);
    expect(asCounts(facets)).toEqual(expected);
    // The brand's count and the total hold it once: as many as the brand has deals.
    const own = catalogue.filter((r) => isDeal(r) && r.brand === bothWays.brand);
    expect(facets.total).toBe(own.length);
    expect(facets.brands.find((b) => b.value === bothWays.brand)?.count).toBe(own.length);
  });

  it('narrows the deals by a text search with the same counts', async () => {
    // Words from the deals' own names, each found by the plain search both among deals and not.
    const words = [...new Set(catalogue.filter(isDeal).flatMap((r) => r.name.toLowerCase().split(/\W+/)))]
      .filter((w) => w.length >= 5)
      .sort();
    let checked = 0;
    for (const word of words) {
      if (checked === 4) break;
      const found = await searchIds(word);
      const inDeals = catalogue.filter((r) => isDeal(r) && found.has(r.id)).length;
      if (inDeals < 2 || inDeals === found.size) continue;
      checked++;
      for (const filters of [
        { search: word },
        { search: word, colors: commonValues((r) => r.colors).slice(0, 1) },
      ]) {
        const facets = await facetsOf(queryString(filters));
        expect(asCounts(facets), JSON.stringify(filters)).toEqual(expectedFacets(filters, found));
      }
    }
    expect(checked).toBe(4);
  });

  it('gives "deal" and "Deals" the same filters as "deals"', async () => {
    const deals = await facetsOf({ category: 'deals' });
    expect(await facetsOf({ category: 'deal' })).toEqual(deals);
    expect(await facetsOf({ category: 'Deals' })).toEqual(deals);
  });
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

describe('the deals facets statements', () => {
  it('read the products on sale from the on-sale index, never every product', async () => {
    const snapshot = await loadSnapshot(t.app.deps.db);
    const plan = planListing(ProductListQuery.parse({ category: 'deals' }), snapshot, undefined);
    // Reading 240 products whole is the cheapest plan; with that discouraged, the plans show which
    // index finds the products on sale. As one "on sale or in a flash deal" condition, no index
    // can: each statement would read every product.
    const plans = await t.app.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const found: PlanNode[][] = [];
      const explaining = {
        execute: async (query: SQL) => {
          const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            tx,
            sql`explain (format json) ${query}`,
          );
          found.push(planNodes(row!['QUERY PLAN'][0].Plan));
          return { rows: [] };
        },
      } as unknown as DbOrTx;
      await listingFacets(explaining, plan, snapshot, 'en');
      return found;
    });
    // One statement counts the categories, the other every other filter.
    expect(plans).toHaveLength(2);
    for (const nodes of plans) {
      expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan')).toEqual([]);
      expect(nodes.some((n) => n['Index Name'] === 'products_on_sale_idx')).toBe(true);
    }
    // The categories are counted from the index alone (it holds the category, tables.ts).
    const [categories] = plans;
    expect(
      categories!.filter((n) => n['Index Name'] === 'products_on_sale_idx').map((n) => n['Node Type']),
    ).toEqual(['Index Only Scan']);
  });
});

describe('GET /api/products/best-deals', () => {
  it('lists in-stock products by the discount shoppers see (a running flash deal’s included), then rating, then id', async () => {
    const body = ProductCardsResponse.parse(await get('/api/products/best-deals?limit=12'));
    const now = Date.now();
    // The shown price's percent, from the rows: the lowest running deal's price when there is one.
    const percent = (r: Row) => shownFromRows(r, dealWindows, now).percent;
    const desc = (a: number, b: number) => b - a;
    const expected = catalogue
      .filter((r) => !r.deleted && r.stock_total > 0 && percent(r) > 0)
      .sort(
        (a, b) =>
          desc(percent(a), percent(b)) ||
          desc(Number(a.rating), Number(b.rating)) ||
          (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      )
      .slice(0, 12);
    // The 1,000 RWF flash deals lead, one with no regular discount among them; the five products
    // sharing the top regular discount and rating follow in id order.
    expect(expected.some((r) => r.discount_pct === 0)).toBe(true);
    const tied = expected.filter((r) => r.discount_pct === 50 && r.rating === '4.50');
    expect(tied).toHaveLength(5);
    expect(expected.indexOf(tied[4]!) - expected.indexOf(tied[0]!)).toBe(4);
    expect(body.data.map((c) => c.id)).toEqual(expected.map((r) => r.id));
  });
});

describe('deals facets over time', () => {
  it('drop a flash deal from the cached answer the moment it ends, with no catalogue change', async () => {
    const [id] = await plainProducts(1);
    await addDeal(id!, -HOUR, 1_500);
    await notifyCatalogChanged(t.app.deps);
    const before = await facetsOf({ category: 'deals' });
    try {
      // Asked again while the deal runs: the cached answer, with the product in it.
      expect((await facetsOf({ category: 'deals' })).total).toBe(before.total);
      // Once it has ended the same question is answered afresh, one product fewer.
      await expect
        .poll(async () => (await facetsOf({ category: 'deals' })).total, { timeout: 5_000, interval: 200 })
        .toBe(before.total - 1);
    } finally {
      await t.app.deps.db.execute(sql`delete from flash_deals where product_id = ${id!}`);
      await notifyCatalogChanged(t.app.deps);
    }
  });
});

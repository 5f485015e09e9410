import { ProductListQuery, ProductListResponse } from '@isoko/shared/catalog/schema';
import { SORT_OPTIONS, type SortOption } from '@isoko/shared/catalog/sort';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addFlashDeal, plainProductIds, shownFromRows } from './deal-fixtures';
import { listingStatement, planListing } from './listing';
import { notifyCatalogChanged } from './notify';
import { seedCatalog } from './seed';
import { loadSnapshot } from './snapshot';

// The deals listing ("on sale or in a running flash deal") is counted in two parts (listing.ts):
// these tests hold it to the rows, order and total a plain reading of the catalogue gives.

interface Row extends Record<string, unknown> {
  id: string;
  price: number;
  original_price: number | null;
  deleted: boolean;
  is_featured: boolean;
  rating: string;
  review_count: number;
  created_us: string;
  total_sales: number;
  discount_pct: number;
  subcategory: string | null;
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

const HOUR = 3600_000;
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.app.deps.db, query);

async function list(url: string): Promise<ProductListResponse> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return ProductListResponse.parse(res.json());
}

const plainProducts = (n: number) => plainProductIds(t.app.deps.db, n);
const addDeal = (productId: string, startsIn: number, endsIn: number) =>
  addFlashDeal(t.app.deps.db, productId, startsIn, endsIn);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedCatalog(t.app.deps.db, { products: 240, dataDir: t.app.deps.config.dataDir });
  const db = t.app.deps.db;
  await db.execute(
    sql`update products set total_sales = (abs(hashtext(id::text)) % 7) where id in
        (select id from products order by id limit 120)`,
  );
  // The cases at the edges of the rule, on seeded products (their categories and fields stay real).
  const [flashOnly, twoDeals, ended, future, samePrice, tinyDiscount, deletedDeal] = await plainProducts(7);
  await addDeal(flashOnly!, -HOUR, HOUR);
  // Two overlapping running deals still make one product, counted once.
  await addDeal(twoDeals!, -HOUR, HOUR);
  await addDeal(twoDeals!, -2 * HOUR, 2 * HOUR);
  await addDeal(ended!, -3 * HOUR, -HOUR);
  await addDeal(future!, HOUR, 3 * HOUR);
  await db.execute(sql`update products set original_price = price where id = ${samePrice}`);
  // One franc off a large price rounds to a 0 % discount, and is still on sale.
  await db.execute(sql`update products set original_price = price + 1 where id = ${tinyDiscount}`);
  await addDeal(deletedDeal!, -HOUR, HOUR);
  await db.execute(sql`update products set deleted_at = now() where id = ${deletedDeal}`);
  // A product both on sale and in a running deal, and a deleted one on sale.
  const onSale = await rows<{ id: string }>(
    sql`select id from products where original_price > price and deleted_at is null order by id limit 2`,
  );
  await addDeal(onSale[0]!.id, -HOUR, HOUR);
  await db.execute(sql`update products set deleted_at = now() where id = ${onSale[1]!.id}`);
  await notifyCatalogChanged(t.app.deps);

  catalogue = await rows<Row>(
    sql`select p.id, p.price, p.original_price, p.deleted_at is not null as deleted, p.is_featured,
          p.rating_avg::text as rating, p.review_count, p.total_sales, p.discount_pct,
          (extract(epoch from p.created_at) * 1000000)::bigint::text as created_us, c.slug as subcategory
        from products p left join categories c on c.id = p.subcategory_id`,
  );
  dealWindows = await rows<DealRow>(sql`select product_id, deal_price, starts_at, ends_at from flash_deals`);
  // The catalogue holds the cases a wrong split would miss: deals only through a flash deal, and
  // a discount that rounds to 0 %.
  const deals = expectedDeals();
  expect(deals.length).toBeGreaterThan(60);
  expect(deals.some((r) => r.original_price === null)).toBe(true);
  expect(deals.some((r) => r.discount_pct === 0 && r.original_price !== null)).toBe(true);
});
afterAll(async () => t?.close());

/** The deals by the rule itself: not deleted, and a real discount or a deal running now. */
function expectedDeals(keep: (r: Row) => boolean = () => true): Row[] {
  const now = Date.now();
  const running = new Set(
    dealWindows
      .filter((d) => new Date(d.starts_at).getTime() <= now && new Date(d.ends_at).getTime() > now)
      .map((d) => d.product_id),
  );
  return catalogue.filter(
    (r) =>
      !r.deleted &&
      ((r.original_price !== null && Number(r.original_price) > Number(r.price)) || running.has(r.id)) &&
      keep(r),
  );
}

/** What the shopper pays now and the percent shown (shownPrice): prices sort and filter on these. */
function shown(r: Row): { price: number; percent: number } {
  return shownFromRows(r, dealWindows);
}

const desc = (a: number | bigint, b: number | bigint) => (a === b ? 0 : a > b ? -1 : 1);
const byId = (a: Row, b: Row) => (a.id === b.id ? 0 : a.id < b.id ? -1 : 1);

/** Each sort's order, written out from its meaning (ties end on the id, as the API promises). */
const ORDER: Record<SortOption, (a: Row, b: Row) => number> = {
  relevance: (a, b) =>
    desc(Number(a.is_featured), Number(b.is_featured)) ||
    desc(Number(a.rating), Number(b.rating)) ||
    desc(a.review_count, b.review_count) ||
    byId(b, a),
  newest: (a, b) => desc(BigInt(a.created_us), BigInt(b.created_us)) || byId(b, a),
  price_low: (a, b) => shown(a).price - shown(b).price || byId(a, b),
  price_high: (a, b) => desc(shown(a).price, shown(b).price) || byId(b, a),
  rating: (a, b) =>
    desc(Number(a.rating), Number(b.rating)) || desc(a.review_count, b.review_count) || byId(b, a),
  popular: (a, b) => desc(a.total_sales, b.total_sales) || desc(a.review_count, b.review_count) || byId(b, a),
};

/** Every page of a listing, checking that each one carries the same total. */
async function allPages(path: string, limit: number): Promise<{ ids: string[]; totals: number[] }> {
  const ids: string[] = [];
  const totals: number[] = [];
  for (let page = 1; ; page++) {
    const body = await list(`${path}&limit=${limit}&page=${page}`);
    totals.push(body.pagination.total);
    ids.push(...body.data.map((c) => c.id));
    if (body.data.length < limit) return { ids, totals };
  }
}

describe('GET /api/products?category=deals', () => {
  for (const sort of SORT_OPTIONS) {
    it(`lists exactly the products on sale or in a running flash deal, page by page, sorted ${sort}`, async () => {
      const expected = expectedDeals().sort(ORDER[sort]);
      const { ids, totals } = await allPages(`/api/products?category=deals&sortBy=${sort}`, 17);
      expect(ids).toEqual(expected.map((r) => r.id));
      expect(new Set(totals)).toEqual(new Set([expected.length]));
      // A page past the end has no row to carry the total: it is counted on its own.
      const past = await list(`/api/products?category=deals&sortBy=${sort}&limit=17&page=99`);
      expect(past.data).toEqual([]);
      expect(past.pagination.total).toBe(expected.length);
    });
  }

  it('narrows the deals to a subcategory, and by discount and price, with the same order and total', async () => {
    const counts = new Map<string, number>();
    for (const r of expectedDeals())
      if (r.subcategory) counts.set(r.subcategory, (counts.get(r.subcategory) ?? 0) + 1);
    const [sub] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    for (const sort of SORT_OPTIONS) {
      const inSub = expectedDeals((r) => r.subcategory === sub).sort(ORDER[sort]);
      const bySub = await list(`/api/products?category=deals&subcategory=${sub}&sortBy=${sort}&limit=100`);
      expect(
        bySub.data.map((c) => c.id),
        sort,
      ).toEqual(inSub.map((r) => r.id));
      expect(bySub.pagination.total).toBe(inSub.length);

      const cheapDiscounts = expectedDeals((r) => shown(r).percent >= 20 && shown(r).price <= 60_000).sort(
        ORDER[sort],
      );
      expect(cheapDiscounts.length).toBeGreaterThan(15);
      const { ids, totals } = await allPages(
        `/api/products?category=deals&minDiscount=20&maxPrice=60000&sortBy=${sort}`,
        15,
      );
      expect(ids, sort).toEqual(cheapDiscounts.map((r) => r.id));
      expect(new Set(totals)).toEqual(new Set([cheapDiscounts.length]));
    }
  });
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function planNodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(planNodes)];
}

describe('the deals listing statement', () => {
  it('counts the products on sale from the on-sale index, in every sort', async () => {
    const snapshot = await loadSnapshot(t.app.deps.db);
    for (const sort of SORT_OPTIONS) {
      const plan = planListing(
        ProductListQuery.parse({ category: 'deals', sortBy: sort }),
        snapshot,
        undefined,
      );
      // Reading 240 products whole is the cheapest plan; with that discouraged, the plan shows
      // which index can find the products on sale. A count over "on sale or in a flash deal" as
      // one condition has none: no index holds that `or`, so it reads every product.
      const nodes = await t.app.deps.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
          tx,
          sql`explain (format json) ${listingStatement(plan, 50, 0)}`,
        );
        return planNodes(row!['QUERY PLAN'][0].Plan);
      });
      const onSale = nodes.filter((n) => n['Index Name'] === 'products_on_sale_idx');
      expect(
        onSale.map((n) => n['Node Type']),
        sort,
      ).toEqual([expect.stringMatching(/Index/)]);
    }
  });
});

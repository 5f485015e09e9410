import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbOrTx, queryRows } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { seedCatalog } from './seed';
import { CATEGORY_SEEDS } from './seed-data';
import { averageOf } from './seed-generate';
import { CATALOG_MEDIA_PREFIX, catalogMediaDir, colorHex } from './seed-media';

const SPEC_SLUGS = [
  'electronics',
  'computers',
  'audio',
  'smart-home',
  'cameras',
  'entertainment',
  'womens-fashion',
  'mens-fashion',
  'kids-baby',
  'home-living',
  'beauty-personal-care',
  'sports-outdoor',
  'shoes-footwear',
  'jewelry-watches',
  'bags-accessories',
  'books-media',
  'toys-games',
  'health-wellness',
  'automotive',
  'pet-supplies',
  'office-stationery',
];

const dataDir = path.join('.data', 'test');
let first: TestDatabase;
let second: TestDatabase;
const one = async <T extends Record<string, unknown>>(db: DbOrTx, q: ReturnType<typeof sql>) =>
  (await queryRows<T>(db, q))[0]!;

const digest = (db: DbOrTx) =>
  one<{ d: string }>(
    db,
    sql`select md5(string_agg(concat_ws('|', p.id, p.name, p.price, p.original_price, p.stock_total, p.rating_avg,
          p.description, (select string_agg(concat_ws(':', v.sku, v.size, v.color, v.stock), ',' order by v.sku)
          from product_variants v where v.product_id = p.id)), ';' order by p.id)) as d from products p`,
  );

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await seedCatalog(first.database.db, { products: 320, dataDir });
  await seedCatalog(second.database.db, { products: 320, dataDir });
}, 120_000);
afterAll(async () => {
  await first?.drop();
  await second?.drop();
});

describe('the demo catalogue seed', () => {
  it('has a style for every brand and item its templates can pick', () => {
    for (const sub of CATEGORY_SEEDS.flatMap((c) => c.subcategories)) {
      const t = sub.template;
      for (const brand of t.brands) {
        for (const item of t.items) {
          const styles = t.models?.[brand] ?? t.itemStyles?.[item] ?? t.styles;
          expect(styles.length, `${sub.slug} ${brand} ${item}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('never names a style the item already says ("Digital Digital Thermometer")', async () => {
    // Brands' model names ("Galaxy Watch 6 Smart Watch") are real names and may repeat a word.
    const models = CATEGORY_SEEDS.flatMap((c) => c.subcategories).flatMap((s) =>
      Object.values(s.template.models ?? {}).flat(),
    );
    const rows = await queryRows<{ name: string }>(first.database.db, sql`select name from products`);
    const repeating = rows
      .map((r) => r.name)
      .filter((name) => !models.some((m) => name.includes(m)))
      .filter((name) => {
        const words = name
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length > 2);
        return new Set(words).size < words.length;
      });
    expect(repeating).toEqual([]);
  });

  it('is the same catalogue, ids included, every time', async () => {
    expect((await digest(first.database.db)).d).toBe((await digest(second.database.db)).d);
  });

  it("has the shop's 21 categories with 2 to 5 subcategories each, all holding products", async () => {
    const db = first.database.db;
    const top = await queryRows<{ slug: string; name: string; icon: string; subs: number; products: number }>(
      db,
      sql`select c.slug, c.name, c.icon, (select count(*)::int from categories s where s.parent_id = c.id) as subs,
            (select count(*)::int from products p where p.category_id = c.id) as products
          from categories c where c.parent_id is null`,
    );
    expect(top.map((c) => c.slug).sort()).toEqual([...SPEC_SLUGS].sort());
    for (const c of top) {
      expect(c.subs, c.slug).toBeGreaterThanOrEqual(2);
      expect(c.subs, c.slug).toBeLessThanOrEqual(5);
      expect(c.name.length && c.icon.length, c.slug).toBeTruthy();
      expect(c.products, c.slug).toBeGreaterThan(0);
    }
    const empty = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from categories s where s.parent_id is not null
          and not exists (select 1 from products p where p.subcategory_id = s.id)`,
    );
    expect(empty.n).toBe(0);
  });

  it('makes 320 products with prices in hundreds of francs, about 30 % on sale', async () => {
    const db = first.database.db;
    const stats = await one<{ n: number; odd: number; sale: number; bad_sale: number; brands: number }>(
      db,
      sql`select count(*)::int as n, count(*) filter (where price % 100 <> 0)::int as odd,
            count(*) filter (where original_price is not null)::int as sale,
            count(*) filter (where original_price is not null and (original_price <= price or original_price % 100 <> 0))::int as bad_sale,
            count(distinct brand_id)::int as brands
          from products`,
    );
    expect(stats.n).toBe(320);
    expect(stats.odd).toBe(0);
    expect(stats.bad_sale).toBe(0);
    expect(stats.sale / stats.n).toBeGreaterThan(0.2);
    expect(stats.sale / stats.n).toBeLessThan(0.4);
    expect(stats.brands).toBeGreaterThan(40);
  });

  it('gives every product variants with their own stock: some sold out, some with 1-5 left, some low', async () => {
    const db = first.database.db;
    const s = await one<{ none: number; zero: number; few: number; low: number; mismatched: number }>(
      db,
      sql`select count(*) filter (where not exists (select 1 from product_variants v where v.product_id = p.id))::int as none,
            count(*) filter (where stock_total = 0)::int as zero,
            count(*) filter (where stock_total between 1 and 5)::int as few,
            count(*) filter (where stock_total between 6 and 20)::int as low,
            count(*) filter (where stock_total <> (select coalesce(sum(stock), 0) from product_variants v where v.product_id = p.id))::int as mismatched
          from products p`,
    );
    expect(s.none).toBe(0);
    expect(s.mismatched).toBe(0);
    expect(s.zero).toBeGreaterThan(0);
    expect(s.few).toBeGreaterThan(0);
    expect(s.low).toBeGreaterThan(0);
    const combos = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from products p where cardinality(p.sizes) > 0 and cardinality(p.colors) > 0
          and (select count(*) from product_variants v where v.product_id = p.id) = cardinality(p.sizes) * cardinality(p.colors)`,
    );
    expect(combos.n).toBeGreaterThan(50);
  });

  it('takes ratings and counts from the seeded reviews', async () => {
    const db = first.database.db;
    const wrong = await one<{ n: number; reviews: number }>(
      db,
      sql`select count(*) filter (where p.rating_avg <> coalesce(r.avg, 0) or p.review_count <> coalesce(r.n, 0))::int as n,
            sum(coalesce(r.n, 0))::int as reviews
          from products p left join (select product_id, round(avg(rating)::numeric, 2) as avg, count(*) as n
            from reviews group by product_id) r on r.product_id = p.id`,
    );
    expect(wrong.n).toBe(0);
    expect(wrong.reviews).toBeGreaterThan(320);
    expect(averageOf([4, 4, 5, 5, 5, 4, 4, 4])).toBe(4.38);
    expect(averageOf([1, 2])).toBe(1.5);
    expect(averageOf([])).toBe(0);
  });

  it('draws 1 to 3 SVG pictures per product (one per colour at least) and writes them under the data folder', async () => {
    const db = first.database.db;
    const media = await queryRows<{ url: string; n: number }>(
      db,
      sql`select min(m.url) as url, count(*)::int as n from product_media m group by m.product_id`,
    );
    expect(media).toHaveLength(320);
    // One to three, and one per colour at least (a product has up to four colours).
    expect(media.every((m) => m.n >= 1 && m.n <= 4)).toBe(true);
    for (const m of media.slice(0, 20)) {
      expect(m.url.startsWith(CATALOG_MEDIA_PREFIX)).toBe(true);
      expect(existsSync(path.join(catalogMediaDir(dataDir), m.url.slice(CATALOG_MEDIA_PREFIX.length)))).toBe(
        true,
      );
    }
    const main = await one<{ n: number }>(
      db,
      sql`select count(*)::int as n from products p where p.main_image <> (select url from product_media m
          where m.product_id = p.id order by position limit 1)`,
    );
    expect(main.n).toBe(0);
  });

  it('writes descriptions with bold headings and bullets, and mixes the flags', async () => {
    const db = first.database.db;
    const s = await one<{ described: number; featured: number; fresh: number; free: number; fixed: number }>(
      db,
      sql`select count(*) filter (where description ~ '(^|\n)\\*\\*[^\n]+\\*\\*(\n|$)' and description ~ '(^|\n)- ')::int as described,
            count(*) filter (where is_featured)::int as featured, count(*) filter (where is_new)::int as fresh,
            count(*) filter (where free_shipping)::int as free, count(*) filter (where not negotiable)::int as fixed
          from products`,
    );
    expect(s.described).toBe(320);
    for (const k of ['featured', 'fresh', 'free', 'fixed'] as const) expect(s[k], k).toBeGreaterThan(5);
  });

  it('starts about 12 flash deals that end between now and three days ahead', async () => {
    const db = first.database.db;
    const deals = await queryRows<{ deal_price: number; price: number; hours: number; started: boolean }>(
      db,
      sql`select f.deal_price, p.price, extract(epoch from f.ends_at - now()) / 3600 as hours,
            f.starts_at <= now() as started
          from flash_deals f join products p on p.id = f.product_id`,
    );
    expect(deals).toHaveLength(12);
    for (const d of deals) {
      expect(d.started).toBe(true);
      expect(Number(d.hours)).toBeGreaterThan(1);
      expect(Number(d.hours)).toBeLessThan(73);
      expect(d.deal_price).toBeLessThan(d.price);
    }
  });

  it('gives every colour variant its own picture, drawn in that colour and shown in the gallery', async () => {
    const db = first.database.db;
    const rows = await queryRows<{ color: string; image: string | null; in_gallery: boolean }>(
      db,
      sql`select v.color, v.image,
            exists (select 1 from product_media m where m.product_id = v.product_id and m.url = v.image) as in_gallery
          from product_variants v where v.color is not null`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const files = new Map<string, string>();
    for (const row of rows) {
      expect(row.image, `${row.color} variant`).toMatch(new RegExp(`^${CATALOG_MEDIA_PREFIX}`));
      expect(row.in_gallery).toBe(true);
      const file = path.join(catalogMediaDir(dataDir), row.image!.slice(CATALOG_MEDIA_PREFIX.length));
      if (!files.has(file)) files.set(file, readFileSync(file, 'utf8'));
      expect(files.get(file)).toContain(`="${colorHex(row.color)}"`);
    }
    // Products of several colours show as many different pictures.
    const multi = await queryRows<{ colours: number; pictures: number }>(
      db,
      sql`select count(distinct color)::int as colours, count(distinct image)::int as pictures
          from product_variants where color is not null group by product_id having count(distinct color) > 1`,
    );
    expect(multi.length).toBeGreaterThan(10);
    for (const m of multi) expect(m.pictures).toBe(m.colours);
  });

  it('adds new products instead of colliding when run again on a seeded database', async () => {
    const db = second.database.db;
    const result = await seedCatalog(db, { products: 15, dataDir, flashDeals: 0 });
    expect(result.products).toBe(15);
    expect((await one<{ n: number }>(db, sql`select count(*)::int as n from products`)).n).toBe(335);
    expect(
      (await one<{ n: number }>(db, sql`select count(*)::int as n from categories where parent_id is null`))
        .n,
    ).toBe(21);
  });
});

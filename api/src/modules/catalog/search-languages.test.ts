import { OWN_LABEL_BRAND } from '@isoko/shared/catalog/constants';
import { AutocompleteResponse, ProductListResponse } from '@isoko/shared/catalog/schema';
import { FacetsResponse, SearchMiss } from '@isoko/shared/catalog/search';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyCatalogChanged } from './notify';
import { flushSearchMisses } from './search-misses';
import { seedCatalog } from './seed';
import { listSearchMisses } from './service';

let t: TestApp;

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
}

const search = async (q: string, extra = '') =>
  ProductListResponse.parse(await get(`/api/products?search=${encodeURIComponent(q)}&limit=100${extra}`));

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedCatalog(t.app.deps.db, { products: 400, dataDir: t.app.deps.config.dataDir });
  await notifyCatalogChanged(t.app.deps);
});
afterAll(async () => t.close());

describe('search in English, French and Kinyarwanda', () => {
  it('"robe" and "ikanzu" find dresses first, not skipping ropes', async () => {
    for (const q of ['robe', 'ikanzu', 'Robes', 'IKANZU']) {
      const body = await search(q);
      expect(body.pagination.total, q).toBeGreaterThan(0);
      expect(body.data[0]?.subcategory?.slug, q).toBe('dresses');
      expect(
        body.data.some((p) => /rope/i.test(p.name)),
        q,
      ).toBe(false);
    }
  });

  it('a search sorted by price is in price order, named kinds and other matches together', async () => {
    for (const q of ['shirt', 'robe', 'inkweto']) {
      for (const [sortBy, dir] of [
        ['price_low', 1],
        ['price-asc', 1],
        ['price_high', -1],
        ['price-desc', -1],
      ] as const) {
        // The price shoppers pay: a running flash deal's when lower.
        const prices = (await search(q, `&sortBy=${sortBy}`)).data.map((p) => shownPrice(p).price);
        expect(prices.length, q).toBeGreaterThan(1);
        const sorted = [...prices].sort((a, b) => dir * (a - b));
        expect(prices, `${q} ${sortBy}`).toEqual(sorted);
      }
    }
  });

  it('"robe rouge" finds the red dresses and no dress of another colour; "rouge" alone lists red products first', async () => {
    const colorsOf = async (ids: string[]) => {
      const rows = await queryRows<{ id: string; colors: string[] }>(
        t.app.deps.db,
        sql`select id, colors from products where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const byId = new Map(rows.map((r) => [r.id, r.colors]));
      return ids.map((id) => byId.get(id) ?? []);
    };
    const [shop] = await queryRows<{ red: number; other: number }>(
      t.app.deps.db,
      sql`select count(*) filter (where 'Red' = any(p.colors))::int as red,
            count(*) filter (where not 'Red' = any(p.colors))::int as other
          from products p join categories c on c.id = p.subcategory_id
          where c.slug = 'dresses' and p.deleted_at is null`,
    );
    // The demo shop has red dresses and dresses of other colours: a yellow one is no red dress.
    expect(shop!.red).toBeGreaterThan(0);
    expect(shop!.other).toBeGreaterThan(0);
    for (const [q, lang] of [
      ['robe rouge', 'fr'],
      ['red dress', 'en'],
      ['ikanzu itukura', 'rw'],
    ] as const) {
      for (const sortBy of ['relevance', 'price_low', 'newest']) {
        const body = await search(q, `&lang=${lang}&sortBy=${sortBy}`);
        const dresses = body.data.filter((p) => p.subcategory?.slug === 'dresses');
        const red = (await colorsOf(dresses.map((p) => p.id))).map((c) => c.includes('Red'));
        // Every red dress, and no dress of another colour in any order.
        expect(red.length, `${q} ${sortBy}`).toBe(shop!.red);
        expect(red.every(Boolean), `${q} ${sortBy}`).toBe(true);
        expect(body.pagination.total, `${q} ${sortBy}`).toBe(body.data.length);
        if (sortBy === 'relevance') expect(body.data[0]?.subcategory?.slug, q).toBe('dresses');
      }
    }
    // A colour alone names what to list: red products, before the ones whose name holds the word
    // ("Rouge à lèvres").
    const rouge = await search('rouge');
    const redFirst = (await colorsOf(rouge.data.map((p) => p.id))).map((c) => c.includes('Red'));
    expect(redFirst.filter(Boolean).length).toBeGreaterThan(0);
    const firstOther = redFirst.indexOf(false);
    if (firstOther >= 0) expect(redFirst.slice(firstOther).every((r) => !r)).toBe(true);
  });

  it('a colour no dress of the shop has still finds the dresses, not nothing', async () => {
    const colours = await queryRows<{ color: string }>(
      t.app.deps.db,
      sql`select distinct unnest(p.colors) as color from products p
          join categories c on c.id = p.subcategory_id where c.slug = 'dresses' and p.deleted_at is null`,
    );
    const worn = new Set(colours.map((r) => r.color));
    const words: Record<string, string> = { Silver: 'silver', Gold: 'gold', Orange: 'orange', Grey: 'grey' };
    const missing = Object.keys(words).find((c) => !worn.has(c));
    expect(missing, 'a colour no demo dress has').toBeDefined();
    const body = await search(`${words[missing!]} dress`, '&lang=en');
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]?.subcategory?.slug).toBe('dresses');
  });

  it('"inkweto z\'abagabo" finds men\'s shoes', async () => {
    const body = await search("inkweto z'abagabo");
    expect(body.data.length).toBeGreaterThan(0);
    const ids = body.data.map((p) => p.id);
    const rows = await queryRows<{ gender: string; slug: string }>(
      t.app.deps.db,
      sql`select p.gender, c.slug from products p join categories c on c.id = p.category_id
          where p.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    expect(rows.every((r) => r.slug === 'shoes-footwear' && r.gender !== 'female')).toBe(true);
  });

  it('"ordinateur portable" finds laptops, "telefone" phones, "chaussures de sport" sneakers', async () => {
    for (const [q, sub] of [
      ['ordinateur portable', 'laptops'],
      ['telefone', 'smartphones'],
      ['téléphone', 'smartphones'],
      ['chaussures de sport', 'sneakers'],
    ] as const) {
      const body = await search(q);
      expect(body.data.length, q).toBeGreaterThan(0);
      expect(body.data[0]?.subcategory?.slug, q).toBe(sub);
    }
  });

  it('"imyenda y\'abagore" finds women\'s fashion', async () => {
    const body = await search("imyenda y'abagore");
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data[0]?.category.slug).toBe('womens-fashion');
  });

  it('a gender word alone finds products made for that gender, not every unisex one', async () => {
    for (const q of ['abagore', 'femmes']) {
      const body = await search(q);
      expect(body.data.length, q).toBeGreaterThan(0);
      const ids = body.data.map((p) => p.id);
      const rows = await queryRows<{ gender: string }>(
        t.app.deps.db,
        sql`select gender from products where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      expect(
        rows.every((r) => r.gender === 'female'),
        q,
      ).toBe(true);
    }
  });

  it('ignores case and accents', async () => {
    const a = await search('TÉLÉPHONE');
    const b = await search('telephone');
    expect(a.pagination.total).toBe(b.pagination.total);
    expect(a.data.map((p) => p.id)).toEqual(b.data.map((p) => p.id));
  });

  it('an unknown word finds nothing, names the nearest category and is recorded for staff', async () => {
    const before = await listSearchMisses(t.app.deps.catalog, { limit: 100 });
    expect(before.some((m) => m.query === 'ikanzuu')).toBe(false);
    const body = ProductListResponse.parse(
      await get('/api/products?search=Ikanzuu', { 'accept-language': 'rw' }),
    );
    expect(body.data).toEqual([]);
    expect(body.pagination.total).toBe(0);
    expect(body.nearestCategory?.slug).toBe('dresses');
    // Asked again (served from the cache): still counted.
    await get('/api/products?search=ikanzuu', { 'accept-language': 'rw' });
    await flushSearchMisses(t.app.deps.db);
    const misses = (await listSearchMisses(t.app.deps.catalog, { limit: 100 })).map((m) =>
      SearchMiss.parse(m),
    );
    const miss = misses.find((m) => m.query === 'ikanzuu');
    expect(miss).toMatchObject({ language: 'rw', count: 2 });
    // A search that finds something is not a miss, and says no nearest category.
    const found = await search('ikanzu');
    expect(found.nearestCategory).toBeUndefined();
  });
});

describe("autocomplete in the shopper's language", () => {
  const suggest = async (q: string, lang: string) =>
    AutocompleteResponse.parse(
      await get(`/api/intelligent-search/autocomplete?q=${encodeURIComponent(q)}&lang=${lang}`),
    ).suggestions;

  it('suggests the category a vocabulary word names, named in that language', async () => {
    const [dresses] = await queryRows<{ name: string; fr: string | null; rw: string | null }>(
      t.app.deps.db,
      sql`select name, name_i18n->>'fr' as fr, name_i18n->>'rw' as rw from categories where slug = 'dresses'`,
    );
    const rw = await suggest('ikanz', 'rw');
    expect(rw[0]).toMatchObject({ type: 'category', slug: 'dresses', value: dresses?.rw || dresses?.name });
    const fr = await suggest('robe', 'fr');
    expect(fr[0]).toMatchObject({ type: 'category', slug: 'dresses', value: dresses?.fr || dresses?.name });
    const en = await suggest('dress', 'en');
    expect(en[0]).toMatchObject({ type: 'category', slug: 'dresses', value: 'Dresses' });
  });
});

describe('facets', () => {
  it('a category offers only the brands, colours, sizes and materials of its products, with counts', async () => {
    const body = FacetsResponse.parse(await get('/api/intelligent-search/facets?category=womens-fashion'));
    const { facets } = body;
    const rows = await queryRows<{
      brand: string | null;
      colors: string[];
      sizes: string[];
      materials: string[];
      price: number;
    }>(
      t.app.deps.db,
      sql`select b.slug as brand, p.colors, p.sizes, p.materials, p.price::int as price from products p
          left join brands b on b.id = p.brand_id
          where p.deleted_at is null and p.category_id = (select id from categories where slug = 'womens-fashion')`,
    );
    expect(facets.total).toBe(rows.length);
    const count = (pick: (r: (typeof rows)[number]) => readonly (string | null)[]) => {
      const out = new Map<string, number>();
      for (const r of rows) for (const v of pick(r)) if (v) out.set(v, (out.get(v) ?? 0) + 1);
      return out;
    };
    const asMap = (list: { value: string; count: number }[]) => new Map(list.map((f) => [f.value, f.count]));
    // A product with no brand counts under the shop's own label.
    expect(asMap(facets.brands)).toEqual(count((r) => [r.brand ?? OWN_LABEL_BRAND.value]));
    expect(asMap(facets.colors)).toEqual(count((r) => r.colors));
    expect(asMap(facets.sizes)).toEqual(count((r) => r.sizes));
    expect(asMap(facets.materials)).toEqual(count((r) => r.materials));
    expect(facets.priceRange).toEqual({
      min: Math.min(...rows.map((r) => r.price)),
      max: Math.max(...rows.map((r) => r.price)),
    });
    // No brand from elsewhere in the catalogue (Samsung does not make dresses here).
    expect(facets.brands.some((b) => b.value === 'samsung')).toBe(false);
  });

  it('a chosen brand keeps the other brands listed and narrows the colours', async () => {
    const all = FacetsResponse.parse(
      await get('/api/intelligent-search/facets?category=womens-fashion'),
    ).facets;
    const brand = all.brands[0]!;
    const narrowed = FacetsResponse.parse(
      await get(`/api/intelligent-search/facets?category=womens-fashion&brand=${brand.value}`),
    ).facets;
    expect(narrowed.brands).toEqual(all.brands);
    expect(narrowed.total).toBe(brand.count);
    const colourTotal = narrowed.colors.reduce((n, c) => Math.max(n, c.count), 0);
    expect(colourTotal).toBeLessThanOrEqual(brand.count);
  });

  it("a search offers the facets of its results, colour names in the shopper's language", async () => {
    const body = FacetsResponse.parse(
      await get('/api/intelligent-search/facets?search=ikanzu&lang=fr'),
    ).facets;
    expect(body.total).toBeGreaterThan(0);
    expect(body.categories.map((c) => c.value)).toEqual(['womens-fashion']);
    const terms = await queryRows<{ value: string; fr: string | null }>(
      t.app.deps.db,
      sql`select value, name_i18n->>'fr' as fr from catalog_term_translations where kind = 'color'`,
    );
    const french = new Map(terms.map((r) => [r.value, r.fr]));
    expect(body.colors.length).toBeGreaterThan(0);
    for (const colour of body.colors) expect(colour.name).toBe(french.get(colour.value) || colour.value);
  });
});

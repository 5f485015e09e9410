import {
  AutocompleteResponse,
  CategoriesResponse,
  CategoryResponse,
  HierarchicalCategoriesResponse,
  IntelligentSearchResponse,
  PRODUCT_SORTS,
  type ProductCardDto,
  ProductCardsResponse,
  ProductListResponse,
  ProductResponse,
  SubcategoriesResponse,
} from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { productSku } from '@isoko/shared/catalog/variant';
import { ApiErrorBody } from '@isoko/shared/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { flushAnalytics } from '../analytics/service';
import { catalogChannel, notifyCatalogChanged } from './notify';
import { syncProductStats } from './product-stats';
import { seedCatalog } from './seed';

let t: TestApp;

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() as unknown, headers: res.headers };
}

async function list(url: string): Promise<ProductListResponse> {
  const res = await get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ProductListResponse.parse(res.body);
}

async function cards(url: string): Promise<ProductCardDto[]> {
  const res = await get(url);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ProductCardsResponse.parse(res.body).data;
}

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.app.deps.db, query);

async function countWhere(condition: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(
    sql`select count(*)::int as n from products p where p.deleted_at is null and ${condition}`,
  );
  return Number(row?.n);
}

async function changed() {
  await notifyCatalogChanged(t.app.deps);
}

/** What a card's shopper pays now (a running flash deal's price when lower): the listing filters and sorts on it. */
const paid = (card: ProductCardDto) => shownPrice(card).price;

/** The same rule in SQL over `products p`, for counting what the listing should find. */
const SHOWN_PRICE = sql`least(p.price, coalesce((select min(f.deal_price) from flash_deals f
  where f.product_id = p.id and f.starts_at <= now() and f.ends_at > now()), p.price))`;

function isSorted<T>(items: readonly T[], compare: (a: T, b: T) => number): boolean {
  return items.every((item, i) => i === 0 || compare(items[i - 1]!, item) <= 0);
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedCatalog(t.app.deps.db, { products: 240, dataDir: t.app.deps.config.dataDir });
  // Sales come from orders only; give a few products some so the sales sorts have work to do.
  await t.app.deps.db.execute(
    sql`update products set total_sales = (abs(hashtext(id::text)) % 50) where id in
        (select id from products order by id limit 60)`,
  );
  await changed();
});
afterAll(async () => t.close());

describe('GET /api/products', () => {
  it('answers the envelope with 50 cards and the pagination by default', async () => {
    const body = await list('/api/products');
    expect(body.data).toHaveLength(50);
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 240, pages: 5 });
  });

  it('pages without overlap and counts pages from the total', async () => {
    const first = await list('/api/products?limit=20&page=1&sortBy=newest');
    const second = await list('/api/products?limit=20&page=2&sortBy=newest');
    const ids = new Set(first.data.map((p) => p.id));
    expect(second.data.some((p) => ids.has(p.id))).toBe(false);
    expect(second.pagination).toEqual({ page: 2, limit: 20, total: 240, pages: 12 });
    const beyond = await list('/api/products?limit=20&page=99');
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination.total).toBe(240);
  });

  it('accepts a limit of 100 and refuses more with VALIDATION_FAILED', async () => {
    expect((await list('/api/products?limit=100')).data).toHaveLength(100);
    const res = await get('/api/products?limit=101');
    expect(res.status).toBe(400);
    expect(ApiErrorBody.parse(res.body).error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an unknown sort name', async () => {
    const res = await get('/api/products?sortBy=cheapest');
    expect(res.status).toBe(400);
  });

  it('filters by category slug, id and subcategory', async () => {
    const bySlug = await list('/api/products?category=womens-fashion&limit=100');
    expect(bySlug.data.length).toBeGreaterThan(0);
    expect(bySlug.data.every((p) => p.category.slug === 'womens-fashion')).toBe(true);
    expect(bySlug.pagination.total).toBe(
      await countWhere(sql`p.category_id = (select id from categories where slug = 'womens-fashion')`),
    );
    const byId = await list(`/api/products?category=${bySlug.data[0]!.category.id}&limit=100`);
    expect(byId.pagination.total).toBe(bySlug.pagination.total);
    const sub = await list('/api/products?category=womens-fashion&subcategory=dresses');
    expect(sub.data.length).toBeGreaterThan(0);
    expect(sub.data.every((p) => p.subcategory?.slug === 'dresses')).toBe(true);
  });

  it("understands category names as the old client sends them, 'deals' and 'All'", async () => {
    const dresses = await list('/api/products?category=Dresses');
    expect(dresses.data.every((p) => p.subcategory?.slug === 'dresses')).toBe(true);
    expect(dresses.pagination.total).toBeGreaterThan(0);
    const fashion = await list('/api/products?category=Fashion&limit=100');
    const slugs = new Set(fashion.data.map((p) => p.category.slug));
    expect([...slugs].sort()).toEqual(['mens-fashion', 'womens-fashion']);
    const deals = await list('/api/products?category=deals&limit=100');
    expect(deals.data.length).toBeGreaterThan(0);
    expect(deals.data.every((p) => p.isSale || p.flashDeal)).toBe(true);
    expect((await list('/api/products?category=All')).pagination.total).toBe(240);
    expect((await list('/api/products?category=Spaceships')).pagination.total).toBe(0);
  });

  it('filters by brand name, slug or a list of them', async () => {
    const [top] = await rows<{ name: string; slug: string; n: number }>(
      sql`select b.name, b.slug, count(*)::int as n from products p join brands b on b.id = p.brand_id
          group by b.id order by n desc, b.name limit 2`,
    );
    const byName = await list(`/api/products?brand=${encodeURIComponent(top!.name)}&limit=100`);
    expect(byName.pagination.total).toBe(top!.n);
    expect(byName.data.every((p) => p.brand === top!.name)).toBe(true);
    expect((await list(`/api/products?brand=${top!.slug}&limit=100`)).pagination.total).toBe(top!.n);
    expect((await list('/api/products?brand=no-such-brand')).pagination.total).toBe(0);
  });

  it('filters by price range, rating, stock, free shipping and discount', async () => {
    const priced = await list('/api/products?minPrice=20000&maxPrice=80000&limit=100');
    expect(priced.data.every((p) => paid(p) >= 20_000 && paid(p) <= 80_000)).toBe(true);
    expect(priced.pagination.total).toBe(await countWhere(sql`${SHOWN_PRICE} between 20000 and 80000`));
    const rated = await list('/api/products?minRating=4&limit=100');
    expect(rated.data.every((p) => p.averageRating >= 4)).toBe(true);
    expect(rated.pagination.total).toBe(await countWhere(sql`p.rating_avg >= 4`));
    const stocked = await list('/api/products?inStock=true&limit=100');
    expect(stocked.data.every((p) => p.inStock && p.stockQuantity > 0)).toBe(true);
    expect(stocked.pagination.total).toBe(await countWhere(sql`p.stock_total > 0`));
    expect(stocked.pagination.total).toBeLessThan(240);
    const free = await list('/api/products?freeShipping=true&limit=100');
    expect(free.data.every((p) => p.freeShipping)).toBe(true);
    expect(free.pagination.total).toBe(await countWhere(sql`p.free_shipping`));
    // The discount shoppers see: a running flash deal's price counts.
    const discounted = await list('/api/products?minDiscount=20&limit=100');
    expect(discounted.data.every((p) => shownPrice(p).percent >= 20)).toBe(true);
    const highest = sql`greatest(p.price, coalesce(p.original_price, 0))`;
    expect(discounted.pagination.total).toBe(
      await countWhere(sql`round((${highest} - ${SHOWN_PRICE}) * 100.0 / ${highest}) >= 20`),
    );
  });

  it('filters by sizes, colours and materials, case-insensitively, as lists or repeated keys', async () => {
    const sized = await list('/api/products?sizes=xl,XXL&limit=100');
    expect(sized.pagination.total).toBe(await countWhere(sql`p.sizes && array['XL', 'XXL']`));
    const repeated = await list('/api/products?sizes=XL&sizes=XXL&limit=100');
    expect(repeated.pagination.total).toBe(sized.pagination.total);
    const colored = await list('/api/products?colors=red&limit=100');
    expect(colored.pagination.total).toBe(await countWhere(sql`'Red' = any(p.colors)`));
    expect(colored.pagination.total).toBeGreaterThan(0);
    const leather = await list('/api/products?materials=Leather&limit=100');
    expect(leather.pagination.total).toBe(await countWhere(sql`'Leather' = any(p.materials)`));
    expect(leather.pagination.total).toBeGreaterThan(0);
  });

  it('filters by gender, counting unisex products for men and women', async () => {
    const men = await list('/api/products?gender=male&limit=100');
    expect(men.pagination.total).toBe(await countWhere(sql`p.gender in ('male', 'unisex')`));
    const unisex = await list('/api/products?gender=unisex&limit=100');
    expect(unisex.pagination.total).toBe(await countWhere(sql`p.gender = 'unisex'`));
    expect(men.pagination.total).toBeGreaterThan(unisex.pagination.total);
  });

  it('searches names, brands and categories by word prefixes, and corrects a misspelt word', async () => {
    const dress = await list('/api/products?search=dress&limit=100');
    expect(dress.pagination.total).toBeGreaterThan(0);
    expect(dress.data.every((p) => /dress/i.test(`${p.name} ${p.subcategory?.name}`))).toBe(true);
    const alias = await list('/api/products?query=dress&limit=100');
    expect(alias.pagination.total).toBe(dress.pagination.total);
    const typo = await list('/api/products?search=dresess&limit=100');
    expect(typo.pagination.total).toBeGreaterThan(0);
    expect(typo.data.every((p) => /dress/i.test(`${p.name} ${p.subcategory?.name}`))).toBe(true);
    expect((await list('/api/products?search=zzzzqqq')).pagination.total).toBe(0);
  });

  it('finds nothing for a search with no letter or digit, rather than the whole catalogue', async () => {
    for (const search of ['%', '_', '!!!', '%_%', '¿?']) {
      const found = await list(`/api/products?search=${encodeURIComponent(search)}`);
      expect(found.pagination.total, search).toBe(0);
      expect(found.data).toEqual([]);
    }
    const facets = await t.app.inject({ method: 'GET', url: '/api/intelligent-search/facets?query=%25' });
    expect(facets.statusCode).toBe(200);
    expect(facets.json().facets).toMatchObject({ total: 0, brands: [] });
  });

  it('accepts the filters as a JSON string, plain parameters winning', async () => {
    const json = encodeURIComponent(
      JSON.stringify({ category: 'womens-fashion', maxPrice: 50000, sortBy: 'price-asc' }),
    );
    const body = await list(`/api/products?filters=${json}&limit=100`);
    expect(body.data.every((p) => p.category.slug === 'womens-fashion' && paid(p) <= 50_000)).toBe(true);
    expect(isSorted(body.data, (a, b) => paid(a) - paid(b))).toBe(true);
    const overridden = await list(`/api/products?filters=${json}&category=computers&limit=100`);
    expect(overridden.data.every((p) => p.category.slug === 'computers')).toBe(true);
    const bad = await get('/api/products?filters=%7Bnot-json');
    expect(bad.status).toBe(400);
    expect(ApiErrorBody.parse(bad.body).error.code).toBe('VALIDATION_FAILED');
  });

  it('sorts by every sort name the screens send', async () => {
    const extra = new Map(
      (
        await rows<{ id: string; created_at: Date; total_sales: number }>(
          sql`select id, created_at, total_sales from products`,
        )
      ).map((r) => [r.id, { createdAt: new Date(r.created_at).getTime(), sales: r.total_sales }]),
    );
    const checks: Record<(typeof PRODUCT_SORTS)[number], (a: ProductCardDto, b: ProductCardDto) => number> = {
      featured: (a, b) => Number(b.isFeatured) - Number(a.isFeatured),
      relevance: (a, b) => Number(b.isFeatured) - Number(a.isFeatured),
      newest: (a, b) => extra.get(b.id)!.createdAt - extra.get(a.id)!.createdAt,
      price_low: (a, b) => paid(a) - paid(b),
      'price-asc': (a, b) => paid(a) - paid(b),
      'price-low': (a, b) => paid(a) - paid(b),
      price_high: (a, b) => paid(b) - paid(a),
      'price-desc': (a, b) => paid(b) - paid(a),
      'price-high': (a, b) => paid(b) - paid(a),
      rating: (a, b) => b.averageRating - a.averageRating,
      sales: (a, b) => extra.get(b.id)!.sales - extra.get(a.id)!.sales,
      orders: (a, b) => extra.get(b.id)!.sales - extra.get(a.id)!.sales,
      popular: (a, b) => extra.get(b.id)!.sales - extra.get(a.id)!.sales,
    };
    for (const sortBy of PRODUCT_SORTS) {
      const body = await list(`/api/products?sortBy=${sortBy}&limit=100`);
      expect(body.data, sortBy).toHaveLength(100);
      expect(isSorted(body.data, checks[sortBy]), sortBy).toBe(true);
    }
    // A sort that did nothing would leave these unsorted.
    const unsorted = await list('/api/products?sortBy=newest&limit=100');
    expect(isSorted(unsorted.data, checks.price_low)).toBe(false);
  });

  it('ranks by relevance when searching', async () => {
    const [product] = await rows<{ name: string }>(
      sql`select name from products where name ~ '^[A-Za-z]+ [A-Za-z]+ [A-Za-z]+$' order by id limit 1`,
    );
    const words = product!.name.split(' ');
    const body = await list(
      `/api/products?search=${encodeURIComponent(words.slice(1).join(' '))}&sortBy=relevance`,
    );
    expect(body.data.length).toBeGreaterThan(0);
    // Name words weigh more than brand and category words.
    expect(body.data[0]!.name.toLowerCase()).toContain(words.slice(1).join(' ').toLowerCase());
  });
});

describe('the same listing on the other paths', () => {
  it('GET /api/search-intelligent answers what /api/products answers', async () => {
    const a = await list('/api/products?category=computers&sortBy=price-asc');
    const b = await list('/api/search-intelligent?category=computers&sortBy=price-asc');
    expect(b).toEqual(a);
  });

  it('GET /api/intelligent-search adds the filter options computed from the catalogue', async () => {
    const res = await get('/api/intelligent-search?query=shoes&sortBy=price-low&minRating=2&page=1&limit=50');
    expect(res.status).toBe(200);
    const body = IntelligentSearchResponse.parse(res.body);
    expect(isSorted(body.data, (a, b) => paid(a) - paid(b))).toBe(true);
    const [range] = await rows<{ min: number; max: number }>(
      sql`select min(price) as min, max(price) as max from products`,
    );
    expect(body.filterOptions.priceRange).toEqual({ min: range!.min, max: range!.max });
    expect(body.filterOptions.categories.map((c) => c.slug)).toContain('electronics');
    expect(body.filterOptions.colors).toContain('Black');
    expect(body.filterOptions.sizes).toContain('M');
    expect(body.filterOptions.brands.reduce((n, b) => n + b.count, 0)).toBe(
      await countWhere(sql`p.brand_id is not null`),
    );
  });
});

describe('GET /api/products/:id', () => {
  it('answers the full product by id or slug, with variants, pictures and the SKU', async () => {
    const [row] = await rows<{ id: string; slug: string }>(
      sql`select id, slug from products where array_length(sizes, 1) > 1 and array_length(colors, 1) > 1 limit 1`,
    );
    const byId = ProductResponse.parse((await get(`/api/products/${row!.id}`)).body).data;
    const bySlug = ProductResponse.parse((await get(`/api/products/${row!.slug}`)).body).data;
    expect(bySlug).toEqual(byId);
    expect(byId.sku).toBe(productSku(row!.id));
    expect(byId.variants.length).toBe(byId.sizes.length * byId.colors.length);
    expect(byId.stockQuantity).toBe(byId.variants.reduce((n, v) => n + v.stockQuantity, 0));
    expect(byId.images.length).toBeGreaterThan(0);
    expect(byId.mainImage).toBe(byId.images[0]!.url);
    expect([byId.image, byId.imageUrl]).toEqual([byId.mainImage, byId.mainImage]);
    // Link previews need the picture's absolute address.
    expect(byId.mainImage).toMatch(/^\//);
    expect(byId.metaTags.ogImage).toBe(`${t.app.deps.config.http.publicUrl}${byId.mainImage}`);
    expect(byId.metaTags.ogImage).toMatch(/^https?:\/\/[^/]+\/media\//);
    expect(byId.availableColors).toEqual(byId.colors.map((c) => c.name));
    expect(byId.metaTags).toMatchObject({
      ogTitle: byId.seoTitle,
      ogDescription: byId.seoDescription,
      twitterCard: 'summary_large_image',
    });
    expect(byId.description).toMatch(/^\*\*Overview\*\*$/m);
    expect(byId.description).toMatch(/^- /m);
    // Variants follow the order of sizes, then colours.
    expect(byId.variants[0]!.size).toBe(byId.sizes[0]);
    expect(byId.variants[0]!.color).toBe(byId.colors[0]!.name);
  });

  it('serves its picture from /media', async () => {
    const [card] = await cards('/api/products/featured?limit=1');
    const res = await t.app.inject({ method: 'GET', url: card!.mainImage });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it('answers 404 PRODUCT_NOT_FOUND for an unknown id or slug', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-product']) {
      const res = await get(`/api/products/${id}`);
      expect(res.status).toBe(404);
      expect(ApiErrorBody.parse(res.body).error.code).toBe('PRODUCT_NOT_FOUND');
    }
  });
});

describe('categories', () => {
  it('lists the 21 categories with their subcategories and real counts', async () => {
    const body = HierarchicalCategoriesResponse.parse((await get('/api/categories/hierarchical/all')).body);
    expect(body.categories).toHaveLength(21);
    for (const c of body.categories) expect(c.subcategories.length).toBeGreaterThanOrEqual(2);
    expect(body.categories.reduce((n, c) => n + c.productCount, 0)).toBe(240);
    const flat = CategoriesResponse.parse((await get('/api/products/categories')).body);
    expect(flat.data.map((c) => c.slug)).toEqual(body.categories.map((c) => c.slug));
  });

  it('answers one category by slug or id, and its subcategories', async () => {
    const bySlug = CategoryResponse.parse((await get('/api/categories/computers')).body).category;
    expect(bySlug.name).toBe('Computers');
    expect(bySlug.parent).toBeNull();
    const byId = CategoryResponse.parse((await get(`/api/categories/${bySlug.id}`)).body).category;
    expect(byId).toEqual(bySlug);
    const answer = SubcategoriesResponse.parse(
      (await get(`/api/categories/hierarchical/${bySlug.id}/subcategories`)).body,
    );
    expect(answer.subcategories.map((s) => s.id)).toEqual(bySlug.subcategories.map((s) => s.id));
    expect(answer.data).toEqual(answer.subcategories);
    const laptops = CategoryResponse.parse((await get('/api/categories/laptops')).body).category;
    expect(laptops.parent?.slug).toBe('computers');
  });

  it('answers 404 CATEGORY_NOT_FOUND for an unknown category', async () => {
    for (const url of [
      '/api/categories/spaceships',
      '/api/categories/hierarchical/spaceships/subcategories',
    ]) {
      const res = await get(url);
      expect(res.status).toBe(404);
      expect(ApiErrorBody.parse(res.body).error.code).toBe('CATEGORY_NOT_FOUND');
    }
  });
});

describe('home sections', () => {
  it('lists featured products first, padded to the limit', async () => {
    const featured = await cards('/api/products/featured?limit=30');
    expect(featured).toHaveLength(30);
    expect(isSorted(featured, (a, b) => Number(b.isFeatured) - Number(a.isFeatured))).toBe(true);
    expect(featured[0]!.isFeatured).toBe(true);
  });

  it('lists best deals by the discount shoppers see (flash deals included), biggest first', async () => {
    const deals = await cards('/api/products/best-deals?limit=8');
    const percent = (d: ProductCardDto) => shownPrice(d).percent;
    expect(deals).toHaveLength(8);
    expect(deals.every((d) => percent(d) > 0 && d.inStock)).toBe(true);
    expect(isSorted(deals, (a, b) => percent(b) - percent(a))).toBe(true);
    const [best] = await rows<{ d: number }>(
      sql`select max(discount_pct) as d from products where stock_total > 0`,
    );
    const flash = await cards('/api/products/flash-deals?limit=50');
    expect(percent(deals[0]!)).toBe(Math.max(best!.d, ...flash.map(percent)));
  });

  it('lists only running flash deals, ending soonest first', async () => {
    const [ended, future] = await rows<{ id: string; price: number }>(
      sql`select id, price from products where stock_total > 0
          and id not in (select product_id from flash_deals) order by id limit 2`,
    );
    await t.app.deps.db.execute(sql`insert into flash_deals (product_id, deal_price, starts_at, ends_at) values
      (${ended!.id}, 100, now() - interval '2 days', now() - interval '1 hour'),
      (${future!.id}, 100, now() + interval '1 hour', now() + interval '2 days')`);
    await changed();
    const deals = await cards('/api/products/flash-deals?limit=50');
    expect(deals.length).toBe(12);
    expect(deals.every((d) => d.flashDeal && new Date(d.flashDeal.endsAt).getTime() > Date.now())).toBe(true);
    expect(deals.map((d) => d.id)).not.toContain(ended!.id);
    expect(deals.map((d) => d.id)).not.toContain(future!.id);
    expect(isSorted(deals, (a, b) => Date.parse(a.flashDeal!.endsAt) - Date.parse(b.flashDeal!.endsAt))).toBe(
      true,
    );
    expect(await cards('/api/products/flash-deals')).toHaveLength(6);
  });
});

describe('tracking, trending and recommendations', () => {
  const track = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/intelligent-search/track', payload: payload as object });

  it('refuses a bad event with 400 and an unknown product with 404, never 500', async () => {
    const [p] = await rows<{ id: string }>(sql`select id from products limit 1`);
    const bad = [
      {},
      { userId: 'device-1', eventType: 'view' },
      { userId: '', eventType: 'view', productId: p!.id },
      { userId: 'device-1', eventType: 'like', productId: p!.id },
      { userId: 42, eventType: 'view', productId: p!.id },
    ];
    for (const payload of bad) {
      const res = await track(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ApiErrorBody.parse(res.json()).error.code).toBe('VALIDATION_FAILED');
    }
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/intelligent-search/track',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(text.statusCode).toBe(400);
    const unknown = await track({ userId: 'device-1', eventType: 'view', productId: 'no-such-product' });
    expect(unknown.statusCode).toBe(404);
  });

  it('falls back to the newest products in stock, then ranks by recent, decayed, per-device events', async () => {
    const fallback = await cards('/api/products/trending?limit=12');
    const newest = await rows<{ id: string }>(
      sql`select id from products where stock_total > 0 order by created_at desc, id limit 12`,
    );
    expect(fallback.map((c) => c.id)).toEqual(newest.map((r) => r.id));

    const picked = await rows<{ id: string }>(
      sql`select id from products where stock_total > 0 order by created_at asc limit 4`,
    );
    const [a, b, c, old] = picked.map((r) => r.id) as [string, string, string, string];
    for (const device of ['device-a1', 'device-a2', 'device-a3']) {
      expect(
        (await track({ userId: device, eventType: 'view', productId: a, product: { name: 'x' } })).statusCode,
      ).toBe(200);
    }
    expect((await track({ userId: 'device-b', eventType: 'purchase', productId: b })).statusCode).toBe(200);
    // One device refreshing a page many times counts once.
    for (let i = 0; i < 10; i++) await track({ userId: 'device-c', eventType: 'view', productId: c });
    await t.app.deps.db.execute(sql`insert into product_events (product_id, kind, device_id, created_at) values
      (${old}, 'purchase', 'device-old', now() - interval '20 days')`);
    await new Promise((r) => setTimeout(r, 1_100));
    const trending = await cards('/api/products/trending?limit=12');
    expect(trending.slice(0, 3).map((x) => x.id)).toEqual([b, a, c]);
    expect(trending).toHaveLength(12);
    expect(trending.slice(3).map((x) => x.id)).not.toContain(old);
  });

  it('recommends products from the categories a device viewed, else by rating, sales and newness', async () => {
    const [seen] = await rows<{ id: string; category_id: string }>(
      sql`select id, category_id from products where stock_total > 0 and subcategory_id in
          (select subcategory_id from products where stock_total > 0 group by subcategory_id having count(*) > 2)
          limit 1`,
    );
    // Recommendations read the consented analytics events (a shopper who declined has none).
    const viewed = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      payload: {
        name: 'view_item',
        params: {
          timestamp: Date.now(),
          consent_mode: 'granted',
          page_url: `http://localhost/product/${seen!.id}`,
          page_title: 'Isoko',
          device_id: 'device-reco',
          item_id: seen!.id,
        },
      },
    });
    expect(viewed.statusCode, viewed.body).toBe(202);
    await flushAnalytics(t.app.deps);
    const reco = await cards('/api/recommendations/device-reco?limit=8');
    expect(reco).toHaveLength(8);
    // The scoring gives a visited category its points (rating, sales and newness add less).
    expect(reco[0]!.category?.id).toBe(seen!.category_id);
    // A device with no history gets the products the rating, sales and newness points favour.
    const stranger = await cards('/api/recommendations/device-never-seen?limit=8');
    expect(stranger).toHaveLength(8);
    expect(stranger.map((r) => r.id)).not.toEqual(reco.map((r) => r.id));
  });
});

describe('GET /api/intelligent-search/autocomplete', () => {
  const suggest = async (q: string, limit?: number) => {
    const res = await get(
      `/api/intelligent-search/autocomplete?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    );
    expect(res.status).toBe(200);
    return AutocompleteResponse.parse(res.body).suggestions;
  };

  it('suggests nothing under 2 characters', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('d')).toEqual([]);
    expect((await suggest('dr')).length).toBeGreaterThan(0);
  });

  it('gives at most the limit, 8 by default', async () => {
    expect((await suggest('s')).length).toBe(0);
    expect((await suggest('sa')).length).toBeLessThanOrEqual(8);
    expect(await suggest('e', 3)).toEqual([]);
    expect((await suggest('dress', 3)).length).toBe(3);
  });

  it('suggests categories, brands and products, typed, despite typos', async () => {
    const dress = await suggest('dresse');
    expect(dress[0]).toMatchObject({ type: 'category', value: 'Dresses', slug: 'dresses' });
    expect(dress.some((s) => s.type === 'product' && s.id && /dress/i.test(s.value))).toBe(true);
    const typo = await suggest('drsses');
    expect(typo.some((s) => s.type === 'category' && s.value === 'Dresses')).toBe(true);
    const [brand] = await rows<{ name: string }>(
      sql`select b.name from brands b join products p on p.brand_id = b.id where length(b.name) >= 6
          and b.name ~ '^[A-Za-z]+$' group by b.id order by count(*) desc limit 1`,
    );
    const name = brand!.name;
    const swapped = `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}`;
    const brandHits = await suggest(swapped);
    expect(brandHits.some((s) => s.type === 'brand' && s.value === name)).toBe(true);
  });
});

describe('caching', () => {
  it('serves a repeated listing from memory until the catalogue changes', async () => {
    const before = (await list('/api/products?sortBy=price-high&limit=1')).data[0]!;
    const cheapest = (await list('/api/products?sortBy=price-low&limit=1')).data[0]!;
    await t.app.deps.db.execute(sql`update products set price = 99999900 where id = ${cheapest.id}`);
    expect((await list('/api/products?sortBy=price-high&limit=1')).data[0]!.id).toBe(before.id);
    await changed();
    const fresh = (await list('/api/products?sortBy=price-high&limit=1')).data[0]!;
    expect(fresh).toMatchObject({ id: cheapest.id, price: 99_999_900 });
  });

  it('hears catalogue changes made by another process on Redis', async () => {
    const [row] = await rows<{ id: string; name: string }>(
      sql`select id, name from products order by id limit 1`,
    );
    const before = ProductResponse.parse((await get(`/api/products/${row!.id}`)).body).data;
    await t.app.deps.db.execute(sql`update products set name = 'Renamed by the admin' where id = ${row!.id}`);
    expect(ProductResponse.parse((await get(`/api/products/${row!.id}`)).body).data.name).toBe(before.name);
    const other = t.app.deps.redis.duplicate();
    await other.publish(catalogChannel(t.app.deps.config.redis.prefix), 'changed');
    await other.quit();
    await expect
      .poll(async () => ProductResponse.parse((await get(`/api/products/${row!.id}`)).body).data.name)
      .toBe('Renamed by the admin');
  });

  it('recomputes ratings, stock, sizes and colours from reviews and variants', async () => {
    const [row] = await rows<{ id: string }>(
      sql`select id from products where cardinality(sizes) > 1 order by id desc limit 1`,
    );
    const id = row!.id;
    await t.app.deps.db.execute(sql`delete from reviews where product_id = ${id}`);
    await t.app.deps.db.execute(sql`insert into reviews (product_id, author_name, rating) values
      (${id}, 'A', 5), (${id}, 'B', 4), (${id}, 'C', 4)`);
    await t.app.deps.db.execute(sql`update product_variants set stock = 2 where product_id = ${id}`);
    await t.app.deps.db.execute(sql`delete from product_variants where product_id = ${id} and size = (
      select sizes[1] from products where id = ${id})`);
    await syncProductStats(t.app.deps.db, [id]);
    await changed();
    const product = ProductResponse.parse((await get(`/api/products/${id}`)).body).data;
    expect(product.averageRating).toBe(4.33);
    expect(product.totalReviews).toBe(3);
    expect(product.stockQuantity).toBe(product.variants.length * 2);
    expect(product.sizes).toEqual([...new Set(product.variants.map((v) => v.size))]);
    await t.app.deps.db.execute(sql`update products set search_terms = '' where id = ${id}`);
    await syncProductStats(t.app.deps.db, [id]);
    const [terms] = await rows<{ search_terms: string }>(
      sql`select search_terms from products where id = ${id}`,
    );
    expect(terms!.search_terms).toContain(product.category.name);
    expect(terms!.search_terms).toContain(product.subcategory!.name);
  });
});

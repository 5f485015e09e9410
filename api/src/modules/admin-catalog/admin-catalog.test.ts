import { AdminProductsResponse, MediaUploadResponse } from '@isoko/shared/admin/products-schema';
import { ProductResponse } from '@isoko/shared/catalog/schema';
import { AIMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LanguageModelProvider } from '../../lib/language-model';
import { createShopper, createStaff, createTestOrder } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { unreadableForms } from '../../test/unreadable-forms';
import { categories } from '../catalog/tables';
import { createCategory } from '../catalog/write-categories';
import { runBulkSeo } from './bulk-seo';
import { suggestSeo } from './seo';

let t: TestApp;
let admin: string;
let clerk: string;
let shopper: string;
let fashion: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await createStaff(t.app.deps.db, 'admin')).cookie;
  clerk = (await createStaff(t.app.deps.db, 'staff')).cookie;
  shopper = (await createShopper(t.app.deps.db)).cookie;
  fashion = (await createCategory(t.app.deps, { name: 'Women Fashion', slug: 'women-fashion' })).id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const dress = (extra: Record<string, unknown> = {}) => ({
  name: 'Kitenge wrap dress',
  categoryId: fashion,
  price: 25_000,
  sizes: ['S', 'M'],
  colors: ['Red', 'Blue'],
  materials: ['Cotton'],
  ...extra,
});

async function created(extra: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/admin/products', admin, dress(extra));
  expect(res.statusCode).toBe(201);
  return res.json().data as {
    product: { id: string; name: string };
    variants: { stock: number; price: number | null }[];
  };
}

describe('admin product routes', () => {
  it('refuses anonymous (401), customers (403) and staff writes (403); staff may read the list', async () => {
    expect((await call('GET', '/api/admin/products')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/products', shopper)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/products', clerk)).statusCode).toBe(200);
    const write = await call('POST', '/api/admin/products', clerk, dress());
    expect(write.statusCode).toBe(403);
    expect(write.json().error.code).toBe('FORBIDDEN');
    for (const [method, url] of [
      ['PUT', '/api/admin/products/00000000-0000-0000-0000-000000000000'],
      ['DELETE', '/api/admin/products/00000000-0000-0000-0000-000000000000'],
      ['POST', '/api/admin/media'],
      ['POST', '/api/admin/analyze-stock'],
      ['POST', '/api/admin/products/bulk-seo-update'],
      ['POST', '/api/admin/products/00000000-0000-0000-0000-000000000000/seo'],
    ] as const) {
      expect((await call(method, url, clerk, {})).statusCode).toBe(403);
      expect((await call(method, url, undefined, {})).statusCode).toBe(401);
    }
  });

  it('answers the form rules in the shop owner’s words', async () => {
    const res = await call(
      'POST',
      '/api/admin/products',
      admin,
      dress({ name: 'Ab', price: 0, variants: [{ stock: -1, size: 'S', color: 'Red' }] }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    const messages = (body.error.details as { path: string; message: string }[]).map((d) => d.message);
    expect(messages).toContain('Product name is required (minimum 3 characters)');
    expect(messages).toContain('Valid price is required');
    expect(messages).toContain('Stock quantity is required (must be 0 or greater)');
    const seo = await call(
      'POST',
      '/api/admin/products',
      admin,
      dress({ seoTitle: 'x'.repeat(61), tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }),
    );
    expect(seo.statusCode).toBe(400);
    expect(
      seo
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['seoTitle', 'tags']);
  });

  it('creates 2 sizes × 2 colours as 4 variants at the base price, visible in the shop and the list at once', async () => {
    const made = await created({
      name: 'Isoko kitenge four ways',
      variants: [{ size: 'M', color: 'Blue', stock: 7 }],
    });
    expect(made.variants).toHaveLength(4);
    expect(made.variants.map((v) => v.stock).sort()).toEqual([0, 0, 0, 7]);
    const page = await call('GET', `/api/products/${made.product.id}`);
    expect(page.statusCode).toBe(200);
    const shop = ProductResponse.parse(page.json()).data;
    expect(shop.variants).toHaveLength(4);
    expect(shop.variants.every((v) => v.price === 25_000)).toBe(true);
    const list = AdminProductsResponse.parse(
      (await call('GET', '/api/admin/products?search=four%20ways', clerk)).json(),
    );
    expect(list.data.map((p) => p.id)).toEqual([made.product.id]);
    expect(list.products).toEqual(list.data);
    expect(list.data[0]).toMatchObject({ stockQuantity: 7, category: 'Women Fashion', price: 25_000 });
    expect(list.pagination.total).toBe(1);
    const shopList = await call('GET', '/api/products?search=four%20ways&limit=10');
    expect(JSON.stringify(shopList.json())).toContain(made.product.id);
  });

  it('keeps the stock, pictures, materials and category of a product posted in the first back-office’s field names', async () => {
    const kids = (
      await createCategory(t.app.deps, { name: 'Kids Wear', slug: 'kids-wear', parentId: fashion })
    ).id;
    const res = await call('POST', '/api/admin/products', admin, {
      name: 'Old form kitenge shirt',
      description: 'Posted as the first back-office did',
      price: 18_000,
      originalPrice: null,
      stockQuantity: 10,
      mainImage: 'https://cdn.example/shirt.jpg',
      images: ['https://cdn.example/shirt-back.jpg', 'https://cdn.example/shirt.mp4'],
      category: 'Women Fashion',
      subcategory: 'kids-wear',
      material: ['Cotton', 'Linen'],
      sizes: ['S', 'M', 'L'],
      colors: [],
      discountPercentage: 0,
      isSale: false,
      variants: [{ size: 'L', stockQuantity: 1 }],
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.id).toBe(data.product.id);
    expect(data.product).toMatchObject({
      categoryId: fashion,
      subcategoryId: kids,
      materials: ['Cotton', 'Linen'],
    });
    // L keeps its own 1; S and M share the 9 left of the 10.
    const stock = Object.fromEntries(
      data.variants.map((v: { size: string; stock: number }) => [v.size, v.stock]),
    );
    expect(stock).toEqual({ S: 5, M: 4, L: 1 });
    expect(data.media.map((m: { url: string; kind: string }) => [m.url, m.kind])).toEqual([
      ['https://cdn.example/shirt.jpg', 'image'],
      ['https://cdn.example/shirt-back.jpg', 'image'],
      ['https://cdn.example/shirt.mp4', 'video'],
    ]);
    const row = AdminProductsResponse.parse(
      (await call('GET', '/api/admin/products?search=old%20form%20kitenge', clerk)).json(),
    ).data[0];
    expect(row).toMatchObject({ stockQuantity: 10, mainImage: 'https://cdn.example/shirt.jpg' });

    // The edit modal sends its one stock field back on every save: the same total changes nothing,
    // a lower one comes off the fullest sizes first.
    const same = await call('PUT', `/api/admin/products/${data.id}`, admin, {
      name: 'Old form shirt',
      stockQuantity: 10,
    });
    expect(same.json().data.variants.map((v: { stock: number }) => v.stock)).toEqual([5, 4, 1]);
    const edit = await call('PUT', `/api/admin/products/${data.id}`, admin, { stockQuantity: 7 });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.variants.map((v: { stock: number }) => v.stock)).toEqual([3, 3, 1]);
    const negative = await call('PUT', `/api/admin/products/${data.id}`, admin, { stockQuantity: -1 });
    expect(negative.json().error.details[0].message).toBe(
      'Stock quantity is required (must be 0 or greater)',
    );
    const unknown = await call('POST', '/api/admin/products', admin, {
      name: 'Nowhere product',
      price: 1_000,
      category: 'No such aisle',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CATEGORY_NOT_FOUND');
  });

  it('places a product by its subcategory name alone or under a category id, and refuses an ambiguous one', async () => {
    const girls = (
      await createCategory(t.app.deps, { name: 'Girls Dresses', slug: 'girls-dresses', parentId: fashion })
    ).id;
    const base = { price: 9_000, description: 'Placed by name' };
    // Only the subcategory's name: its parent is the category.
    const byName = await call('POST', '/api/admin/products', admin, {
      ...base,
      name: 'Sub only dress',
      subcategory: 'Girls Dresses',
    });
    expect(byName.statusCode).toBe(201);
    expect(byName.json().data.product).toMatchObject({ categoryId: fashion, subcategoryId: girls });
    // The category by id and the subcategory by slug.
    const byId = await call('POST', '/api/admin/products', admin, {
      ...base,
      name: 'Id and slug dress',
      categoryId: fashion,
      subcategory: 'girls-dresses',
    });
    expect(byId.statusCode).toBe(201);
    expect(byId.json().data.product).toMatchObject({ categoryId: fashion, subcategoryId: girls });
    // A subcategory that is not under the given category is refused, not dropped.
    const elsewhere = await createCategory(t.app.deps, { name: 'Garden', slug: 'garden-x' });
    const wrongAisle = await call('POST', '/api/admin/products', admin, {
      ...base,
      name: 'Wrong aisle dress',
      categoryId: elsewhere.id,
      subcategory: 'Girls Dresses',
    });
    expect(wrongAisle.statusCode).toBe(404);
    expect(wrongAisle.json().error.code).toBe('CATEGORY_NOT_FOUND');
    // Two categories with a subcategory of the same name: the category must be named too.
    await createCategory(t.app.deps, {
      name: 'Girls Dresses',
      slug: 'garden-girls-dresses',
      parentId: elsewhere.id,
    });
    const ambiguous = await call('POST', '/api/admin/products', admin, {
      ...base,
      name: 'Which aisle dress',
      subcategory: 'Girls Dresses',
    });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'category', message: 'Choose the category as well as the subcategory' }],
    });
    const named = await call('POST', '/api/admin/products', admin, {
      ...base,
      name: 'Which aisle dress',
      category: 'Women Fashion',
      subcategory: 'Girls Dresses',
    });
    expect(named.json().data.product).toMatchObject({ categoryId: fashion, subcategoryId: girls });
    // A malformed category id is a validation error, never a server error.
    const malformed = await call('POST', '/api/admin/products', admin, {
      ...base,
      name: 'Bad id dress',
      categoryId: 'not-an-id',
      subcategory: 'Girls Dresses',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('edits a product and its negotiation floor', async () => {
    const made = await created({ name: 'Editable basket' });
    const res = await call('PUT', `/api/admin/products/${made.product.id}`, admin, {
      price: 30_000,
      negotiable: false,
      floorPrice: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.product).toMatchObject({ price: 30_000, negotiable: false });
    const view = await call('GET', `/api/admin/products/${made.product.id}`, clerk);
    expect(view.json().data.product.price).toBe(30_000);
    const tooLow = await call('PUT', `/api/admin/products/${made.product.id}`, admin, {
      negotiable: true,
      floorPrice: 40_000,
    });
    expect(tooLow.statusCode).toBe(400);
  });

  it('delete hides a product from the shop and keeps past orders', async () => {
    const made = await created({
      name: 'Soon gone sandals',
      variants: [{ size: 'S', color: 'Red', stock: 5 }],
    });
    const buyer = await createShopper(t.app.deps.db);
    const edit = (await call('GET', `/api/admin/products/${made.product.id}`, admin)).json().data;
    const variantId = edit.variants[0].id as string;
    const { order } = await createTestOrder(t.app.deps.db, {
      customerId: buyer.customerId,
      customerPhone: buyer.phone,
      variantId,
      productId: made.product.id,
    });
    expect((await call('DELETE', `/api/admin/products/${made.product.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${made.product.id}`)).statusCode).toBe(404);
    const list = AdminProductsResponse.parse(
      (await call('GET', '/api/admin/products?search=soon%20gone', admin)).json(),
    );
    expect(list.data).toEqual([]);
    const past = await call('GET', `/api/admin/orders/${order.id}`, admin);
    expect(past.statusCode).toBe(200);
    expect(JSON.stringify(past.json())).toContain(made.product.id);
    expect((await call('DELETE', `/api/admin/products/${made.product.id}`, admin)).statusCode).toBe(404);
  });

  it('finds a product by a name typed without its accents, and by part of a SKU', async () => {
    const made = await created({
      name: 'Robe à fleurs Thérèse',
      sizes: [],
      colors: [],
      variants: [{ stock: 2 }],
    });
    const found = async (search: string) =>
      AdminProductsResponse.parse(
        (await call('GET', `/api/admin/products?search=${encodeURIComponent(search)}`, admin)).json(),
      ).data.map((p) => p.id);
    expect(await found('robe a fleurs therese')).toEqual([made.product.id]);
    expect(await found('THÉRÈSE')).toEqual([made.product.id]);
    const sku = AdminProductsResponse.parse(
      (await call('GET', '/api/admin/products?search=therese', admin)).json(),
    ).data[0]?.sku;
    expect(sku).toBeTruthy();
    expect(await found(String(sku).slice(2, 8))).toContain(made.product.id);
    // Characters a regular expression gives a meaning to are matched literally.
    for (const search of ['(', '[a', '.*', '\\']) {
      expect(
        (await call('GET', `/api/admin/products?search=${encodeURIComponent(search)}`, admin)).statusCode,
      ).toBe(200);
    }
  });

  it('pages and filters the list by stock', async () => {
    await created({ name: 'Paging item one', sizes: [], colors: [], variants: [{ stock: 0 }] });
    await created({ name: 'Paging item two', sizes: [], colors: [], variants: [{ stock: 3 }] });
    const out = AdminProductsResponse.parse(
      (await call('GET', '/api/admin/products?search=paging%20item&stock=out', admin)).json(),
    );
    expect(out.data.map((p) => p.name)).toEqual(['Paging item one']);
    const page2 = AdminProductsResponse.parse(
      (await call('GET', '/api/admin/products?search=paging%20item&limit=1&page=2', admin)).json(),
    );
    expect(page2.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    expect(page2.data.map((p) => p.name)).toEqual(['Paging item one']);
  });

  it('names each product’s category in the staff member’s language, as the shop’s pages do', async () => {
    const pets = (await createCategory(t.app.deps, { name: 'Pet Supplies', slug: 'pet-supplies-lang' })).id;
    await t.app.deps.db
      .update(categories)
      .set({ nameI18n: { fr: 'Animalerie', rw: "Ibikoresho by'amatungo" } })
      .where(eq(categories.id, pets));
    await created({ name: 'Category language collar', categoryId: pets, sizes: [], colors: [] });
    const categoryIn = async (query: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/products?search=category%20language${query}`,
        headers: { cookie: clerk, ...headers },
      });
      return AdminProductsResponse.parse(res.json()).data.map((p) => [p.name, p.category]);
    };
    // The product keeps its stored name: the one staff search for and edit.
    expect(await categoryIn('')).toEqual([['Category language collar', 'Pet Supplies']]);
    expect(await categoryIn('&lang=fr')).toEqual([['Category language collar', 'Animalerie']]);
    expect(await categoryIn('', { 'accept-language': 'rw' })).toEqual([
      ['Category language collar', "Ibikoresho by'amatungo"],
    ]);
  });
});

function multipart(name: string, data: Buffer, type = 'application/octet-stream') {
  const boundary = '----isoko-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: admin },
  };
}

describe('media upload', () => {
  it('stores a picture as WebP at three widths, served from our origin', async () => {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      ...multipart('photo.png', png, 'image/png'),
    });
    expect(res.statusCode).toBe(200);
    const body = MediaUploadResponse.parse(res.json());
    expect(body.kind).toBe('image');
    expect(body.variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    for (const v of body.variants) {
      const file = await t.app.inject({ url: v.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(v.width);
    }
  });

  it('refuses text named .jpg by its content', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      ...multipart('photo.jpg', Buffer.from('not a picture at all'), 'image/jpeg'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('MEDIA_TYPE_UNSUPPORTED');
  });

  it('answers a form it cannot read with 400 BAD_REQUEST, not a 500', async () => {
    for (const [contentType, payload] of unreadableForms('file', 'a.png')) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/media',
        payload,
        headers: { 'content-type': contentType, cookie: admin },
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('BAD_REQUEST');
    }
  });

  it('refuses a 6 MB picture with MEDIA_TOO_LARGE', async () => {
    // Random pixels barely compress: a 1500 × 1500 RGB PNG is about 6.75 MB.
    const side = 1500;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      ...multipart('big.png', big, 'image/png'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('MEDIA_TOO_LARGE');
  });
});

describe('search-engine text', () => {
  it('writes a title ≤ 60 and description ≤ 160 from the product’s data and the real price', async () => {
    const made = await created({
      name: 'Handwoven agaseke basket with a very long descriptive product name',
    });
    const res = await call('POST', `/api/admin/products/${made.product.id}/seo`, admin);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.source).toBe('template');
    expect(data.seoTitle.length).toBeLessThanOrEqual(60);
    expect(data.seoDescription.length).toBeLessThanOrEqual(160);
    expect(data.seoDescription).toContain('25,000 RWF');
    expect(data.tags).toContain('cotton');
    expect(data.tags.length).toBeLessThanOrEqual(20);
  });

  it('bulk update saves the text and reports progress to the admins room', async () => {
    const a = await created({ name: 'Bulk seo item A' });
    const b = await created({ name: 'Bulk seo item B' });
    const emitted: { room: string; event: string; payload: { progress: number; done?: boolean } }[] = [];
    const emitter = {
      to: (room: string) => ({
        emit: (event: string, payload: { progress: number; done?: boolean }) => {
          emitted.push({ room, event, payload });
          return true;
        },
      }),
    } as unknown as typeof t.app.deps.emitter;
    const result = await runBulkSeo({ ...t.app.deps, emitter }, 'job-1', [a.product.id, b.product.id]);
    expect(result).toEqual({ updated: 2, failed: [] });
    expect(emitted.map((e) => [e.room, e.event, e.payload.progress, e.payload.done])).toEqual([
      ['admins', 'job:progress', 50, false],
      ['admins', 'job:progress', 100, true],
    ]);
    const saved = (await call('GET', `/api/admin/products/${a.product.id}`, admin)).json().data.product;
    expect(saved.seoTitle).toMatch(/^Bulk seo item A/);
    const none = await call('POST', '/api/admin/products/bulk-seo-update', admin, { productIds: [] });
    expect(none.statusCode).toBe(400);
    expect(JSON.stringify(none.json())).toContain('Please select at least one product');
  });
});

describe('stock analysis', () => {
  it('runs the analysis for the first report read after a start, and answers its fields at the top level', async () => {
    const { redis, config } = t.app.deps;
    await redis.del(`${config.redis.prefix}:stock:report`);
    await created({ name: 'Stock first read', sizes: [], colors: [], variants: [{ stock: 1 }] });
    // Three dashboards opening at once share one analysis.
    const [res, ...others] = await Promise.all(
      [1, 2, 3].map(() => call('GET', '/api/admin/stock-report', clerk)),
    );
    expect(res!.statusCode).toBe(200);
    const body = res!.json();
    for (const other of others) expect(other.json().generatedAt).toBe(body.generatedAt);
    expect(body.summary.totalProducts).toBeGreaterThanOrEqual(1);
    expect(body.reorderList.map((i: { product: { name: string } }) => i.product.name)).toContain(
      'Stock first read',
    );
    expect(body.data).toEqual({
      summary: body.summary,
      recommendations: body.recommendations,
      reorderList: body.reorderList,
      generatedAt: body.generatedAt,
    });
  });

  it('reads the catalogue as it is now: a product added since the last report is counted', async () => {
    const before = (await call('GET', '/api/admin/stock-report', clerk)).json().summary;
    await created({ name: 'Stock added later', sizes: [], colors: [], variants: [{ stock: 3 }] });
    const after = (await call('GET', '/api/admin/stock-report', clerk)).json().summary;
    expect(after.totalProducts).toBe(before.totalProducts + 1);
    expect(after.critical).toBe(before.critical + 1);
  });

  it('counts low stock with one rule on the dashboard card and in the analysis', async () => {
    // Three sizes of 5 units: each size is under 10 units but the product (15) is not low. Two
    // sizes of 6 and 3: the product (9) is low.
    await created({
      name: 'Stock rule sizes plenty',
      sizes: ['S', 'M', 'L'],
      colors: [],
      variants: [
        { size: 'S', stock: 5 },
        { size: 'M', stock: 5 },
        { size: 'L', stock: 5 },
      ],
    });
    await created({
      name: 'Stock rule sizes low',
      sizes: ['S', 'M'],
      colors: [],
      variants: [
        { size: 'S', stock: 6 },
        { size: 'M', stock: 3 },
      ],
    });
    const dashboard = (await call('GET', '/api/admin/dashboard', clerk)).json().data;
    const { summary } = (await call('GET', '/api/admin/stock-report', clerk)).json();
    expect(dashboard.summary.products).toBe(summary.totalProducts);
    expect(dashboard.summary.lowStockProducts).toBe(summary.outOfStock + summary.critical + summary.low);
    const listed = dashboard.lowStock.map((i: { name: string }) => i.name);
    expect(listed).not.toContain('Stock rule sizes plenty');
  });

  it('reports out of stock, critical and low products and serves the latest report', async () => {
    await created({ name: 'Stock rule out', sizes: [], colors: [], variants: [{ stock: 0 }] });
    await created({ name: 'Stock rule critical', sizes: [], colors: [], variants: [{ stock: 2 }] });
    await created({ name: 'Stock rule low', sizes: [], colors: [], variants: [{ stock: 8 }] });
    const res = await call('POST', '/api/admin/analyze-stock', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const names = body.lowStock.map((p: { name: string }) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['Stock rule out', 'Stock rule critical', 'Stock rule low']),
    );
    expect(body.lowStock.find((p: { name: string }) => p.name === 'Stock rule critical').stockQuantity).toBe(
      2,
    );
    expect(body.recommendations.length).toBeGreaterThan(0);
    const report = (await call('GET', '/api/admin/stock-report', clerk)).json().data;
    expect(report.summary.outOfStock).toBeGreaterThanOrEqual(1);
    // Each piece of advice has a code and its figures for the back office to word in any
    // language, next to the English sentence the first back office showed.
    expect(report.recommendations).toEqual(
      expect.arrayContaining([
        {
          type: 'urgent',
          code: 'outOfStock',
          params: { count: report.summary.outOfStock },
          message: expect.stringContaining('out of stock'),
        },
        {
          type: 'warning',
          code: 'critical',
          params: { count: report.summary.critical, below: 5 },
          message: expect.stringContaining('fewer than 5 units left'),
        },
        {
          type: 'info',
          code: 'low',
          params: { count: report.summary.low, from: 5, to: 9 },
          message: expect.stringContaining('running low'),
        },
      ]),
    );
    const priorities = Object.fromEntries(
      report.reorderList.map((i: { product: { name: string }; priority: string }) => [
        i.product.name,
        i.priority,
      ]),
    );
    expect(priorities).toMatchObject({
      'Stock rule out': 'CRITICAL',
      'Stock rule critical': 'HIGH',
      'Stock rule low': 'MEDIUM',
    });
  });
});

describe('categories and flash deals', () => {
  it('admins create, change and delete a category and a deal; staff may not', async () => {
    expect((await call('POST', '/api/admin/categories', clerk, { name: 'Shoes' })).statusCode).toBe(403);
    const made = await call('POST', '/api/admin/categories', admin, { name: 'Shoes', parentId: fashion });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id as string;
    const renamed = await call('PUT', `/api/admin/categories/${id}`, admin, { name: 'Sandals' });
    expect(renamed.json().data.name).toBe('Sandals');
    // A second "Sandals" next to it is refused with a stable code, naming the field at fault.
    const twin = await call('POST', '/api/admin/categories', admin, { name: 'sandals', parentId: fashion });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error).toMatchObject({
      code: 'CATEGORY_NAME_TAKEN',
      details: [{ path: 'name', message: expect.any(String) }],
    });
    expect((await call('DELETE', `/api/admin/categories/${id}`, admin)).statusCode).toBe(200);

    const product = await created({ name: 'Deal dress' });
    const now = Date.now();
    const deal = await call('POST', '/api/admin/flash-deals', admin, {
      productId: product.product.id,
      dealPrice: 20_000,
      startsAt: new Date(now - 60_000).toISOString(),
      endsAt: new Date(now + 3_600_000).toISOString(),
    });
    expect(deal.statusCode).toBe(201);
    const shop = ProductResponse.parse(
      (await call('GET', `/api/products/${product.product.id}`)).json(),
    ).data;
    expect(shop.flashDeal?.dealPrice).toBe(20_000);
    const dealId = deal.json().data.id as string;
    expect((await call('DELETE', `/api/admin/flash-deals/${dealId}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/flash-deals/${dealId}`, admin)).statusCode).toBe(404);
  });
});

describe('search-engine text from the model', () => {
  const modelSaying = (content: string): LanguageModelProvider => ({
    model: 'fake',
    chatModel: () => fakeModel().respond(new AIMessage(content)),
  });

  it('uses the model’s text when it keeps the limits and the real price', async () => {
    const made = await created({ name: 'Model kitenge dress' });
    const answer = JSON.stringify({
      seoTitle: 'Model kitenge dress | Isoko',
      seoDescription: 'A cotton kitenge dress at 25,000 RWF, delivered across Rwanda.',
      tags: ['Kitenge', 'dress'],
    });
    const s = await suggestSeo(
      { ...t.app.deps, llm: modelSaying(`Here you go: ${answer}`) },
      made.product.id,
    );
    expect(s).toEqual({
      seoTitle: 'Model kitenge dress | Isoko',
      seoDescription: 'A cotton kitenge dress at 25,000 RWF, delivered across Rwanda.',
      tags: ['kitenge', 'dress'],
      source: 'model',
    });
  });

  it('falls back to the template when the model invents a price, breaks a limit or fails', async () => {
    const made = await created({ name: 'Careful kitenge dress' });
    const wrongPrice = JSON.stringify({
      seoTitle: 'Careful kitenge dress',
      seoDescription: 'Now only 19,000 RWF, delivered across Rwanda.',
      tags: [],
    });
    const tooLong = JSON.stringify({
      seoTitle: 'x'.repeat(61),
      seoDescription: 'A fine dress for you.',
      tags: [],
    });
    const failing: LanguageModelProvider = {
      model: 'fake',
      chatModel: () => fakeModel().respond(new Error('down')),
    };
    for (const llm of [modelSaying(wrongPrice), modelSaying(tooLong), modelSaying('no json'), failing]) {
      const s = await suggestSeo({ ...t.app.deps, llm }, made.product.id);
      expect(s.source).toBe('template');
      expect(s.seoDescription).toContain('25,000 RWF');
    }
  });

  it('stores a video as sent when its bytes are a video container', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.alloc(64, 1)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      ...multipart('clip.bin', mp4),
    });
    expect(res.statusCode).toBe(200);
    const body = MediaUploadResponse.parse(res.json());
    expect(body.kind).toBe('video');
    const file = await t.app.inject({ url: body.url });
    expect(file.headers['content-type']).toBe('video/mp4');
    expect(Buffer.compare(file.rawPayload, mp4)).toBe(0);
  });
});

describe('stock analysis from real sales', () => {
  it('reorders from the last 30 days of order items, cancelled orders left out', async () => {
    const made = await created({
      name: 'Fast seller sneakers',
      sizes: [],
      colors: [],
      variants: [{ stock: 3 }],
    });
    const buyer = await createShopper(t.app.deps.db);
    const variantId = (await call('GET', `/api/admin/products/${made.product.id}`, admin)).json().data
      .variants[0].id as string;
    const sale = {
      customerId: buyer.customerId,
      customerPhone: buyer.phone,
      variantId,
      productId: made.product.id,
    };
    await createTestOrder(t.app.deps.db, { ...sale, quantity: 60 });
    await createTestOrder(t.app.deps.db, { ...sale, quantity: 500, status: 'cancelled' });
    const report = (await call('POST', '/api/admin/analyze-stock', admin)).json().report;
    const item = report.reorderList.find(
      (i: { product: { name: string } }) => i.product.name === 'Fast seller sneakers',
    );
    // 60 units in 30 days = 2 a day; (7 lead + 7 safety + 30 cover) × 2 = 88 wanted, 3 on hand.
    expect(item).toMatchObject({ dailySales: 2, orderQuantity: 85, priority: 'HIGH', stockQuantity: 3 });
  });
});

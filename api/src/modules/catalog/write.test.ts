import { randomUUID } from 'node:crypto';
import { ProductListResponse, ProductResponse } from '@isoko/shared/catalog/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, createProduct as createTestProduct, orderBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureShippingSettings } from '../shipping/service';
import { productView } from './read';
import { productVariants } from './tables';
import { createProduct, deleteProduct, updateProduct } from './write';
import { createCategory } from './write-categories';

let t: TestApp;
let womens: string;
let dresses: string;
let shoes: string;

async function getJson(url: string, cookie?: string) {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() as unknown };
}

async function listing(): Promise<ProductListResponse> {
  const res = await getJson(`/api/products?category=${womens}&limit=100&sortBy=newest`);
  expect(res.status).toBe(200);
  return ProductListResponse.parse(res.body);
}

async function productPage(idOrSlug: string) {
  const res = await getJson(`/api/products/${idOrSlug}`);
  return { status: res.status, product: res.status === 200 ? ProductResponse.parse(res.body).data : null };
}

const dress = (extra: Record<string, unknown> = {}) => ({
  name: 'Kitenge wrap dress',
  categoryId: womens,
  subcategoryId: dresses,
  price: 25_000,
  brand: 'Inzozi',
  sizes: ['S', 'M'],
  colors: ['Red', 'Blue'],
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await ensureShippingSettings(t.app.deps.db);
  womens = (await createCategory(t.app.deps, { name: "Women's Fashion" })).id;
  dresses = (await createCategory(t.app.deps, { name: 'Dresses', parentId: womens })).id;
  shoes = (await createCategory(t.app.deps, { name: 'Shoes' })).id;
});
afterAll(async () => t.close());

describe('createProduct', () => {
  it('makes 2 sizes × 2 colours into 4 variants at the base price, stock 0 unless given', async () => {
    const created = await createProduct(
      t.app.deps,
      dress({
        variants: [{ size: 'm', color: 'blue', stock: 5, price: 27_000 }],
        media: [{ url: '/media/a.webp' }, { url: '/media/b.webp', alt: 'Back' }],
      }),
    );
    expect(created.product).toMatchObject({
      slug: 'kitenge-wrap-dress',
      sizes: ['S', 'M'],
      colors: ['Red', 'Blue'],
      stockTotal: 5,
      mainImage: '/media/a.webp',
    });
    expect(created.brand).toBe('Inzozi');
    expect(created.media.map((m) => m.url)).toEqual(['/media/a.webp', '/media/b.webp']);
    expect(created.variants.map((v) => [v.size, v.color, v.price, v.stock])).toEqual([
      ['S', 'Red', null, 0],
      ['S', 'Blue', null, 0],
      ['M', 'Red', null, 0],
      ['M', 'Blue', 27_000, 5],
    ]);

    const page = await productPage('kitenge-wrap-dress');
    expect(page.product?.variants.map((v) => v.price)).toEqual([25_000, 25_000, 25_000, 27_000]);
    expect(page.product?.brand).toBe('Inzozi');
    expect((await listing()).data.map((c) => c.id)).toContain(created.product.id);
  });

  it('gives a second product of the same name its own address', async () => {
    const first = await createProduct(t.app.deps, dress({ name: 'Imigongo scarf', sizes: [], colors: [] }));
    const second = await createProduct(t.app.deps, dress({ name: 'Imigongo scarf', sizes: [], colors: [] }));
    expect([first.product.slug, second.product.slug]).toEqual(['imigongo-scarf', 'imigongo-scarf-2']);
    // No sizes and no colours: one plain variant, so the product can still be bought.
    expect(second.variants.map((v) => [v.size, v.color])).toEqual([[null, null]]);
  });

  it('refuses what the shared rules refuse, naming the field', async () => {
    const failure = (body: unknown) =>
      createProduct(t.app.deps, body).then(
        () => null,
        (error: { code: string; details?: { path: string }[] }) => ({
          code: error.code,
          paths: error.details?.map((d) => d.path),
        }),
      );
    expect(await failure(dress({ name: 'ab' }))).toEqual({ code: 'VALIDATION_FAILED', paths: ['name'] });
    expect(await failure(dress({ price: 0 }))).toEqual({ code: 'VALIDATION_FAILED', paths: ['price'] });
    expect(await failure(dress({ tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }))).toEqual({
      code: 'VALIDATION_FAILED',
      paths: ['tags'],
    });
    expect(await failure(dress({ floorPrice: 30_000 }))).toEqual({
      code: 'VALIDATION_FAILED',
      paths: ['floorPrice'],
    });
    expect(await failure(dress({ variants: [{ size: 'XL', color: 'Red', stock: 1 }] }))).toEqual({
      code: 'VALIDATION_FAILED',
      paths: ['variants.0'],
    });
    expect(await failure(dress({ subcategoryId: null, categoryId: dresses }))).toEqual({
      code: 'VALIDATION_FAILED',
      paths: ['categoryId'],
    });
    expect(await failure(dress({ categoryId: shoes }))).toEqual({
      code: 'VALIDATION_FAILED',
      paths: ['subcategoryId'],
    });
    expect(await failure(dress({ categoryId: randomUUID() }))).toMatchObject({ code: 'CATEGORY_NOT_FOUND' });
    expect(await failure(dress({ slug: 'kitenge-wrap-dress' }))).toMatchObject({ code: 'SLUG_TAKEN' });
  });
});

describe('updateProduct', () => {
  it('shows a new price in a listing that was answered from the cache just before', async () => {
    const { product } = await createProduct(t.app.deps, dress({ name: 'Ankara maxi dress' }));
    const before = (await listing()).data.find((c) => c.id === product.id);
    expect(before?.price).toBe(25_000);

    await updateProduct(t.app.deps, product.id, { price: 23_000 });
    const after = (await listing()).data.find((c) => c.id === product.id);
    expect(after?.price).toBe(23_000);
    // Variants without their own price follow the product's.
    const page = await productPage(product.id);
    expect(new Set(page.product?.variants.map((v) => v.price))).toEqual(new Set([23_000]));
  });

  it('retires the variants of a dropped size and brings the same rows back when it returns', async () => {
    const created = await createProduct(
      t.app.deps,
      dress({ name: 'Linen shirt dress', variants: [{ size: 'S', color: 'Red', stock: 4 }] }),
    );
    const idsOf = (size: string) =>
      created.variants
        .filter((v) => v.size === size)
        .map((v) => v.id)
        .sort();

    const narrowed = await updateProduct(t.app.deps, created.product.id, { sizes: ['M'] });
    expect(narrowed.variants.map((v) => v.size)).toEqual(['M', 'M']);
    expect(narrowed.product).toMatchObject({ sizes: ['M'], stockTotal: 0 });
    const stored = await t.app.deps.db
      .select({ id: productVariants.id, retiredAt: productVariants.retiredAt })
      .from(productVariants)
      .where(eq(productVariants.productId, created.product.id));
    expect(stored).toHaveLength(4);
    expect(
      stored
        .filter((v) => v.retiredAt !== null)
        .map((v) => v.id)
        .sort(),
    ).toEqual(idsOf('S'));

    const restored = await updateProduct(t.app.deps, created.product.id, { sizes: ['S', 'M'] });
    expect(
      restored.variants
        .filter((v) => v.size === 'S')
        .map((v) => v.id)
        .sort(),
    ).toEqual(idsOf('S'));
    expect(restored.product).toMatchObject({ sizes: ['S', 'M'], stockTotal: 4 });
  });

  it('keeps sizes and colours in the order staff give them, also for one added later', async () => {
    const created = await createProduct(
      t.app.deps,
      dress({ name: 'Ankara maxi dress', sizes: ['S', 'M', 'L'], colors: ['Red', 'Blue'] }),
    );
    expect(created.product).toMatchObject({ sizes: ['S', 'M', 'L'], colors: ['Red', 'Blue'] });
    const widened = await updateProduct(t.app.deps, created.product.id, {
      sizes: ['XS', 'S', 'M', 'L'],
      colors: ['Green', 'Red', 'Blue'],
    });
    expect(widened.product).toMatchObject({ sizes: ['XS', 'S', 'M', 'L'], colors: ['Green', 'Red', 'Blue'] });
    // Saving something else leaves the order alone.
    const repriced = await updateProduct(t.app.deps, created.product.id, { price: 26_000 });
    expect(repriced.product).toMatchObject({
      sizes: ['XS', 'S', 'M', 'L'],
      colors: ['Green', 'Red', 'Blue'],
    });
  });

  it('keeps the order of a seeded product whose SKUs end -1 … -12 when only its price changes', async () => {
    const sizes = ['S', 'M', 'L', 'XL'];
    const colors = ['Red', 'Blue', 'Green'];
    const created = await createProduct(t.app.deps, dress({ name: 'Seeded kitenge dress', sizes, colors }));
    // The seed numbers SKUs without zeros: as text, -10 comes before -4, so XL's SKUs led M's.
    for (const [k, v] of created.variants.entries()) {
      await t.app.deps.db
        .update(productVariants)
        .set({ sku: `SEEDED01-7-${k + 1}` })
        .where(eq(productVariants.id, v.id));
    }
    const repriced = await updateProduct(t.app.deps, created.product.id, { price: 26_000 });
    expect(repriced.product).toMatchObject({ sizes, colors });
  });

  it('puts sizes no one ordered in the shop’s size order, XS before S before M', async () => {
    const legacy = await createTestProduct(t.app.deps.db, {
      variants: ['L', 'S', '42', 'XS', 'M'].map((size) => ({ size, stock: 1 })),
    });
    const repriced = await updateProduct(t.app.deps, legacy.productId, { price: 13_000 });
    expect(repriced.product.sizes).toEqual(['XS', 'S', 'M', 'L', '42']);
  });

  it('sets stock and price per variant, and brand, media and search words with them', async () => {
    const { product, variants } = await createProduct(t.app.deps, dress({ name: 'Silk wrap dress' }));
    const updated = await updateProduct(t.app.deps, product.id, {
      brand: 'Ubuntu Threads',
      variants: [{ size: 'S', color: 'Blue', stock: 7, price: 26_000 }],
      media: [{ url: '/media/video.mp4', kind: 'video' }, { url: '/media/front.webp' }],
      tags: ['silk'],
    });
    const sBlue = updated.variants.find((v) => v.size === 'S' && v.color === 'Blue')!;
    expect(sBlue).toMatchObject({
      id: variants.find((v) => v.size === 'S' && v.color === 'Blue')!.id,
      stock: 7,
    });
    expect(sBlue.price).toBe(26_000);
    expect(updated.brand).toBe('Ubuntu Threads');
    // Cards draw the main image as a picture: the first picture wins over a video listed before it.
    expect(updated.product.mainImage).toBe('/media/front.webp');
    const found = ProductListResponse.parse((await getJson('/api/products?search=ubuntu%20silk')).body);
    expect(found.data.map((c) => c.id)).toEqual([product.id]);
  });

  it('keeps the floor of a product made not negotiable, even once the price drops below it', async () => {
    const { product } = await createProduct(
      t.app.deps,
      dress({ name: 'Bargain basket dress', floorPrice: 20_000 }),
    );
    const fixed = await updateProduct(t.app.deps, product.id, { negotiable: false, floorPrice: 20_000 });
    expect(fixed.product).toMatchObject({ negotiable: false, floorPrice: 20_000 });
    // Unused while the product takes no offers: a sale price under it is no contradiction.
    const onSale = await updateProduct(t.app.deps, product.id, { price: 18_000 });
    expect(onSale.product).toMatchObject({ price: 18_000, negotiable: false, floorPrice: 20_000 });
    // Taking offers again with the floor above the price is refused, naming the floor.
    await expect(updateProduct(t.app.deps, product.id, { negotiable: true })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: 'floorPrice' })],
    });
    const back = await updateProduct(t.app.deps, product.id, { negotiable: true, price: 25_000 });
    expect(back.product).toMatchObject({ price: 25_000, negotiable: true, floorPrice: 20_000 });
  });

  it('answers PRODUCT_NOT_FOUND for an unknown or deleted product', async () => {
    await expect(updateProduct(t.app.deps, randomUUID(), { price: 1_000 })).rejects.toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
    });
  });
});

describe('deleteProduct', () => {
  it('hides the product from the shop while an order that bought it keeps its history', async () => {
    const { product, variants } = await createProduct(
      t.app.deps,
      dress({
        name: 'Batik party dress',
        sizes: ['M'],
        colors: ['Red'],
        variants: [{ size: 'M', color: 'Red', stock: 3 }],
      }),
    );
    const shopper = await createShopper(t.app.deps.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: product.id, variantId: variants[0]!.id, quantity: 1 }]),
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.id as string;

    await deleteProduct(t.app.deps, product.id);
    expect((await listing()).data.map((c) => c.id)).not.toContain(product.id);
    expect((await productPage(product.id)).status).toBe(404);
    expect(await productView(t.app.deps.db, product.id)).toBeNull();
    await expect(deleteProduct(t.app.deps, product.id)).rejects.toMatchObject({ code: 'PRODUCT_NOT_FOUND' });

    const order = await getJson(`/api/orders/${orderId}`, shopper.cookie);
    expect(order.status).toBe(200);
    expect(JSON.stringify(order.body)).toContain('Batik party dress');
  });
});

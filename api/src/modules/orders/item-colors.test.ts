import { randomUUID } from 'node:crypto';
import { PriceCartResponse } from '@isoko/shared/cart/schema';
import { CustomerOrderResponse, CustomerOrdersResponse } from '@isoko/shared/orders/customer-orders';
import { OrderResponse } from '@isoko/shared/orders/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createShopper,
  orderBody,
  type TestProduct,
  type TestShopper,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedCatalogTranslations } from '../catalog/seed';
import { ensureShippingSettings } from '../shipping/service';
import { orderItems } from './tables';

/**
 * The colour and size a shopper chose, after the product page: every cart and order answer keeps
 * the stored English words in `color` and `size` and words them in the shopper's language in
 * `colorLabel` and `sizeLabel`.
 */

let t: TestApp;
let shopper: TestShopper;
let product: TestProduct;
let yellow: string;
let coral: string;
let orderId: string;

const inject = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie: shopper.cookie, ...headers }, payload });

const colorsOf = (items: { color: string | null; colorLabel?: string | null }[]) =>
  items.map((i) => [i.color, i.colorLabel]).sort();
const sizesOf = (items: { size: string | null; sizeLabel?: string | null }[]) =>
  items.map((i) => [i.size, i.sizeLabel]).sort();

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
  // The demo's colour and size names: Yellow is "Jaune" in French and "Umuhondo" in Kinyarwanda,
  // Medium is "Moyenne" and "Iringaniye".
  await seedCatalogTranslations(t.app.deps.db);
  product = await createProduct(t.app.deps.db, {
    variants: [
      { size: 'Medium', color: 'Yellow', stock: 10 },
      // A colour the catalogue has no translation for.
      { size: 'M', color: 'Sunset coral', stock: 10 },
    ],
  });
  t.app.deps.catalog.invalidate();
  [yellow, coral] = product.variants.map((v) => v.id) as [string, string];
  shopper = await createShopper(t.app.deps.db);
  const placed = await inject(
    'POST',
    '/api/orders',
    { 'idempotency-key': randomUUID(), 'accept-language': 'fr-RW,fr;q=0.9,en;q=0.5' },
    orderBody([
      { productId: product.productId, variantId: yellow, quantity: 1 },
      { productId: product.productId, variantId: coral, quantity: 1 },
    ]),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = OrderResponse.parse(placed.json()).data.id;
});
afterAll(() => t?.close());

describe('the colour and size of an order item', () => {
  it('is worded in French on the new order’s answer, the stored English word kept beside it', async () => {
    // Placed in beforeAll with a French Accept-Language; read it back the same way.
    const res = await inject('GET', `/api/orders/${orderId}`, { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(colorsOf(OrderResponse.parse(res.json()).data.items)).toEqual([
      ['Sunset coral', 'Sunset coral'],
      ['Yellow', 'Jaune'],
    ]);
    expect(res.headers['content-language']).toBe('fr');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('is the stored English word for an English shopper', async () => {
    const res = await inject('GET', `/api/orders/${orderId}?lang=en`, { 'accept-language': 'fr' });
    expect(colorsOf(OrderResponse.parse(res.json()).data.items)).toEqual([
      ['Sunset coral', 'Sunset coral'],
      ['Yellow', 'Yellow'],
    ]);
    expect(sizesOf(OrderResponse.parse(res.json()).data.items)).toEqual([
      ['M', 'M'],
      ['Medium', 'Medium'],
    ]);
    expect(res.headers['content-language']).toBe('en');
  });

  it('follows ?lang= to Kinyarwanda', async () => {
    const res = await inject('GET', `/api/orders/${orderId}?lang=rw`);
    expect(colorsOf(OrderResponse.parse(res.json()).data.items)).toContainEqual(['Yellow', 'Umuhondo']);
    expect(sizesOf(OrderResponse.parse(res.json()).data.items)).toEqual([
      ['M', 'M'],
      ['Medium', 'Iringaniye'],
    ]);
  });

  it('is worded in French in My Orders and its order details', async () => {
    const list = await inject('POST', '/api/orders/customer-orders', { 'accept-language': 'fr' }, {});
    expect(list.statusCode, list.body).toBe(200);
    const [mine] = CustomerOrdersResponse.parse(list.json()).orders;
    expect(colorsOf(mine!.items)).toEqual([
      ['Sunset coral', 'Sunset coral'],
      ['Yellow', 'Jaune'],
    ]);
    expect(list.headers['content-language']).toBe('fr');
    // The size beside it, "Moyenne · Jaune" rather than "Medium · Jaune"; a letter size stays.
    expect(sizesOf(mine!.items)).toEqual([
      ['M', 'M'],
      ['Medium', 'Moyenne'],
    ]);

    const one = await inject('GET', `/api/orders/mine/${mine!.orderNumber}?lang=fr`);
    expect(colorsOf(CustomerOrderResponse.parse(one.json()).data.items)).toContainEqual(['Yellow', 'Jaune']);
    expect(sizesOf(CustomerOrderResponse.parse(one.json()).data.items)).toContainEqual(['Medium', 'Moyenne']);
    const english = await inject('GET', `/api/orders/mine/${mine!.orderNumber}?lang=en`);
    expect(colorsOf(CustomerOrderResponse.parse(english.json()).data.items)).toContainEqual([
      'Yellow',
      'Yellow',
    ]);
  });

  it('answers the French label when the order is placed in French', async () => {
    const res = await inject(
      'POST',
      '/api/orders',
      { 'idempotency-key': randomUUID(), 'accept-language': 'fr' },
      orderBody([{ productId: product.productId, variantId: yellow, quantity: 1 }]),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(colorsOf(OrderResponse.parse(res.json()).data.items)).toEqual([['Yellow', 'Jaune']]);
    expect(res.headers['content-language']).toBe('fr');
  });

  it('keeps the stored colour in English', async () => {
    const rows = await t.app.deps.db
      .select({ color: orderItems.color })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(rows.map((r) => r.color).sort()).toEqual(['Sunset coral', 'Yellow']);
  });
});

describe('the colour and size of a cart line', () => {
  const price = (headers: Record<string, string>) =>
    inject('POST', '/api/cart/price', headers, {
      items: [{ productId: product.productId, size: 'Medium', color: 'Yellow', quantity: 1 }],
    });

  it('is worded in French in the checkout summary’s pricing, the stored word kept', async () => {
    const res = await price({ 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    const [line] = PriceCartResponse.parse(res.json()).data.lines;
    expect(line).toMatchObject({ variantId: yellow, color: 'Yellow', colorLabel: 'Jaune' });
    // The size too: the stored word kept for the variant, worded for the summary.
    expect(line).toMatchObject({ size: 'Medium', sizeLabel: 'Moyenne' });
    expect(res.headers['content-language']).toBe('fr');
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
  });

  it('is the stored English word in English', async () => {
    const res = await price({ 'accept-language': 'en' });
    const [line] = PriceCartResponse.parse(res.json()).data.lines;
    expect(line).toMatchObject({
      color: 'Yellow',
      colorLabel: 'Yellow',
      size: 'Medium',
      sizeLabel: 'Medium',
    });
  });
});

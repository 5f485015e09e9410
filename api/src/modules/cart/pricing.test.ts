import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, type TestShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { couponSeedStep } from '../coupons/seed';
import { signNegotiationToken } from '../negotiation/negotiated-price';
import { ensureShippingSettings } from '../shipping/service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
  await couponSeedStep.run(t.app.deps, { products: 0, say: () => {} });
});
afterAll(() => t?.close());

const price = async (payload: Record<string, unknown>, shopper?: TestShopper) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cart/price',
    headers: shopper ? { cookie: shopper.cookie } : {},
    payload,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('POST /api/cart/price', () => {
  it("finds a colour-only product's variant although the cart filled in size M", async () => {
    const p = await createProduct(t.app.deps.db, {
      price: 34_900,
      variants: [
        { size: null, color: 'White', stock: 5 },
        { size: null, color: 'Black', stock: 5 },
      ],
    });
    const cart = await price({ items: [{ productId: p.productId, size: 'M', color: 'White', quantity: 1 }] });
    expect(cart.lines[0]).toMatchObject({ unitPrice: 34_900, problems: [] });
    expect(cart.canCheckout).toBe(true);
  });

  it('names each line in every language the catalogue has, for the cart to show the one read now', async () => {
    const p = await createProduct(t.app.deps.db);
    await t.app.deps.db.execute(
      sql`update products set name_i18n = ${JSON.stringify({ fr: 'Robe kitenge', rw: '' })}::jsonb
          where id = ${p.productId}`,
    );
    const item = { productId: p.productId, size: 'M', color: 'Red', quantity: 1 };
    const cart = await price({ items: [item, { ...item, productId: randomUUID() }] });
    // `name` stays the product's own (orders keep it); a blank translation is left out.
    expect(cart.lines[0].name).toMatch(/^Kitenge dress /);
    expect(cart.lines[0].names).toEqual({ en: cart.lines[0].name, fr: 'Robe kitenge' });
    expect(cart.lines[1]).toMatchObject({ name: '', problems: [{ code: 'NOT_FOUND' }] });
    expect(cart.lines[1]).not.toHaveProperty('names');
  });

  it('prices each line from the database and reports a changed price with the old one', async () => {
    const p = await createProduct(t.app.deps.db, {
      price: 15_000,
      originalPrice: 20_000,
      variants: [
        { size: 'M', color: 'Red', stock: 8 },
        { size: 'L', color: 'Red', stock: 8, price: 16_000 },
      ],
    });
    const cart = await price({
      items: [
        { productId: p.productId, size: 'm', color: 'red', quantity: 2, price: 14_000 },
        { productId: p.productId, size: 'L', color: 'Red', quantity: 1, price: 16_000 },
      ],
      district: 'Huye',
    });
    expect(cart.lines[0]).toMatchObject({
      unitPrice: 15_000,
      listPrice: 15_000,
      originalPrice: 20_000,
      lineTotal: 30_000,
      available: 8,
      problems: [{ code: 'PRICE_CHANGED', previousPrice: 14_000, price: 15_000 }],
    });
    expect(cart.lines[1]).toMatchObject({ unitPrice: 16_000, problems: [] });
    expect(cart).toMatchObject({
      subtotal: 46_000,
      discount: 0,
      shippingFee: 2000,
      total: 48_000,
      canCheckout: true,
      itemCount: 3,
    });
  });

  it('reports out-of-stock, short-stock, unknown and ambiguous lines and blocks checkout', async () => {
    const p = await createProduct(t.app.deps.db, {
      price: 5_000,
      variants: [
        { size: 'S', color: 'Blue', stock: 0 },
        { size: 'M', color: 'Blue', stock: 2 },
      ],
    });
    const cart = await price({
      items: [
        { productId: p.productId, size: 'S', color: 'Blue', quantity: 1 },
        { productId: p.productId, size: 'M', color: 'Blue', quantity: 3 },
        { productId: randomUUID(), quantity: 1 },
        { productId: p.productId, quantity: 1 },
      ],
    });
    expect(cart.lines.map((l: { problems: { code: string }[] }) => l.problems.map((x) => x.code))).toEqual([
      ['OUT_OF_STOCK'],
      ['SHORT_STOCK'],
      ['NOT_FOUND'],
      ['VARIANT_REQUIRED'],
    ]);
    expect(cart.lines[1].problems[0].available).toBe(2);
    expect(cart.canCheckout).toBe(false);
  });

  it('applies a running flash deal, a coupon and Kigali’s free shipping', async () => {
    const p = await createProduct(t.app.deps.db, {
      price: 70_000,
      flashPrice: 60_000,
      variants: [{ stock: 5 }],
    });
    const cart = await price({
      items: [{ productId: p.productId, quantity: 2 }],
      couponCode: 'save20',
      district: 'Gasabo',
    });
    expect(cart.lines[0]).toMatchObject({ unitPrice: 60_000, listPrice: 70_000, flashDeal: true });
    expect(cart).toMatchObject({
      subtotal: 120_000,
      discount: 24_000,
      shippingFee: 0,
      isFreeShipping: true,
      shippingReason: 'kigali',
      total: 96_000,
      coupon: { success: true, code: 'SAVE20', discount: 24_000, type: 'percent', error: null },
    });
  });

  it('keeps a refused coupon in the answer without failing the cart', async () => {
    const p = await createProduct(t.app.deps.db, { price: 1_000, variants: [{ stock: 5 }] });
    const cart = await price({ items: [{ productId: p.productId, quantity: 1 }], couponCode: 'SAVE20' });
    // With the details the shopper's screen words it from, as a refused apply-coupon has them.
    expect(cart.coupon).toMatchObject({
      success: false,
      discount: 0,
      error: {
        code: 'COUPON_MIN_TOTAL',
        message: 'This coupon needs an order above 100,000 RWF.',
        details: { minSubtotal: 100_000 },
      },
    });
    expect(cart).toMatchObject({ discount: 0, shippingReason: 'unknown_district', total: 3_000 });
  });

  it('honours a negotiated price for its shopper and flags anyone else’s', async () => {
    const p = await createProduct(t.app.deps.db, { price: 40_000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(t.app.deps.db);
    const token = signNegotiationToken(t.app.deps.config.sessionSecret, {
      productId: p.productId,
      variantId: null,
      customerId: shopper.customerId,
      price: 35_000,
      maxQuantity: 2,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const items = [{ productId: p.productId, quantity: 1, negotiationToken: token }];
    expect((await price({ items }, shopper)).lines[0]).toMatchObject({
      unitPrice: 35_000,
      negotiated: true,
      problems: [],
    });
    const guest = await price({ items });
    expect(guest.lines[0]).toMatchObject({
      unitPrice: 40_000,
      negotiated: false,
      problems: [{ code: 'NEGOTIATION_TOKEN_INVALID', reason: 'sign_in' }],
    });
    const forged = await price(
      { items: [{ ...items[0], negotiationToken: `${token.slice(0, -2)}xx` }] },
      shopper,
    );
    expect(forged.lines[0].problems[0]).toMatchObject({
      code: 'NEGOTIATION_TOKEN_INVALID',
      reason: 'bad_signature',
    });
    const expired = signNegotiationToken(t.app.deps.config.sessionSecret, {
      productId: p.productId,
      variantId: null,
      customerId: shopper.customerId,
      price: 35_000,
      maxQuantity: 2,
      expiresAt: new Date(Date.now() - 1000),
    });
    const late = await price({ items: [{ ...items[0], negotiationToken: expired }] }, shopper);
    expect(late.lines[0].problems[0]).toMatchObject({ reason: 'expired' });
  });
});

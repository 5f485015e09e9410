import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, orderBody, type TestShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureShippingSettings } from '../shipping/service';
import { couponSeedStep } from './seed';
import { coupons } from './tables';

let t: TestApp;
const seed = () => couponSeedStep.run(t.app.deps, { products: 0, say: () => {} });
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
  await seed();
});
afterAll(() => t?.close());

const apply = (
  code: string,
  orderTotal: number,
  shopper?: TestShopper,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/checkout/apply-coupon',
    headers: shopper ? { cookie: shopper.cookie } : {},
    payload: { code, orderTotal, ...extra },
  });

describe('POST /api/checkout/apply-coupon', () => {
  it('answers the old client’s fields for a good code, upper-cased and trimmed', async () => {
    const res = await apply('  save20 ', 150_000);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      code: 'SAVE20',
      discount: 30_000,
      type: 'percent',
      description: '20% off orders above 100,000 RWF',
      // What the coupon gives and asks, for the screen to word in the shopper's language.
      terms: { value: 20, minSubtotal: 100_000, firstOrderOnly: false },
      freeShipping: false,
      orderTotal: 150_000,
      error: null,
    });
  });

  it('refuses an unknown code with COUPON_INVALID and the shopper-facing text', async () => {
    const res = await apply('NOPE', 10_000);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { code: 'COUPON_INVALID', message: 'Invalid coupon code' },
    });
  });

  it('needs SAVE20’s total strictly above 100,000 RWF, naming the threshold', async () => {
    const at = await apply('SAVE20', 100_000);
    expect(at.statusCode).toBe(400);
    expect(at.json().error).toMatchObject({
      code: 'COUPON_MIN_TOTAL',
      message: 'This coupon needs an order above 100,000 RWF.',
      details: { minSubtotal: 100_000 },
    });
    expect((await apply('SAVE20', 100_001)).json().discount).toBe(20_000);
  });

  it('gives FREESHIP free shipping above 30,000 RWF and nothing off the goods', async () => {
    expect((await apply('FREESHIP', 30_001)).json()).toMatchObject({
      discount: 0,
      freeShipping: true,
      type: 'free_shipping',
    });
    expect((await apply('FREESHIP', 30_000)).json().error.code).toBe('COUPON_MIN_TOTAL');
  });

  it('keeps WELCOME10 for a customer’s first order', async () => {
    const shopper = await createShopper(t.app.deps.db);
    expect((await apply('WELCOME10', 12_345, shopper)).json()).toMatchObject({ discount: 1_234 });
    const product = await createProduct(t.app.deps.db, { price: 5_000, variants: [{ stock: 5 }] });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: product.productId, quantity: 1 }]),
    });
    expect(placed.statusCode).toBe(201);
    const after = await apply('WELCOME10', 12_345, shopper);
    expect(after.statusCode).toBe(400);
    expect(after.json().error.code).toBe('COUPON_FIRST_ORDER_ONLY');
  });

  it('prices the items itself when they are sent, whatever orderTotal says', async () => {
    const product = await createProduct(t.app.deps.db, { price: 60_000, variants: [{ stock: 5 }] });
    const res = await apply('SAVE20', 999_999, undefined, {
      items: [{ productId: product.productId, quantity: 1 }],
    });
    expect(res.json().error.code).toBe('COUPON_MIN_TOTAL');
    const two = await apply('SAVE20', 1, undefined, {
      items: [{ productId: product.productId, quantity: 2 }],
    });
    expect(two.json()).toMatchObject({ discount: 24_000, orderTotal: 120_000 });
  });

  it('honours the validity window and the usage limit', async () => {
    const hour = 3600_000;
    await t.app.deps.db.insert(coupons).values([
      { code: 'LATER', kind: 'fixed', value: 500, startsAt: new Date(Date.now() + hour) },
      { code: 'GONE', kind: 'fixed', value: 500, endsAt: new Date(Date.now() - hour) },
      {
        code: 'NOW',
        kind: 'fixed',
        value: 500,
        startsAt: new Date(Date.now() - hour),
        endsAt: new Date(Date.now() + hour),
      },
      { code: 'USEDUP', kind: 'percent', value: 5, usageLimit: 3, usedCount: 3 },
      { code: 'OFF', kind: 'percent', value: 5, active: false },
    ]);
    expect((await apply('LATER', 10_000)).json().error.code).toBe('COUPON_NOT_STARTED');
    expect((await apply('GONE', 10_000)).json().error.code).toBe('COUPON_EXPIRED');
    expect((await apply('NOW', 10_000)).json().discount).toBe(500);
    expect((await apply('USEDUP', 10_000)).json().error.code).toBe('COUPON_USAGE_LIMIT');
    expect((await apply('OFF', 10_000)).json().error.code).toBe('COUPON_INVALID');
  });
});

describe('coupon seed', () => {
  it('is idempotent and never resets a coupon’s count', async () => {
    await t.app.deps.db.update(coupons).set({ usedCount: 7 }).where(eq(coupons.code, 'SAVE20'));
    await seed();
    await seed();
    const rows = await t.app.deps.db.select().from(coupons);
    expect(rows.filter((r) => ['WELCOME10', 'SAVE20', 'FREESHIP'].includes(r.code))).toHaveLength(3);
    expect(rows.find((r) => r.code === 'SAVE20')!.usedCount).toBe(7);
  });
});

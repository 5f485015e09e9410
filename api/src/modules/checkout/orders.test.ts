import { randomUUID } from 'node:crypto';
import { outOfStockItem } from '@isoko/shared/checkout/out-of-stock';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createProduct, createShopper, createStaff, orderBody, type TestShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, productVariants } from '../catalog/tables';
import { couponSeedStep } from '../coupons/seed';
import { coupons } from '../coupons/tables';
import { signNegotiationToken } from '../negotiation/negotiated-price';
import { orders } from '../orders/tables';
import { ensureShippingSettings } from '../shipping/service';

let t: TestApp;
const post = (shopper: TestShopper | null, body: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...(shopper ? { cookie: shopper.cookie } : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });
const stockOf = async (variantId: string) =>
  (
    await t.app.deps.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]!.stock;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
  await couponSeedStep.run(t.app.deps, { products: 0, say: () => {} });
});
afterAll(() => t?.close());

describe('POST /api/orders', () => {
  it('sells exactly the 10 units in stock to 100 shoppers ordering at once', async () => {
    const product = await createProduct(t.app.deps.db, {
      price: 12_000,
      variants: [{ size: 'M', color: 'Red', stock: 10 }],
    });
    const variantId = product.variants[0]!.id;
    const shoppers = await Promise.all(Array.from({ length: 100 }, () => createShopper(t.app.deps.db)));
    const answers = await Promise.all(
      shoppers.map((s) =>
        post(s, orderBody([{ productId: product.productId, variantId, quantity: 1 }]), randomUUID()),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(90);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.error).toMatchObject({ code: 'OUT_OF_STOCK', details: { variantId, available: 0 } });
    expect(await stockOf(variantId)).toBe(0);
    const [row] = await t.app.deps.db
      .select({ stockTotal: products.stockTotal, totalSales: products.totalSales })
      .from(products)
      .where(eq(products.id, product.productId));
    expect(row).toEqual({ stockTotal: 0, totalSales: 10 });
    const placed = await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`select count(*)::int as n from order_items where variant_id = ${variantId}`,
    );
    expect(placed[0]!.n).toBe(10);
  });

  it('refuses more units than are left with the item named, so the shopper’s screen words it in their language', async () => {
    const product = await createProduct(t.app.deps.db, {
      price: 12_000,
      variants: [
        { size: 'Medium', color: 'Yellow', stock: 2 },
        { size: 'Medium', color: 'Red', stock: 0 },
      ],
    });
    await t.app.deps.db.execute(
      sql`update products set name_i18n = '{"fr": "Robe kitenge"}'::jsonb where id = ${product.productId}`,
    );
    const [yellow, red] = product.variants.map((v) => v.id) as [string, string];
    const name = product.product.name;
    const shopper = await createShopper(t.app.deps.db);
    const short = await post(
      shopper,
      orderBody([{ productId: product.productId, variantId: yellow, quantity: 3 }]),
      randomUUID(),
    );
    expect(short.statusCode, short.body).toBe(409);
    const { error } = short.json();
    // The English message as the shop has always written it, for older clients.
    expect(error.message).toBe(`Only 2 left of ${name}, Medium, Yellow. Please lower the quantity.`);
    expect(error.details).toMatchObject({
      variantId: yellow,
      requested: 3,
      available: 2,
      names: { en: name, fr: 'Robe kitenge' },
      size: 'Medium',
      color: 'Yellow',
    });
    // What the web words from them (shared): the French name, size and colour.
    expect(outOfStockItem(error.details, 'fr')).toEqual({
      item: 'Robe kitenge, Moyenne, Jaune',
      available: 2,
    });
    const gone = await post(
      shopper,
      orderBody([{ productId: product.productId, variantId: red, quantity: 1 }]),
      randomUUID(),
    );
    expect(gone.statusCode, gone.body).toBe(409);
    expect(gone.json().error.message).toBe(
      `${name}, Medium, Red is out of stock. Please remove it from your cart.`,
    );
    expect(outOfStockItem(gone.json().error.details, 'rw')).toEqual({
      item: `${name}, Iringaniye, Umutuku`,
      available: 0,
    });
  });

  it('creates one order per Idempotency-Key: the same call again answers 200 with the same order', async () => {
    const product = await createProduct(t.app.deps.db, { price: 5_000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(t.app.deps.db);
    const body = orderBody([{ productId: product.productId, quantity: 2 }]);
    const key = randomUUID();
    const [first, second] = await Promise.all([post(shopper, body, key), post(shopper, body, key)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().data.id).toBe(second.json().data.id);
    const third = await post(shopper, { ...body, idempotencyKey: key });
    expect(third.statusCode).toBe(200);
    expect(third.json().data.orderNumber).toBe(first.json().data.orderNumber);
    expect(await stockOf(product.variants[0]!.id)).toBe(3);
    const mine = await t.app.deps.db.select().from(orders).where(eq(orders.customerId, shopper.customerId));
    expect(mine).toHaveLength(1);
  });

  it('refuses the same Idempotency-Key with a different body (409 IDEMPOTENCY_CONFLICT)', async () => {
    const product = await createProduct(t.app.deps.db, { price: 5_000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(t.app.deps.db);
    const key = randomUUID();
    expect(
      (await post(shopper, orderBody([{ productId: product.productId, quantity: 1 }]), key)).statusCode,
    ).toBe(201);
    const other = await post(shopper, orderBody([{ productId: product.productId, quantity: 2 }]), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('ignores the prices and totals a client sends and prices from the database', async () => {
    const product = await createProduct(t.app.deps.db, {
      price: 30_000,
      variants: [{ size: 'M', color: 'Red', stock: 5, price: 32_000 }],
    });
    const shopper = await createShopper(t.app.deps.db);
    const res = await post(
      shopper,
      orderBody(
        [{ productId: product.productId, variantId: product.variants[0]!.id, quantity: 2, price: 1 }],
        {
          totalAmount: 2,
          status: 'delivered',
        },
      ),
      randomUUID(),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.items[0]).toMatchObject({ price: 32_000, quantity: 2, lineTotal: 64_000 });
    // Huye, 64,000 RWF of goods: above 50,000 ships free.
    expect(order).toMatchObject({
      subtotal: 64_000,
      discount: 0,
      shippingCost: 0,
      total: 64_000,
      totalAmount: 64_000,
    });
    expect(order.status).toBe('confirmed');
  });

  it('places a cash-on-delivery order: confirmed, unpaid, numbered, tracked, with its events queued', async () => {
    const product = await createProduct(t.app.deps.db, {
      price: 8_000,
      flashPrice: 6_000,
      variants: [{ stock: 4 }],
    });
    const shopper = await createShopper(t.app.deps.db);
    const res = await post(shopper, orderBody([{ productId: product.productId, quantity: 1 }]), randomUUID());
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order.orderNumber).toMatch(/^ISK-\d{6}-[2-9A-HJ-NP-Z]{5}$/);
    expect(order).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'unpaid',
      paymentMethod: 'cash_on_delivery',
      payment: null,
      subtotal: 6_000,
      shippingCost: 2_000,
      total: 8_000,
    });
    expect(order.trackingId).toMatch(/^ISK-TRK-/);
    expect(order.timeline.map((e: { status: string }) => e.status)).toEqual(['pending', 'confirmed']);
    const events = await queryRows<{
      type: string;
      deliveries: { event?: string; queue?: string; name?: string; data: Record<string, unknown> }[];
    }>(
      t.app.deps.db,
      sql`select type, deliveries from outbox_events where payload->>'orderId' = ${order.id} order by id`,
    );
    const deliveries = events.flatMap((e) => e.deliveries);
    expect(deliveries.some((d) => d.event === 'admin:order-created')).toBe(true);
    expect(deliveries.some((d) => d.event === 'order:updated')).toBe(true);
    const sms = deliveries.find((d) => d.queue === 'sms');
    expect(sms?.data).toMatchObject({ kind: 'order_confirmation', essential: true, to: shopper.phone });
    const purchases = await queryRows<{ n: number }>(
      t.app.deps.db,
      sql`select count(*)::int as n from product_events where product_id = ${product.productId} and kind = 'purchase'`,
    );
    expect(purchases[0]!.n).toBe(1);
  });

  it("keeps the checkout's e-mail on an account that had none, and never replaces one", async () => {
    const product = await createProduct(t.app.deps.db, { variants: [{ stock: 5 }] });
    const shopper = await createShopper(t.app.deps.db);
    const me = async () =>
      (await t.app.inject({ url: '/api/auth/me', headers: { cookie: shopper.cookie } })).json().user;
    expect((await me()).email ?? null).toBeNull();
    const first = orderBody([{ productId: product.productId, quantity: 1 }]);
    expect((await post(shopper, first, randomUUID())).statusCode).toBe(201);
    expect((await me()).email).toBe('aline@example.rw');
    const second = orderBody([{ productId: product.productId, quantity: 1 }]);
    second.shippingAddress = { ...second.shippingAddress, email: 'other@example.rw' };
    expect((await post(shopper, second, randomUUID())).statusCode).toBe(201);
    expect((await me()).email).toBe('aline@example.rw');
  });

  it('applies a first-order coupon once and refuses it on the second order', async () => {
    const product = await createProduct(t.app.deps.db, { price: 20_000, variants: [{ stock: 10 }] });
    const shopper = await createShopper(t.app.deps.db);
    const first = await post(
      shopper,
      orderBody([{ productId: product.productId, quantity: 1 }], { couponCode: ' welcome10 ' }),
      randomUUID(),
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      subtotal: 20_000,
      discount: 2_000,
      couponCode: 'WELCOME10',
      total: 20_000,
    });
    const second = await post(
      shopper,
      orderBody([{ productId: product.productId, quantity: 1 }], { couponCode: 'WELCOME10' }),
      randomUUID(),
    );
    expect(second.statusCode).toBe(400);
    expect(second.json().error.code).toBe('COUPON_FIRST_ORDER_ONLY');
    const [welcome] = await t.app.deps.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(welcome!.usedCount).toBe(1);
  });

  it('gives the last use of a limited coupon to one order only', async () => {
    await t.app.deps.db.insert(coupons).values({ code: 'LAST1', kind: 'fixed', value: 1000, usageLimit: 1 });
    const product = await createProduct(t.app.deps.db, { price: 10_000, variants: [{ stock: 50 }] });
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createShopper(t.app.deps.db)));
    const answers = await Promise.all(
      shoppers.map((s) =>
        post(
          s,
          orderBody([{ productId: product.productId, quantity: 1 }], { couponCode: 'LAST1' }),
          randomUUID(),
        ),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().error.code)).toEqual(
      Array(7).fill('COUPON_USAGE_LIMIT'),
    );
    expect(await stockOf(product.variants[0]!.id)).toBe(49);
  });

  it('charges a negotiated price once, for its own shopper only', async () => {
    const product = await createProduct(t.app.deps.db, { price: 40_000, variants: [{ stock: 10 }] });
    const variantId = product.variants[0]!.id;
    const shopper = await createShopper(t.app.deps.db);
    const stranger = await createShopper(t.app.deps.db);
    const token = signNegotiationToken(t.app.deps.config.sessionSecret, {
      productId: product.productId,
      variantId,
      customerId: shopper.customerId,
      price: 34_000,
      maxQuantity: 1,
      expiresAt: new Date(Date.now() + 600_000),
    });
    const line = [{ productId: product.productId, variantId, quantity: 1, negotiationToken: token }];
    const theirs = await post(stranger, orderBody(line), randomUUID());
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().error).toMatchObject({
      code: 'NEGOTIATION_TOKEN_INVALID',
      details: { reason: 'not_yours' },
    });
    const ok = await post(shopper, orderBody(line), randomUUID());
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.items[0].price).toBe(34_000);
    const again = await post(shopper, orderBody(line), randomUUID());
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.reason).toBe('used');
  });

  it('needs a signed-in customer and a valid address', async () => {
    const product = await createProduct(t.app.deps.db, { price: 1_000, variants: [{ stock: 1 }] });
    expect((await post(null, orderBody([{ productId: product.productId, quantity: 1 }]))).statusCode).toBe(
      401,
    );
    const shopper = await createShopper(t.app.deps.db);
    const bad = orderBody([{ productId: product.productId, quantity: 1 }]);
    (bad.shippingAddress as Record<string, unknown>).district = 'Atlantis';
    const res = await post(shopper, bad, randomUUID());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const empty = await post(shopper, { ...orderBody([]), items: [] }, randomUUID());
    expect(empty.statusCode).toBe(400);
  });
});

describe('GET /api/orders/:id', () => {
  it('shows an order to its owner and staff only', async () => {
    const product = await createProduct(t.app.deps.db, { price: 3_000, variants: [{ stock: 3 }] });
    const owner = await createShopper(t.app.deps.db);
    const other = await createShopper(t.app.deps.db);
    const staff = await createStaff(t.app.deps.db, 'staff');
    const placed = (
      await post(owner, orderBody([{ productId: product.productId, quantity: 1 }]), randomUUID())
    ).json().data;
    const get = (cookie?: string, id = placed.id) =>
      t.app.inject({ url: `/api/orders/${id}`, headers: cookie ? { cookie } : {} });
    expect((await get(owner.cookie)).json().data.orderNumber).toBe(placed.orderNumber);
    expect((await get(owner.cookie, placed.orderNumber)).statusCode).toBe(200);
    expect((await get(other.cookie)).statusCode).toBe(404);
    expect((await get(staff.cookie)).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(401);
    const dbRow = await t.app.deps.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, placed.id)));
    expect(dbRow[0]!.total).toBe(placed.total);
  });
});

import { randomUUID } from 'node:crypto';
import { MAX_ORDER_TOTAL_RWF } from '@isoko/shared/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../modules/orders/tables';
import { payments } from '../modules/payments/tables';
import { ensureShippingSettings } from '../modules/shipping/service';
import { createProduct, createShopper, createTestOrder, orderBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/** Money beyond 32 bits fits the database, and carts and orders stop at a stated maximum. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
});
afterAll(() => t?.close());

const laptop = () =>
  createProduct(t.app.deps.db, { price: 1_150_000, variants: [{ size: null, color: null, stock: 1000 }] });

describe('orders over the maximum', () => {
  it('refuses 999 of each of two laptops (2.3 billion RWF) with 400 ORDER_TOO_LARGE and takes no stock', async () => {
    const [a, b] = [await laptop(), await laptop()];
    const shopper = await createShopper(t.app.deps.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([
        { productId: a.productId, variantId: a.variant.id, quantity: 999 },
        { productId: b.productId, variantId: b.variant.id, quantity: 999 },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'ORDER_TOO_LARGE',
      details: { max: MAX_ORDER_TOTAL_RWF },
    });
    const mine = await t.app.deps.db.select().from(orders).where(eq(orders.customerId, shopper.customerId));
    expect(mine).toHaveLength(0);
  });

  it('prices a cart up to the maximum and refuses one franc more', async () => {
    const product = await createProduct(t.app.deps.db, {
      price: MAX_ORDER_TOTAL_RWF / 100,
      variants: [{ size: null, color: null, stock: 1000 }],
    });
    const price = (quantity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/cart/price',
        payload: { items: [{ productId: product.productId, variantId: product.variant.id, quantity }] },
      });
    const atMax = await price(100);
    expect(atMax.statusCode).toBe(200);
    expect(atMax.json().data.subtotal).toBe(MAX_ORDER_TOTAL_RWF);
    const over = await price(101);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('ORDER_TOO_LARGE');
  });
});

describe('money columns', () => {
  it('hold amounts past 2,147,483,647 RWF exactly', async () => {
    const db = t.app.deps.db;
    const shopper = await createShopper(db);
    const product = await createProduct(db, { price: 3_000_000_000 });
    const { order } = await createTestOrder(db, {
      customerId: shopper.customerId,
      customerPhone: shopper.phone,
      variantId: product.variant.id,
      productId: product.productId,
    });
    const big = 3_000_000_000;
    await db
      .update(orders)
      .set({ subtotal: big * 2, discount: big, shippingFee: 0, total: big })
      .where(eq(orders.id, order.id));
    await db
      .update(orderItems)
      .set({ unitPrice: big, listPrice: big, lineTotal: big * 2 })
      .where(eq(orderItems.orderId, order.id));
    await db.insert(payments).values({
      orderId: order.id,
      method: 'mobile_money',
      referenceId: randomUUID(),
      amount: big,
      currency: 'RWF',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ subtotal: 6_000_000_000, discount: big, total: big });
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ unitPrice: big, lineTotal: 6_000_000_000 });
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.amount).toBe(big);
    expect(typeof payment!.amount).toBe('number');
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, createStaff, orderBody } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { products, productVariants } from '../catalog/tables';
import { ensureShippingSettings } from '../shipping/service';
import { releaseOrderStock } from './service';

let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
  staffCookie = (await createStaff(t.app.deps.db, 'staff')).cookie;
});
afterAll(() => t?.close());

type Line = { productId: string; variantId: string; quantity: number };

/** A cash order placed over HTTP by a new shopper; answers the order id. */
async function placeCashOrder(lines: Line[]): Promise<{ status: number; orderId: string }> {
  const shopper = await createShopper(t.app.deps.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: shopper.cookie },
    payload: orderBody(lines),
  });
  return { status: res.statusCode, orderId: res.json().data?.id };
}

function cancelAsStaff(orderId: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/status`,
    headers: { cookie: staffCookie },
    payload: { status: 'cancelled', note: 'Customer called to cancel' },
  });
}

async function stockOf(variantIds: string[]) {
  const rows = await t.app.deps.db
    .select({ id: productVariants.id, stock: productVariants.stock })
    .from(productVariants)
    .where(inArray(productVariants.id, variantIds));
  return Object.fromEntries(rows.map((r) => [r.id, r.stock]));
}

async function productCounts(productId: string) {
  const [row] = await t.app.deps.db
    .select({ stockTotal: products.stockTotal, totalSales: products.totalSales })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

describe('a staff cancellation', () => {
  it('gives the units back and lowers total_sales, exactly once', async () => {
    const p = await createProduct(t.app.deps.db, { price: 10_000, variants: [{ stock: 10 }] });
    const variantId = p.variants[0]!.id;
    // Earlier sales, so a release counted twice would show instead of stopping at zero.
    await t.app.deps.db.update(products).set({ totalSales: 5 }).where(eq(products.id, p.productId));

    const placed = await placeCashOrder([{ productId: p.productId, variantId, quantity: 3 }]);
    expect(placed.status).toBe(201);
    expect(await stockOf([variantId])).toEqual({ [variantId]: 7 });
    expect(await productCounts(p.productId)).toEqual({ stockTotal: 7, totalSales: 8 });

    // Two staff members press cancel at the same moment: one wins, the other is refused.
    const both = await Promise.all([cancelAsStaff(placed.orderId), cancelAsStaff(placed.orderId)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error.code).toBe('ORDER_BAD_TRANSITION');
    expect(await stockOf([variantId])).toEqual({ [variantId]: 10 });
    expect(await productCounts(p.productId)).toEqual({ stockTotal: 10, totalSales: 5 });

    // Cancelling again, or a late release (a replayed payment expiry), changes nothing.
    expect((await cancelAsStaff(placed.orderId)).statusCode).toBe(409);
    const replayed = await t.app.deps.db.transaction((tx) => releaseOrderStock(tx, placed.orderId));
    expect(replayed).toEqual([]);
    expect(await stockOf([variantId])).toEqual({ [variantId]: 10 });
    expect(await productCounts(p.productId)).toEqual({ stockTotal: 10, totalSales: 5 });
  });
});

describe('orders and cancellations at the same time on the same variants', () => {
  it('finish without a deadlock and leave the right stock and sales', async () => {
    const db = t.app.deps.db;
    const START = 100;
    const SOLD_BEFORE = 50;
    const two = await createProduct(db, {
      price: 8_000,
      variants: [
        { size: 'S', stock: START },
        { size: 'L', stock: START },
      ],
    });
    const one = await createProduct(db, { price: 12_000, variants: [{ stock: START }] });
    await db
      .update(products)
      .set({ totalSales: SOLD_BEFORE })
      .where(inArray(products.id, [two.productId, one.productId]));
    const variants = [
      { productId: two.productId, variantId: two.variants[0]!.id },
      { productId: two.productId, variantId: two.variants[1]!.id },
      { productId: one.productId, variantId: one.variants[0]!.id },
    ];
    const ids = variants.map((v) => v.variantId);
    // Every order names all three variants, each order in a different sequence, so requests that
    // took rows in the order of their lines would cross each other.
    const sequences = [
      [0, 1, 2],
      [2, 1, 0],
      [1, 2, 0],
      [2, 0, 1],
      [0, 2, 1],
      [1, 0, 2],
    ];
    const linesFor = (i: number): Line[] =>
      sequences[i % sequences.length]!.map((v, k) => ({ ...variants[v]!, quantity: 1 + ((i + k) % 2) }));

    const existing = [];
    for (let i = 0; i < 6; i++) {
      const placed = await placeCashOrder(linesFor(i + 3));
      expect(placed.status).toBe(201);
      existing.push(placed.orderId);
    }
    const before = await stockOf(ids);

    const newOrders = Array.from({ length: 20 }, (_, i) => linesFor(i));
    const results = await Promise.all([
      ...newOrders.map((lines) => placeCashOrder(lines).then((r) => r.status)),
      ...existing.map((id) => cancelAsStaff(id).then((r) => r.statusCode)),
    ]);
    // A deadlock aborts a transaction (PostgreSQL error 40P01) and the request answers 500.
    expect(results).toEqual([...newOrders.map(() => 201), ...existing.map(() => 200)]);

    const sold = (variantId: string, orders: Line[][]) =>
      orders.flat().reduce((n, l) => n + (l.variantId === variantId ? l.quantity : 0), 0);
    const cancelled = existing.map((_, i) => linesFor(i + 3));
    const after = await stockOf(ids);
    for (const id of ids) {
      expect(before[id]).toBe(START - sold(id, cancelled));
      expect(after[id]).toBe(START - sold(id, newOrders));
    }
    const soldOf = (productId: string) =>
      variants.filter((v) => v.productId === productId).reduce((n, v) => n + sold(v.variantId, newOrders), 0);
    expect(await productCounts(two.productId)).toEqual({
      stockTotal: after[ids[0]!]! + after[ids[1]!]!,
      totalSales: SOLD_BEFORE + soldOf(two.productId),
    });
    expect(await productCounts(one.productId)).toEqual({
      stockTotal: after[ids[2]!]!,
      totalSales: SOLD_BEFORE + soldOf(one.productId),
    });
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createProduct, createShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { releaseStock, reserveStock } from './stock';
import { productEvents, products, productVariants } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

const stockOf = async (variantIds: string[]) =>
  Object.fromEntries(
    (
      await t.app.deps.db
        .select({ id: productVariants.id, stock: productVariants.stock })
        .from(productVariants)
        .where(inArray(productVariants.id, variantIds))
    ).map((r) => [r.id, r.stock]),
  );

const totalsOf = async (productIds: string[]) =>
  Object.fromEntries(
    (
      await t.app.deps.db
        .select({ id: products.id, stockTotal: products.stockTotal, totalSales: products.totalSales })
        .from(products)
        .where(inArray(products.id, productIds))
    ).map((r) => [r.id, { stockTotal: r.stockTotal, totalSales: r.totalSales }]),
  );

const purchasesOf = async (productIds: string[]) =>
  t.app.deps.db
    .select({
      productId: productEvents.productId,
      customerId: productEvents.customerId,
      quantity: productEvents.quantity,
    })
    .from(productEvents)
    .where(and(eq(productEvents.kind, 'purchase'), inArray(productEvents.productId, productIds)));

describe('reserveStock', () => {
  it("records a new order's purchase events with its sale, one per line, and none when refused", async () => {
    const a = await createProduct(t.app.deps.db, { stock: 3 });
    const b = await createProduct(t.app.deps.db, { stock: 3 });
    const buyer = (await createShopper(t.app.deps.db)).customerId;
    const lineA = { productId: a.productId, variantId: a.variants[0]!.id, quantity: 2 };
    const lineB = { productId: b.productId, variantId: b.variants[0]!.id, quantity: 1 };
    await t.app.deps.db.transaction((tx) => reserveStock(tx, [lineA, lineB], { purchasedBy: buyer }));
    expect(await purchasesOf([a.productId, b.productId])).toEqual(
      expect.arrayContaining([
        { productId: a.productId, customerId: buyer, quantity: 2 },
        { productId: b.productId, customerId: buyer, quantity: 1 },
      ]),
    );
    // The refusal is decided after the statement: even caught and committed, it recorded no
    // purchase and moved no product total (the caller's rollback gives back any variant taken).
    const refused = await t.app.deps.db.transaction((tx) =>
      reserveStock(tx, [lineB, { ...lineA, quantity: 5 }], { purchasedBy: buyer }).then(
        () => 'sold',
        (e: unknown) => (e instanceof AppError ? e.code : String(e)),
      ),
    );
    expect(refused).toBe('OUT_OF_STOCK');
    expect(await purchasesOf([a.productId, b.productId])).toHaveLength(2);
    expect(await totalsOf([a.productId, b.productId])).toEqual({
      [a.productId]: { stockTotal: 1, totalSales: 2 },
      [b.productId]: { stockTotal: 2, totalSales: 1 },
    });
    // Without a buyer (stock taken again for an existing order) no purchase is recorded.
    await t.app.deps.db.transaction((tx) => reserveStock(tx, [{ ...lineA, quantity: 1 }]));
    expect(await purchasesOf([a.productId, b.productId])).toHaveLength(2);
  });

  it('takes every line of a sale over several variants and products, repeated variants summed', async () => {
    const a = await createProduct(t.app.deps.db, {
      variants: [
        { size: 'M', color: 'Red', stock: 5 },
        { size: 'L', color: 'Red', stock: 5 },
      ],
    });
    const b = await createProduct(t.app.deps.db, { stock: 4 });
    const result = await t.app.deps.db.transaction((tx) =>
      reserveStock(tx, [
        { productId: b.productId, variantId: b.variants[0]!.id, quantity: 4 },
        { productId: a.productId, variantId: a.variants[1]!.id, quantity: 2 },
        { productId: a.productId, variantId: a.variants[0]!.id, quantity: 1 },
        { productId: a.productId, variantId: a.variants[1]!.id, quantity: 1 },
      ]),
    );
    expect(result).toEqual({ soldOut: true });
    expect(await stockOf([a.variants[0]!.id, a.variants[1]!.id, b.variants[0]!.id])).toEqual({
      [a.variants[0]!.id]: 4,
      [a.variants[1]!.id]: 2,
      [b.variants[0]!.id]: 0,
    });
    expect(await totalsOf([a.productId, b.productId])).toEqual({
      [a.productId]: { stockTotal: 6, totalSales: 4 },
      [b.productId]: { stockTotal: 0, totalSales: 4 },
    });
  });

  it('names the refused item in every language it has, with its stored size and colour', async () => {
    const product = await createProduct(t.app.deps.db, {
      variants: [{ size: 'Queen', color: 'White', stock: 1 }],
    });
    const line = {
      productId: product.productId,
      variantId: product.variants[0]!.id,
      quantity: 2,
      name: 'Duvet set',
      names: { en: 'Duvet set', fr: 'Parure de couette' },
      size: 'Queen',
      color: 'White',
    };
    const failure = await t.app.deps.db
      .transaction((tx) => reserveStock(tx, [line]))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failure).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 1 left of Duvet set, Queen, White. Please lower the quantity.',
      details: {
        variantId: line.variantId,
        requested: 2,
        available: 1,
        names: { en: 'Duvet set', fr: 'Parure de couette' },
        size: 'Queen',
        color: 'White',
      },
    });
  });

  it('refuses a sale when one variant is short, naming it, and takes nothing', async () => {
    const a = await createProduct(t.app.deps.db, { stock: 5 });
    const b = await createProduct(t.app.deps.db, { stock: 1 });
    const lines = [
      { productId: a.productId, variantId: a.variants[0]!.id, quantity: 2 },
      { productId: b.productId, variantId: b.variants[0]!.id, quantity: 3, name: 'Short one' },
    ];
    const failure = await t.app.deps.db
      .transaction((tx) => reserveStock(tx, lines))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      code: 'OUT_OF_STOCK',
      details: { variantId: b.variants[0]!.id, requested: 3, available: 1 },
    });
    expect(await stockOf([a.variants[0]!.id, b.variants[0]!.id])).toEqual({
      [a.variants[0]!.id]: 5,
      [b.variants[0]!.id]: 1,
    });
    expect(await totalsOf([a.productId, b.productId])).toEqual({
      [a.productId]: { stockTotal: 5, totalSales: 0 },
      [b.productId]: { stockTotal: 1, totalSales: 0 },
    });
  });

  it('sells crossing multi-line orders without a deadlock or oversell', async () => {
    const a = await createProduct(t.app.deps.db, { stock: 30 });
    const b = await createProduct(t.app.deps.db, { stock: 30 });
    const lineA = { productId: a.productId, variantId: a.variants[0]!.id, quantity: 1 };
    const lineB = { productId: b.productId, variantId: b.variants[0]!.id, quantity: 1 };
    const sales = Array.from({ length: 40 }, (_, i) =>
      t.app.deps.db
        .transaction((tx) => reserveStock(tx, i % 2 ? [lineA, lineB] : [lineB, lineA]))
        .then(
          () => 'sold',
          (e: unknown) => (e instanceof AppError ? e.code : String(e)),
        ),
    );
    const outcomes = await Promise.all(sales);
    expect(outcomes.filter((o) => o === 'sold')).toHaveLength(30);
    expect(outcomes.filter((o) => o !== 'sold').every((o) => o === 'OUT_OF_STOCK')).toBe(true);
    expect(await stockOf([lineA.variantId, lineB.variantId])).toEqual({
      [lineA.variantId]: 0,
      [lineB.variantId]: 0,
    });
  });
});

describe('releaseStock', () => {
  it('gives units back to their variants, and to the stock on offer only for variants still sold', async () => {
    const p = await createProduct(t.app.deps.db, {
      variants: [
        { size: 'M', color: 'Red', stock: 5 },
        { size: 'L', color: 'Red', stock: 5 },
      ],
    });
    const [kept, retired] = [p.variants[0]!.id, p.variants[1]!.id];
    const sale = [
      { productId: p.productId, variantId: kept, quantity: 2 },
      { productId: p.productId, variantId: retired, quantity: 3 },
    ];
    await t.app.deps.db.transaction((tx) => reserveStock(tx, sale));
    expect(await totalsOf([p.productId])).toEqual({ [p.productId]: { stockTotal: 5, totalSales: 5 } });
    // Staff take the L off sale (its 2 remaining units leave the stock on offer) ...
    await t.app.deps.db
      .update(productVariants)
      .set({ retiredAt: new Date() })
      .where(eq(productVariants.id, retired));
    await t.app.deps.db.update(products).set({ stockTotal: 3 }).where(eq(products.id, p.productId));
    // ... then the order is cancelled.
    await t.app.deps.db.transaction((tx) => releaseStock(tx, sale));
    expect(await stockOf([kept, retired])).toEqual({ [kept]: 5, [retired]: 5 });
    // Only the M's units are on offer again; best-seller counts forget the whole sale.
    expect(await totalsOf([p.productId])).toEqual({ [p.productId]: { stockTotal: 5, totalSales: 0 } });
  });
});

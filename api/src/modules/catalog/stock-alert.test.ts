import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxEvents } from '../outbox/tables';
import { lowStockVariants } from './low-stock';
import { reserveStock, type StockLine } from './stock';
import { products } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

const alertsFor = async (productId: string) =>
  (await t.app.deps.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'catalog.low_stock'))).filter(
    (e) => (e.payload as { productId?: string }).productId === productId,
  );

const sell = (lines: StockLine[]) => t.app.deps.db.transaction((tx) => reserveStock(tx, lines));

/** Whether the back-office's stock report lists the product as low on stock. */
const reportedLow = async (productId: string) =>
  (await lowStockVariants(t.app.deps.db, 10_000)).some((item) => item.productId === productId);

describe('admin:stock-alert', () => {
  it("is recorded with the sale that takes a product's units from 10 to fewer, once, as the stock report counts", async () => {
    // Two variants of 6: each is under 10 from the start, the product is not.
    const { productId, variants } = await createProduct(t.app.deps.db, {
      variants: [
        { size: 'M', stock: 6 },
        { size: 'L', stock: 6 },
      ],
    });
    const [m, l] = variants;
    await t.app.deps.db
      .update(products)
      .set({ nameI18n: { fr: 'Robe kitenge', rw: 'Ikanzu y’igitenge' } })
      .where(eq(products.id, productId));
    await sell([{ productId, variantId: m!.id, quantity: 2 }]);
    expect(await alertsFor(productId)).toHaveLength(0);
    expect(await reportedLow(productId)).toBe(false);

    await sell([{ productId, variantId: l!.id, quantity: 1 }]);
    const [alert, ...more] = await alertsFor(productId);
    expect(more).toHaveLength(0);
    expect(await reportedLow(productId)).toBe(true);
    expect(alert?.payload).toEqual({
      productId,
      names: { en: expect.stringMatching(/^Kitenge dress /), fr: 'Robe kitenge', rw: 'Ikanzu y’igitenge' },
      stockQuantity: 9,
      below: 10,
      at: expect.any(String),
    });
    expect(alert?.deliveries).toEqual([
      expect.objectContaining({ kind: 'socket', rooms: ['admins'], event: 'admin:stock-alert' }),
    ]);
    // Already low: a further sale raises no new alert.
    await sell([{ productId, variantId: m!.id, quantity: 1 }]);
    expect(await alertsFor(productId)).toHaveLength(1);
  });

  it('raises one alert for a sale that takes several variants of the product under the threshold', async () => {
    const { productId, variants } = await createProduct(t.app.deps.db, {
      variants: [
        { size: 'M', stock: 10 },
        { size: 'L', stock: 10 },
      ],
    });
    await sell(variants.map((v) => ({ productId, variantId: v.id, quantity: 6 })));
    const alerts = await alertsFor(productId);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.payload).toMatchObject({ productId, stockQuantity: 8 });
  });

  it('stays silent when a variant runs low but the product still has 10 units or more', async () => {
    const { productId, variants } = await createProduct(t.app.deps.db, {
      variants: [
        { size: 'M', stock: 12 },
        { size: 'L', stock: 20 },
      ],
    });
    await sell([{ productId, variantId: variants[0]!.id, quantity: 5 }]);
    expect(await alertsFor(productId)).toHaveLength(0);
    expect(await reportedLow(productId)).toBe(false);
  });

  it('is not recorded when the sale fails', async () => {
    const { productId, variant } = await createProduct(t.app.deps.db, { stock: 10 });
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await reserveStock(tx, [{ productId, variantId: variant.id, quantity: 5 }]);
        throw new Error('checkout failed later');
      }),
    ).rejects.toThrow('checkout failed later');
    expect(await alertsFor(productId)).toHaveLength(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { outboxEvents } from '../outbox/tables';
import { reserveStock } from './stock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

const alertsFor = async (variantId: string) =>
  (await t.app.deps.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'catalog.low_stock'))).filter(
    (e) => (e.payload as { variantId?: string }).variantId === variantId,
  );

describe('admin:stock-alert', () => {
  it('is recorded with the sale that takes a variant from 10 units to fewer, once', async () => {
    const { productId, variant, product } = await createProduct(t.app.deps.db, { stock: 11 });
    const sell = (quantity: number) =>
      t.app.deps.db.transaction((tx) => reserveStock(tx, [{ productId, variantId: variant.id, quantity }]));
    await sell(1);
    expect(await alertsFor(variant.id)).toHaveLength(0);
    await sell(2);
    const [alert, ...more] = await alertsFor(variant.id);
    expect(more).toHaveLength(0);
    expect(alert?.payload).toMatchObject({ productId, name: product.name, stockQuantity: 8, below: 10 });
    expect(alert?.deliveries).toEqual([
      expect.objectContaining({ kind: 'socket', rooms: ['admins'], event: 'admin:stock-alert' }),
    ]);
    // Already low: a further sale raises no new alert.
    await sell(1);
    expect(await alertsFor(variant.id)).toHaveLength(1);
  });

  it('is not recorded when the sale fails', async () => {
    const { productId, variant } = await createProduct(t.app.deps.db, { stock: 10 });
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await reserveStock(tx, [{ productId, variantId: variant.id, quantity: 5 }]);
        throw new Error('checkout failed later');
      }),
    ).rejects.toThrow('checkout failed later');
    expect(await alertsFor(variant.id)).toHaveLength(0);
  });
});

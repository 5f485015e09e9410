import { randomUUID } from 'node:crypto';
import { ProductResponse } from '@isoko/shared/catalog/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { productView } from './read';
import { createProduct } from './write';
import { createCategory } from './write-categories';
import { createFlashDeal, deleteFlashDeal, updateFlashDeal } from './write-deals';

let t: TestApp;
let productId: string;
const HOUR = 3_600_000;

async function pageDeal() {
  const res = await t.app.inject({ url: `/api/products/${productId}` });
  return ProductResponse.parse(res.json()).data.flashDeal;
}

const failure = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: { code: string; details?: { path: string }[] }) => ({
      code: error.code,
      paths: error.details?.map((d) => d.path),
    }),
  );

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const category = await createCategory(t.app.deps, { name: 'Electronics' });
  productId = (
    await createProduct(t.app.deps, { name: 'Solar lantern', categoryId: category.id, price: 25_000 })
  ).product.id;
});
afterAll(async () => t.close());

describe('flash deals', () => {
  it('set the price shoppers see once created, follow their edits and vanish when deleted', async () => {
    expect(await pageDeal()).toBeNull();
    const now = Date.now();
    const deal = await createFlashDeal(t.app.deps, {
      productId,
      dealPrice: 20_000,
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
    });
    expect((await pageDeal())?.dealPrice).toBe(20_000);
    expect((await productView(t.app.deps.db, productId))?.pricing).toMatchObject({
      listPrice: 25_000,
      flashPrice: 20_000,
      price: 20_000,
    });

    await updateFlashDeal(t.app.deps, deal.id, { dealPrice: 19_000 });
    expect((await pageDeal())?.dealPrice).toBe(19_000);

    // Moved to the future: no longer running.
    await updateFlashDeal(t.app.deps, deal.id, {
      startsAt: new Date(now + HOUR).toISOString(),
      endsAt: new Date(now + 2 * HOUR).toISOString(),
    });
    expect(await pageDeal()).toBeNull();

    await deleteFlashDeal(t.app.deps, deal.id);
    expect(await failure(deleteFlashDeal(t.app.deps, deal.id))).toMatchObject({
      code: 'FLASH_DEAL_NOT_FOUND',
    });
  });

  it('refuses a deal that does not lower the price, ends before it starts or names no product', async () => {
    const now = Date.now();
    const window = { startsAt: new Date(now).toISOString(), endsAt: new Date(now + HOUR).toISOString() };
    expect(await failure(createFlashDeal(t.app.deps, { productId, dealPrice: 25_000, ...window }))).toEqual({
      code: 'VALIDATION_FAILED',
      paths: ['dealPrice'],
    });
    expect(
      await failure(
        createFlashDeal(t.app.deps, {
          productId,
          dealPrice: 9_000,
          startsAt: window.endsAt,
          endsAt: window.startsAt,
        }),
      ),
    ).toEqual({ code: 'VALIDATION_FAILED', paths: ['endsAt'] });
    expect(
      await failure(createFlashDeal(t.app.deps, { productId: randomUUID(), dealPrice: 9_000, ...window })),
    ).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });

    const deal = await createFlashDeal(t.app.deps, { productId, dealPrice: 9_000, ...window });
    expect(
      await failure(updateFlashDeal(t.app.deps, deal.id, { endsAt: new Date(now - HOUR).toISOString() })),
    ).toEqual({ code: 'VALIDATION_FAILED', paths: ['endsAt'] });
    expect(await failure(updateFlashDeal(t.app.deps, randomUUID(), { dealPrice: 1_000 }))).toMatchObject({
      code: 'FLASH_DEAL_NOT_FOUND',
    });
  });

  it('refuses dates PostgreSQL cannot store (year 0) with VALIDATION_FAILED instead of a 500', async () => {
    const endsAt = new Date(Date.now() + HOUR).toISOString();
    // Valid ISO text, and a valid JavaScript date, but there is no year 0 in PostgreSQL.
    const yearZero = '0000-01-01T00:00:00Z';
    expect(
      await failure(createFlashDeal(t.app.deps, { productId, dealPrice: 9_000, startsAt: yearZero, endsAt })),
    ).toEqual({ code: 'VALIDATION_FAILED', paths: ['startsAt'] });
    const deal = await createFlashDeal(t.app.deps, {
      productId,
      dealPrice: 9_000,
      startsAt: new Date().toISOString(),
      endsAt,
    });
    expect(await failure(updateFlashDeal(t.app.deps, deal.id, { startsAt: yearZero }))).toEqual({
      code: 'VALIDATION_FAILED',
      paths: ['startsAt'],
    });
    expect(
      await failure(updateFlashDeal(t.app.deps, deal.id, { endsAt: '9999-12-31T23:59:59+14:00' })),
    ).toEqual({ code: 'VALIDATION_FAILED', paths: ['endsAt'] });

    // Through the API as the back-office sends it: the shop's error shape, never a 500.
    const admin = await createStaff(t.app.deps.db, 'admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/flash-deals',
      headers: { cookie: admin.cookie },
      payload: { productId, dealPrice: 9_000, startsAt: yearZero, endsAt },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

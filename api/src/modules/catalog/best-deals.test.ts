import { ProductCardsResponse } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createProduct } from './write';
import { createCategory } from './write-categories';
import { createFlashDeal } from './write-deals';

let t: TestApp;
let categoryId: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  categoryId = (await createCategory(t.app.deps, { name: 'Kitchen' })).id;
});
afterAll(async () => t?.close());

const product = async (name: string, price: number, originalPrice?: number) =>
  (
    await createProduct(t.app.deps, {
      name,
      categoryId,
      price,
      ...(originalPrice ? { originalPrice } : {}),
      variants: [{ stock: 5 }],
    })
  ).product.id;

describe('the home page’s best deals', () => {
  it('rank a running flash deal by the deal price shoppers pay, with or without a regular discount', async () => {
    const regular = await product('Clay cooking pot', 18_000, 20_000); // 10% off
    const dealOnly = await product('Charcoal stove', 30_000); // no regular discount
    const both = await product('Steel kettle', 9_000, 10_000); // 10% off, then a deal
    const now = Date.now();
    const window = {
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + HOUR).toISOString(),
    };
    await createFlashDeal(t.app.deps, { productId: dealOnly, dealPrice: 21_000, ...window }); // 30% off
    await createFlashDeal(t.app.deps, { productId: both, dealPrice: 8_000, ...window }); // 20% off 10,000

    const res = await t.app.inject({ url: '/api/products/best-deals?limit=8' });
    const cards = ProductCardsResponse.parse(res.json()).data;
    expect(cards.map((c) => c.id)).toEqual([dealOnly, both, regular]);
    expect(cards.map((c) => shownPrice(c))).toEqual([
      { price: 21_000, original: 30_000, percent: 30, deal: true },
      { price: 8_000, original: 10_000, percent: 20, deal: true },
      { price: 18_000, original: 20_000, percent: 10, deal: false },
    ]);
  });
});

import { randomUUID } from 'node:crypto';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The tester's catalogue: headphones sold at 31,900 instead of 54,100 (41% off), and a game sold
 * at 47,200 instead of 79,500 with a flash deal at 37,700 running (the product page shows 37,700
 * against 79,500: 53% off). The rules engine's deals reply must speak of the cards as they show.
 */
let t: TestApp;
let headphonesId: string;
let gameId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.deps;
  headphonesId = (await createProduct(db, { price: 31_900, originalPrice: 54_100 })).productId;
  gameId = (await createProduct(db, { price: 47_200, originalPrice: 79_500, flashPrice: 37_700 })).productId;
  t.app.deps.catalog.invalidate();
}, 60_000);
afterAll(() => t?.close());

async function ask(message: string, extra: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/offers/chat',
    payload: {
      message,
      sessionId: `s${randomUUID().replaceAll('-', '')}`,
      deviceId: `device-${randomUUID()}`,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ intent: string; reply: string; suggestions: ProductCardDto[] }>();
}

describe('best deals from the assistant', () => {
  it('names the biggest deal with the percent its card and product page show, flash deals included', async () => {
    const answer = await ask('What are your best deals today?');
    expect(answer.intent).toBe('deals');
    const shown = Object.fromEntries(answer.suggestions.map((c) => [c.id, shownPrice(c)]));
    // Each card carries what the product page shows: price now, struck was-price, percent.
    expect(shown[headphonesId]).toMatchObject({ price: 31_900, original: 54_100, percent: 41 });
    expect(shown[gameId]).toMatchObject({ price: 37_700, original: 79_500, percent: 53, deal: true });
    // The biggest is the game at 53% off, not 41% (its regular price against the original).
    expect(answer.reply).toContain('53% off');
    expect(answer.reply).not.toContain('41% off');
  });

  it('tells a product’s price as its page does while a flash deal runs', async () => {
    const answer = await ask('How much is it?', { productId: gameId });
    expect(answer.intent).toBe('price');
    expect(answer.reply).toContain('costs 37,700 RWF (was 79,500 RWF)');
  });
});

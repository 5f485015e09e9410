import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createShopper,
  createTestOrder,
  type TestProduct,
  type TestShopper,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orders, orderTimeline } from '../orders/tables';
import { articleData } from './article-data';
import { durationText } from './article-kit';
import { dataLines } from './article-model';
import { DELIVERY_SPEED_MIN_ORDERS, durationOf } from './article-picks';
import { articleFromTemplate } from './article-templates';
import { writeArticle } from './generate';

/**
 * The tester's "Kigali E-Commerce Trends" article, from real orders: a new product nobody had
 * ordered was listed as "In demand", and one order marked delivered four minutes after it was
 * placed read as "Average time from order to delivery in Kigali: 0 hours".
 */

let t: TestApp;
let shopper: TestShopper;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await createShopper(t.app.deps.db);
}, 60_000);
afterAll(async () => t?.close());

async function product(): Promise<TestProduct> {
  const made = await createProduct(t.app.deps.db);
  // Written straight to the tables: the catalogue reads its categories again.
  await t.app.deps.catalog.changed();
  return made;
}

/**
 * An order of `p` placed a day ago; `deliveredAfter` (minutes) marks it delivered that long after
 * it was placed.
 */
async function order(
  p: TestProduct,
  opts: {
    status?: string;
    province?: string;
    district?: string;
    quantity?: number;
    deliveredAfter?: number;
  } = {},
) {
  const { db } = t.app.deps;
  const { order: row } = await createTestOrder(db, {
    customerId: shopper.customerId,
    customerPhone: shopper.phone,
    productId: p.productId,
    variantId: p.variant.id,
    status: opts.status ?? (opts.deliveredAfter === undefined ? 'pending' : 'delivered'),
    quantity: opts.quantity ?? 1,
    ...(opts.district ? { district: opts.district } : {}),
  });
  const placed = new Date(Date.now() - 24 * 60 * MINUTE);
  await db
    .update(orders)
    .set({ createdAt: placed, ...(opts.province ? { province: opts.province } : {}) })
    .where(eq(orders.id, row.id));
  if (opts.deliveredAfter !== undefined) {
    await db.insert(orderTimeline).values({
      orderId: row.id,
      status: 'delivered',
      createdAt: new Date(placed.getTime() + opts.deliveredAfter * MINUTE),
    });
  }
}

const article = async (language: 'en' | 'fr' | 'rw') =>
  articleFromTemplate(await articleData(t.app.deps, 'kigali-trends', new Date(), language));

const HEADINGS = {
  en: '## What Kigali shoppers choose',
  fr: '## Ce que choisissent les clients de Kigali',
  rw: '## Ibyo abakiriya b’i Kigali bahitamo',
} as const;
const IN_DEMAND = { en: 'In demand:', fr: 'Très demandé', rw: 'Igikenewe cyane:' } as const;
const SPEED_LINE = {
  en: '- Average time from order to delivery in Kigali',
  fr: '- Délai moyen entre commande et livraison à Kigali',
  rw: '- Igihe gisanzwe kuva gutumiza kugeza kugezwaho i Kigali',
} as const;

describe('the Kigali trends article’s products', () => {
  it('names none while nothing was ordered: a new product is never "in demand"', async () => {
    const fresh = await product();
    for (const language of ['en', 'fr', 'rw'] as const) {
      const a = await article(language);
      expect(a.content, language).not.toContain(HEADINGS[language]);
      expect(a.content, language).not.toContain(IN_DEMAND[language]);
      expect(a.content, language).not.toContain(fresh.product.name);
      expect(a.metaDescription, language).not.toContain(fresh.product.name);
    }
    expect((await article('en')).metaDescription).not.toContain('the products shoppers choose');
  });

  it('names only products ordered to Kigali and not cancelled, most pieces first', async () => {
    const never = await product();
    const most = await product();
    const fewer = await product();
    const cancelled = await product();
    const upCountry = await product();
    // A cash order not yet confirmed still counts, as the analytics count units sold.
    await order(most, { quantity: 3 });
    await order(fewer, { status: 'confirmed', quantity: 1 });
    await order(cancelled, { status: 'cancelled', quantity: 5 });
    await order(upCountry, { province: 'Northern Province', district: 'Musanze', quantity: 4 });

    const link = (p: TestProduct) => `[${p.product.name}](/product/${p.productId})`;
    for (const language of ['en', 'rw'] as const) {
      const { content } = (await writeArticle(t.app.deps, 'kigali-trends', undefined, language)).content;
      expect(content, language).toContain(HEADINGS[language]);
      expect(content, language).toContain(`${IN_DEMAND[language]} ${link(most)}`);
      expect(content, language).toContain(`${IN_DEMAND[language]} ${link(fewer)}`);
      expect(content.indexOf(link(most)), language).toBeLessThan(content.indexOf(link(fewer)));
      for (const absent of [never, cancelled, upCountry])
        expect(content, language).not.toContain(absent.product.name);
    }
    const en = await article('en');
    expect(en.content).toContain('- Ordered for delivery in Kigali in the last 30 days: 3 pieces');
    expect(en.content).toContain('- Ordered for delivery in Kigali in the last 30 days: 1 piece\n');
    expect(en.metaDescription).toContain('and the products shoppers choose now');
    expect((await article('rw')).content).toContain(
      '- Ibyatumijwe byo kugezwa i Kigali mu minsi 30 ishize: 3',
    );
    // The model is told the same products, and nothing about the others.
    const data = dataLines(await articleData(t.app.deps, 'kigali-trends'));
    expect(data).toContain(`${most.product.name} 3 pieces`);
    expect(data).not.toContain(never.product.name);
  });
});

describe('the average time from order to delivery in Kigali', () => {
  it('is left out while too few Kigali orders were delivered: one in 4 minutes is not "0 hours"', async () => {
    const p = await product();
    await order(p, { deliveredAfter: 4 });
    const data = await articleData(t.app.deps, 'kigali-trends');
    expect(data.stats).toMatchObject({ kigaliDelivered: 1, kigaliDeliveryMinutes: 4 });
    for (const language of ['en', 'fr', 'rw'] as const) {
      expect((await article(language)).content, language).not.toContain(SPEED_LINE[language]);
    }
    // The other figures are still stated.
    expect((await article('en')).content).toContain('- Orders already delivered: 1\n');
    expect(dataLines(data)).not.toContain('delivery in Kigali:');
  });

  it(`is stated once ${DELIVERY_SPEED_MIN_ORDERS} Kigali orders were delivered, in minutes under an hour`, async () => {
    const p = await product();
    // With the first one's 4 minutes: (4 + 4 × 49) / 5 = 40 minutes on average.
    for (let i = 1; i < DELIVERY_SPEED_MIN_ORDERS; i++) await order(p, { deliveredAfter: 49 });
    // Up-country deliveries are not Kigali's speed.
    await order(p, { province: 'Southern Province', district: 'Huye', deliveredAfter: 3 * 24 * 60 });
    const data = await articleData(t.app.deps, 'kigali-trends');
    expect(data.stats).toMatchObject({ kigaliDelivered: 5, kigaliDeliveryMinutes: 40 });
    expect((await article('en')).content).toContain(`${SPEED_LINE.en}: 40 minutes\n`);
    expect((await article('fr')).content).toContain(`${SPEED_LINE.fr}\u00a0: 40 minutes\n`);
    expect((await article('rw')).content).toContain(`${SPEED_LINE.rw}: iminota 40\n`);
    expect(dataLines(data)).toContain(
      'Average time from order to delivery in Kigali: 40 minutes (over 5 delivered orders)',
    );
  });
});

describe('a stated length of time', () => {
  it('is in minutes under an hour, hours up to two days, then days, never 0', () => {
    expect(durationOf(0.2)).toEqual({ unit: 'minute', count: 1 });
    expect(durationOf(4)).toEqual({ unit: 'minute', count: 4 });
    expect(durationOf(59.6)).toEqual({ unit: 'hour', count: 1 });
    expect(durationOf(26 * 60)).toEqual({ unit: 'hour', count: 26 });
    expect(durationOf(47 * 60)).toEqual({ unit: 'hour', count: 47 });
    expect(durationOf(48 * 60)).toEqual({ unit: 'day', count: 2 });
    expect(durationOf(3.2 * 24 * 60)).toEqual({ unit: 'day', count: 3 });
  });

  it('reads in every language, singular for one', () => {
    const cases = [
      [{ unit: 'minute', count: 1 }, '1 minute', '1 minute', 'umunota 1'],
      [{ unit: 'minute', count: 40 }, '40 minutes', '40 minutes', 'iminota 40'],
      [{ unit: 'hour', count: 1 }, '1 hour', '1 heure', 'isaha 1'],
      [{ unit: 'hour', count: 26 }, '26 hours', '26 heures', 'amasaha 26'],
      [{ unit: 'day', count: 3 }, '3 days', '3 jours', 'iminsi 3'],
    ] as const;
    for (const [d, en, fr, rw] of cases) {
      expect([durationText(d, 'en'), durationText(d, 'fr'), durationText(d, 'rw')]).toEqual([en, fr, rw]);
    }
  });
});

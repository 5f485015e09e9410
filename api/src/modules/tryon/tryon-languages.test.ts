import { ProductResponse } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { formatRwf } from '@isoko/shared/money';
import { TryOnProductsResponse, TryOnResult } from '@isoko/shared/tryon/schema';
import { type Job, Worker } from 'bullmq';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../lib/redis';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyCatalogChanged } from '../catalog/notify';
import { seedCatalog } from '../catalog/seed';
import { runTryOnAnalysis } from './analyse';

/**
 * The try-on names its garments as the rest of the shop does: in the language asked for with
 * `?lang=` or `Accept-Language`, the names and categories the catalogue gives in that language.
 */

let t: TestApp;
let worker: Worker;
let photo: Buffer;

const LANGUAGES = ['en', 'fr', 'rw'] as const;
type Lang = (typeof LANGUAGES)[number];

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  const { deps } = t.app;
  worker = new Worker('tryon', (job: Job) => runTryOnAnalysis(deps, job.data, (p) => job.updateProgress(p)), {
    connection: createRedis(deps.config.redis.url, 'tryon-languages-worker'),
    prefix: `${deps.config.redis.prefix}:bull`,
  });
  await seedCatalog(deps.db, { products: 80, dataDir: deps.config.dataDir });
  // Every product has its own French and Kinyarwanda name, so each answer shows which it used.
  await deps.db.execute(
    sql`update products set name_i18n = jsonb_build_object('fr', 'FR ' || name, 'rw', 'RW ' || name)`,
  );
  await notifyCatalogChanged(deps);
  photo = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#8a6f5a' } })
    .jpeg()
    .toBuffer();
}, 120_000);
afterAll(async () => {
  await worker?.close();
  await t?.close();
});

/** The catalogue's own product page answer in `lang`: what the try-on must agree with. */
async function catalogProduct(id: string, lang: Lang) {
  const res = await t.app.inject({ method: 'GET', url: `/api/products/${id}?lang=${lang}` });
  expect(res.statusCode, res.body).toBe(200);
  return ProductResponse.parse(res.json()).data;
}

const asked = (lang: Lang, how: 'query' | 'header') =>
  how === 'query'
    ? { query: `lang=${lang}`, headers: {} }
    : { query: '', headers: { 'accept-language': lang } };

describe('GET /api/ai/virtual-tryon/products in each language', () => {
  for (const lang of LANGUAGES) {
    for (const how of ['query', 'header'] as const) {
      it(`names the garments and their categories in ${lang} (asked by ${how})`, async () => {
        const { query, headers } = asked(lang, how);
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/ai/virtual-tryon/products?limit=5&${query}`,
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-language']).toBe(lang);
        const offered = TryOnProductsResponse.parse(res.json()).products;
        expect(offered.length).toBe(5);
        for (const p of offered) {
          const page = await catalogProduct(p.id, lang);
          expect(p.name).toBe(page.name);
          expect(p.category).toBe(page.subcategory?.name ?? page.category.name);
          // The price the product page and its card show now.
          expect(p.priceRwf).toBe(shownPrice(page).price);
          expect(p.price).toBe(formatRwf(shownPrice(page).price));
          if (lang !== 'en') expect(p.name.startsWith(`${lang.toUpperCase()} `), p.name).toBe(true);
        }
        const dress = offered.find((p) => p.type === 'dress');
        expect(dress?.category).toBe({ en: 'Dresses', fr: 'Robes', rw: 'Amakanzu' }[lang]);
      });
    }
  }

  it('names the product the shopper came from in the language asked for', async () => {
    const [first] = TryOnProductsResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/ai/virtual-tryon/products?limit=1' })).json(),
    ).products;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ai/virtual-tryon/products?limit=3&product=${first?.slug}&lang=rw`,
    });
    const [chosen] = TryOnProductsResponse.parse(res.json()).products;
    expect(chosen).toMatchObject({ id: first?.id, name: `RW ${first?.name}`, category: 'Amakanzu' });
  });
});

describe('POST /api/ai/virtual-tryon in each language', () => {
  let garmentId: string;
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ai/virtual-tryon/products?limit=1' });
    garmentId = TryOnProductsResponse.parse(res.json()).products[0]?.id ?? '';
  });

  for (const lang of LANGUAGES) {
    for (const how of ['query', 'header'] as const) {
      it(`names the garment tried on and the suggestions in ${lang} (asked by ${how})`, async () => {
        const { query, headers } = asked(lang, how);
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/ai/virtual-tryon?${query}`,
          headers,
          payload: {
            userImage: `data:image/jpeg;base64,${photo.toString('base64')}`,
            bodyType: 'hourglass',
            skinTone: 'deep',
            preferences: { style: 'modern', occasion: 'party' },
            productId: garmentId,
          },
        });
        expect(res.statusCode, res.body).toBe(200);
        const result = TryOnResult.parse(res.json());
        const tried = await catalogProduct(result.product.id, lang);
        expect(result.product.name).toBe(tried.name);
        expect(result.product.price).toBe(shownPrice(tried).price);
        expect(result.recommendedProducts.length).toBeGreaterThan(0);
        for (const p of [result.product, ...result.recommendedProducts]) {
          const page = await catalogProduct(p.id, lang);
          expect(p.name).toBe(page.name);
          expect(p.price).toBe(shownPrice(page).price);
          if (lang !== 'en') expect(p.name.startsWith(`${lang.toUpperCase()} `), p.name).toBe(true);
        }
      });
    }
  }
});

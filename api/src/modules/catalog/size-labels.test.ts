import { ProductResponse } from '@isoko/shared/catalog/schema';
import { FacetsResponse } from '@isoko/shared/catalog/search';
import { SIZE_NAMES } from '@isoko/shared/catalog/term-names';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyCatalogChanged } from './notify';
import { catalogTranslationsSeedStep, seedCatalogTranslations } from './seed';
import { CATEGORY_SEEDS } from './seed-data';
import { catalogTermTranslations, categories } from './tables';
import { createProduct } from './write';

/**
 * Sizes as shoppers read them: the stored English size stays in `sizes` (variants, the cart and
 * filters match on it) and `sizeLabels` words it in the shopper's language, as colours do.
 */

let t: TestApp;
let productId: string;
let slug: string;
const STORED = ['Small', 'Medium', 'Large', 'M', '42'];

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as unknown;
}

const productIn = async (lang: string) =>
  ProductResponse.parse(await get(`/api/products/${productId}?lang=${lang}`)).data;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  await seedCatalogTranslations(t.app.deps.db);
  slug = `duffel-bags-${Date.now()}`;
  const [category] = await t.app.deps.db
    .insert(categories)
    .values({ slug, name: 'Duffel bags' })
    .returning({ id: categories.id });
  const created = await createProduct(t.app.deps, {
    name: '3-Piece Duffel Bag',
    shortDescription: 'Three bags that nest.',
    description: 'Three bags.',
    categoryId: category!.id,
    price: 30_000,
    sizes: STORED,
    colors: ['Black'],
    stockQuantity: 10,
  });
  productId = created.product.id;
  await notifyCatalogChanged(t.app.deps);
});
afterAll(async () => t?.close());

describe('the sizes of a product', () => {
  it('carry French labels beside the stored words, letters and numbers as they are', async () => {
    const p = await productIn('fr');
    expect(p.sizes).toEqual(STORED);
    expect(p.sizeLabels).toEqual([
      { name: 'Small', label: 'Petite' },
      { name: 'Medium', label: 'Moyenne' },
      { name: 'Large', label: 'Grande' },
      { name: 'M', label: 'M' },
      { name: '42', label: '42' },
    ]);
    // Variants keep the stored word: the cart and orders match on it.
    expect(new Set(p.variants.map((v) => v.size))).toEqual(new Set(STORED));
  });

  it('carry Kinyarwanda labels', async () => {
    const p = await productIn('rw');
    expect(p.sizes).toEqual(STORED);
    expect(p.sizeLabels?.map((s) => s.label)).toEqual(['Ntoya', 'Iringaniye', 'Nini', 'M', '42']);
  });

  it('are their stored words in English', async () => {
    const p = await productIn('en');
    expect(p.sizeLabels?.map((s) => s.label)).toEqual(STORED);
  });

  it('are named in the filters in the shopper’s language, filtered on the stored word', async () => {
    const facets = FacetsResponse.parse(
      await get(`/api/intelligent-search/facets?category=${slug}&lang=fr`),
    ).facets;
    const medium = facets.sizes.find((s) => s.value === 'Medium');
    expect(medium).toMatchObject({ value: 'Medium', name: 'Moyenne', count: 1 });
    expect(facets.sizes.find((s) => s.value === 'M')).toMatchObject({ name: 'M' });
  });
});

/** Letter sizes (XS to XXL) and numbers (shoes, rings) read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = /^(?:X*[SML]|\d+)$/;

describe('the demo catalogue’s word sizes', () => {
  it('each have a French and a Kinyarwanda word, the beds’ Queen and King too', () => {
    const sizes = new Set(
      CATEGORY_SEEDS.flatMap((c) => c.subcategories.flatMap((s) => s.template.sizes ?? [])),
    );
    const words = [...sizes].filter((s) => !SAME_IN_EVERY_LANGUAGE.test(s));
    expect(words).toEqual(expect.arrayContaining(['Single', 'Double', 'Queen', 'King', 'Small', '0-6M']));
    for (const word of words) {
      expect(SIZE_NAMES[word]?.fr, word).toBeTruthy();
      expect(SIZE_NAMES[word]?.rw, word).toBeTruthy();
    }
  });

  it('reach a database seeded before they existed on its next start, and show on a bed’s page', async () => {
    const { deps } = t.app;
    const beds = ['Queen', 'King'];
    // A shop seeded before the bed sizes had words: its translations table has none for them.
    await deps.db
      .delete(catalogTermTranslations)
      .where(and(eq(catalogTermTranslations.kind, 'size'), inArray(catalogTermTranslations.value, beds)));
    await catalogTranslationsSeedStep.run(deps, { products: 0, say: () => {} });
    const created = await createProduct(deps, {
      name: 'Test Duvet Set',
      shortDescription: 'A duvet set.',
      description: 'A duvet set.',
      categoryId: (
        await deps.db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug))
      )[0]!.id,
      price: 40_000,
      sizes: ['Double', ...beds],
      colors: ['White'],
      stockQuantity: 10,
    });
    await notifyCatalogChanged(deps);
    const labels = async (lang: string) =>
      ProductResponse.parse(
        await get(`/api/products/${created.product.id}?lang=${lang}`),
      ).data.sizeLabels?.map((s) => s.label);
    expect(await labels('fr')).toEqual(['2 personnes', 'Queen (160 × 200)', 'King (180 × 200)']);
    expect(await labels('rw')).toEqual(["Y'abantu babiri", 'Nini (Queen)', 'Nini cyane (King)']);
    expect(await labels('en')).toEqual(['Double', 'Queen', 'King']);
  });
});

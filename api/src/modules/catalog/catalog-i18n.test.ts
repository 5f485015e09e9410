import {
  CategoriesResponse,
  CategoryResponse,
  HierarchicalCategoriesResponse,
  IntelligentSearchResponse,
  ProductCardsResponse,
  ProductListResponse,
  ProductResponse,
} from '@isoko/shared/catalog/schema';
import { FR_VOCABULARY } from '@isoko/shared/vocabulary/fr';
import { RW_VOCABULARY } from '@isoko/shared/vocabulary/rw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { notifyCatalogChanged } from './notify';
import { refreshSearchTerms } from './product-stats';
import { catalogTranslationsSeedStep, seedCatalog } from './seed';
import { CATEGORY_SEEDS } from './seed-data';
import { COLOR_NAMES, MATERIAL_NAMES, SIZE_NAMES } from './seed-translations';
import { createProduct, updateProduct } from './write';

let t: TestApp;

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as unknown, headers: res.headers };
}

const product = async (url: string, headers?: Record<string, string>) =>
  ProductResponse.parse((await get(url, headers)).body).data;

const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  queryRows<T>(t.app.deps.db, query);

/** A seeded product that the demo translated, with its stored texts. */
interface Stored extends Record<string, unknown> {
  id: string;
  name: string;
  description: string;
  name_i18n: { fr?: string; rw?: string };
  short_description_i18n: { fr?: string; rw?: string };
  description_i18n: { fr?: string; rw?: string };
}

let translated: Stored;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
  // The demo's own size, so "the most visible products" are the ones a visitor sees.
  await seedCatalog(t.app.deps.db, { products: 320, dataDir: t.app.deps.config.dataDir });
  await notifyCatalogChanged(t.app.deps);
  [translated] = (await rows<Stored>(
    sql`select id, name, description, name_i18n, short_description_i18n, description_i18n from products
        where name_i18n ? 'rw' and cardinality(colors) > 0 and cardinality(materials) > 0
        order by id limit 1`,
  )) as [Stored];
}, 120_000);
afterAll(async () => t?.close());

describe('the demo seed ships French and Kinyarwanda', () => {
  it('for every category and subcategory, name and description', async () => {
    const cats = await rows<{ slug: string; n: Record<string, string>; d: Record<string, string> }>(
      sql`select slug, name_i18n as n, description_i18n as d from categories`,
    );
    const expected = CATEGORY_SEEDS.length + CATEGORY_SEEDS.flatMap((c) => c.subcategories).length;
    expect(cats).toHaveLength(expected);
    for (const c of cats) {
      for (const lang of ['fr', 'rw'] as const) {
        expect(c.n[lang]?.trim(), `${c.slug} name ${lang}`).toBeTruthy();
        expect(c.d[lang]?.trim(), `${c.slug} description ${lang}`).toBeTruthy();
      }
    }
    const dresses = cats.find((c) => c.slug === 'dresses')!;
    expect(dresses.n).toEqual({ fr: 'Robes', rw: 'Amakanzu' });
  });

  it('for at least 60 products: name, short description and description', async () => {
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from products where
          name_i18n ?& array['fr','rw'] and short_description_i18n ?& array['fr','rw']
          and description_i18n ?& array['fr','rw']`,
    )) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(60);
  });

  it('for every product on the home page and the first page of the shop', async () => {
    const urls = [
      '/api/products/featured?limit=12',
      '/api/products/flash-deals?limit=6',
      '/api/products/trending?limit=12',
      '/api/products/best-deals?limit=8',
    ];
    const en = new Map<string, string>();
    const rw = new Map<string, string>();
    for (const url of urls) {
      for (const c of ProductCardsResponse.parse((await get(url)).body).data) en.set(c.id, c.name);
      for (const c of ProductCardsResponse.parse((await get(`${url}&lang=rw`)).body).data)
        rw.set(c.id, c.name);
    }
    const shopEn = ProductListResponse.parse((await get('/api/intelligent-search?limit=24')).body).data;
    const shopRw = ProductListResponse.parse(
      (await get('/api/intelligent-search?limit=24&lang=rw')).body,
    ).data;
    for (const c of shopEn) en.set(c.id, c.name);
    for (const c of shopRw) rw.set(c.id, c.name);
    expect(en.size).toBeGreaterThan(40);
    const untranslated = [...en].filter(([id, name]) => rw.get(id) === name).map(([, name]) => name);
    expect(untranslated).toEqual([]);
  });

  it('for every colour and material the demo uses, in words search understands', async () => {
    const templates = CATEGORY_SEEDS.flatMap((c) => c.subcategories.map((s) => s.template));
    for (const color of new Set(templates.flatMap((tp) => tp.colors)))
      expect(COLOR_NAMES[color]).toBeDefined();
    for (const m of new Set(templates.flatMap((tp) => tp.materials))) expect(MATERIAL_NAMES[m]).toBeDefined();
    const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    for (const [color, words] of Object.entries(RW_VOCABULARY.colors)) {
      expect(words.map(fold), color).toContain(fold(COLOR_NAMES[color]!.rw));
    }
    for (const [color, words] of Object.entries(FR_VOCABULARY.colors)) {
      expect(words.map(fold), color).toContain(fold(COLOR_NAMES[color]!.fr));
    }
    const [{ n }] = (await rows<{ n: number }>(
      sql`select count(*)::int as n from catalog_term_translations where name_i18n ?& array['fr','rw']`,
    )) as [{ n: number }];
    expect(n).toBe(
      Object.keys(COLOR_NAMES).length + Object.keys(MATERIAL_NAMES).length + Object.keys(SIZE_NAMES).length,
    );
  });
});

describe('a catalogue seeded before translations existed', () => {
  it('gets the same texts on the next start, once', async () => {
    const snapshot = () =>
      rows<{ id: string; n: unknown; s: unknown; d: unknown }>(
        sql`select id, name_i18n as n, short_description_i18n as s, description_i18n as d from products
            order by id`,
      );
    const categoriesNow = () =>
      rows<{ slug: string; n: unknown; d: unknown }>(
        sql`select slug, name_i18n as n, description_i18n as d from categories order by slug`,
      );
    const [products, cats] = [await snapshot(), await categoriesNow()];
    await t.app.deps.db.execute(sql`update products set name_i18n = '{}', short_description_i18n = '{}',
        description_i18n = '{}'`);
    // Its search words, then, named no translation either.
    await refreshSearchTerms(t.app.deps.db, sql`true`);
    await t.app.deps.db.execute(sql`update categories set name_i18n = '{}', description_i18n = '{}'`);
    await t.app.deps.db.execute(sql`delete from catalog_term_translations`);
    const said: string[] = [];
    await catalogTranslationsSeedStep.run(t.app.deps, { products: 0, say: (line) => said.push(line) });
    expect(await snapshot()).toEqual(products);
    expect(await categoriesNow()).toEqual(cats);
    expect(said.join()).toMatch(/\d+ products/);
    // Translated already: the next start changes nothing and says nothing.
    await catalogTranslationsSeedStep.run(t.app.deps, { products: 0, say: (line) => said.push(line) });
    expect(said).toHaveLength(1);
    const rw = await product(`/api/products/${translated.id}?lang=rw`);
    expect(rw.name).toBe(translated.name_i18n.rw);
    // Their translated names find them in the listing's search again.
    const found = ProductListResponse.parse(
      (await get(`/api/products?search=${encodeURIComponent(translated.name_i18n.rw!)}&lang=rw&limit=100`))
        .body,
    ).data.map((p) => p.id);
    expect(found).toContain(translated.id);
  });
});

describe('the listing’s text search', () => {
  const ids = async (url: string) => ProductListResponse.parse((await get(url)).body).data.map((p) => p.id);
  const search = (text: string, lang: string) =>
    ids(`/api/products?search=${encodeURIComponent(text)}&lang=${lang}&limit=100`);

  it('finds a product by its French and Kinyarwanda names, the ones its suggestions show', async () => {
    expect(await search(translated.name_i18n.fr!, 'fr')).toContain(translated.id);
    expect(await search(translated.name_i18n.rw!, 'rw')).toContain(translated.id);
    // Shoppers mix languages: the name finds it whatever language the shop is read in.
    expect(await search(translated.name_i18n.rw!, 'en')).toContain(translated.id);
    expect(await search(translated.name, 'rw')).toContain(translated.id);
  });

  it('follows the back office: a translated name finds the product until it is changed', async () => {
    const [home] = await rows<{ id: string; sub: string }>(
      sql`select c.id, s.id as sub from categories c join categories s on s.parent_id = c.id
          where c.slug = 'home-living' and s.slug = 'home-decor'`,
    );
    const created = await createProduct(t.app.deps, {
      name: 'Woven sisal basket',
      shortDescription: 'Woven in Gitarama.',
      description: 'A lidded basket.',
      nameI18n: { fr: 'Corbeille Zembuka', rw: 'Agaseke Nyirantare' },
      categoryId: home!.id,
      subcategoryId: home!.sub,
      price: 15_000,
    });
    const id = created.product.id;
    expect(await search('corbeille zembuka', 'fr')).toEqual([id]);
    expect(await search('nyirantare', 'rw')).toEqual([id]);
    await updateProduct(t.app.deps, id, { nameI18n: { fr: 'Corbeille Korongo' } });
    expect(await search('korongo', 'fr')).toEqual([id]);
    expect(await search('zembuka', 'fr')).toEqual([]);
    expect(await search('woven sisal', 'fr')).toContain(id);
  });
});

describe('GET /api/products/:id in the shopper language', () => {
  it('names the product in every language, for what a screen keeps of it (a cart line)', async () => {
    for (const lang of ['en', 'fr', 'rw']) {
      const p = await product(`/api/products/${translated.id}?lang=${lang}`);
      expect(p.names).toEqual({ en: translated.name, ...translated.name_i18n });
    }
  });

  it('answers Kinyarwanda for ?lang=rw', async () => {
    const p = await product(`/api/products/${translated.id}?lang=rw`);
    expect(p.name).toBe(translated.name_i18n.rw);
    expect(p.shortDescription).toBe(translated.short_description_i18n.rw);
    expect(p.description).toBe(translated.description_i18n.rw);
    expect(p.description).toContain('**Ibyihariye**');
    expect(p.seoTitle).toBe(translated.name_i18n.rw);
    expect(p.category.name).not.toBe((await product(`/api/products/${translated.id}`)).category.name);
  });

  it('answers French for Accept-Language: fr, with colours and materials in French', async () => {
    const p = await product(`/api/products/${translated.id}`, {
      'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8',
    });
    expect(p.name).toBe(translated.name_i18n.fr);
    expect(p.description).toBe(translated.description_i18n.fr);
    const en = await product(`/api/products/${translated.id}`);
    // Colours keep their stored name (variants refer to it) and gain a French label.
    expect(p.colors.map((c) => c.name)).toEqual(en.colors.map((c) => c.name));
    expect(p.colors.map((c) => c.label)).toEqual(en.colors.map((c) => COLOR_NAMES[c.name]!.fr));
    expect(p.material).toEqual(en.material.map((m) => MATERIAL_NAMES[m]!.fr));
    expect(p.variants.map((v) => v.color)).toEqual(en.variants.map((v) => v.color));
  });

  it('translates a material staff typed in another case or with a shopper word', async () => {
    const [home] = await rows<{ id: string; sub: string }>(
      sql`select c.id, s.id as sub from categories c join categories s on s.parent_id = c.id
          where c.slug = 'home-living' and s.slug = 'home-decor'`,
    );
    const created = await createProduct(t.app.deps, {
      name: 'Table runner',
      shortDescription: 'Woven in Huye.',
      description: 'A long runner.',
      categoryId: home!.id,
      subcategoryId: home!.sub,
      price: 9_000,
      materials: ['cotton', 'Ceramic', 'raffia thread'],
    });
    const fr = await product(`/api/products/${created.product.id}?lang=fr`);
    expect(fr.material).toEqual([MATERIAL_NAMES.Cotton!.fr, MATERIAL_NAMES.Ceramic!.fr, 'raffia thread']);
    const rw = await product(`/api/products/${created.product.id}?lang=rw`);
    expect(rw.material.slice(0, 2)).toEqual([MATERIAL_NAMES.Cotton!.rw, MATERIAL_NAMES.Ceramic!.rw]);
    expect((await product(`/api/products/${created.product.id}`)).material).toEqual([
      'cotton',
      'Ceramic',
      'raffia thread',
    ]);
  });

  it('lets ?lang= win over the header, and says the answer varies with the header', async () => {
    const res = await get(`/api/products/${translated.id}?lang=rw`, { 'accept-language': 'fr' });
    expect(ProductResponse.parse(res.body).data.name).toBe(translated.name_i18n.rw);
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect(res.headers['content-language']).toBe('rw');
  });

  it('answers English without a language, or for one the shop does not speak', async () => {
    expect((await product(`/api/products/${translated.id}`)).name).toBe(translated.name);
    expect((await product(`/api/products/${translated.id}?lang=de`)).name).toBe(translated.name);
    expect((await product(`/api/products/${translated.id}`, { 'accept-language': 'sw' })).name).toBe(
      translated.name,
    );
  });

  it('falls back to English field by field, never to an empty string', async () => {
    const [other] = await rows<{ id: string; name: string; short_description: string; description: string }>(
      sql`select id, name, short_description, description from products where id <> ${translated.id}
          order by id limit 1`,
    );
    await t.app.deps.db.execute(sql`update products set
        name_i18n = '{"fr": "Nom seulement en français", "rw": "   "}'::jsonb,
        short_description_i18n = '{"rw": ""}'::jsonb,
        description_i18n = '{}'::jsonb
      where id = ${other!.id}`);
    await notifyCatalogChanged(t.app.deps);
    const fr = await product(`/api/products/${other!.id}?lang=fr`);
    expect(fr.name).toBe('Nom seulement en français');
    expect(fr.description).toBe(other!.description);
    expect(fr.shortDescription).toBe(other!.short_description);
    const rw = await product(`/api/products/${other!.id}?lang=rw`);
    expect(rw.name).toBe(other!.name);
    expect(rw.shortDescription).toBe(other!.short_description);
    expect(rw.description).toBe(other!.description);
  });
});

describe('categories and listings in the shopper language', () => {
  it('lists top-level categories translated', async () => {
    const fr = CategoriesResponse.parse((await get('/api/products/categories?lang=fr')).body).data;
    const rw = CategoriesResponse.parse(
      (await get('/api/products/categories', { 'accept-language': 'rw-RW' })).body,
    ).data;
    expect(fr.find((c) => c.slug === 'womens-fashion')?.name).toBe('Mode femme');
    expect(rw.find((c) => c.slug === 'womens-fashion')?.name).toBe("Imyenda y'abagore");
    expect(rw.find((c) => c.slug === 'shoes-footwear')?.name).toBe('Inkweto');
    expect(rw.every((c) => c.name.trim() && c.description.trim())).toBe(true);
  });

  it('translates the tree, one category page and its subcategories', async () => {
    const tree = HierarchicalCategoriesResponse.parse(
      (await get('/api/categories/hierarchical/all?lang=rw')).body,
    ).categories;
    const women = tree.find((c) => c.slug === 'womens-fashion')!;
    expect(women.subcategories.find((s) => s.slug === 'dresses')?.name).toBe('Amakanzu');
    const page = CategoryResponse.parse((await get('/api/categories/dresses?lang=fr')).body).category;
    expect(page.name).toBe('Robes');
    expect(page.description).toBe('Robes, dans la catégorie Mode femme.');
    expect(page.parent?.name).toBe('Mode femme');
  });

  it('keeps one cached listing per language', async () => {
    const url = '/api/products?category=dresses&limit=10&sortBy=newest';
    const en = ProductListResponse.parse((await get(url)).body).data;
    const rw = ProductListResponse.parse((await get(`${url}&lang=rw`)).body).data;
    const enAgain = ProductListResponse.parse((await get(url)).body).data;
    expect(rw.map((c) => c.id)).toEqual(en.map((c) => c.id));
    expect(en.length).toBeGreaterThan(0);
    // Every dress has a Kinyarwanda name: each starts with "Ikanzu".
    expect(rw.every((c) => c.name.startsWith('Ikanzu'))).toBe(true);
    expect(rw.every((c) => c.category.name === "Imyenda y'abagore")).toBe(true);
    expect(enAgain.map((c) => c.name)).toEqual(en.map((c) => c.name));
    expect(en.some((c) => c.name.startsWith('Ikanzu'))).toBe(false);
  });

  it('names categories in the filter options in the shopper language', async () => {
    const body = IntelligentSearchResponse.parse((await get('/api/intelligent-search?limit=1&lang=fr')).body);
    expect(body.filterOptions.categories.find((c) => c.slug === 'electronics')?.name).toBe('Électronique');
  });
});

describe('the back office saves French and Kinyarwanda texts', () => {
  async function categoryId(slug: string) {
    const [row] = await rows<{ id: string }>(sql`select id from categories where slug = ${slug}`);
    return row!.id;
  }

  it('stores them with a new product and the shop shows them, English where left blank', async () => {
    const created = await createProduct(t.app.deps, {
      name: 'Imigongo wall art',
      shortDescription: 'Hand-painted in Nyakarambi.',
      description: 'Cow-dung art in black and red.',
      nameI18n: { fr: '  Tableau imigongo  ', rw: "Igishushanyo cy'imigongo" },
      shortDescriptionI18n: { fr: 'Peint à la main à Nyakarambi.', rw: '   ' },
      descriptionI18n: {},
      categoryId: await categoryId('home-living'),
      subcategoryId: await categoryId('home-decor'),
      price: 45_000,
    });
    expect(created.product.nameI18n).toEqual({ fr: 'Tableau imigongo', rw: "Igishushanyo cy'imigongo" });
    expect(created.product.shortDescriptionI18n).toEqual({ fr: 'Peint à la main à Nyakarambi.' });
    const rw = await product(`/api/products/${created.product.id}?lang=rw`);
    expect(rw.name).toBe("Igishushanyo cy'imigongo");
    expect(rw.shortDescription).toBe('Hand-painted in Nyakarambi.');
    const fr = await product(`/api/products/${created.product.id}`, { 'accept-language': 'fr' });
    expect(fr.shortDescription).toBe('Peint à la main à Nyakarambi.');
    expect(fr.description).toBe('Cow-dung art in black and red.');

    // An edit replaces the texts it names and leaves the others.
    await updateProduct(t.app.deps, created.product.id, { descriptionI18n: { rw: 'Ubugeni bwa kera.' } });
    const after = await product(`/api/products/${created.product.id}?lang=rw`);
    expect(after.description).toBe('Ubugeni bwa kera.');
    expect(after.name).toBe("Igishushanyo cy'imigongo");
  });

  it('refuses a language the shop does not speak and over-long texts with VALIDATION_FAILED', async () => {
    const id = translated.id;
    await expect(updateProduct(t.app.deps, id, { nameI18n: { de: 'Kleid' } })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(updateProduct(t.app.deps, id, { nameI18n: { fr: 'x'.repeat(201) } })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    await expect(updateProduct(t.app.deps, id, { nameI18n: 'Robe' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});

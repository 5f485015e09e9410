import { inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { SeedStep } from '../../seed/steps';
import { notifyCatalogChanged } from './notify';
import { createRng, hashSeed } from './prng';
import { refreshSearchTerms } from './product-stats';
import { slugify } from './search-terms';
import { CATEGORY_SEEDS } from './seed-data';
import {
  type Generated,
  generateProduct,
  type ProductRow,
  round100,
  type SubcategoryRef,
} from './seed-generate';
import { type Drawing, writeCatalogMedia } from './seed-media';
import {
  CATEGORY_TRANSLATIONS,
  COLOR_NAMES,
  MATERIAL_NAMES,
  SIZE_NAMES,
  SUBCATEGORY_NAMES,
  storedProductTranslations,
  subcategoryDescription,
} from './seed-translations';
import { brands, catalogTermTranslations, categories, flashDeals } from './tables';

export interface CatalogSeedOptions {
  products: number;
  /** The same seed gives the same catalogue (ids included). */
  seed?: number;
  /** Where SVG pictures go (`<dataDir>/media/catalog`). */
  dataDir: string;
  now?: Date;
  flashDeals?: number;
}

export interface CatalogSeedResult {
  categories: number;
  products: number;
  variants: number;
  media: number;
  reviews: number;
  flashDeals: number;
  mediaFiles: number;
  ms: number;
}

export const DEFAULT_CATALOG_SEED = 20_240_601;
const HOUR = 3_600_000;

/** Inserts the 21 categories with their subcategories (idempotent by slug) and returns the leaves. */
async function seedCategories(db: Db, seed: number): Promise<SubcategoryRef[]> {
  const rng = createRng(hashSeed(seed, 'categories'));
  const rows: Array<typeof categories.$inferInsert> = [];
  CATEGORY_SEEDS.forEach((cat, i) => {
    const id = rng.uuid();
    const names = categoryTexts(cat.slug);
    rows.push({
      id,
      slug: cat.slug,
      name: cat.name,
      icon: cat.icon,
      description: cat.description,
      position: i,
      ...names,
    });
    cat.subcategories.forEach((sub, j) => {
      rows.push({
        id: rng.uuid(),
        slug: sub.slug,
        name: sub.name,
        icon: sub.icon,
        description: `${sub.name} in ${cat.name}.`,
        parentId: id,
        position: j,
        ...subcategoryTexts(sub.slug, cat.slug),
      });
    });
  });
  // Parents first: subcategories reference them.
  await db
    .insert(categories)
    .values(rows.filter((r) => !r.parentId))
    .onConflictDoNothing();
  const parents = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(
      inArray(
        categories.slug,
        CATEGORY_SEEDS.map((c) => c.slug),
      ),
    );
  const parentIdBySlug = new Map(parents.map((p) => [p.slug, p.id]));
  const children = rows
    .filter((r) => r.parentId)
    .map((r) => {
      const parent = CATEGORY_SEEDS.find((c) => c.subcategories.some((s) => s.slug === r.slug))!;
      return { ...r, parentId: parentIdBySlug.get(parent.slug)! };
    });
  await db.insert(categories).values(children).onConflictDoNothing();
  const all = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const idBySlug = new Map(all.map((c) => [c.slug, c.id]));
  return CATEGORY_SEEDS.flatMap((cat) =>
    cat.subcategories.map((sub) => ({
      id: idBySlug.get(sub.slug)!,
      name: sub.name,
      parentId: idBySlug.get(cat.slug)!,
      parentName: cat.name,
      parentSlug: cat.slug,
      template: sub.template,
    })),
  );
}

/** A category's French and Kinyarwanda name and description ({} when the demo has none). */
function categoryTexts(slug: string) {
  const t = CATEGORY_TRANSLATIONS[slug];
  return {
    nameI18n: t ? { fr: t.name.fr, rw: t.name.rw } : {},
    descriptionI18n: t ? { fr: t.description.fr, rw: t.description.rw } : {},
  };
}

function subcategoryTexts(slug: string, parentSlug: string) {
  const sub = SUBCATEGORY_NAMES[slug];
  const parent = CATEGORY_TRANSLATIONS[parentSlug]?.name;
  if (!sub || !parent) return { nameI18n: {}, descriptionI18n: {} };
  return { nameI18n: { ...sub }, descriptionI18n: subcategoryDescription(sub, parent) };
}

/**
 * French and Kinyarwanda texts the demo ships for categories, colours, materials and sizes. Colour,
 * material and size names are upserted; categories seeded before translations existed get theirs,
 * while a text staff have since written is kept.
 */
export async function seedCatalogTranslations(db: Db): Promise<void> {
  const terms = [
    ...Object.entries(COLOR_NAMES).map(([value, t]) => ({ kind: 'color' as const, value, t })),
    ...Object.entries(MATERIAL_NAMES).map(([value, t]) => ({ kind: 'material' as const, value, t })),
    ...Object.entries(SIZE_NAMES).map(([value, t]) => ({ kind: 'size' as const, value, t })),
  ];
  await db
    .insert(catalogTermTranslations)
    .values(terms.map(({ kind, value, t }) => ({ kind, value, nameI18n: { fr: t.fr, rw: t.rw } })))
    .onConflictDoUpdate({
      target: [catalogTermTranslations.kind, catalogTermTranslations.value],
      set: { nameI18n: sql`excluded.name_i18n` },
    });
  const texts = CATEGORY_SEEDS.flatMap((cat) => [
    { slug: cat.slug, name: cat.name, ...categoryTexts(cat.slug) },
    ...cat.subcategories.map((sub) => ({
      slug: sub.slug,
      name: sub.name,
      ...subcategoryTexts(sub.slug, cat.slug),
    })),
  ]);
  // Only categories still named as the demo names them: a renamed one keeps what staff wrote.
  const json = JSON.stringify(
    texts.map((t) => ({ slug: t.slug, en: t.name, n: t.nameI18n, d: t.descriptionI18n })),
  );
  await db.execute(sql`update categories c set
      name_i18n = case when c.name_i18n = '{}'::jsonb then r.n else c.name_i18n end,
      description_i18n = case when c.description_i18n = '{}'::jsonb then r.d else c.description_i18n end
    from jsonb_to_recordset(${json}::jsonb) as r(slug text, en text, n jsonb, d jsonb)
    where c.slug = r.slug and c.name = r.en`);
}

async function seedBrands(db: Db, seed: number): Promise<Map<string, string>> {
  const rng = createRng(hashSeed(seed, 'brands'));
  const names = [
    ...new Set(CATEGORY_SEEDS.flatMap((c) => c.subcategories.flatMap((s) => s.template.brands))),
  ];
  await db
    .insert(brands)
    .values(names.map((name) => ({ id: rng.uuid(), name, slug: slugify(name) })))
    .onConflictDoNothing();
  const rows = await db.select({ id: brands.id, name: brands.name }).from(brands);
  return new Map(rows.map((b) => [b.name, b.id]));
}

const PRODUCT_COLUMNS = {
  id: 'uuid',
  slug: 'text',
  name: 'text',
  shortDescription: 'text',
  description: 'text',
  nameI18n: 'jsonb',
  shortDescriptionI18n: 'jsonb',
  descriptionI18n: 'jsonb',
  categoryId: 'uuid',
  subcategoryId: 'uuid',
  brandId: 'uuid',
  price: 'int',
  originalPrice: 'int',
  materials: 'text[]',
  gender: 'text',
  tags: 'text[]',
  isFeatured: 'boolean',
  isNew: 'boolean',
  freeShipping: 'boolean',
  negotiable: 'boolean',
  seoTitle: 'text',
  seoDescription: 'text',
  seoKeywords: 'text[]',
  ratingAvg: 'numeric',
  reviewCount: 'int',
  stockTotal: 'int',
  totalSales: 'int',
  mainImage: 'text',
  sizes: 'text[]',
  colors: 'text[]',
  searchTerms: 'text',
  createdAt: 'timestamptz',
  updatedAt: 'timestamptz',
} as const;
const VARIANT_COLUMNS = {
  id: 'uuid',
  productId: 'uuid',
  sku: 'text',
  size: 'text',
  color: 'text',
  price: 'int',
  stock: 'int',
  image: 'text',
} as const;
const MEDIA_COLUMNS = {
  id: 'uuid',
  productId: 'uuid',
  url: 'text',
  kind: 'text',
  alt: 'text',
  position: 'int',
} as const;
const REVIEW_COLUMNS = {
  id: 'uuid',
  productId: 'uuid',
  authorName: 'text',
  rating: 'int',
  title: 'text',
  body: 'text',
  createdAt: 'timestamptz',
} as const;

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Inserts rows as one JSON parameter per batch (`jsonb_to_recordset`): building a multi-row
 * VALUES list with 30 parameters per row made the 50,000-product seed spend most of its time
 * in the driver. Works the same on PostgreSQL and PGlite.
 */
async function insertRecordset<R extends object>(
  db: Db,
  table: string,
  columns: Record<string, string>,
  rows: readonly R[],
  batch = 5_000,
) {
  const names = Object.keys(columns);
  const list = sql.raw(names.map((n) => `"${snake(n)}"`).join(', '));
  const defs = sql.raw(names.map((n) => `"${snake(n)}" ${columns[n]}`).join(', '));
  for (let i = 0; i < rows.length; i += batch) {
    const json = JSON.stringify(
      rows.slice(i, i + batch).map((row) => {
        const out: Record<string, unknown> = {};
        for (const n of names) out[snake(n)] = (row as Record<string, unknown>)[n] ?? null;
        return out;
      }),
    );
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${list}) select ${list} from jsonb_to_recordset(${json}::jsonb) as r(${defs})`,
    );
  }
}

/** One batch of generated products with their variants, pictures and reviews. */
async function insertGenerated(db: Db, batch: readonly Generated[]): Promise<void> {
  await insertRecordset(
    db,
    'products',
    PRODUCT_COLUMNS,
    batch.map((g) => g.product),
  );
  await insertRecordset(
    db,
    'product_variants',
    VARIANT_COLUMNS,
    batch.flatMap((g) => g.variants),
  );
  await insertRecordset(
    db,
    'product_media',
    MEDIA_COLUMNS,
    batch.flatMap((g) => g.media),
  );
  await insertRecordset(
    db,
    'reviews',
    REVIEW_COLUMNS,
    batch.flatMap((g) => g.reviews),
  );
}

/**
 * The demo catalogue: categories, brands, `products` products with variants, pictures and
 * reviews, and flash deals. Deterministic for a seed; called again (--force) it continues the
 * numbering, so it adds new products instead of colliding with the first ones.
 */
export async function seedCatalog(db: Db, options: CatalogSeedOptions): Promise<CatalogSeedResult> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_CATALOG_SEED;
  const now = (options.now ?? new Date()).getTime();
  const subs = await seedCategories(db, seed);
  await seedCatalogTranslations(db);
  const brandIds = await seedBrands(db, seed);
  const [{ n: existing } = { n: 0 }] = (
    (await db.execute(sql`select count(*)::int as n from products`)) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows;
  const large = options.products > 5_000;
  const result: CatalogSeedResult = {
    categories: CATEGORY_SEEDS.length + subs.length,
    products: 0,
    variants: 0,
    media: 0,
    reviews: 0,
    flashDeals: 0,
    mediaFiles: 0,
    ms: 0,
  };
  const files = new Map<string, readonly [Drawing, string, number]>();
  const chosen: ProductRow[] = [];
  // Generate and insert in chunks so 50,000 products never sit in memory at once.
  const CHUNK = 2_000;
  await db.transaction(async (tx) => {
    for (let start = 0; start < options.products; start += CHUNK) {
      const batch: Generated[] = [];
      for (let i = start; i < Math.min(options.products, start + CHUNK); i++) {
        batch.push(generateProduct(seed, existing + i, subs, brandIds, now, large));
      }
      await insertGenerated(tx as unknown as Db, batch);
      for (const g of batch) {
        result.products++;
        result.variants += g.variants.length;
        result.media += g.media.length;
        result.reviews += g.reviews.length;
        for (const f of g.files) files.set(f.join('|'), f);
        if (g.product.stockTotal! > 5 && chosen.length < 400) chosen.push(g.product);
      }
    }
    // Flash deals on products with stock, ending between 2 hours and 3 days from now.
    const rng = createRng(hashSeed(seed, 'flash', existing));
    const dealCount = Math.min(options.flashDeals ?? 12, chosen.length);
    const deals = rng.sample(chosen, dealCount).map((p) => ({
      id: rng.uuid(),
      productId: p.id!,
      dealPrice: round100(p.price * (0.7 + rng.next() * 0.18)),
      startsAt: new Date(now - rng.int(1, 12) * HOUR),
      endsAt: new Date(now + rng.int(2, 72) * HOUR + rng.int(0, 59) * 60_000),
    }));
    if (deals.length) await tx.insert(flashDeals).values(deals);
    result.flashDeals = deals.length;
  });
  result.mediaFiles = writeCatalogMedia(options.dataDir, files.values());
  result.ms = Math.round(performance.now() - started);
  return result;
}

interface StoredRow extends Record<string, unknown> {
  id: string;
  name: string;
  brand: string | null;
  subcategory: string | null;
  description: string;
  materials: string[];
  sizes: string[];
  colors: string[];
}

/** Demo products, as the seed described them, that miss a French or Kinyarwanda text. */
const UNTRANSLATED_DEMO_PRODUCT = sql`(p.name_i18n = '{}'::jsonb or p.short_description_i18n = '{}'::jsonb
    or p.description_i18n = '{}'::jsonb) and p.description like '**Overview**%'`;

/**
 * Gives demo products seeded before their translations existed the French and Kinyarwanda
 * texts the seed now writes (see storedProductTranslations). Only missing texts are filled: a
 * text staff wrote stays. Returns how many products it changed.
 */
export async function backfillProductTranslations(db: Db): Promise<number> {
  const rows = await queryRows<StoredRow>(
    db,
    sql`select p.id, p.name, b.name as brand, s.slug as subcategory, p.description, p.materials, p.sizes, p.colors
        from products p
        left join brands b on b.id = p.brand_id
        left join categories s on s.id = p.subcategory_id
        where ${UNTRANSLATED_DEMO_PRODUCT}`,
  );
  const updates = rows.flatMap((r) => {
    const t = storedProductTranslations(r);
    return t ? [{ id: r.id, n: t.nameI18n, s: t.shortDescriptionI18n, d: t.descriptionI18n }] : [];
  });
  for (let i = 0; i < updates.length; i += 2_000) {
    const json = JSON.stringify(updates.slice(i, i + 2_000));
    await db.execute(sql`update products p set
        name_i18n = case when p.name_i18n = '{}'::jsonb then r.n else p.name_i18n end,
        short_description_i18n = case when p.short_description_i18n = '{}'::jsonb then r.s
          else p.short_description_i18n end,
        description_i18n = case when p.description_i18n = '{}'::jsonb then r.d else p.description_i18n end
      from jsonb_to_recordset(${json}::jsonb) as r(id uuid, n jsonb, s jsonb, d jsonb)
      where p.id = r.id`);
    // The search finds them by their new names too.
    await refreshSearchTerms(
      db,
      sql`p.id in (select r.id from jsonb_to_recordset(${json}::jsonb) as r(id uuid))`,
    );
  }
  return updates.length;
}

/**
 * Seed step 'always': a catalogue seeded before translations existed (its categories have
 * none), or before every demo product had them, gets the demo's French and Kinyarwanda texts
 * once; after that the step only keeps the colour and material names up to date, a few dozen
 * rows.
 */
export const catalogTranslationsSeedStep: SeedStep = {
  name: 'catalog-translations',
  when: 'always',
  async run(deps, options) {
    const [{ n: untranslated } = { n: 0 }] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from categories where name_i18n = '{}'::jsonb`,
    );
    await seedCatalogTranslations(deps.db);
    const [{ n: missing } = { n: 0 }] = await queryRows<{ n: number }>(
      deps.db,
      sql`select count(*)::int as n from products p where ${UNTRANSLATED_DEMO_PRODUCT}`,
    );
    if (Number(untranslated) === 0 && Number(missing) === 0) return;
    const products = await backfillProductTranslations(deps.db);
    if (Number(untranslated) === 0 && products === 0) return;
    await notifyCatalogChanged(deps);
    options.say(`Catalogue translations: categories, colours, materials and ${products} products`);
  },
};

/** Seed step 'demo': fills an empty database with the demo catalogue. */
export const catalogSeedStep: SeedStep = {
  name: 'catalog-demo',
  when: 'demo',
  async run(deps, options) {
    const result = await seedCatalog(deps.db, { products: options.products, dataDir: deps.config.dataDir });
    await notifyCatalogChanged(deps);
    options.say(
      `Catalogue: ${result.products} products, ${result.variants} variants, ${result.reviews} reviews, ` +
        `${result.flashDeals} flash deals, ${result.mediaFiles} pictures in ${result.ms} ms`,
    );
  },
};

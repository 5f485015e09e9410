import { productSku, variantGrid } from '@isoko/shared/catalog/variant';
import { createRng, hashSeed, type Rng, stableUuid } from './prng';
import { buildSearchTerms, slugify } from './search-terms';
import { FIRST_NAMES, LAST_NAMES, type ProductTemplate, REVIEW_TEXTS, TOWNS } from './seed-data';
import { deliveryAndReturnsLine } from './seed-delivery-words';
import { CATALOG_MEDIA_PREFIX, type Drawing, mediaFileName } from './seed-media';
import { productTranslations } from './seed-translations';
import type { productMedia, products, productVariants, reviews } from './tables';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof productVariants.$inferInsert;
type MediaRow = typeof productMedia.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;

export const round100 = (n: number) => Math.max(100, Math.round(n / 100) * 100);
const SIZELESS = new Set(['Default']);

export interface SubcategoryRef {
  id: string;
  name: string;
  parentId: string;
  parentName: string;
  parentSlug: string;
  template: ProductTemplate;
}

function priceBetween(rng: Rng, [min, max]: readonly [number, number]): number {
  // Log-uniform: cheap items are common, expensive ones rarer, as in a real shop.
  return round100(Math.exp(Math.log(min) + rng.next() * (Math.log(max) - Math.log(min))));
}

/** "a dress", "an evening gown": the English article for a noun, by its first letter. */
export const articled = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

function describe(
  name: string,
  brand: string | null,
  t: ProductTemplate,
  item: string,
  details: string[],
  rng: Rng,
) {
  const features = rng.sample(t.features, 3);
  const who = brand ?? 'Isoko';
  const short = `${name} by ${who}. ${features[0]}.`;
  const description = [
    '**Overview**',
    `The ${name} is ${articled(item.toLowerCase())} chosen by our team in Kigali for quality and value. ${features[0]}, and it comes from ${who}.`,
    '',
    '**Key features**',
    ...features.map((f) => `- ${f}`),
    '',
    '**Details**',
    ...details.map((d) => `- ${d}`),
    '',
    '**Delivery & returns**',
    deliveryAndReturnsLine('en'),
  ].join('\n');
  return { short, description, features };
}

/** Rating of one review around the product's quality; integer 1-5. */
function reviewRating(rng: Rng, quality: number): number {
  const noise = (rng.next() + rng.next() + rng.next() - 1.5) * 1.6;
  return Math.max(1, Math.min(5, Math.round(quality + noise)));
}

/** Average to 2 decimals, rounding half up exactly as PostgreSQL's round(numeric, 2) does. */
export function averageOf(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.floor((sum * 200 + ratings.length) / (2 * ratings.length)) / 100;
}

export interface Generated {
  product: ProductRow;
  variants: VariantRow[];
  media: MediaRow[];
  reviews: ReviewRow[];
  files: Array<readonly [Drawing, string, number]>;
}

/** Stock per variant: a few products sold out, some with only 1-5 left, some low, most comfortable. */
function seedStocks(rng: Rng, count: number): number[] {
  const profile = rng.next();
  const stocks = Array.from({ length: count }, () => {
    if (profile < 0.1) return 0;
    if (profile < 0.25) return rng.int(0, 4);
    return rng.int(3, 40);
  });
  if (profile >= 0.03 && profile < 0.1) {
    let few = rng.int(1, 5);
    while (few-- > 0) {
      const k = rng.int(0, stocks.length - 1);
      stocks[k] = (stocks[k] ?? 0) + 1;
    }
  }
  return stocks;
}

function seedVariants(
  rng: Rng,
  product: { id: string; index: number; price: number },
  combos: ReturnType<typeof variantGrid>,
  stocks: readonly number[],
): VariantRow[] {
  const sku = productSku(product.id);
  return combos.map(({ size, color }, k) => ({
    id: rng.uuid(),
    productId: product.id,
    sku: `${sku}-${product.index.toString(36).toUpperCase()}-${k + 1}`,
    size,
    color,
    price: size === 'XXL' || size === 'King' ? round100(product.price * 1.1) : null,
    stock: stocks[k] ?? 0,
  }));
}

/**
 * One to three pictures, and at least one per colour, each drawn in its colour: choosing a colour
 * shows that colour. `files` says which drawings to render. The pictures added for colours past
 * the first three take ids made from the product's id and their position, so the rest of the
 * catalogue stays the same for a seed and no two of them collide, even among 50,000 products.
 */
function seedMedia(
  rng: Rng,
  product: { id: string; name: string; drawing: Drawing },
  colors: readonly string[],
): { media: MediaRow[]; files: Array<readonly [Drawing, string, number]> } {
  const drawn = rng.int(1, 3);
  const mediaCount = Math.max(drawn, colors.length);
  const files: Array<readonly [Drawing, string, number]> = [];
  const media: MediaRow[] = [];
  for (let view = 0; view < mediaCount; view++) {
    const color = colors.length ? colors[view % colors.length]! : 'Default';
    files.push([product.drawing, color, view]);
    media.push({
      id: view < drawn ? rng.uuid() : stableUuid('colour-picture', product.id, view),
      productId: product.id,
      url: `${CATALOG_MEDIA_PREFIX}${mediaFileName(product.drawing, color, view)}`,
      kind: 'image',
      alt: colors.length ? `${product.name} in ${color.toLowerCase()}` : product.name,
      position: view,
    });
  }
  return { media, files };
}

/** Each variant with a colour gets the first picture drawn in that colour. */
function withColourPictures(variants: VariantRow[], media: readonly MediaRow[], colors: readonly string[]) {
  const pictureOf = new Map<string, string>();
  media.forEach((m, view) => {
    const color = colors[view % Math.max(1, colors.length)];
    if (color && !pictureOf.has(color)) pictureOf.set(color, m.url);
  });
  return variants.map((v) => ({ ...v, image: (v.color && pictureOf.get(v.color)) || null }));
}

/** Reviews around a hidden quality, written after the product appeared; some products have none. */
function seedReviews(
  rng: Rng,
  product: { id: string; item: string; createdAt: Date },
  large: boolean,
  now: number,
): ReviewRow[] {
  const quality = 3.1 + rng.next() * 1.9;
  const count = rng.chance(0.12) ? 0 : rng.int(1, large ? 6 : 12);
  const rows: ReviewRow[] = [];
  for (let r = 0; r < count; r++) {
    const rating = reviewRating(rng, quality);
    const [title, body] = rng.pick(REVIEW_TEXTS[rating]!);
    const age = rng.next() * (now - product.createdAt.getTime());
    rows.push({
      id: rng.uuid(),
      productId: product.id,
      authorName: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES).charAt(0)}.`,
      rating,
      title,
      body: body.replace('{item}', product.item.toLowerCase()).replace('{town}', rng.pick(TOWNS)),
      createdAt: new Date(now - age),
    });
  }
  return rows;
}

/** Words of a name, lower-cased, for comparing names. */
const nameWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);

/** The styles that share no word with the item; all of them when every one does. */
function styleChoices(styles: readonly string[], item: string): readonly string[] {
  const itemWords = new Set(nameWords(item));
  const fresh = styles.filter((style) => !nameWords(style).some((w) => itemWords.has(w)));
  return fresh.length ? fresh : styles;
}

/** What a product is: brand, item, style and name, price, colours, sizes, materials, gender. */
function seedChoices(rng: Rng, t: ProductTemplate) {
  const brand = t.ownLabel && rng.chance(0.2) ? null : rng.pick(t.brands);
  const item = rng.pick(t.items);
  const model = (brand && t.models?.[brand]) || undefined;
  // A brand's model names are kept as they are; a style is not picked when the item already says
  // it ("Digital" for a "Digital Thermometer" would read "Digital Digital Thermometer").
  const style = rng.pick(model ?? styleChoices(t.itemStyles?.[item] ?? t.styles, item));
  const suffix = t.suffixes ? rng.pick(t.suffixes) : '';
  const name = [t.brandInName && brand ? brand : '', style, item, suffix].filter(Boolean).join(' ');
  const price = priceBetween(rng, t.price);
  const originalPrice = rng.chance(0.3) ? round100(price * (1.1 + rng.next() * 0.6)) : null;
  const colors =
    t.colors.length === 1 && SIZELESS.has(t.colors[0]!) ? [] : rng.sample(t.colors, rng.int(1, 4));
  let sizes: string[] = [];
  if (t.sizes) {
    const count = rng.int(Math.min(3, t.sizes.length), t.sizes.length);
    const start = rng.int(0, t.sizes.length - count);
    sizes = t.sizes.slice(start, start + count);
    // At most 12 sellable combinations per product.
    while (sizes.length * Math.max(1, colors.length) > 12) sizes = sizes.slice(0, -1);
  }
  const materials = t.materials.length
    ? rng.sample(t.materials, rng.int(1, Math.min(2, t.materials.length)))
    : [];
  const gender =
    t.gender === 'mixed'
      ? rng.pick(['male', 'female', 'unisex'] as const)
      : (t.styleGenders?.[style] ?? t.gender ?? 'unisex');
  return { brand, item, style, suffix, name, price, originalPrice, colors, sizes, materials, gender };
}

/** Product number `index` of the catalogue made from `seed`: the same inputs give the same product. */
export function generateProduct(
  seed: number,
  index: number,
  subs: readonly SubcategoryRef[],
  brandIds: ReadonlyMap<string, string>,
  now: number,
  large: boolean,
): Generated {
  const rng = createRng(hashSeed(seed, 'product', index));
  const sub = subs[index % subs.length]!;
  const t = sub.template;
  const id = rng.uuid();
  const { brand, item, style, suffix, name, price, originalPrice, colors, sizes, materials, gender } =
    seedChoices(rng, t);
  const slug = `${slugify(name)}-${index.toString(36)}`;

  const combos = variantGrid(sizes, colors);
  const stocks = seedStocks(rng, combos.length);
  const plainVariants = seedVariants(rng, { id, index, price }, combos, stocks);
  const stockTotal = stocks.reduce((a, b) => a + b, 0);

  const { media, files } = seedMedia(rng, { id, name, drawing: t.drawing }, colors);
  const variants = withColourPictures(plainVariants, media, colors);

  const isNew = rng.chance(0.15);
  const createdAt = new Date(now - (isNew ? rng.int(1, 20) : rng.int(31, 420)) * DAY - rng.int(0, 23) * HOUR);
  const reviewRows = seedReviews(rng, { id, item, createdAt }, large, now);
  const reviewCount = reviewRows.length;

  const details = [
    ...(materials.length ? [`Material: ${materials.join(', ')}`] : []),
    ...(sizes.length ? [`Sizes: ${sizes.join(', ')}`] : []),
    ...(colors.length ? [`Colours: ${colors.join(', ')}`] : []),
    `Brand: ${brand ?? 'Isoko'}`,
  ];
  const { short, description, features } = describe(name, brand, t, item, details, rng);
  // French and Kinyarwanda texts: every demo template's names and features are translated.
  const translated = productTranslations({
    name,
    brand,
    features,
    materials,
    sizes,
    colors,
    parts: { template: t, item, style, suffix },
  });
  const tags = [item.toLowerCase(), style.toLowerCase(), sub.name.toLowerCase()];
  const product: ProductRow = {
    id,
    slug,
    name,
    shortDescription: short,
    description,
    ...(translated ?? { nameI18n: {}, shortDescriptionI18n: {}, descriptionI18n: {} }),
    categoryId: sub.parentId,
    subcategoryId: sub.id,
    brandId: brand ? (brandIds.get(brand) ?? null) : null,
    price,
    originalPrice,
    materials,
    gender,
    tags,
    isFeatured: rng.chance(0.08),
    isNew,
    freeShipping: price >= 50_000 ? rng.chance(0.5) : rng.chance(0.15),
    negotiable: rng.chance(0.85),
    seoTitle: `${name} | Isoko Rwanda`,
    seoDescription: short.slice(0, 155),
    seoKeywords: [...new Set([brand ?? 'Isoko', item, sub.name, sub.parentName, 'Rwanda'])],
    ratingAvg: averageOf(reviewRows.map((r) => r.rating)),
    reviewCount,
    stockTotal,
    totalSales: 0,
    mainImage: media[0]!.url,
    sizes,
    colors,
    searchTerms: buildSearchTerms({
      brand,
      category: sub.parentName,
      subcategory: sub.name,
      materials,
      colors,
      tags,
      gender,
      nameI18n: translated?.nameI18n,
    }),
    createdAt,
    updatedAt: createdAt,
  };
  return { product, variants, media, reviews: reviewRows, files };
}

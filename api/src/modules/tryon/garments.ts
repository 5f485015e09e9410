import { nameIn } from '@isoko/shared/catalog/product-names';
import { type ProductCardDto, type ProductDto, ProductListQuery } from '@isoko/shared/catalog/schema';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { formatRwf } from '@isoko/shared/money';
import {
  bestColor,
  FLATTERING_COLORS,
  occasionSuitability,
  styleMatch,
  type TryOnGarment,
} from '@isoko/shared/tryon/rules';
import type {
  BodyType,
  Occasion,
  SkinTone,
  TryOnProductRef,
  TryOnResult,
  TryOnSampleProduct,
} from '@isoko/shared/tryon/schema';
import { type GarmentKind, sizeChartFor } from '@isoko/shared/tryon/size-charts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { productNamesById, productView, variantViews } from '../catalog/read';
import { getProduct, listProducts } from '../catalog/service';

/**
 * Garments for the try-on screens, read from the catalogue (through its read service): the
 * products offered on the screens, one garment's facts for the rules, and recommendations.
 * The rules read the English names (their words are English); what the shopper reads is named
 * in their language, as the catalogue names it.
 */

type SampleType = TryOnSampleProduct['type'];

/** Where the screens' garments come from, in the order they are offered. */
export const SAMPLE_SOURCES: readonly { subcategory: string; type: SampleType }[] = [
  { subcategory: 'dresses', type: 'dress' },
  { subcategory: 'kitenge-ankara', type: 'outfit' },
  { subcategory: 'tops', type: 'top' },
  { subcategory: 'suits', type: 'outfit' },
  { subcategory: 'shirts', type: 'top' },
];

type Deps = Pick<AppDeps, 'catalog' | 'db'>;

const productUrl = (card: Pick<ProductCardDto, 'slug' | 'id'>) => `/product/${card.slug || card.id}`;

async function inStock(
  deps: Deps,
  subcategory: string,
  limit: number,
  colors?: readonly string[],
  lang: ShopLanguage = 'en',
) {
  const query = ProductListQuery.parse({
    subcategory,
    inStock: 'true',
    limit,
    sortBy: 'featured',
    ...(colors ? { colors: colors.join(',') } : {}),
  });
  return (await listProducts(deps.catalog, query, lang)).data;
}

/** How the screens label a garment, from what it covers. */
const SAMPLE_TYPE_OF_KIND: Record<GarmentKind, SampleType> = {
  dress: 'dress',
  top: 'top',
  bottom: 'outfit',
  suit: 'outfit',
  outerwear: 'outfit',
};

type SampleCard = Pick<
  ProductCardDto,
  'id' | 'slug' | 'name' | 'mainImage' | 'price' | 'originalPrice' | 'flashDeal' | 'subcategory' | 'category'
>;

/** What the product page asks for now: a running flash deal's price (shownPrice). */
const priceNow = (card: Parameters<typeof shownPrice>[0]) => shownPrice(card).price;

const sampleOf = (card: SampleCard, type: SampleType): TryOnSampleProduct => ({
  id: card.id,
  slug: card.slug,
  name: card.name,
  image: card.mainImage,
  price: formatRwf(priceNow(card)),
  priceRwf: priceNow(card),
  category: card.subcategory?.name ?? card.category.name,
  type,
});

/**
 * The product a shopper came from ("Try it on" on its page), offered first when it is worn on
 * the body and in stock; null for an unknown product or one that cannot be tried on.
 */
async function chosenSample(
  deps: Deps,
  idOrSlug: string,
  lang: ShopLanguage,
): Promise<TryOnSampleProduct | null> {
  let product: ProductDto;
  try {
    product = await getProduct(deps.catalog, idOrSlug, lang);
  } catch (error) {
    if (error instanceof AppError && error.code === 'PRODUCT_NOT_FOUND') return null;
    throw error;
  }
  const chart = sizeChartFor({
    subcategory: product.subcategory?.slug ?? null,
    // The chart's words are English: the product's own name, whatever the page's language.
    name: product.names?.en ?? product.name,
    gender: product.gender,
  });
  if (!chart || !product.inStock) return null;
  return sampleOf(product, SAMPLE_TYPE_OF_KIND[chart.kind]);
}

/**
 * The garments offered on the screens: the product the shopper came from first (when given and
 * wearable), then the best-featured in-stock item of each source in turn. Names and categories
 * are in `lang`, as the catalogue's listing gives them.
 */
export async function tryOnSamples(
  deps: Deps,
  limit: number,
  productIdOrSlug?: string,
  lang: ShopLanguage = 'en',
): Promise<TryOnSampleProduct[]> {
  const chosen = productIdOrSlug ? await chosenSample(deps, productIdOrSlug, lang) : null;
  const out: TryOnSampleProduct[] = chosen ? [chosen] : [];
  // One more per source than needed, so the chosen product never leaves a place empty.
  const perSource = Math.ceil(limit / SAMPLE_SOURCES.length) + (chosen ? 1 : 0);
  const lists = await Promise.all(
    SAMPLE_SOURCES.map((s) => inStock(deps, s.subcategory, perSource, undefined, lang)),
  );
  for (let round = 0; round < perSource && out.length < limit; round++) {
    for (const [i, source] of SAMPLE_SOURCES.entries()) {
      const card = lists[i]?.[round];
      if (!card || out.length >= limit || out.some((p) => p.id === card.id)) continue;
      out.push(sampleOf(card, source.type));
    }
  }
  return out;
}

export interface GarmentFacts {
  product: ProductDto;
  garment: TryOnGarment;
}

/** One product as the rules read it; refused when it is absent or not something worn. */
export async function garmentFacts(deps: Deps, productId: string): Promise<GarmentFacts> {
  const product = await getProduct(deps.catalog, productId);
  const view = await productView(deps.db, product.id);
  const chart = sizeChartFor({
    subcategory: product.subcategory?.slug ?? null,
    name: product.name,
    gender: product.gender,
  });
  if (!chart) {
    throw new AppError(
      'TRYON_PRODUCT_UNSUITABLE',
      'This product cannot be tried on. Please choose a garment.',
    );
  }
  const stocked = product.variants.filter((v) => v.stockQuantity > 0);
  const uniq = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    product,
    garment: {
      name: product.name,
      tags: view?.tags ?? [],
      subcategory: product.subcategory?.slug ?? null,
      colors: uniq(stocked.map((v) => v.color)),
      sizes: uniq(stocked.map((v) => v.size)),
      chart,
    },
  };
}

/**
 * Without a chosen garment (the single-page try-on), the offered garment that suits the
 * occasion and the body type best; the first offered wins a tie.
 */
export async function bestSampleFor(deps: Deps, bodyType: BodyType, occasion: Occasion): Promise<string> {
  const samples = await tryOnSamples(deps, 10);
  const score = { Perfect: 3, Excellent: 2, Good: 1, Fair: 0 } as const;
  let best: { id: string; points: number } | null = null;
  for (const s of samples) {
    const words = { name: s.name, tags: [], subcategory: null };
    const points = 2 * score[occasionSuitability(occasion, words)] + score[styleMatch(bodyType, words)];
    if (!best || points > best.points) best = { id: s.id, points };
  }
  if (!best) throw new AppError('PRODUCT_NOT_FOUND', 'No garment is in stock to try on right now.');
  return best.id;
}

/**
 * Up to `limit` other garments in stock, of the same subcategory first, in colours that
 * flatter the skin tone, ranked by how well they suit the occasion and the body type.
 */
export async function recommendedGarments(
  deps: Deps,
  product: ProductDto,
  choice: { bodyType: BodyType; skinTone: SkinTone; occasion: Occasion },
  limit = 3,
): Promise<TryOnProductRef[]> {
  const colors = FLATTERING_COLORS[choice.skinTone];
  const own = product.subcategory?.slug;
  const subcategories = [
    ...new Set([own, ...SAMPLE_SOURCES.map((s) => s.subcategory)].filter(Boolean)),
  ] as string[];
  const cards: ProductCardDto[] = [];
  for (const sub of subcategories) {
    if (cards.length >= limit * 3) break;
    for (const card of await inStock(deps, sub, 12, colors)) {
      if (card.id !== product.id && !cards.some((c) => c.id === card.id)) cards.push(card);
    }
  }
  const variants = await variantViews(
    deps.db,
    cards.map((c) => c.id),
  );
  const score = { Perfect: 3, Excellent: 2, Good: 1, Fair: 0 } as const;
  const ranked = cards.map((card, index) => {
    const stocked = (variants.get(card.id) ?? []).filter((v) => v.stock > 0);
    const cardColors = [...new Set(stocked.map((v) => v.color).filter((c): c is string => !!c))];
    const words = { name: card.name, tags: [], subcategory: card.subcategory?.slug ?? null };
    const colour = bestColor(choice.skinTone, cardColors);
    const points =
      (colour ? score[colour.grade] : 0) +
      2 * score[occasionSuitability(choice.occasion, words)] +
      score[styleMatch(choice.bodyType, words)] +
      (card.subcategory?.slug === own ? 1 : 0);
    return { card, cardColors, points, index };
  });
  ranked.sort((a, b) => b.points - a.points || a.index - b.index);
  return ranked.slice(0, limit).map(({ card, cardColors }) => ({
    id: card.id,
    slug: card.slug,
    name: card.name,
    price: priceNow(card),
    image: card.mainImage,
    url: productUrl(card),
    colors: cardColors,
  }));
}

export const productRefOf = (product: ProductDto) => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  price: priceNow(product),
  image: product.mainImage,
  url: productUrl(product),
});

/**
 * The result with its garment and the suggested ones named in `lang` (the analysis job names
 * them in English, the words its rules read), each falling back to English as the catalogue does.
 */
export async function resultIn(
  deps: Pick<AppDeps, 'db'>,
  result: TryOnResult,
  lang: ShopLanguage,
): Promise<TryOnResult> {
  if (lang === 'en') return result;
  const names = await productNamesById(deps.db, [
    result.product.id,
    ...result.recommendedProducts.map((p) => p.id),
  ]);
  const named = <P extends { id: string; name: string }>(p: P): P => ({
    ...p,
    name: nameIn(names.get(p.id), lang) ?? p.name,
  });
  return {
    ...result,
    product: named(result.product),
    recommendedProducts: result.recommendedProducts.map(named),
  };
}

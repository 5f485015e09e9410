import { materialWord } from '@isoko/shared/catalog/material-word';
import { productNames } from '@isoko/shared/catalog/product-names';
import type {
  AutocompleteQuery,
  CategoryDetailDto,
  CategoryDto,
  HierarchicalCategoryDto,
  ProductCardDto,
  ProductDto,
  ProductListQuery,
  ProductListResponse,
  SearchSuggestion,
} from '@isoko/shared/catalog/schema';
import type { ListingFacets } from '@isoko/shared/catalog/search';
import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { productSku } from '@isoko/shared/catalog/variant';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { isUuid } from '@isoko/shared/ids';
import { eq, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { absoluteUrl } from '../../lib/absolute-url';
import { AppError } from '../../lib/app-error';
import { catalogueShownPriceRange, listingFacets } from './facets';
import { planListing, runListing } from './listing';
import { mergeFilters } from './listing-filters-json';
import { type FlashDeal, flashPrices } from './listing-prices';
import { CARD_COLUMNS, type CardRow, toCard } from './product-card';
import {
  type DealWindow,
  mediaViews,
  productTextsIn,
  productView,
  type RunningDeal,
  runningDeal,
  variantPrice,
  variantViews,
} from './read';
import { suggestIn } from './search';
import { recordSearchMiss } from './search-misses';
import { foldText } from './search-terms';
import { nearestCategory } from './search-vocabulary';
import {
  type CatalogSnapshot,
  categoryDto,
  categoryRef,
  filterOptionsIn,
  hierarchical,
  termName,
} from './snapshot';
import type { CatalogState } from './state';
import { flashDeals, products } from './tables';
import { Expiring } from './ttl-cache';

export interface ActiveDeals {
  byProduct: Map<string, RunningDeal>;
  /** Product ids by deal end, soonest first. */
  ordered: string[];
  /** The same deals with their products' list price and categories, for the listings' prices. */
  listing: FlashDeal[];
  /** When the set of running deals next changes (epoch ms): answers must not outlive it. */
  nextChange: number;
}

/**
 * Running flash deals by product (see runningDeal), cached until one starts or ends or the
 * catalogue changes (a product's price or category too).
 */
export async function activeDeals(state: CatalogState): Promise<ActiveDeals> {
  return (await state.sections.get('deals:active', async () => {
    const rows = await state.deps.db
      .select({
        productId: flashDeals.productId,
        dealPrice: flashDeals.dealPrice,
        startsAt: flashDeals.startsAt,
        endsAt: flashDeals.endsAt,
        listPrice: products.price,
        categoryId: products.categoryId,
        subcategoryId: products.subcategoryId,
      })
      .from(flashDeals)
      .innerJoin(products, eq(products.id, flashDeals.productId))
      .where(sql`${flashDeals.endsAt} > now() and ${flashDeals.startsAt} <= now() + interval '1 day'`);
    const now = Date.now();
    let nextChange = now + 60_000;
    const windows = new Map<string, DealWindow[]>();
    const product = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const startsAt = row.startsAt.getTime();
      nextChange = Math.min(nextChange, startsAt > now ? startsAt : row.endsAt.getTime());
      product.set(row.productId, row);
      const list = windows.get(row.productId);
      if (list) list.push(row);
      else windows.set(row.productId, [row]);
    }
    const byProduct = new Map<string, RunningDeal>();
    for (const [productId, list] of windows) {
      const deal = runningDeal(list, now);
      if (deal) byProduct.set(productId, deal);
    }
    const ordered = [...byProduct]
      .sort((a, b) => a[1].endsAt.getTime() - b[1].endsAt.getTime())
      .map(([id]) => id);
    const listing = [...byProduct].map(([productId, deal]) => {
      const { listPrice, categoryId, subcategoryId } = product.get(productId)!;
      return { productId, ...deal, listPrice, categoryId, subcategoryId };
    });
    return new Expiring({ byProduct, ordered, listing, nextChange }, nextChange);
  })) as ActiveDeals;
}

/** Cards for a condition over `products p`, in the given order, in the shopper's language. */
async function cardsWhere(
  state: CatalogState,
  where: SQL,
  order: SQL,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<ProductCardDto[]> {
  const [snapshot, deals] = await Promise.all([state.get(), activeDeals(state)]);
  const rows = await queryRows<CardRow>(
    state.deps.db,
    sql`select ${CARD_COLUMNS} from products p where p.deleted_at is null and ${where}
        order by ${order} limit ${limit}`,
  );
  return rows.map((r) => toCard(r, snapshot, deals.byProduct, lang));
}

/** Cards for these ids, in this order (missing or deleted ones left out). */
export async function cardsByIds(
  state: CatalogState,
  ids: readonly string[],
  lang: ShopLanguage = 'en',
): Promise<ProductCardDto[]> {
  if (ids.length === 0) return [];
  const cards = await cardsWhere(
    state,
    sql`p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
    sql`p.id`,
    ids.length,
    lang,
  );
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}

const cacheKey = (q: ProductListQuery) =>
  JSON.stringify(
    Object.entries(q)
      .filter(([k, v]) => v !== undefined && k !== 'filters')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * GET /api/products (and the searches): one page as the JSON text of ProductListResponse,
 * served from the cache when the same question was asked in the last seconds. A text search
 * that finds nothing is retried once with its misspelt words corrected from the dictionary.
 */
export async function productListJson(
  state: CatalogState,
  input: ProductListQuery,
  options: {
    sent?: ReadonlySet<string>;
    withFilterOptions?: boolean;
    lang?: ShopLanguage;
    /** Count a search that finds nothing as a shopper's missed search (the shop's own searches do not). */
    countMisses?: boolean;
  } = {},
): Promise<string> {
  const query = mergeFilters(input, options.sent);
  const lang = options.lang ?? 'en';
  // Cards carry names in the shopper's language, so each language has its own cached answer.
  const key = `${options.withFilterOptions ? 'ai' : 'list'}|${lang}|${cacheKey(query)}`;
  const text = query.search ?? query.query;
  const json = await state.lists.get(key, async () => {
    const [snapshot, deals] = await Promise.all([state.get(), activeDeals(state)]);
    const size = snapshot.productCount;
    let result = await runListing(
      state.deps.db,
      planListing(query, snapshot, text, lang, deals.listing),
      query.page,
      query.limit,
      size,
    );
    if (result.total === 0 && text) {
      const corrected = snapshot.dictionary.correct(text);
      if (corrected) {
        result = await runListing(
          state.deps.db,
          planListing(query, snapshot, corrected, lang, deals.listing),
          query.page,
          query.limit,
          size,
        );
      }
    }
    const missed = result.total === 0 && !!text?.trim();
    // The AI search's price range is over the prices shoppers see, as its listing's price filters are.
    const filterOptions = options.withFilterOptions
      ? {
          ...filterOptionsIn(snapshot, lang),
          priceRange: await catalogueShownPriceRange(state.deps.db, snapshot, flashPrices(deals.listing)),
        }
      : undefined;
    const body = {
      success: true,
      data: result.rows.map((r) => toCard(r, snapshot, deals.byProduct, lang)),
      pagination: {
        page: query.page,
        limit: query.limit,
        total: result.total,
        pages: Math.ceil(result.total / query.limit),
      },
      ...(filterOptions ? { filterOptions } : {}),
      ...(missed ? { nearestCategory: nearestCategory(snapshot, text ?? '', lang) } : {}),
    };
    if (!missed) missedSearches.delete(key);
    else {
      if (missedSearches.size >= 2_000) missedSearches.clear();
      missedSearches.add(key);
    }
    return new Expiring(JSON.stringify(body), deals.nextChange);
  });
  // Every asking counts, cached answer or not (first pages only: paging is the same search).
  if (options.countMisses !== false && text && query.page === 1 && missedSearches.has(key)) {
    recordSearchMiss(state.deps.db, text, lang);
  }
  return json;
}

/** Cache keys of searches that found nothing, so a cached answer still counts as a miss. */
const missedSearches = new Set<string>();

/**
 * The same listing as an object, for other modules (the assistant's product search). Their
 * searches are not the shopper's words, so a listing that finds nothing is not counted as a
 * missed search here: a module that searched for a shopper says what with countSearchMiss.
 */
export async function listProducts(
  state: CatalogState,
  query: ProductListQuery,
  lang: ShopLanguage = 'en',
): Promise<ProductListResponse> {
  return JSON.parse(await productListJson(state, query, { lang, countMisses: false })) as ProductListResponse;
}

/** Counts a search another module made for a shopper (the assistant) that found nothing. */
export function countSearchMiss(state: CatalogState, query: string, lang: ShopLanguage): void {
  recordSearchMiss(state.deps.db, query, lang);
}

/**
 * The full product by id or slug, its texts in the shopper's language (each field falls back to
 * English on its own); PRODUCT_NOT_FOUND when absent or deleted.
 */
export async function getProduct(
  state: CatalogState,
  idOrSlug: string,
  lang: ShopLanguage = 'en',
): Promise<ProductDto> {
  const [snapshot, product] = await Promise.all([state.get(), productView(state.deps.db, idOrSlug)]);
  if (!product) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  const [variants, media] = await Promise.all([
    variantViews(state.deps.db, [product.id]).then((m) => m.get(product.id) ?? []),
    mediaViews(state.deps.db, product.id),
  ]);
  const rank = (list: string[], v: string | null) => (v === null ? -1 : list.indexOf(v));
  variants.sort(
    (a, b) =>
      rank(product.sizes, a.size) - rank(product.sizes, b.size) ||
      rank(product.colors, a.color) - rank(product.colors, b.color) ||
      a.sku.localeCompare(b.sku),
  );
  const card = toCard(product, snapshot, new Map(product.deal ? [[product.id, product.deal]] : []), lang);
  const { shortDescription, description } = productTextsIn(product, lang);
  // A translated name or summary replaces the English SEO texts, which only speak English.
  const nameTranslated = card.name !== product.name;
  const shortTranslated = shortDescription !== product.shortDescription;
  const seoTitle = (nameTranslated ? null : product.seoTitle) ?? card.name;
  const seoDescription = (shortTranslated ? null : product.seoDescription) ?? shortDescription;
  return {
    ...card,
    // Every language's name: a cart line made on this page names the product in the one read later.
    names: productNames(product.name, product.nameI18n),
    shortDescription,
    description,
    images: media.map((m) => ({
      url: m.url,
      kind: m.kind === 'video' ? 'video' : 'image',
      alt: (nameTranslated ? '' : m.alt) || card.name,
    })),
    sizes: product.sizes,
    // `sizes` stays as stored (variants, the cart and filters use it); `sizeLabels` is what to show.
    sizeLabels: product.sizes.map((name) => ({ name, label: termName(snapshot, 'size', name, lang) })),
    // `name` stays the stored colour (variants and filters use it); `label` is what to show.
    colors: product.colors.map((name) => ({ name, label: termName(snapshot, 'color', name, lang) })),
    // The catalogue's translations match a material as the seed wrote it; one staff typed in
    // another case ("cotton") or with a shopper's word ("porcelain") is found by materialWord.
    material: product.materials.map((m) => {
      const named = termName(snapshot, 'material', m, lang);
      return named !== m ? named : materialWord(m, lang);
    }),
    variants: variants.map((v) => ({
      id: v.id,
      sku: v.sku,
      size: v.size,
      color: v.color,
      price: variantPrice(product, v).listPrice,
      stockQuantity: v.stock,
      image: v.image,
    })),
    sku: productSku(product.id),
    totalSales: product.totalSales,
    createdAt: product.createdAt.toISOString(),
    gender: product.gender,
    negotiable: product.negotiable,
    seoTitle,
    seoDescription,
    seoKeywords: product.seoKeywords,
    image: card.mainImage,
    imageUrl: card.mainImage,
    availableColors: product.colors,
    metaTags: {
      ogTitle: seoTitle,
      ogDescription: seoDescription,
      // Link previews only fetch absolute addresses.
      ogImage: absoluteUrl(state.deps.config.http.publicUrl, card.mainImage) ?? '',
      twitterCard: card.mainImage ? 'summary_large_image' : 'summary',
    },
  };
}

/** GET /api/products/:id as JSON text, cached briefly. */
export async function productJson(
  state: CatalogState,
  idOrSlug: string,
  lang: ShopLanguage = 'en',
): Promise<string> {
  return state.details.get(`${lang}|${idOrSlug}`, async () => {
    const product = await getProduct(state, idOrSlug, lang);
    const deals = await activeDeals(state);
    return new Expiring(JSON.stringify({ success: true, data: product }), deals.nextChange);
  });
}

async function section(
  state: CatalogState,
  key: string,
  load: () => Promise<ProductCardDto[]>,
): Promise<string> {
  return (await state.sections.get(key, async () => {
    const deals = await activeDeals(state);
    return new Expiring(JSON.stringify({ success: true, data: await load() }), deals.nextChange);
  })) as string;
}

/** Featured products in stock, best rated first, padded with the best rated others up to `limit`. */
export function featuredJson(state: CatalogState, limit: number, lang: ShopLanguage = 'en'): Promise<string> {
  return section(state, `featured:${lang}:${limit}`, async () => {
    const order = sql`p.is_featured desc, p.rating_avg desc, p.review_count desc, p.id`;
    return cardsWhere(state, sql`p.stock_total > 0`, order, limit, lang);
  });
}

/** Running flash deals, ending soonest first, products in stock only. */
export function flashDealsJson(
  state: CatalogState,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<string> {
  return section(state, `flash:${lang}:${limit}`, async () => {
    const deals = await activeDeals(state);
    const cards = await cardsByIds(state, deals.ordered, lang);
    return cards.filter((c) => c.inStock && c.flashDeal).slice(0, limit);
  });
}

/**
 * Biggest real discounts among products in stock, by the percent a shopper sees on the card
 * (shownPrice): a product in a running flash deal ranks by its deal price, and shows even with
 * no regular discount. Ties: best rated, then id.
 */
export function bestDealsJson(
  state: CatalogState,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<string> {
  return section(state, `best:${lang}:${limit}`, async () => {
    const deals = await activeDeals(state);
    // Without a deal, the shown percent is the stored discount: the best `limit` products without
    // a deal are among the first `limit` + (deal count) by that discount.
    const [regular, onDeal] = await Promise.all([
      cardsWhere(
        state,
        sql`p.discount_pct > 0 and p.stock_total > 0`,
        sql`p.discount_pct desc, p.rating_avg desc, p.id`,
        limit + deals.ordered.length,
        lang,
      ),
      cardsByIds(state, deals.ordered, lang),
    ]);
    const now = Date.now();
    const ranked = new Map(
      [...regular, ...onDeal]
        .filter((card) => card.inStock)
        .map((card) => [card.id, { card, percent: shownPrice(card, now).percent }]),
    );
    return [...ranked.values()]
      .filter((r) => r.percent > 0)
      .sort(
        (a, b) =>
          b.percent - a.percent ||
          b.card.averageRating - a.card.averageRating ||
          (a.card.id < b.card.id ? -1 : a.card.id > b.card.id ? 1 : 0),
      )
      .slice(0, limit)
      .map((r) => r.card);
  });
}

// ---------------------------------------------------------------- categories

/** Top-level categories with their product counts (GET /api/products/categories). */
export async function productCategories(
  state: CatalogState,
  lang: ShopLanguage = 'en',
): Promise<CategoryDto[]> {
  return (await state.get()).categories.map((c) => categoryDto(c, lang));
}

export async function hierarchicalCategories(
  state: CatalogState,
  lang: ShopLanguage = 'en',
): Promise<HierarchicalCategoryDto[]> {
  return (await state.get()).categories.map((c) => hierarchical(c, lang));
}

/** A category page is named by its id, its slug or its exact name; loose matches are for filters. */
function findCategory(snapshot: CatalogSnapshot, slugOrId: string) {
  const key = slugOrId.trim();
  const folded = foldText(key);
  const node =
    (isUuid(key) ? snapshot.categoryById.get(key.toLowerCase()) : undefined) ??
    snapshot.categoryBySlug.get(key.toLowerCase()) ??
    [...snapshot.categoryById.values()].find((c) => foldText(c.name) === folded);
  if (!node) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found');
  return node;
}

export async function subcategoriesOf(
  state: CatalogState,
  categoryId: string,
  lang: ShopLanguage = 'en',
): Promise<CategoryDto[]> {
  return findCategory(await state.get(), categoryId).children.map((c) => categoryDto(c, lang));
}

export async function categoryDetail(
  state: CatalogState,
  slugOrId: string,
  lang: ShopLanguage = 'en',
): Promise<CategoryDetailDto> {
  const snapshot = await state.get();
  const node = findCategory(snapshot, slugOrId);
  const parent = node.parentId ? snapshot.categoryById.get(node.parentId) : undefined;
  return {
    ...categoryDto(node, lang),
    parent: parent ? categoryRef(parent, lang) : null,
    subcategories: node.children.map((c) => categoryDto(c, lang)),
  };
}

// ---------------------------------------------------------------- search

/** Suggestions for what a shopper typed, in their language (see suggestIn). */
export async function autocomplete(
  state: CatalogState,
  query: AutocompleteQuery,
  lang: ShopLanguage = 'en',
): Promise<SearchSuggestion[]> {
  if (query.q.trim().length < 2) return [];
  return suggestIn(await state.get(), query.q, query.limit, lang);
}

/**
 * The filters present in a listing's matches with their counts (GET /api/intelligent-search/facets),
 * cached like the listing, also only until the next flash deal starts or ends. Page, limit and
 * sort do not change them.
 */
export async function listingFacetsFor(
  state: CatalogState,
  input: ProductListQuery,
  options: { sent?: ReadonlySet<string>; lang?: ShopLanguage } = {},
): Promise<ListingFacets> {
  const query = mergeFilters(input, options.sent);
  const lang = options.lang ?? 'en';
  const { page: _page, limit: _limit, sortBy: _sort, ...filters } = query;
  const key = `facets|${lang}|${cacheKey({ ...filters, page: 1, limit: 1, sortBy: 'featured' })}`;
  const json = await state.lists.get(key, async () => {
    // Which products count as deals changes when a flash deal starts or ends: the answer is kept
    // until then at most, like the listing's.
    const [snapshot, deals] = await Promise.all([state.get(), activeDeals(state)]);
    const text = query.search ?? query.query;
    let plan = planListing(query, snapshot, text, lang, deals.listing);
    let facets = await listingFacets(state.deps.db, plan, snapshot, lang);
    const corrected = facets.total === 0 && text ? snapshot.dictionary.correct(text) : null;
    if (corrected) {
      // The listing shows the corrected search's products; its filters follow.
      plan = planListing(query, snapshot, corrected, lang, deals.listing);
      facets = await listingFacets(state.deps.db, plan, snapshot, lang);
    }
    return new Expiring(JSON.stringify(facets), deals.nextChange);
  });
  return JSON.parse(json) as ListingFacets;
}

export { listSearchMisses } from './search-misses';

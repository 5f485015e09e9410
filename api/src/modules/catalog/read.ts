import { type ProductNames, productNames } from '@isoko/shared/catalog/product-names';
import { unitPrice } from '@isoko/shared/checkout/pricing';
import { pickTranslation, type ShopLanguage } from '@isoko/shared/i18n-language';
import { isUuid } from '@isoko/shared/ids';
import { and, asc, desc, eq, getTableColumns, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { DbOrTx } from '../../db/client';
import { brands, flashDeals, productMedia, products, productVariants } from './tables';

/**
 * The catalogue as other code reads it: typed product, variant, media and price views, with the
 * flash-deal price decided in one place. Other domains (cart, wishlist, the assistant,
 * negotiation, the back-office) read products through these functions, never through the tables.
 */

/** A product as stored, without the search document (the database writes those columns). */
export type ProductRecord = Omit<typeof products.$inferSelect, 'search' | 'searchTerms'>;
export type VariantView = typeof productVariants.$inferSelect;
export type MediaView = Pick<typeof productMedia.$inferSelect, 'id' | 'url' | 'kind' | 'alt' | 'position'>;
/** A flash deal as stored. */
export type DealView = typeof flashDeals.$inferSelect;
/** A flash deal's price and window. */
export type DealWindow = Pick<DealView, 'dealPrice' | 'startsAt' | 'endsAt'>;

/** The flash deal that sets a product's price now. */
export interface RunningDeal {
  dealPrice: number;
  endsAt: Date;
}

/** What one unit costs now, before any negotiated price. All amounts are integer RWF. */
export interface PriceView {
  /** The variant's own price, else the product's base price. */
  listPrice: number;
  /** The crossed-out price: only when it is above the list price, else null. */
  originalPrice: number | null;
  /** The running flash deal's price, null when none runs. */
  flashPrice: number | null;
  /** When that deal ends. */
  flashEndsAt: Date | null;
  /** The lower of the list price and the flash price. */
  price: number;
}

export type ProductView = ProductRecord & {
  /** The flash deal running when the view was read. */
  deal: RunningDeal | null;
  /** The product's own price (variants may differ: see variantPrice). */
  pricing: PriceView;
};

/** A product's own texts in the shopper's language. */
export interface ProductTexts {
  name: string;
  shortDescription: string;
  description: string;
}

/**
 * A product's name, summary and description in `lang`, each falling back to English on its own
 * (never to an empty string): the one rule every screen and message that names a product uses.
 */
export function productTextsIn(
  product: Pick<
    ProductRecord,
    'name' | 'nameI18n' | 'shortDescription' | 'shortDescriptionI18n' | 'description' | 'descriptionI18n'
  >,
  lang: ShopLanguage,
): ProductTexts {
  return {
    name: pickTranslation(product.name, product.nameI18n, lang),
    shortDescription: pickTranslation(product.shortDescription, product.shortDescriptionI18n, lang),
    description: pickTranslation(product.description, product.descriptionI18n, lang),
  };
}

const time = (t: Date | string | number) => (t instanceof Date ? t.getTime() : new Date(t).getTime());

/**
 * The flash-deal rule, the only copy of it: among the deals running at `now` (started, not yet
 * ended), the lowest price wins; between equal prices, the one ending first.
 */
export function runningDeal(deals: readonly DealWindow[], now: Date | number): RunningDeal | null {
  const at = time(now);
  let best: RunningDeal | null = null;
  for (const d of deals) {
    const endsAt = time(d.endsAt);
    if (time(d.startsAt) > at || endsAt <= at) continue;
    if (
      !best ||
      d.dealPrice < best.dealPrice ||
      (d.dealPrice === best.dealPrice && endsAt < time(best.endsAt))
    ) {
      best = { dealPrice: d.dealPrice, endsAt: new Date(endsAt) };
    }
  }
  return best;
}

/** The same rule as a SQL condition, for filters that run in the database ("deals" listings). */
export function hasRunningDeal(productId: SQL): SQL {
  return sql`exists (select 1 from flash_deals f
    where f.product_id = ${productId} and f.starts_at <= now() and f.ends_at > now())`;
}

/** A unit's price from the list price (variant or product), the product's original price and its deal. */
export function currentPrice(
  prices: { listPrice: number; originalPrice: number | null },
  deal: RunningDeal | null,
): PriceView {
  const flashPrice = deal?.dealPrice ?? null;
  return {
    listPrice: prices.listPrice,
    originalPrice:
      prices.originalPrice !== null && prices.originalPrice > prices.listPrice ? prices.originalPrice : null,
    flashPrice,
    flashEndsAt: deal ? deal.endsAt : null,
    price: unitPrice({ listPrice: prices.listPrice, flashPrice }),
  };
}

/** The price of one variant of a product: its own price when set, the product's otherwise. */
export function variantPrice(product: ProductView, variant: Pick<VariantView, 'price'>): PriceView {
  return currentPrice(
    { listPrice: variant.price ?? product.price, originalPrice: product.originalPrice },
    product.deal,
  );
}

const { search: _search, searchTerms: _searchTerms, ...RECORD_COLUMNS } = getTableColumns(products);

interface DealJson {
  dealPrice: number;
  startsAt: string;
  endsAt: string;
}

/**
 * Deals not yet ended, as one JSON column, so a product and its deals come in one query. The
 * outer column is named with its table: in a one-table select the query builder writes a bare
 * "id", which inside this subquery would mean the deal's own id.
 */
const DEALS_COLUMN = sql<DealJson[] | null>`(select json_agg(json_build_object(
    'dealPrice', d.deal_price, 'startsAt', d.starts_at, 'endsAt', d.ends_at))
  from flash_deals d where d.product_id = "products"."id" and d.ends_at > now())`;

function toView(row: ProductRecord & { deals: DealJson[] | null }, now: Date): ProductView {
  const { deals, ...record } = row;
  const deal = runningDeal(
    (deals ?? []).map((d) => ({
      dealPrice: Number(d.dealPrice),
      startsAt: new Date(d.startsAt),
      endsAt: new Date(d.endsAt),
    })),
    now,
  );
  return {
    ...record,
    deal,
    pricing: currentPrice({ listPrice: record.price, originalPrice: record.originalPrice }, deal),
  };
}

async function selectViews(
  db: DbOrTx,
  where: SQL | undefined,
  now: Date,
  limit?: number,
): Promise<ProductView[]> {
  const query = db
    .select({ ...RECORD_COLUMNS, deals: DEALS_COLUMN })
    .from(products)
    .where(and(where, isNull(products.deletedAt)));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => toView(r, now));
}

/**
 * Listed products (not deleted) with these ids, by id, in one query. Ids that are not uuids or
 * name no listed product are simply absent. Pass a transaction as `db` to read inside it.
 */
export async function productViews(
  db: DbOrTx,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ProductView>> {
  const wanted = [...new Set(ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const views = await selectViews(db, inArray(products.id, wanted), now);
  return new Map(views.map((v) => [v.id, v]));
}

/** One listed product by id or slug; null when absent or deleted. */
export async function productView(
  db: DbOrTx,
  idOrSlug: string,
  now: Date = new Date(),
): Promise<ProductView | null> {
  const key = idOrSlug.trim();
  if (!key) return null;
  const match = isUuid(key)
    ? or(sql`${products.id} = ${key.toLowerCase()}::uuid`, sql`${products.slug} = ${key}`)
    : sql`${products.slug} = ${key}`;
  const [view] = await selectViews(db, match, now, 1);
  return view ?? null;
}

/** The product and variant a variant SKU names (still offered to shoppers); null when none does. */
export async function variantBySku(
  db: DbOrTx,
  sku: string,
): Promise<{ productId: string; variantId: string } | null> {
  const key = sku.trim();
  if (!key) return null;
  // As typed, or in capitals as the shop writes them.
  const [row] = await db
    .select({ productId: productVariants.productId, variantId: productVariants.id })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.sku, [...new Set([key, key.toUpperCase()])]),
        isNull(productVariants.retiredAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The ids among these that name listed (not deleted) products, in one small query. */
export async function listedProductIds(db: DbOrTx, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, wanted), isNull(products.deletedAt)));
  return rows.map((r) => r.id);
}

/**
 * Listed products' names in every language, by id, in one small query: for what a screen keeps
 * after showing it (the assistant's cards), to name the product in the language read later.
 */
export function productNamesById(db: DbOrTx, ids: readonly string[]): Promise<Map<string, ProductNames>> {
  return namesOf(db, ids, true);
}

/**
 * Products' names in every language, by id, deleted products included: for what outlives a
 * product on sale (its past sales in the analytics, its negotiations). Deleting a product only
 * marks it deleted, so its row and names stay.
 */
export function everListedProductNames(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, ProductNames>> {
  return namesOf(db, ids, false);
}

async function namesOf(
  db: DbOrTx,
  ids: readonly string[],
  listedOnly: boolean,
): Promise<Map<string, ProductNames>> {
  const wanted = [...new Set(ids.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name, nameI18n: products.nameI18n })
    .from(products)
    .where(and(inArray(products.id, wanted), listedOnly ? isNull(products.deletedAt) : undefined));
  return new Map(rows.map((r) => [r.id, productNames(r.name, r.nameI18n)]));
}

/**
 * The variants shoppers can buy for these products, by product id, each list in SKU order.
 * Variants retired by an edit stay stored for past orders but are not offered.
 */
export async function variantViews(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, VariantView[]>> {
  const byProduct = new Map<string, VariantView[]>();
  const wanted = [...new Set(productIds.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(and(inArray(productVariants.productId, wanted), isNull(productVariants.retiredAt)))
    .orderBy(asc(productVariants.sku));
  for (const row of rows) {
    const list = byProduct.get(row.productId);
    if (list) list.push(row);
    else byProduct.set(row.productId, [row]);
  }
  return byProduct;
}

/** A product's pictures and videos in display order. */
export async function mediaViews(db: DbOrTx, productId: string): Promise<MediaView[]> {
  if (!isUuid(productId)) return [];
  return db
    .select({
      id: productMedia.id,
      url: productMedia.url,
      kind: productMedia.kind,
      alt: productMedia.alt,
      position: productMedia.position,
    })
    .from(productMedia)
    .where(sql`${productMedia.productId} = ${productId.toLowerCase()}::uuid`)
    .orderBy(asc(productMedia.position), asc(productMedia.id));
}

/** Every flash deal of a product, past, running and planned, the latest start first. */
export async function productDeals(db: DbOrTx, productId: string): Promise<DealView[]> {
  if (!isUuid(productId)) return [];
  return db
    .select()
    .from(flashDeals)
    .where(eq(flashDeals.productId, productId.toLowerCase()))
    .orderBy(desc(flashDeals.startsAt), asc(flashDeals.id));
}

/** A product with everything its edit form shows: brand name, variants on offer, media, deals. */
export interface ProductEditView {
  product: ProductView;
  brand: string | null;
  variants: VariantView[];
  media: MediaView[];
  deals: DealView[];
}

export async function productEditView(db: DbOrTx, id: string): Promise<ProductEditView | null> {
  if (!isUuid(id)) return null;
  const product = (await productViews(db, [id])).get(id.toLowerCase());
  if (!product) return null;
  const [brand, variants, media, deals] = await Promise.all([
    product.brandId
      ? db
          .select({ name: brands.name })
          .from(brands)
          .where(eq(brands.id, product.brandId))
          .then((r) => r[0]?.name ?? null)
      : null,
    variantViews(db, [product.id]).then((m) => m.get(product.id) ?? []),
    mediaViews(db, product.id),
    productDeals(db, product.id),
  ]);
  return { product, brand, variants, media, deals };
}

/** Fields of a product record, picked for raw SQL over `products p`. */
export type ProductFields<F extends keyof ProductRecord> = Pick<ProductRecord, F>;

/**
 * `p.column as "field", …` for these fields, so raw queries over `products p` (listing, trending)
 * return rows shaped and typed like the table's own records. Numeric columns come back as
 * numbers, as the query builder would return them.
 */
export function productColumns(fields: readonly (keyof ProductRecord)[]): SQL {
  return sql.raw(
    fields
      .map((field) => {
        const column = RECORD_COLUMNS[field];
        const name = `p.${toSnakeCase(column.name)}`;
        return `${column.columnType.startsWith('PgNumeric') ? `${name}::float8` : name} as "${field}"`;
      })
      .join(', '),
  );
}

import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { pickTranslation, type ShopLanguage } from '@isoko/shared/i18n-language';
import { discountPercent } from '@isoko/shared/money';
import { type SQL, sql } from 'drizzle-orm';
import {
  currentPrice,
  type ProductFields,
  type ProductRecord,
  productColumns,
  type RunningDeal,
} from './read';
import { type CatalogSnapshot, categoryRef } from './snapshot';

/** Fields a product card needs: products only, no joins (names come from the snapshot). */
export const CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'nameI18n',
  'price',
  'originalPrice',
  'mainImage',
  'categoryId',
  'subcategoryId',
  'brandId',
  'ratingAvg',
  'reviewCount',
  'stockTotal',
  'isNew',
  'isFeatured',
  'freeShipping',
] as const satisfies readonly (keyof ProductRecord)[];

export type CardRow = ProductFields<(typeof CARD_FIELDS)[number]>;
export const CARD_COLUMNS = productColumns(CARD_FIELDS);

/** A listing page reads every card field but the names in every language (see listingCardColumns). */
const LISTING_FIELDS = CARD_FIELDS.filter((f) => f !== 'nameI18n');

/**
 * The product name in one language over `products p`: the translation when it is text, else null
 * (toCard then shows the English name, as pickTranslation would with every language's names).
 */
const NAME_IN: Record<ShopLanguage, SQL> = {
  en: sql.raw('null::text'),
  fr: sql.raw(`case when jsonb_typeof(p.name_i18n -> 'fr') = 'string' then p.name_i18n ->> 'fr' end`),
  rw: sql.raw(`case when jsonb_typeof(p.name_i18n -> 'rw') = 'string' then p.name_i18n ->> 'rw' end`),
};

/**
 * The columns of a listing page's cards, in the order listingCardRow reads them: the card's
 * fields with the name in the shopper's language alone instead of every language's names (a
 * jsonb the driver parses per row, about a sixth of the driver's time on a 24-card page).
 */
export function listingCardColumns(lang: ShopLanguage): SQL {
  return sql`${productColumns(LISTING_FIELDS)}, ${NAME_IN[lang]} as "nameInLanguage"`;
}

/** The column names of listingCardColumns, for a query that selects them again from a subquery `p`. */
export const LISTING_CARD_NAMES = sql.raw(
  [...LISTING_FIELDS, 'nameInLanguage'].map((f) => `p."${f}"`).join(', '),
);

/** How many values listingCardColumns selects (a listing's own columns follow them). */
export const LISTING_CARD_WIDTH = LISTING_FIELDS.length + 1;

/** A card row from the values of listingCardColumns, in that order (a row read as an array). */
export function listingCardRow(values: readonly unknown[], lang: ShopLanguage): CardRow {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < LISTING_FIELDS.length; i++) row[LISTING_FIELDS[i]!] = values[i];
  const translated = values[LISTING_FIELDS.length];
  row.nameI18n = lang !== 'en' && typeof translated === 'string' ? { [lang]: translated } : {};
  return row as CardRow;
}

/** A product card in the shopper's language: names fall back to English one by one. */
export function toCard(
  row: CardRow,
  snapshot: CatalogSnapshot,
  deals: ReadonlyMap<string, RunningDeal>,
  lang: ShopLanguage = 'en',
): ProductCardDto {
  const category = snapshot.categoryById.get(row.categoryId);
  const sub = row.subcategoryId ? snapshot.categoryById.get(row.subcategoryId) : undefined;
  const deal = deals.get(row.id);
  // The deals map is cached until the next deal ends; one that ended since then no longer shows.
  const live = deal && deal.endsAt.getTime() > Date.now() ? deal : null;
  const { originalPrice } = currentPrice({ listPrice: row.price, originalPrice: row.originalPrice }, live);
  return {
    id: row.id,
    slug: row.slug,
    name: pickTranslation(row.name, row.nameI18n, lang),
    price: row.price,
    originalPrice,
    discountPercentage: discountPercent(row.price, originalPrice),
    mainImage: row.mainImage,
    category: category ? categoryRef(category, lang) : { id: row.categoryId, slug: '', name: '' },
    subcategory: sub ? categoryRef(sub, lang) : null,
    brand: row.brandId ? (snapshot.brandById.get(row.brandId)?.name ?? null) : null,
    averageRating: row.ratingAvg,
    totalReviews: row.reviewCount,
    stockQuantity: row.stockTotal,
    inStock: row.stockTotal > 0,
    isNew: row.isNew,
    isSale: originalPrice !== null,
    isFeatured: row.isFeatured,
    freeShipping: row.freeShipping,
    flashDeal: live ? { dealPrice: live.dealPrice, endsAt: live.endsAt.toISOString() } : null,
  };
}

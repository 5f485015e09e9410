import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { pickTranslation, type ShopLanguage } from '@isoko/shared/i18n-language';
import { discountPercent } from '@isoko/shared/money';
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

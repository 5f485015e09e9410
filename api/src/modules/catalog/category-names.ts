import { pickTranslation, type ShopLanguage } from '@isoko/shared/i18n-language';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products } from './tables';

/**
 * Each product's category name (deleted products included: past orders still name them), in
 * `lang` where the category has that translation, else in English.
 */
export async function categoryNamesOfProducts(
  db: DbOrTx,
  productIds: readonly string[],
  lang: ShopLanguage = 'en',
): Promise<Map<string, string>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ productId: products.id, name: categories.name, nameI18n: categories.nameI18n })
    .from(products)
    .innerJoin(categories, sql`${categories.id} = ${products.categoryId}`)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.productId, pickTranslation(r.name, r.nameI18n, lang)]));
}

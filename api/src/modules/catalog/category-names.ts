import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, products } from './tables';

/** Each product's category name (deleted products included: past orders still name them). */
export async function categoryNamesOfProducts(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (!productIds.length) return new Map();
  const rows = await db
    .select({ productId: products.id, name: categories.name })
    .from(products)
    .innerJoin(categories, sql`${categories.id} = ${products.categoryId}`)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.productId, r.name]));
}

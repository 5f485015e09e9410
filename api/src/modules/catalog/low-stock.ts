import type { LowStockItem } from '@isoko/shared/admin/dashboard-schema';
import { pickTranslation, type ShopLanguage } from '@isoko/shared/i18n-language';
import { LOW_STOCK_ALERT_BELOW } from '@isoko/shared/stock';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, productVariants } from './tables';

/**
 * The back-office's stock figures: product counts and the products running low, with the one rule
 * of shared/stock (a product's units over its variants on sale under 10), as the stock analysis.
 */

const onSale = and(isNull(products.deletedAt), isNull(productVariants.retiredAt));
/** The low-stock rule on a product row (`stockTotal` is the sum of its variants on sale). */
const lowProduct = lt(products.stockTotal, LOW_STOCK_ALERT_BELOW);

/** Products shoppers can see, and how many of them are low on stock. */
export async function productStockCounts(
  db: DbOrTx,
): Promise<{ products: number; lowStockProducts: number }> {
  const [row] = await db
    .select({
      products: sql<number>`count(*)`.mapWith(Number),
      lowStock: sql<number>`count(*) filter (where ${lowProduct})`.mapWith(Number),
    })
    .from(products)
    .where(isNull(products.deletedAt));
  return { products: row?.products ?? 0, lowStockProducts: row?.lowStock ?? 0 };
}

/**
 * The variants on sale of the products low on stock, fewest units first, each product named in
 * `lang` (the staff member's language), in English where it has no translation.
 */
export async function lowStockVariants(
  db: DbOrTx,
  limit: number,
  lang: ShopLanguage = 'en',
): Promise<LowStockItem[]> {
  const rows = await db
    .select({
      productId: products.id,
      variantId: productVariants.id,
      name: products.name,
      nameI18n: products.nameI18n,
      sku: productVariants.sku,
      size: productVariants.size,
      color: productVariants.color,
      stockQuantity: productVariants.stock,
      image: products.mainImage,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(onSale, lowProduct))
    .orderBy(asc(productVariants.stock), asc(products.name))
    .limit(limit);
  return rows.map(({ nameI18n, ...r }) => ({
    ...r,
    name: pickTranslation(r.name, nameI18n, lang),
    image: r.image || null,
  }));
}

/** A variant on sale with units left (the demo's test order buys one), most stocked first. */
export async function variantWithStock(
  db: DbOrTx,
): Promise<{ productId: string; variantId: string } | undefined> {
  const [row] = await db
    .select({ productId: products.id, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(onSale, sql`${productVariants.stock} > 0`))
    .orderBy(sql`${productVariants.stock} desc`, asc(productVariants.id))
    .limit(1);
  return row;
}

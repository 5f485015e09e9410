import type { AdminProductRow, AdminProductsQuery } from '@isoko/shared/admin/products-schema';
import type { StockAnalysisProduct } from '@isoko/shared/admin/stock-analysis';
import { pickTranslation, type ShopLanguage } from '@isoko/shared/i18n-language';
import { isUuid } from '@isoko/shared/ids';
import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsIgnoringAccents, likeContains } from '../../lib/search-matches';
import { categories, products, productVariants } from './tables';

/** The back-office's reads of products: the admin table (search, filters, pages) and stock rows. */

const firstSku = sql<string | null>`(select v.sku from ${productVariants} v
  where v.product_id = ${products.id} and v.retired_at is null order by v.sku limit 1)`;

function whereOf(query: AdminProductsQuery): SQL | undefined {
  const parts: SQL[] = [isNull(products.deletedAt)];
  if (query.search) {
    // Name (accents aside: "kitenge a fleurs" finds "Kitenge à fleurs") or any variant's SKU, as
    // a union so each side uses its trigram index (an OR would scan).
    parts.push(sql`${products.id} in (
      select p.id from ${products} p where ${containsIgnoringAccents(sql`p.name`, query.search)}
      union
      select v.product_id from ${productVariants} v where v.sku ilike ${likeContains(query.search)})`);
  }
  if (query.categoryId) {
    const id = query.categoryId.toLowerCase();
    parts.push(sql`(${products.categoryId} = ${id}::uuid or ${products.subcategoryId} = ${id}::uuid)`);
  }
  if (query.stock === 'out') parts.push(eq(products.stockTotal, 0));
  if (query.stock === 'low') parts.push(and(gte(products.stockTotal, 1), lt(products.stockTotal, 10))!);
  if (query.stock === 'in_stock') parts.push(gte(products.stockTotal, 10));
  return and(...parts);
}

/**
 * One page of products for the admin table, newest first, and how many match in all. The page's
 * ids are found first, so the SKU and category are looked up for those 20 rows only, not for
 * every row a deep page skips. The category is named in `lang` where it has that translation, as
 * the shop's pages name it; the product keeps its own (stored) name, the one staff search and edit.
 */
export async function adminProductPage(
  db: DbOrTx,
  query: AdminProductsQuery,
  lang: ShopLanguage = 'en',
): Promise<{ rows: AdminProductRow[]; total: number }> {
  const where = whereOf(query);
  const [pageIds, [totalRow]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  const ids = pageIds.map((r) => r.id);
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          sku: firstSku,
          mainImage: products.mainImage,
          categoryId: products.categoryId,
          category: categories.name,
          categoryI18n: categories.nameI18n,
          price: products.price,
          originalPrice: products.originalPrice,
          stockQuantity: products.stockTotal,
          seoTitle: products.seoTitle,
          seoDescription: products.seoDescription,
          negotiable: products.negotiable,
          floorPrice: products.floorPrice,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    rows: ids.flatMap((id) => {
      const found = byId.get(id);
      if (!found) return [];
      const { categoryI18n, ...r } = found;
      return [
        {
          ...r,
          category: r.category === null ? null : pickTranslation(r.category, categoryI18n, lang),
          mainImage: r.mainImage || null,
          stockQuantity: Math.max(0, r.stockQuantity),
          updatedAt: r.updatedAt.toISOString(),
        },
      ];
    }),
    total: totalRow?.n ?? 0,
  };
}

/** Every product on sale with its stock, for the stock analysis (sales are added by the caller). */
export async function stockAnalysisProducts(db: DbOrTx): Promise<Omit<StockAnalysisProduct, 'unitsSold'>[]> {
  return db
    .select({ id: products.id, name: products.name, sku: firstSku, stockQuantity: products.stockTotal })
    .from(products)
    .where(isNull(products.deletedAt));
}

/** What the search-engine text is written from: the product, its category and subcategory slugs. */
export async function productForSeo(
  db: DbOrTx,
  id: string,
): Promise<{
  id: string;
  name: string;
  shortDescription: string;
  price: number;
  categorySlug: string | null;
  categoryName: string | null;
  subcategorySlug: string | null;
  subcategoryName: string | null;
  materials: string[];
  colors: string[];
  sizes: string[];
  tags: string[];
} | null> {
  // An id that is not a uuid names no product (and would make PostgreSQL refuse the query).
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      shortDescription: products.shortDescription,
      price: products.price,
      categorySlug: categories.slug,
      categoryName: categories.name,
      subcategorySlug: sql<
        string | null
      >`(select c.slug from ${categories} c where c.id = ${products.subcategoryId})`,
      subcategoryName: sql<
        string | null
      >`(select c.name from ${categories} c where c.id = ${products.subcategoryId})`,
      materials: products.materials,
      colors: products.colors,
      sizes: products.sizes,
      tags: products.tags,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(sql`${products.id} = ${id.toLowerCase()}::uuid`, isNull(products.deletedAt)));
  return row ?? null;
}

import {
  type MediaInput,
  ProductInput,
  ProductPatch,
  productProblems,
  type VariantInput,
} from '@isoko/shared/catalog/admin-schema';
import { fromOldProductForm, restock } from '@isoko/shared/catalog/old-product-form';
import { variantGrid } from '@isoko/shared/catalog/variant';
import { isUuid } from '@isoko/shared/ids';
import { and, asc, eq, isNotNull, isNull, like, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { parseInput, validationFailed } from '../../lib/parse-input';
import { syncProductStats } from './product-stats';
import { type ProductEditView, productEditView } from './read';
import { slugify } from './search-terms';
import { brands, categories, productMedia, products, productVariants } from './tables';
import { isUniqueViolation } from './unique-violation';

/**
 * The catalogue write service for products: create, edit (variants and media included) and
 * soft delete. Each change is validated with the shared schema, written in one transaction with
 * the product's derived columns recomputed, then announced so listing caches and the suggestion
 * dictionary of every API process refresh.
 */

export type CatalogWriteDeps = Pick<AppDeps, 'db' | 'catalog'>;

const sameValue = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/** The product's category must be top level and its subcategory one of that category's children. */
async function checkCategories(tx: DbOrTx, categoryId: string, subcategoryId: string | null): Promise<void> {
  const ids = subcategoryId ? [categoryId, subcategoryId] : [categoryId];
  const rows = await tx
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(
      sql`${categories.id} in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  const category = rows.find((r) => r.id === categoryId.toLowerCase());
  if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found');
  if (category.parentId) {
    throw validationFailed([{ path: 'categoryId', message: 'Choose a top-level category' }]);
  }
  if (!subcategoryId) return;
  const sub = rows.find((r) => r.id === subcategoryId.toLowerCase());
  if (!sub) throw new AppError('CATEGORY_NOT_FOUND', 'Subcategory not found');
  if (sub.parentId !== category.id) {
    throw validationFailed([{ path: 'subcategoryId', message: 'Not a subcategory of this category' }]);
  }
}

/**
 * The categories a name points at: its id, its slug or its English name (case does not matter).
 * Among children of `parentId` when given, else anywhere; top-level categories first. At most two
 * are read, enough to tell a unique name from an ambiguous one.
 */
async function categoriesNamed(
  db: DbOrTx,
  name: string,
  where: { parentId?: string; subcategoriesOnly?: boolean } = {},
): Promise<{ id: string; parentId: string | null }[]> {
  const key = name.trim().toLowerCase();
  return db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(
      and(
        isUuid(key)
          ? eq(categories.id, key)
          : or(eq(categories.slug, key), sql`lower(${categories.name}) = ${key}`),
        where.parentId ? eq(categories.parentId, where.parentId) : undefined,
        where.subcategoriesOnly ? isNotNull(categories.parentId) : undefined,
      ),
    )
    .orderBy(sql`${categories.parentId} is not null`)
    .limit(2);
}

/**
 * Turns the old form's `categoryName` and `subcategoryName` into `categoryId` and `subcategoryId`
 * where the body has no ids. A subcategory named as the category stands for its parent and itself;
 * a subcategory name is looked up under the category the body names (by id or name), or, with no
 * category, among all subcategories, where it must be unique. An unknown or ambiguous name is
 * refused rather than dropped, so the product never lands silently in the wrong aisle.
 */
async function withCategoryIds(db: DbOrTx, body: unknown): Promise<unknown> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { categoryName, subcategoryName, ...rest } = body as Record<string, unknown>;
  const ids: { categoryId?: string; subcategoryId?: string } = {};
  if (rest.categoryId === undefined && typeof categoryName === 'string') {
    const [category] = await categoriesNamed(db, categoryName);
    if (!category) throw new AppError('CATEGORY_NOT_FOUND', 'Category not found');
    if (category.parentId) Object.assign(ids, { categoryId: category.parentId, subcategoryId: category.id });
    else ids.categoryId = category.id;
  }
  if (rest.subcategoryId === undefined && typeof subcategoryName === 'string') {
    // A malformed categoryId is left for validation to refuse, not used in a lookup.
    const given =
      typeof rest.categoryId === 'string' && isUuid(rest.categoryId) ? rest.categoryId : undefined;
    const parentId = ids.categoryId ?? given;
    if (rest.categoryId === undefined || given) {
      const found = await categoriesNamed(db, subcategoryName, { parentId, subcategoriesOnly: true });
      if (!found[0]) throw new AppError('CATEGORY_NOT_FOUND', 'Subcategory not found');
      if (found.length > 1) {
        throw new AppError('VALIDATION_FAILED', 'Several categories have a subcategory of this name', [
          { path: 'category', message: 'Choose the category as well as the subcategory' },
        ]);
      }
      Object.assign(ids, { categoryId: parentId ?? found[0].parentId!, subcategoryId: found[0].id });
    }
  }
  return { ...ids, ...rest };
}

/** The brand of this name, created on first use (brands are matched by slug: 'Inzozi' = 'inzozi'). */
async function brandIdFor(tx: DbOrTx, name: string): Promise<string> {
  const slug = slugify(name);
  await tx.insert(brands).values({ slug, name }).onConflictDoNothing({ target: brands.slug });
  const [row] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug));
  return row!.id;
}

/** The slug itself when free, else the first free `slug-2`, `slug-3`, … (deleted products keep theirs). */
async function freeSlug(tx: DbOrTx, base: string): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ slug: products.slug })
        .from(products)
        .where(or(eq(products.slug, base), like(products.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

async function requireFreeSlug(tx: DbOrTx, slug: string, ownId?: string): Promise<void> {
  const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (row && row.id !== ownId) throw new AppError('SLUG_TAKEN', 'Another product already uses this address');
}

/**
 * SKUs for new variants: the product's existing pattern continued (`<prefix>-<n>`), or for a new
 * product 12 characters of its id (unique enough across a catalogue) and a 3-digit number, so
 * the variants sort in the order the form listed them.
 */
function skuMaker(productId: string, stored: readonly { sku: string }[]): () => string {
  const numberOf = (sku: string) => Number.parseInt(sku.slice(sku.lastIndexOf('-') + 1), 10) || 0;
  const sample = stored[0]?.sku;
  const dash = sample ? sample.lastIndexOf('-') : -1;
  const prefix =
    sample && dash > 0 ? sample.slice(0, dash) : productId.replace(/-/g, '').slice(-12).toUpperCase();
  const width = sample && dash > 0 ? sample.length - dash - 1 : 3;
  let next = stored.reduce((n, v) => Math.max(n, numberOf(v.sku)), 0) + 1;
  return () => `${prefix}-${String(next++).padStart(width, '0')}`;
}

/**
 * Makes the product's variants match its sizes × colours. A combination already stored keeps its
 * row (and id, which carts and orders hold), a removed one is retired rather than deleted so
 * past orders can still release its stock, a new one gets the next SKU. Prices equal to the
 * product's are stored as null, so they follow later price changes; stock is written only when
 * given, never overwriting what orders took meanwhile. A `totalStock` is shared by the variants
 * not given a stock of their own: what the given ones leave, reached from their current stock with
 * as little change as possible (the same total changes nothing).
 */
async function syncVariants(
  tx: DbOrTx,
  product: { id: string; price: number },
  sizes: readonly string[],
  colors: readonly string[],
  givenVariants: readonly VariantInput[],
  totalStock?: number,
): Promise<void> {
  const stored = await tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, product.id))
    .orderBy(asc(productVariants.sku));
  const given = withSharedStock(variantGrid(sizes, colors), givenVariants, totalStock, stored);
  const nextSku = skuMaker(product.id, stored);
  const ownPrice = (price: number | null | undefined) =>
    price == null || price === product.price ? null : price;
  const kept = new Set<string>();
  const added: (typeof productVariants.$inferInsert)[] = [];
  for (const cell of variantGrid(sizes, colors)) {
    const input = given.find((v) => sameValue(v.size, cell.size) && sameValue(v.color, cell.color));
    const row = stored.find((v) => sameValue(v.size, cell.size) && sameValue(v.color, cell.color));
    if (!row) {
      added.push({
        productId: product.id,
        sku: nextSku(),
        size: cell.size,
        color: cell.color,
        price: ownPrice(input?.price),
        stock: input?.stock ?? 0,
      });
      continue;
    }
    kept.add(row.id);
    const price = input && input.price !== undefined ? ownPrice(input.price) : row.price;
    const changed =
      row.retiredAt !== null ||
      row.size !== cell.size ||
      row.color !== cell.color ||
      row.price !== price ||
      (input?.stock !== undefined && input.stock !== row.stock);
    if (!changed) continue;
    await tx
      .update(productVariants)
      .set({
        size: cell.size,
        color: cell.color,
        price,
        retiredAt: null,
        ...(input?.stock !== undefined ? { stock: input.stock } : {}),
      })
      .where(eq(productVariants.id, row.id));
  }
  if (added.length) await tx.insert(productVariants).values(added);
  const retired = stored.filter((v) => !kept.has(v.id) && v.retiredAt === null).map((v) => v.id);
  if (retired.length) {
    await tx
      .update(productVariants)
      .set({ retiredAt: sql`now()` })
      .where(
        sql`${productVariants.id} in (${sql.join(
          retired.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
  }
}

/**
 * The variants given, plus a stock for every cell of the grid without one when a total is given:
 * the total less the stock the given variants name, split over those cells.
 */
function withSharedStock(
  grid: readonly { size: string | null; color: string | null }[],
  given: readonly VariantInput[],
  totalStock: number | undefined,
  stored: readonly { size: string | null; color: string | null; stock: number; retiredAt: Date | null }[],
): VariantInput[] {
  if (totalStock === undefined) return [...given];
  const same = (a: (typeof grid)[number]) => (v: { size?: string | null; color?: string | null }) =>
    sameValue(v.size, a.size) && sameValue(v.color, a.color);
  const open = grid.filter((cell) => given.find(same(cell))?.stock === undefined);
  const named = given.reduce((sum, v) => sum + (v.stock ?? 0), 0);
  const current = open.map((cell) => stored.find((v) => v.retiredAt === null && same(cell)(v))?.stock ?? 0);
  const stock = restock(current, Math.max(0, totalStock - named));
  return [
    ...given.filter((v) => v.stock !== undefined),
    ...open.map((cell, i) => ({
      ...given.find(same(cell)),
      size: cell.size,
      color: cell.color,
      stock: stock[i],
    })),
  ];
}

/** Replaces the product's media with this list, in this order. */
async function replaceMedia(tx: DbOrTx, productId: string, media: readonly MediaInput[]): Promise<void> {
  await tx.delete(productMedia).where(eq(productMedia.productId, productId));
  if (media.length === 0) return;
  await tx.insert(productMedia).values(
    media.map((m, position) => ({
      productId,
      url: m.url,
      kind: m.kind ?? 'image',
      alt: m.alt ?? '',
      position,
    })),
  );
}

/** The product columns a create or an edit sets directly (brand and slug are resolved apart). */
function productColumnsOf<T extends ProductPatch>(input: T) {
  const {
    brand: _brand,
    slug: _slug,
    sizes: _sizes,
    colors: _colors,
    variants: _variants,
    media: _media,
    stockQuantity: _stockQuantity,
    ...columns
  } = input;
  return columns;
}

async function reread(deps: CatalogWriteDeps, id: string): Promise<ProductEditView> {
  const view = await productEditView(deps.db, id);
  if (!view) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  return view;
}

/** Runs a write, mapping a slug race (two products saved with one slug at once) to SLUG_TAKEN. */
async function writing<T>(deps: CatalogWriteDeps, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, 'products_slug_uq')) {
      throw new AppError('SLUG_TAKEN', 'Another product already uses this address');
    }
    throw error;
  }
}

/**
 * Creates a product with its variants (every size × colour; the product's price and stock 0
 * unless given) and media. Answers the product as its edit form shows it.
 */
export async function createProduct(deps: CatalogWriteDeps, body: unknown): Promise<ProductEditView> {
  const input = parseInput(ProductInput, await withCategoryIds(deps.db, fromOldProductForm(body)));
  const id = await writing(deps, async (tx) => {
    await checkCategories(tx, input.categoryId, input.subcategoryId ?? null);
    const brandId = input.brand ? await brandIdFor(tx, input.brand) : null;
    let slug = input.slug;
    if (slug) await requireFreeSlug(tx, slug);
    else slug = await freeSlug(tx, slugify(input.name));
    const [row] = await tx
      .insert(products)
      .values({
        ...productColumnsOf(input),
        slug,
        brandId,
        // The order staff listed them in; the stats below keep it (see syncProductStats).
        sizes: input.sizes ?? [],
        colors: input.colors ?? [],
      })
      .returning({ id: products.id });
    const product = { id: row!.id, price: input.price };
    await syncVariants(
      tx,
      product,
      input.sizes ?? [],
      input.colors ?? [],
      input.variants ?? [],
      input.stockQuantity,
    );
    if (input.media?.length) await replaceMedia(tx, product.id, input.media);
    await syncProductStats(tx, [product.id]);
    return product.id;
  });
  await deps.catalog.changed();
  return reread(deps, id);
}

/**
 * Changes the fields given. Sizes, colours or variants given re-make the variant grid (see
 * syncVariants); media given replace the list. Rows are locked in the order stock moves use
 * (variants, then the product) so an edit and an order on the same product cannot deadlock.
 */
export async function updateProduct(
  deps: CatalogWriteDeps,
  id: string,
  body: unknown,
): Promise<ProductEditView> {
  const patch = parseInput(ProductPatch, await withCategoryIds(deps.db, fromOldProductForm(body)));
  if (!isUuid(id)) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  const productId = id.toLowerCase();
  await writing(deps, async (tx) => {
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.id))
      .for('update');
    const [current] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)))
      .for('update');
    if (!current) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');

    const merged = {
      price: patch.price ?? current.price,
      negotiable: patch.negotiable ?? current.negotiable,
      floorPrice: patch.floorPrice !== undefined ? patch.floorPrice : current.floorPrice,
      sizes: patch.sizes ?? current.sizes,
      colors: patch.colors ?? current.colors,
      variants: patch.variants,
    };
    const problems = productProblems(merged);
    if (problems.length) throw validationFailed(problems);
    if (patch.categoryId !== undefined || patch.subcategoryId !== undefined) {
      await checkCategories(
        tx,
        patch.categoryId ?? current.categoryId,
        patch.subcategoryId !== undefined ? patch.subcategoryId : current.subcategoryId,
      );
    }
    if (patch.slug !== undefined && patch.slug !== current.slug)
      await requireFreeSlug(tx, patch.slug, productId);
    const brandId =
      patch.brand === undefined
        ? current.brandId
        : patch.brand === null
          ? null
          : await brandIdFor(tx, patch.brand);

    await tx
      .update(products)
      .set({
        ...productColumnsOf(patch),
        ...(patch.slug !== undefined ? { slug: patch.slug } : {}),
        // The order staff listed them in; the stats below keep it (see syncProductStats).
        ...(patch.sizes !== undefined ? { sizes: patch.sizes } : {}),
        ...(patch.colors !== undefined ? { colors: patch.colors } : {}),
        brandId,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, productId));
    if (
      patch.sizes !== undefined ||
      patch.colors !== undefined ||
      patch.variants !== undefined ||
      patch.stockQuantity !== undefined
    ) {
      await syncVariants(
        tx,
        { id: productId, price: merged.price },
        merged.sizes,
        merged.colors,
        patch.variants ?? [],
        patch.stockQuantity,
      );
    }
    if (patch.media !== undefined) await replaceMedia(tx, productId, patch.media);
    await syncProductStats(tx, [productId]);
  });
  await deps.catalog.changed();
  return reread(deps, productId);
}

/**
 * Takes a product out of the shop: hidden from listings, search, its page and new carts. The row
 * stays (soft delete), so past orders, their items and their tracking keep everything they name.
 */
export async function deleteProduct(deps: CatalogWriteDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  const deleted = await deps.db
    .update(products)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(products.id, id.toLowerCase()), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (deleted.length === 0) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  await deps.catalog.changed();
}

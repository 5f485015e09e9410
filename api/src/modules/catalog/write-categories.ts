import { CategoryInput, CategoryPatch } from '@isoko/shared/catalog/admin-schema';
import { isUuid } from '@isoko/shared/ids';
import { and, eq, isNull, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseInput, validationFailed } from '../../lib/parse-input';
import { refreshSearchTerms } from './product-stats';
import { foldText, slugify } from './search-terms';
import { categories, products } from './tables';
import type { CatalogWriteDeps } from './write';

/**
 * Categories for the back-office: two levels, top-level categories and their subcategories.
 * A product names a top-level category and optionally one of its subcategories, so a category
 * that products use can be renamed but not moved or deleted.
 */

export type CategoryView = typeof categories.$inferSelect;

const notFound = () => new AppError('CATEGORY_NOT_FOUND', 'Category not found');

/** A parent must exist and be top level (there is no third level). */
async function checkParent(tx: DbOrTx, parentId: string, selfId?: string): Promise<void> {
  if (parentId.toLowerCase() === selfId) {
    throw validationFailed([{ path: 'parentId', message: 'A category cannot be its own parent' }]);
  }
  const [parent] = await tx
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, parentId.toLowerCase()));
  if (!parent) throw notFound();
  if (parent.parentId) {
    throw validationFailed([{ path: 'parentId', message: 'Subcategories cannot have subcategories' }]);
  }
}

/** A name as staff read it: no accents, any case, single spaces ("Shoés " is "shoes"). */
const nameKey = (name: string) => foldText(name).replace(/\s+/g, ' ').trim();

/**
 * Refuses a name that a sibling (another top-level category, or another subcategory of the same
 * parent) already has, compared case- and accent-insensitively: two "Shoes" side by side in the
 * menu cannot be told apart. The same name under two parents (Men › Shoes, Women › Shoes) is fine.
 * A transaction-wide lock makes two staff saving the same name at once take turns, so the check
 * cannot be raced past.
 */
async function checkNameFree(tx: DbOrTx, name: string, parentId: string | null, selfId?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('isoko:category-names'))`);
  const siblings = await tx
    .select({ name: categories.name })
    .from(categories)
    .where(
      and(
        parentId ? eq(categories.parentId, parentId) : isNull(categories.parentId),
        selfId ? ne(categories.id, selfId) : undefined,
      ),
    );
  const wanted = nameKey(name);
  if (siblings.some((s) => nameKey(s.name) === wanted)) {
    throw new AppError('CATEGORY_NAME_TAKEN', 'Another category here already has this name', [
      { path: 'name', message: 'Another category here already has this name' },
    ]);
  }
}

async function slugFor(
  tx: DbOrTx,
  wanted: string | undefined,
  name: string,
  selfId?: string,
): Promise<string> {
  const base = wanted ?? slugify(name);
  const rows = await tx
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)));
  const taken = new Set(rows.filter((r) => r.id !== selfId).map((r) => r.slug));
  if (!taken.has(base)) return base;
  if (wanted) throw new AppError('SLUG_TAKEN', 'Another category already uses this address');
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

/** Whether any product, listed or deleted (past orders still name it), uses the category. */
async function inUse(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(or(eq(products.categoryId, id), eq(products.subcategoryId, id)))
    .limit(1);
  return Boolean(row);
}

async function hasChildren(tx: DbOrTx, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.parentId, id))
    .limit(1);
  return Boolean(row);
}

export async function createCategory(deps: CatalogWriteDeps, body: unknown): Promise<CategoryView> {
  const input = parseInput(CategoryInput, body);
  const category = await deps.db.transaction(async (tx) => {
    if (input.parentId) await checkParent(tx, input.parentId);
    await checkNameFree(tx, input.name, input.parentId?.toLowerCase() ?? null);
    const [row] = await tx
      .insert(categories)
      .values({
        ...input,
        parentId: input.parentId?.toLowerCase() ?? null,
        slug: await slugFor(tx, input.slug, input.name),
      })
      .returning();
    return row!;
  });
  await deps.catalog.changed();
  return category;
}

/**
 * Changes the fields given. A rename rewrites the search words of the category's products (they
 * are found by category name too); moving a category under another one is refused while it has
 * subcategories or products.
 */
export async function updateCategory(
  deps: CatalogWriteDeps,
  id: string,
  body: unknown,
): Promise<CategoryView> {
  const patch = parseInput(CategoryPatch, body);
  if (!isUuid(id)) throw notFound();
  const categoryId = id.toLowerCase();
  const category = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, categoryId)).for('update');
    if (!current) throw notFound();
    const parentId =
      patch.parentId === undefined ? current.parentId : (patch.parentId?.toLowerCase() ?? null);
    if (parentId !== current.parentId) {
      if (parentId) await checkParent(tx, parentId, categoryId);
      if (parentId && (await hasChildren(tx, categoryId))) {
        throw new AppError('CATEGORY_IN_USE', 'This category has subcategories; it cannot become one');
      }
      if (await inUse(tx, categoryId)) {
        throw new AppError('CATEGORY_IN_USE', 'Products use this category; move them before moving it');
      }
    }
    const name = patch.name ?? current.name;
    if (nameKey(name) !== nameKey(current.name) || parentId !== current.parentId) {
      await checkNameFree(tx, name, parentId, categoryId);
    }
    const slug =
      patch.slug !== undefined && patch.slug !== current.slug
        ? await slugFor(tx, patch.slug, current.name, categoryId)
        : current.slug;
    const [row] = await tx
      .update(categories)
      .set({ ...patch, parentId, slug })
      .where(eq(categories.id, categoryId))
      .returning();
    if (patch.name !== undefined && patch.name !== current.name) {
      await refreshSearchTerms(
        tx,
        sql`(p.category_id = ${categoryId}::uuid or p.subcategory_id = ${categoryId}::uuid)`,
      );
    }
    return row!;
  });
  await deps.catalog.changed();
  return category;
}

/** Deletes a category nobody uses: no subcategories and no product, even a deleted one. */
export async function deleteCategory(deps: CatalogWriteDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  const categoryId = id.toLowerCase();
  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId))
      .for('update');
    if (!current) throw notFound();
    if (await hasChildren(tx, categoryId)) {
      throw new AppError('CATEGORY_IN_USE', 'Delete or move its subcategories first');
    }
    if (await inUse(tx, categoryId)) {
      throw new AppError('CATEGORY_IN_USE', 'Products use this category; move them first');
    }
    await tx.delete(categories).where(eq(categories.id, categoryId));
  });
  await deps.catalog.changed();
}

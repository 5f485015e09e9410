import { MAX_WISHLIST, type WishlistItemDto } from '@isoko/shared/customers/schema';
import { isUuid } from '@isoko/shared/ids';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { products } from '../catalog/tables';
import { customers, wishlistItems } from './tables';

interface WishlistRow extends Record<string, unknown> {
  product_id: string;
  added_at: Date | string;
  slug: string;
  name: string;
  price: number;
  original_price: number | null;
  main_image: string | null;
  stock_total: number;
}

/**
 * The customer's wishlist with what the account page shows. Reads the catalogue's product
 * rows (read-only); a product removed from the shop drops out of the list.
 */
export async function listWishlist(db: DbOrTx, customerId: string): Promise<WishlistItemDto[]> {
  const rows = await queryRows<WishlistRow>(
    db,
    sql`select w.product_id, w.created_at as added_at, p.slug, p.name, p.price, p.original_price,
               p.stock_total,
               (select m.url from product_media m
                 where m.product_id = p.id and m.kind = 'image'
                 order by m.position, m.id limit 1) as main_image
          from wishlist_items w
          join products p on p.id = w.product_id and p.deleted_at is null
         where w.customer_id = ${customerId}
         order by w.created_at desc, w.product_id`,
  );
  return rows.map((r) => ({
    productId: r.product_id,
    addedAt: new Date(r.added_at).toISOString(),
    product: {
      id: r.product_id,
      slug: r.slug,
      name: r.name,
      price: Number(r.price),
      originalPrice: r.original_price === null ? null : Number(r.original_price),
      mainImage: r.main_image ?? '',
      inStock: Number(r.stock_total) > 0,
    },
  }));
}

async function existingProducts(db: DbOrTx, ids: string[]): Promise<string[]> {
  const valid = [...new Set(ids.filter(isUuid))];
  if (!valid.length) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, valid), isNull(products.deletedAt)));
  return rows.map((r) => r.id);
}

async function addMany(db: Db, customerId: string, productIds: string[]): Promise<void> {
  if (!productIds.length) return;
  await db.transaction(async (tx) => {
    // Serialises one customer's adds: parallel requests would each see room for one more.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId));
    const room = Math.max(0, MAX_WISHLIST - Number(n));
    const chosen = productIds.slice(0, room);
    if (!chosen.length) return;
    await tx
      .insert(wishlistItems)
      .values(chosen.map((productId) => ({ customerId, productId })))
      .onConflictDoNothing();
  });
}

export async function addToWishlist(
  db: Db,
  customerId: string,
  productId: string,
): Promise<WishlistItemDto[]> {
  const [found] = await existingProducts(db, [productId]);
  if (!found) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  await addMany(db, customerId, [found]);
  return listWishlist(db, customerId);
}

export async function removeFromWishlist(
  db: DbOrTx,
  customerId: string,
  productId: string,
): Promise<WishlistItemDto[]> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)));
  return listWishlist(db, customerId);
}

/** Merges the browser's local wishlist after sign-in; ids of unknown products are dropped. */
export async function mergeWishlist(
  db: Db,
  customerId: string,
  productIds: string[],
): Promise<WishlistItemDto[]> {
  await addMany(db, customerId, await existingProducts(db, productIds));
  return listWishlist(db, customerId);
}

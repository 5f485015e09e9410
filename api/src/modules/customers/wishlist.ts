import { productNames } from '@isoko/shared/catalog/product-names';
import { MAX_WISHLIST, type WishlistItemDto } from '@isoko/shared/customers/schema';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listedProductIds, productViews } from '../catalog/read';
import { customers, wishlistItems } from './tables';

/**
 * The customer's wishlist with what the account page shows, newest first. Products come from
 * the catalogue's read service; a product removed from the shop drops out of the list.
 */
export async function listWishlist(db: DbOrTx, customerId: string): Promise<WishlistItemDto[]> {
  const saved = await db
    .select({ productId: wishlistItems.productId, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.productId));
  const products = await productViews(
    db,
    saved.map((s) => s.productId),
  );
  return saved.flatMap(({ productId, addedAt }) => {
    const p = products.get(productId);
    if (!p) return [];
    return [
      {
        productId,
        addedAt: addedAt.toISOString(),
        product: {
          id: p.id,
          slug: p.slug,
          name: p.name,
          names: productNames(p.name, p.nameI18n),
          price: p.price,
          originalPrice: p.pricing.originalPrice,
          flashDeal: p.deal ? { dealPrice: p.deal.dealPrice, endsAt: p.deal.endsAt.toISOString() } : null,
          mainImage: p.mainImage,
          inStock: p.stockTotal > 0,
        },
      },
    ];
  });
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
  const [found] = await listedProductIds(db, [productId]);
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
  await addMany(db, customerId, await listedProductIds(db, productIds));
  return listWishlist(db, customerId);
}

import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { products, productVariants } from '../catalog/tables';
import { orderItems, orders } from '../orders/tables';

/**
 * Stock moves of orders, always inside the transaction that changes the order. Rows are taken
 * in one global order (variants by id, then products by id) so concurrent orders never deadlock.
 */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
  name?: string;
  size?: string | null;
  color?: string | null;
}

const byId =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

function merge(lines: readonly StockLine[]) {
  const variants = new Map<string, StockLine>();
  for (const l of lines) {
    const seen = variants.get(l.variantId);
    variants.set(l.variantId, seen ? { ...seen, quantity: seen.quantity + l.quantity } : { ...l });
  }
  const productTotals = new Map<string, number>();
  for (const l of lines) productTotals.set(l.productId, (productTotals.get(l.productId) ?? 0) + l.quantity);
  return {
    variants: [...variants.values()].sort(byId((l) => l.variantId)),
    products: [...productTotals].sort(byId(([id]) => id)),
  };
}

/**
 * Takes the units or fails with OUT_OF_STOCK naming the item. The guarded update is the whole
 * rule: a variant's stock never goes below zero, whatever runs at the same time.
 */
export async function reserveStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<{ soldOut: boolean }> {
  const { variants, products: totals } = merge(lines);
  let soldOut = false;
  for (const line of variants) {
    const updated = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId), sql`${productVariants.stock} >= ${line.quantity}`))
      .returning({ id: productVariants.id, stock: productVariants.stock });
    if (updated[0]?.stock === 0) soldOut = true;
    if (updated.length === 0) {
      const [row] = await tx
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(eq(productVariants.id, line.variantId));
      const available = Math.max(0, row?.stock ?? 0);
      const what = [line.name, line.size, line.color].filter(Boolean).join(', ') || 'An item';
      throw new AppError(
        'OUT_OF_STOCK',
        available > 0
          ? `Only ${available} left of ${what}. Please lower the quantity.`
          : `${what} is out of stock. Please remove it from your cart.`,
        { productId: line.productId, variantId: line.variantId, requested: line.quantity, available },
      );
    }
  }
  for (const [productId, quantity] of totals) {
    await tx
      .update(products)
      .set({
        stockTotal: sql`greatest(${products.stockTotal} - ${quantity}, 0)`,
        totalSales: sql`${products.totalSales} + ${quantity}`,
      })
      .where(eq(products.id, productId));
  }
  return { soldOut };
}

/** Puts the units back (the sale did not happen). */
async function restock(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  const { variants, products: totals } = merge(lines);
  for (const line of variants) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId));
  }
  for (const [productId, quantity] of totals) {
    await tx
      .update(products)
      .set({
        stockTotal: sql`${products.stockTotal} + ${quantity}`,
        totalSales: sql`greatest(${products.totalSales} - ${quantity}, 0)`,
      })
      .where(eq(products.id, productId));
  }
}

async function itemsOf(tx: DbOrTx, orderId: string): Promise<StockLine[]> {
  return tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      name: orderItems.name,
      size: orderItems.size,
      color: orderItems.color,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/**
 * Returns an order's units to stock, once: the flag flips in the same statement that decides,
 * so a second caller (a replayed callback, the sweep, a cancellation) finds nothing to do.
 * True when this call released them.
 */
export async function releaseOrderStock(tx: DbOrTx, orderId: string): Promise<boolean> {
  const flipped = await tx
    .update(orders)
    .set({ stockReleased: true, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, false)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return false;
  await restock(tx, await itemsOf(tx, orderId));
  return true;
}

/**
 * Takes an order's units again after a release (a new payment attempt, a late payment). Throws
 * OUT_OF_STOCK when they are gone; run it in a savepoint to survive that. True when it took them.
 */
export async function reReserveOrderStock(tx: DbOrTx, orderId: string): Promise<boolean> {
  const flipped = await tx
    .update(orders)
    .set({ stockReleased: false, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.stockReleased, true)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return false;
  await reserveStock(tx, await itemsOf(tx, orderId));
  return true;
}

import { type ProductNames, productNames } from '@isoko/shared/catalog/product-names';
import {
  type OutOfStockDetails,
  outOfStockMessage,
  stockItemWords,
} from '@isoko/shared/checkout/out-of-stock';
import { stockTermWords } from '@isoko/shared/checkout/out-of-stock-words';
import { rooms } from '@isoko/shared/realtime';
import { isLowStock, LOW_STOCK_ALERT_BELOW } from '@isoko/shared/stock';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordEvents, toSocket } from '../outbox/service';
import { products, productVariants } from './tables';

/**
 * The only code that moves stock: variant units, `products.stock_total` and
 * `products.total_sales`. Always called inside the transaction that changes the order.
 *
 * Rows are always taken in one global order, variants by id and then products by id, so
 * concurrent orders, cancellations and payment expiries never wait on each other in a loop
 * (no deadlock), whatever order their lines came in.
 */
export interface StockLine {
  productId: string;
  variantId: string;
  quantity: number;
  /** Only to name the item when it is out of stock: its stored name, and in every language. */
  name?: string;
  names?: ProductNames;
  size?: string | null;
  color?: string | null;
}

const byKey =
  <T>(key: (t: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;

/** One entry per variant and per product, each list sorted by id (the locking order). */
function lockingOrder(lines: readonly StockLine[]) {
  const variants = new Map<string, StockLine>();
  const productTotals = new Map<string, number>();
  for (const line of lines) {
    const seen = variants.get(line.variantId);
    variants.set(line.variantId, seen ? { ...seen, quantity: seen.quantity + line.quantity } : { ...line });
    productTotals.set(line.productId, (productTotals.get(line.productId) ?? 0) + line.quantity);
  }
  return {
    variants: [...variants.values()].sort(byKey((l) => l.variantId)),
    products: [...productTotals].sort(byKey(([id]) => id)),
  };
}

async function outOfStock(tx: DbOrTx, line: StockLine): Promise<AppError> {
  const [row] = await tx
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, line.variantId));
  const available = Math.max(0, row?.stock ?? 0);
  const what = stockItemWords(line.name, line.size, line.color) || 'An item';
  const names = line.names ?? (line.name ? { en: line.name } : undefined);
  // The English message for older clients; the details let the web word it in the shopper's language.
  const details: OutOfStockDetails = {
    productId: line.productId,
    variantId: line.variantId,
    requested: line.quantity,
    available,
    ...(names ? { names } : {}),
    size: line.size ?? null,
    color: line.color ?? null,
    ...stockTermWords(line.size, line.color),
  };
  return new AppError('OUT_OF_STOCK', outOfStockMessage(available, what), { ...details });
}

/** A row the sale changed: a variant and its units left, or a product and its stock total. */
interface TakenRow extends Record<string, unknown> {
  kind: 'variant' | 'product';
  id: string;
  stock: number;
}

/**
 * The whole sale as one statement, one step per row in the locking order: each variant's
 * guarded update runs only once the one before it took its units (its `exists` is settled
 * before the row is touched), and the products follow the last variant the same way. So rows
 * are locked in the same global order as one statement per row would, and a refused variant
 * leaves the rest untouched (the caller's transaction rolls the earlier ones back). It answers
 * each variant's units left and each product's stock total after the sale. With a
 * buyer, the sale's purchase events (one per line, for trending and recommendations) hang on
 * the last variant too.
 */
function saleStatement(
  variants: readonly StockLine[],
  totals: readonly [string, number][],
  purchases: readonly StockLine[],
  buyer: string | null | undefined,
): SQL {
  const steps: SQL[] = [];
  const name = (i: number) => sql.raw(`step_${i}`);
  variants.forEach((line, i) => {
    const after = i === 0 ? sql`` : sql` and exists (select 1 from ${name(i - 1)})`;
    steps.push(sql`${name(i)} as (update product_variants set stock = stock - ${line.quantity}::integer
      where id = ${line.variantId}::uuid and stock >= ${line.quantity}::integer${after}
      returning id, stock)`);
  });
  // Products only once every variant took its units; each after the product before it.
  const allTaken = sql`exists (select 1 from ${name(variants.length - 1)})`;
  totals.forEach(([productId, quantity], j) => {
    const i = variants.length + j;
    const after = j === 0 ? sql`` : sql` and (select count(*) from ${name(i - 1)}) >= 0`;
    steps.push(sql`${name(i)} as (update products
      set stock_total = greatest(stock_total - ${quantity}::integer, 0), total_sales = total_sales + ${quantity}::integer
      where id = ${productId}::uuid and ${allTaken}${after} returning id, stock_total)`);
  });
  if (buyer !== undefined && purchases.length) {
    const rows = sql.join(
      purchases.map((l) => sql`(${l.productId}::uuid, ${l.quantity}::integer)`),
      sql`, `,
    );
    steps.push(sql`purchases as (insert into product_events (product_id, kind, customer_id, quantity)
      select v.product_id, 'purchase', ${buyer}::uuid, v.quantity from (values ${rows}) as v(product_id, quantity)
      where ${allTaken})`);
  }
  const taken = sql.join(
    [
      ...variants.map((_, i) => sql`select 'variant' as kind, id, stock from ${name(i)}`),
      ...totals.map((_, j) => sql`select 'product', id, stock_total from ${name(variants.length + j)}`),
    ],
    sql` union all `,
  );
  return sql`with ${sql.join(steps, sql`, `)} ${taken}`;
}

/**
 * Takes the units (a sale) or fails with OUT_OF_STOCK naming the item. The guarded update is
 * the whole rule: a variant's stock never goes below zero, whatever runs at the same time.
 * `soldOut` says a variant reached zero, worth telling the catalogue caches at once. A new
 * order passes `purchasedBy` (the customer, or null) to record its purchase events with it.
 */
export async function reserveStock(
  tx: DbOrTx,
  lines: readonly StockLine[],
  sale: { purchasedBy?: string | null } = {},
): Promise<{ soldOut: boolean }> {
  const { variants, products: totals } = lockingOrder(lines);
  if (variants.length === 0) return { soldOut: false };
  const rows = await queryRows<TakenRow>(tx, saleStatement(variants, totals, lines, sale.purchasedBy));
  const left = (kind: TakenRow['kind']) =>
    new Map(rows.filter((r) => r.kind === kind).map((r) => [r.id, Number(r.stock)]));
  const variantsLeft = left('variant');
  const refused = variants.find((line) => !variantsLeft.has(line.variantId));
  if (refused) throw await outOfStock(tx, refused);
  const soldOut = [...variantsLeft.values()].some((stock) => stock === 0);
  // The back-office's low-stock rule is a product's units over its variants on sale (its stock
  // total): the sale crossed it for a product whose total it took from 10 or more to under 10,
  // once per product however many of its variants were sold. The total before the sale is the
  // one after plus the units sold (the update never lets it go under zero, and a total smaller
  // than a sale's units was low already).
  const productsLeft = left('product');
  const crossed = totals.flatMap(([productId, quantity]) => {
    const stock = productsLeft.get(productId);
    return stock !== undefined && isLowStock(stock) && !isLowStock(stock + quantity)
      ? [{ productId, stock }]
      : [];
  });
  if (crossed.length) await recordStockAlerts(tx, crossed);
  return { soldOut };
}

/** One `admin:stock-alert` per product that this sale took under the low-stock threshold. */
async function recordStockAlerts(
  tx: DbOrTx,
  crossed: readonly { productId: string; stock: number }[],
): Promise<void> {
  const rows = await tx
    .select({ id: products.id, name: products.name, nameI18n: products.nameI18n })
    .from(products)
    .where(
      inArray(
        products.id,
        crossed.map((c) => c.productId),
      ),
    );
  const namesOf = new Map(rows.map((p) => [p.id, productNames(p.name, p.nameI18n)]));
  const at = new Date().toISOString();
  await recordEvents(
    tx,
    crossed.map((c) => {
      const alert = {
        productId: c.productId,
        names: namesOf.get(c.productId) ?? { en: '' },
        stockQuantity: c.stock,
        below: LOW_STOCK_ALERT_BELOW,
        at,
      };
      return {
        type: 'catalog.low_stock',
        payload: alert,
        deliveries: [toSocket([rooms.admins()], 'admin:stock-alert', alert)],
      };
    }),
  );
}

/**
 * Puts the units back: the sale did not happen (cancelled, or its payment failed or expired),
 * so best-seller counts go down with it. Units of a variant retired since the sale go back to
 * that variant only: the product's stock total counts the variants on offer, so adding them
 * there would show stock nobody can buy. Callers make sure a sale is released once.
 */
export async function releaseStock(tx: DbOrTx, lines: readonly StockLine[]): Promise<void> {
  const { variants, products: totals } = lockingOrder(lines);
  const onOffer = new Map<string, number>();
  for (const line of variants) {
    const [variant] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${line.quantity}` })
      .where(eq(productVariants.id, line.variantId))
      .returning({ productId: productVariants.productId, retiredAt: productVariants.retiredAt });
    if (variant && !variant.retiredAt) {
      onOffer.set(variant.productId, (onOffer.get(variant.productId) ?? 0) + line.quantity);
    }
  }
  for (const [productId, quantity] of totals) {
    await tx
      .update(products)
      .set({
        stockTotal: sql`${products.stockTotal} + ${onOffer.get(productId) ?? 0}`,
        totalSales: sql`greatest(${products.totalSales} - ${quantity}, 0)`,
      })
      .where(eq(products.id, productId));
  }
}

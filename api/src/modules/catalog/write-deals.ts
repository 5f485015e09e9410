import { FlashDealInput, FlashDealPatch } from '@isoko/shared/catalog/admin-schema';
import type { FieldIssue } from '@isoko/shared/errors';
import { isUuid } from '@isoko/shared/ids';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseInput, validationFailed } from '../../lib/parse-input';
import type { DealView } from './read';
import { flashDeals, products } from './tables';
import type { CatalogWriteDeps } from './write';

/**
 * Flash deals for the back-office: a lower price for one product during a window. Which deal
 * sets the price when several overlap is the read service's rule (runningDeal); here each deal
 * only has to make sense on its own.
 */

const dealNotFound = () => new AppError('FLASH_DEAL_NOT_FOUND', 'Flash deal not found');

/** The product's base price, for a listed product; PRODUCT_NOT_FOUND otherwise. */
async function basePrice(tx: DbOrTx, productId: string): Promise<number> {
  const [row] = await tx
    .select({ price: products.price })
    .from(products)
    .where(and(eq(products.id, productId.toLowerCase()), isNull(products.deletedAt)));
  if (!row) throw new AppError('PRODUCT_NOT_FOUND', 'Product not found');
  return row.price;
}

/** A deal that does not lower the price would show a flash badge for nothing. */
function priceProblems(dealPrice: number, price: number): FieldIssue[] {
  return dealPrice < price ? [] : [{ path: 'dealPrice', message: "Must be below the product's price" }];
}

export async function createFlashDeal(deps: CatalogWriteDeps, body: unknown): Promise<DealView> {
  const input = parseInput(FlashDealInput, body);
  const deal = await deps.db.transaction(async (tx) => {
    const problems = priceProblems(input.dealPrice, await basePrice(tx, input.productId));
    if (problems.length) throw validationFailed(problems);
    const [row] = await tx
      .insert(flashDeals)
      .values({
        productId: input.productId.toLowerCase(),
        dealPrice: input.dealPrice,
        startsAt: input.startsAt,
        endsAt: input.endsAt,
      })
      .returning();
    return row!;
  });
  await deps.catalog.changed();
  return deal;
}

/** Changes a deal's price or window; the merged deal must still end after it starts. */
export async function updateFlashDeal(deps: CatalogWriteDeps, id: string, body: unknown): Promise<DealView> {
  const patch = parseInput(FlashDealPatch, body);
  if (!isUuid(id)) throw dealNotFound();
  const deal = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(flashDeals)
      .where(eq(flashDeals.id, id.toLowerCase()))
      .for('update');
    if (!current) throw dealNotFound();
    const merged = { ...current, ...patch };
    const problems = [
      ...(merged.endsAt.getTime() <= merged.startsAt.getTime()
        ? [{ path: 'endsAt', message: 'A deal must end after it starts' }]
        : []),
      ...priceProblems(merged.dealPrice, await basePrice(tx, current.productId)),
    ];
    if (problems.length) throw validationFailed(problems);
    const [row] = await tx
      .update(flashDeals)
      .set({ dealPrice: merged.dealPrice, startsAt: merged.startsAt, endsAt: merged.endsAt })
      .where(eq(flashDeals.id, current.id))
      .returning();
    return row!;
  });
  await deps.catalog.changed();
  return deal;
}

export async function deleteFlashDeal(deps: CatalogWriteDeps, id: string): Promise<void> {
  if (!isUuid(id)) throw dealNotFound();
  const deleted = await deps.db
    .delete(flashDeals)
    .where(eq(flashDeals.id, id.toLowerCase()))
    .returning({ id: flashDeals.id });
  if (deleted.length === 0) throw dealNotFound();
  await deps.catalog.changed();
}

import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

/**
 * Test fixtures for the deals: seeded products free of any sale or flash deal, and flash deals
 * placed in time relative to now. Used by the deals listing and deals facets tests.
 */

/** Seeded products that are neither on sale nor in any flash deal, in id order. */
export async function plainProductIds(db: DbOrTx, n: number): Promise<string[]> {
  const found = await queryRows<{ id: string }>(
    db,
    sql`select id from products p where p.original_price is null and p.deleted_at is null
        and not exists (select 1 from flash_deals f where f.product_id = p.id) order by id limit ${n}`,
  );
  return found.map((r) => r.id);
}

/** A flash deal (at 1,000 RWF unless said) starting and ending these many ms from now (negative: in the past). */
export async function addFlashDeal(
  db: DbOrTx,
  productId: string,
  startsIn: number,
  endsIn: number,
  dealPrice = 1000,
) {
  await db.execute(
    sql`insert into flash_deals (product_id, deal_price, starts_at, ends_at)
        values (${productId}, ${dealPrice}, ${new Date(Date.now() + startsIn)}, ${new Date(Date.now() + endsIn)})`,
  );
}

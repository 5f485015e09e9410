import { shownPrice } from '@isoko/shared/catalog/shown-price';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

/**
 * Test fixtures for the deals: seeded products free of any sale or flash deal, and flash deals
 * placed in time relative to now, and the price shown for a row. Used by the deals listing,
 * deals facets and shown-price listing tests.
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

/** A product row as the tests read it from the database (prices come back as text). */
export interface PricedRow {
  id: string;
  price: unknown;
  original_price: unknown;
}

/** A flash_deals row as the tests read it. */
export interface DealWindowRow {
  product_id: string;
  deal_price: unknown;
  starts_at: unknown;
  ends_at: unknown;
}

/**
 * What the shopper pays for a row now and the percent shown, by the shop's own rule (shownPrice)
 * over the stored deals: the lowest running deal's price when one runs.
 */
export function shownFromRows(r: PricedRow, windows: readonly DealWindowRow[], now = Date.now()) {
  const running = windows
    .filter(
      (d) =>
        d.product_id === r.id &&
        new Date(d.starts_at as string).getTime() <= now &&
        new Date(d.ends_at as string).getTime() > now,
    )
    .map((d) => Number(d.deal_price));
  const flashDeal = running.length
    ? { dealPrice: Math.min(...running), endsAt: new Date(now + 3600_000).toISOString() }
    : null;
  const originalPrice = r.original_price === null ? null : Number(r.original_price);
  return shownPrice({ price: Number(r.price), originalPrice, flashDeal }, now);
}

import { ratioOf } from '@isoko/shared/ratio';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { negotiations } from './tables';

/** How bargaining went over a period, for the back-office. */
export interface NegotiationStats {
  /** Negotiations opened in the period on negotiable products. */
  negotiations: number;
  /**
   * Of those, the ones that ended in a deal: agreed under the price asked. A "deal" at the full
   * price (stored before such offers were refused) gave the shopper nothing and is not one.
   */
  deals: number;
  /** deals / negotiations; null (undefined) without negotiations. */
  dealRate: number | null;
  /** Mean of (price − agreed price) / price over the deals, in percent; null without deals. */
  meanDiscountPercent: number | null;
  /** Offers on products staff marked not negotiable (or already at their floor). */
  refused: number;
}

/** A negotiation that ended in a deal: accepted, at a price under the one asked. */
const isDeal: SQL = sql`${negotiations.status} = 'accepted' and ${negotiations.finalPrice} < ${negotiations.basePrice}`;

/** Deal rate and mean discount of the negotiations opened in [from, to). */
export async function negotiationStats(
  db: DbOrTx,
  range: { from: Date; to: Date },
): Promise<NegotiationStats> {
  const [row] = await db
    .select({
      negotiations: sql<number>`count(*) filter (where ${negotiations.status} <> 'refused')::int`,
      deals: sql<number>`count(*) filter (where ${isDeal})::int`,
      refused: sql<number>`count(*) filter (where ${negotiations.status} = 'refused')::int`,
      meanDiscount: sql<number | null>`avg((${negotiations.basePrice} - ${negotiations.finalPrice})::float8
        / ${negotiations.basePrice}) filter (where ${isDeal})`,
    })
    .from(negotiations)
    .where(and(gte(negotiations.createdAt, range.from), lt(negotiations.createdAt, range.to)));
  const total = row?.negotiations ?? 0;
  const deals = row?.deals ?? 0;
  return {
    negotiations: total,
    deals,
    dealRate: ratioOf(deals, total),
    meanDiscountPercent: row?.meanDiscount != null ? Number(row.meanDiscount) * 100 : null,
    refused: row?.refused ?? 0,
  };
}

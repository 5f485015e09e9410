import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from './tables';

/**
 * Units sold per product since a time, cancelled orders left out (their stock came back). The
 * stock analysis turns it into a sales velocity; the blog's Kigali trends article names the
 * products its shoppers ordered (`province`: only orders delivered to that province).
 */
export async function unitsSoldSince(
  db: DbOrTx,
  since: Date,
  { province }: { province?: string } = {},
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      productId: orderItems.productId,
      units: sql<number>`sum(${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, sql`${orders.id} = ${orderItems.orderId}`)
    .where(
      and(
        gte(orders.createdAt, since),
        ne(orders.status, 'cancelled'),
        province === undefined ? undefined : eq(orders.province, province),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId, r.units]));
}

import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { revenueSumSql } from './revenue-sql';

/**
 * Reads of orders for recommendations and the staff analytics: purchases come from orders (the
 * server's record), never from what a browser says. Cancelled orders are left out.
 */

/** Products bought in the same orders as this one, by how many orders they share. */
export async function coPurchasedProducts(
  db: DbOrTx,
  productId: string,
  limit: number,
): Promise<{ productId: string; orders: number }[]> {
  return queryRows<{ productId: string; orders: number }>(
    db,
    sql`select other.product_id as "productId", count(distinct other.order_id)::int as orders
        from order_items mine
        join orders o on o.id = mine.order_id and o.status <> 'cancelled'
        join order_items other on other.order_id = mine.order_id and other.product_id <> mine.product_id
        where mine.product_id = ${productId}::uuid
        group by other.product_id
        order by orders desc, other.product_id
        limit ${limit}`,
  );
}

/**
 * Orders placed per day (UTC) since a day by these customers: the funnel's purchase step, counted
 * for the shoppers whose browsing the funnel's other steps saw.
 */
export async function ordersPerDay(
  db: DbOrTx,
  fromDay: string,
  customerIds: readonly string[],
): Promise<{ day: string; orders: number }[]> {
  if (customerIds.length === 0) return [];
  return queryRows<{ day: string; orders: number }>(
    db,
    sql`select (created_at at time zone 'UTC')::date::text as day, count(*)::int as orders
        from orders
        where created_at >= ${`${fromDay}T00:00:00Z`}::timestamptz and status <> 'cancelled'
          and customer_id = any(${`{${customerIds.join(',')}}`}::uuid[])
        group by 1 order by 1`,
  );
}

/**
 * Orders per delivery district since a day, and the money they brought: revenue follows the
 * shared countsAsRevenue rule, as the dashboard's Total Revenue does, so a failed MoMo payment or a
 * cash order not yet delivered adds an order but no money. Largest revenue first.
 */
export async function revenueByDistrict(
  db: DbOrTx,
  fromDay: string,
): Promise<{ district: string; province: string; orders: number; revenue: number }[]> {
  return queryRows<{ district: string; province: string; orders: number; revenue: number }>(
    db,
    sql`select district, province, count(*)::int as orders,
               ${revenueSumSql()}::int as revenue
        from orders
        where created_at >= ${`${fromDay}T00:00:00Z`}::timestamptz and status <> 'cancelled'
        group by district, province
        order by revenue desc, orders desc, district`,
  );
}

/**
 * The name each product had on its latest order line (orders keep it as sold): the analytics'
 * name for a product the catalogue no longer holds.
 */
export async function orderedItemNames(
  db: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryRows<{ productId: string; name: string }>(
    db,
    sql`select distinct on (i.product_id) i.product_id as "productId", i.name
        from order_items i join orders o on o.id = i.order_id
        where i.product_id in (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        order by i.product_id, o.created_at desc`,
  );
  return new Map(rows.map((r) => [r.productId, r.name]));
}

import { NOTE_ONLY_TEXT_CODES } from '@isoko/shared/orders/history';
import { KIGALI_PROVINCE } from '@isoko/shared/rwanda';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';

/** Orders of the last days, where they went and how fast they arrived (the blog's Kigali trends article). */
export interface DeliveryStats {
  days: number;
  /** Orders placed in the window, cancelled ones left out. */
  orders: number;
  /** Of those, delivered to the City of Kigali. */
  kigaliOrders: number;
  /** The districts with the most orders, most first (at most 5). */
  topDistricts: { district: string; orders: number }[];
  /** Orders of the window that reached 'delivered'. */
  delivered: number;
  /** Orders of the window to the City of Kigali that reached 'delivered'. */
  kigaliDelivered: number;
  /**
   * Mean minutes from placing to 'delivered' over those `kigaliDelivered` orders, null when none
   * was delivered. Minutes, not hours: a mean under an hour would otherwise round to 0.
   */
  kigaliDeliveryMinutes: number | null;
  /** Mean order total in RWF, 0 without orders. */
  averageOrder: number;
}

export async function deliveryStats(db: DbOrTx, days = 30): Promise<DeliveryStats> {
  const since = sql`now() - make_interval(days => ${sql.raw(String(Math.trunc(days)))})`;
  const [totals] = await queryRows<{
    orders: string;
    kigali: string;
    delivered: string;
    avg_total: string | null;
  }>(
    db,
    sql`select count(*) as orders,
          count(*) filter (where province = 'City of Kigali') as kigali,
          count(*) filter (where status = 'delivered') as delivered,
          avg(total) as avg_total
        from orders where created_at > ${since} and status <> 'cancelled'`,
  );
  const districts = await queryRows<{ district: string; n: string }>(
    db,
    sql`select district, count(*) as n from orders
        where created_at > ${since} and status <> 'cancelled'
        group by district order by count(*) desc, district limit 5`,
  );
  // Each order's first real delivered step: a note-only entry on a delivered order (a refund)
  // is not a second delivery.
  const [speed] = await queryRows<{ delivered: string; minutes: string | null }>(
    db,
    sql`select count(*) as delivered,
          avg(extract(epoch from (d.at - o.created_at)) / 60) as minutes
        from orders o join (
          select order_id, min(created_at) as at from order_timeline
          where status = 'delivered' and coalesce(note_code, '') not in (${sql.join(
            NOTE_ONLY_TEXT_CODES.map((code) => sql`${code}`),
            sql`, `,
          )})
          group by order_id
        ) d on d.order_id = o.id
        where o.created_at > ${since} and o.province = ${KIGALI_PROVINCE}`,
  );
  return {
    days,
    orders: Number(totals?.orders ?? 0),
    kigaliOrders: Number(totals?.kigali ?? 0),
    topDistricts: districts.map((d) => ({ district: d.district, orders: Number(d.n) })),
    delivered: Number(totals?.delivered ?? 0),
    kigaliDelivered: Number(speed?.delivered ?? 0),
    kigaliDeliveryMinutes: speed?.minutes == null ? null : Math.round(Number(speed.minutes)),
    averageOrder: Math.round(Number(totals?.avg_total ?? 0)),
  };
}

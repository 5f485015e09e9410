import { VITAL_EVENTS, type VitalEvent } from '@isoko/shared/analytics/schema';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';

/** Raw events are kept this long; daily totals stay. */
export const RAW_RETENTION_DAYS = 180;
/** Rows deleted per statement, so the nightly clean-up never holds a long lock. */
const DELETE_CHUNK = 20_000;

const DAY_MS = 86_400_000;
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const vitals = sql.raw(VITAL_EVENTS.map((v) => `'${v}'`).join(','));

/** The last day already summed into analytics_daily, or null. */
async function lastAggregatedDay(db: DbOrTx): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from analytics_daily`,
  );
  return row?.day ?? null;
}

/**
 * Sums every whole day (UTC) not summed yet, up to yesterday, into analytics_daily: events and
 * devices per day, name, product and (for web vitals) route with its p75. Running it twice
 * changes nothing. Returns the days written.
 */
export async function aggregateDays(db: DbOrTx, now = new Date()): Promise<number> {
  const today = utcDay(now);
  const last = await lastAggregatedDay(db);
  let from: string | null = last ? utcDay(new Date(Date.parse(last) + DAY_MS)) : null;
  if (!from) {
    const [first] = await queryRows<{ day: string | null }>(
      db,
      sql`select (min(created_at) at time zone 'UTC')::date::text as day from analytics_events`,
    );
    from = first?.day ?? null;
  }
  if (!from || from >= today) return 0;
  const [written] = await queryRows<{ days: number }>(
    db,
    sql`with ins as (
          insert into analytics_daily (day, name, route, product_key, events, devices, p75)
          select (created_at at time zone 'UTC')::date, name,
            case when name in (${vitals}) then coalesce(route, '') else '' end,
            coalesce(product_id::text, ''),
            count(*)::int, count(distinct coalesce(device_id, customer_id::text, id::text))::int,
            case when name in (${vitals}) then percentile_cont(0.75) within group (order by metric_value) end
          from analytics_events
          where created_at >= ${`${from}T00:00:00Z`}::timestamptz and created_at < ${`${today}T00:00:00Z`}::timestamptz
          group by 1, 2, 3, 4
          on conflict (day, name, route, product_key) do update
            set events = excluded.events, devices = excluded.devices, p75 = excluded.p75
          returning day
        ) select count(distinct day)::int as days from ins`,
  );
  return written?.days ?? 0;
}

/** Deletes raw events older than the retention, in chunks. Returns how many went. */
export async function deleteExpiredEvents(
  db: DbOrTx,
  now = new Date(),
  olderThanDays = RAW_RETENTION_DAYS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanDays * DAY_MS).toISOString();
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from analytics_events where id in (
              select id from analytics_events where created_at < ${cutoff}::timestamptz limit ${DELETE_CHUNK})
            returning 1)
          select count(*)::int as n from gone`,
    );
    const n = rows[0]?.n ?? 0;
    total += n;
    if (n < DELETE_CHUNK) return total;
  }
}

/** The nightly job: sum the finished days first, then drop raw events past the retention. */
export async function runRetention(db: DbOrTx, now = new Date(), olderThanDays = RAW_RETENTION_DAYS) {
  const aggregatedDays = await aggregateDays(db, now);
  const deleted = await deleteExpiredEvents(db, now, olderThanDays);
  return { aggregatedDays, deleted };
}

/**
 * The signed-in customers whose browsing was recorded since a day (they accepted analytics; a
 * device's earlier events join its customer at sign-in). The funnel counts their orders as its
 * purchase step, so every step counts the same shoppers: orders of shoppers who declined would
 * otherwise be divided by views that never included theirs (a conversion above 100 %). Raw
 * events are kept RAW_RETENTION_DAYS, so a funnel reaching further back sees fewer of them.
 */
export async function trackedCustomers(db: DbOrTx, fromDay: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select distinct customer_id::text as id from analytics_events
        where customer_id is not null and created_at >= ${`${fromDay}T00:00:00Z`}::timestamptz`,
  );
  return rows.map((r) => r.id);
}

/**
 * How many devices did each of these things per day since a day, a device counting once per
 * day and product (a reloaded checkout page is one checkout started, two products viewed are two
 * views): from the daily totals' `devices` for summed days, from the raw events after them
 * (today, and any day the nightly job has not reached yet). `events` holds that count.
 */
export async function eventsPerDay(
  db: DbOrTx,
  names: readonly string[],
  fromDay: string,
): Promise<{ day: string; name: string; events: number }[]> {
  const last = (await lastAggregatedDay(db)) ?? '1970-01-01';
  const rawFrom = fromDay > last ? fromDay : utcDay(new Date(Date.parse(last) + DAY_MS));
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  return queryRows<{ day: string; name: string; events: number }>(
    db,
    sql`select day::text as day, name, sum(devices)::int as events from analytics_daily
          where day >= ${fromDay}::date and day <= ${last}::date and name in (${list})
          group by day, name
        union all
        select day, name, count(*)::int from (
          select distinct (created_at at time zone 'UTC')::date::text as day, name,
            coalesce(product_id::text, ''), coalesce(device_id, customer_id::text, id::text)
          from analytics_events
          where created_at >= ${`${rawFrom}T00:00:00Z`}::timestamptz and name in (${list})
        ) as seen
          group by 1, 2
        order by 1`,
  );
}

/** p75 of each web vital per route over the raw events since a time. */
export async function vitalsP75(db: DbOrTx, since: Date) {
  return queryRows<{ route: string; metric: VitalEvent; p75: number; samples: number }>(
    db,
    sql`select coalesce(route, '') as route, name as metric,
          percentile_cont(0.75) within group (order by metric_value)::float8 as p75, count(*)::int as samples
        from analytics_events
        where name in (${vitals}) and metric_value is not null and created_at >= ${since.toISOString()}::timestamptz
        group by 1, 2 order by 1, 2`,
  );
}

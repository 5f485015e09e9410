import type { AnalyticsEvent, TrackBody } from '@isoko/shared/analytics/schema';
import { clipText } from '@isoko/shared/clip-text';
import { isUuid } from '@isoko/shared/ids';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client';
import type { analyticsEvents } from './tables';

type EventRow = typeof analyticsEvents.$inferInsert;

/** Rows per INSERT (one JSON parameter holds them all). */
const WRITE_BATCH = 2000;
/** A request never waits for the write: rows wait at most this long in memory. */
const FLUSH_AFTER_MS = 250;

/** Who sent a track request, as the server knows it. */
export interface TrackSender {
  customerId: string | null;
  /** From the x-device-id header, when the event does not name its device. */
  deviceId: string | null;
}

/**
 * Turns the browser's events into rows. Left out: events sent without consent (they should not
 * have left the browser) and client-sent purchases (a purchase is recorded from the order, on
 * the server, once).
 */
export function toRows(body: TrackBody, sender: TrackSender): { rows: EventRow[]; ignored: number } {
  const events: AnalyticsEvent[] = 'events' in body ? body.events : [body];
  const rows: EventRow[] = [];
  for (const event of events) {
    if (event.params.consent_mode !== 'granted' || event.name === 'purchase') continue;
    rows.push(toRow(event, sender));
  }
  return { rows, ignored: events.length - rows.length };
}

function toRow({ name, params }: AnalyticsEvent, sender: TrackSender): EventRow {
  const {
    timestamp,
    consent_mode,
    page_url,
    page_title,
    device_id,
    route,
    item_id,
    search_term,
    metric_value,
    value,
    ...rest
  } = params;
  const productKey = item_id ?? params.items?.[0]?.id;
  const at = new Date(timestamp);
  const now = Date.now();
  // A wrong browser clock must not place an event in the future or before retention.
  const occurredAt =
    Number.isNaN(at.getTime()) || Math.abs(at.getTime() - now) > 86_400_000 ? new Date(now) : at;
  return {
    name,
    deviceId: device_id ?? sender.deviceId,
    customerId: sender.customerId,
    productId: productKey && isUuid(productKey) ? productKey.toLowerCase() : null,
    searchTerm: search_term ? normaliseTerm(search_term) || null : null,
    route: route ?? routeOf(page_url),
    metricValue: metric_value ?? null,
    value: value ?? null,
    consentMode: consent_mode,
    pageUrl: page_url,
    params: { page_title, ...rest },
    occurredAt,
  };
}

/**
 * Search terms are compared in lower case with single spaces, at most 200 units long. Lower case
 * can be longer than what was typed ("İ" becomes two units), so the cut never splits an emoji.
 */
export const normaliseTerm = (term: string) => clipText(term.trim().toLowerCase().replace(/\s+/g, ' '), 200);

function routeOf(pageUrl: string): string {
  try {
    return clipText(new URL(pageUrl, 'http://x').pathname, 200);
  } catch {
    return '';
  }
}

/**
 * Collects event rows in memory and writes them in multi-row INSERTs, so a track request
 * answers at once and a thousand browsers cost a few statements a second. One per process.
 */
export class IngestBuffer {
  private pending: EventRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: DbOrTx,
    private readonly log: Pick<Logger, 'warn'>,
    private readonly flushAfterMs = FLUSH_AFTER_MS,
  ) {}

  add(rows: EventRow[]): void {
    if (rows.length === 0) return;
    this.pending.push(...rows);
    if (this.pending.length >= WRITE_BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushAfterMs);
  }

  /** Writes everything queued so far; resolves when it is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.pending;
    this.pending = [];
    // Writes run one after another so a slow batch does not pile connections up.
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  private async write(rows: EventRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += WRITE_BATCH) {
      const batch = rows.slice(i, i + WRITE_BATCH);
      try {
        await insertEvents(this.db, batch);
      } catch (error) {
        // Analytics is never worth failing a shopper's request: the batch is logged and dropped.
        this.log.warn({ err: error, rows: batch.length }, 'analytics events not stored');
      }
    }
  }
}

/**
 * One INSERT for the whole batch with a single JSON parameter: far cheaper to build and to send
 * than thousands of bound values.
 */
export async function insertEvents(db: DbOrTx, rows: EventRow[]): Promise<void> {
  const json = JSON.stringify(
    rows.map((r) => ({
      name: r.name,
      device_id: r.deviceId ?? null,
      customer_id: r.customerId ?? null,
      product_id: r.productId ?? null,
      search_term: r.searchTerm ?? null,
      route: r.route ?? null,
      metric_value: r.metricValue ?? null,
      value: r.value ?? null,
      consent_mode: r.consentMode ?? 'granted',
      page_url: r.pageUrl ?? '',
      params: r.params ?? {},
      occurred_at: r.occurredAt,
    })),
  );
  await db.execute(
    sql`insert into analytics_events
          (name, device_id, customer_id, product_id, search_term, route, metric_value, value,
           consent_mode, page_url, params, occurred_at)
        select name, device_id, customer_id, product_id, search_term, route, metric_value, value,
           consent_mode, page_url, params, occurred_at
        from jsonb_to_recordset(${json}::jsonb) as r(
          name text, device_id text, customer_id uuid, product_id uuid, search_term text, route text,
          metric_value float8, value float8, consent_mode text, page_url text, params jsonb,
          occurred_at timestamptz)`,
  );
}

import type { SearchMiss } from '@isoko/shared/catalog/search';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { normaliseQuery } from './search-terms';
import type { CatalogState } from './state';
import { searchMisses } from './tables';

/** How long misses wait in memory before one statement writes them all. */
const FLUSH_AFTER_MS = 1_000;
/** Distinct misses held at most between two writes; more are dropped until the next write. */
const MAX_PENDING = 5_000;

interface Pending {
  query: string;
  language: ShopLanguage;
  count: number;
  at: Date;
}

/**
 * Searches that found nothing, counted in memory and written once a second in one statement, so
 * a shopper's request never waits for the write (and a burst of the same miss is one row update).
 */
class MissBuffer {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  add(query: string, language: ShopLanguage): void {
    const key = `${language}|${query}`;
    const known = this.pending.get(key);
    if (known) {
      known.count++;
      known.at = new Date();
    } else if (this.pending.size < MAX_PENDING) {
      this.pending.set(key, { query, language, count: 1, at: new Date() });
    }
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_AFTER_MS).unref();
  }

  /** Writes what is pending; resolves once everything recorded before the call is stored. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.writing;
  }

  private async write(batch: Pending[]): Promise<void> {
    const rows = sql.join(
      batch.map((m) => sql`(${m.query}, ${m.language}, ${m.count}::int, ${m.at.toISOString()}::timestamptz)`),
      sql`, `,
    );
    try {
      await this.db.execute(sql`
        insert into search_misses (query, language, count, first_seen, last_seen)
        select q, l, c, t, t from (values ${rows}) as v(q, l, c, t)
        on conflict (query, language) do update
          set count = search_misses.count + excluded.count,
              last_seen = greatest(search_misses.last_seen, excluded.last_seen)`);
    } catch {
      // Losing a few counts is better than failing a search: the table is for staff insight only.
    }
  }
}

const buffers = new WeakMap<Db, MissBuffer>();

function bufferOf(db: Db): MissBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new MissBuffer(db);
    buffers.set(db, buffer);
  }
  return buffer;
}

/** Counts a search that found nothing (written within a second, after the answer has gone). */
export function recordSearchMiss(db: Db, text: string, language: ShopLanguage): void {
  const query = normaliseQuery(text);
  if (query) bufferOf(db).add(query, language);
}

/** Writes the misses counted so far now (tests, shutdown). */
export function flushSearchMisses(db: Db): Promise<void> {
  return bufferOf(db).flush();
}

/** Searches that found nothing, the most frequent first, then the most recent. */
export async function listSearchMisses(
  state: CatalogState,
  { limit = 50 }: { limit?: number } = {},
): Promise<SearchMiss[]> {
  await flushSearchMisses(state.deps.db);
  const rows = await state.deps.db
    .select()
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastSeen), searchMisses.query)
    .limit(Math.max(1, Math.min(limit, 500)));
  return rows.map((r) => ({
    query: r.query,
    language: r.language as ShopLanguage,
    count: r.count,
    firstSeen: r.firstSeen.toISOString(),
    lastSeen: r.lastSeen.toISOString(),
  }));
}

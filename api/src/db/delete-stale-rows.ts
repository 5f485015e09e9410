import { inArray, lt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

const BATCH_SIZE = 1000;

/**
 * Deletes the rows of `table` last touched (`touchedAt`) more than `olderThanDays` days before
 * `now`, a thousand at a time so a large backlog never holds one long statement, and returns how
 * many went. Rows of other tables that reference them with ON DELETE CASCADE go with them. The
 * nightly retention jobs of the assistant's conversations and of negotiations use it.
 */
export async function deleteRowsUntouchedFor(
  db: DbOrTx,
  table: PgTable,
  columns: { id: PgColumn; touchedAt: PgColumn },
  olderThanDays: number,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanDays * 24 * 3600_000);
  let total = 0;
  for (;;) {
    const batch = db
      .select({ id: columns.id })
      .from(table)
      .where(lt(columns.touchedAt, cutoff))
      .limit(BATCH_SIZE);
    const gone = await db.delete(table).where(inArray(columns.id, batch)).returning({ id: columns.id });
    total += gone.length;
    if (gone.length < BATCH_SIZE) return total;
  }
}

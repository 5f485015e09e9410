import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../modules/customers/tables';
import { recordEvent } from '../modules/outbox/service';
import { outboxEvents } from '../modules/outbox/tables';
import { openPglite, queryRows } from './client';
import { migrateDatabase } from './migrate';

// The embedded driver is what `npm start` uses: it must take every migration and behave alike.
describe('PGlite driver', () => {
  it('applies every migration, including the extensions, and runs transactions', async () => {
    const database = await openPglite(undefined);
    try {
      await migrateDatabase(database);
      expect(database.driver).toBe('pglite');
      const ext = await queryRows<{ extname: string }>(
        database.db,
        sql`select extname from pg_extension where extname in ('pg_trgm','unaccent') order by 1`,
      );
      expect(ext.map((e) => e.extname)).toEqual(['pg_trgm', 'unaccent']);
      const [c] = await database.db
        .insert(customers)
        .values({ phone: '+250781111111', firstName: 'Eric' })
        .returning();
      await database.db.transaction(async (tx) => {
        await tx.update(customers).set({ firstName: 'Éric' }).where(eq(customers.id, c!.id));
        await recordEvent(tx, { type: 'customer.renamed', payload: { id: c!.id }, deliveries: [] });
      });
      const [row] = await database.db.select().from(outboxEvents);
      expect(row?.type).toBe('customer.renamed');
      const [u] = await queryRows<{ v: string }>(database.db, sql`select isoko_unaccent('Éric') as v`);
      expect(u?.v).toBe('Eric');
      expect(await database.ping()).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
    }
  });
});

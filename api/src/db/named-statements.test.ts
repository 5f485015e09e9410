import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { openPg, queryRows, queryRowsNamed } from './client';

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t?.drop());

describe.runIf(process.env.TEST_DATABASE_URL)('named statements on a PostgreSQL pool', () => {
  it('parses a statement once per connection, binds new values each run, and plans each run for them', async () => {
    // One connection, so every run meets the statement the first one parsed.
    const url = (t.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const single = openPg(url, 1);
    try {
      const [mode] = await queryRows<{ plan_cache_mode: string }>(single.db, sql`show plan_cache_mode`);
      expect(mode?.plan_cache_mode).toBe('force_custom_plan');
      const shape = (n: number) => sql`select ${n}::int + 1 as next, 'named-test' as tag`;
      for (const n of [1, 2, 3, 40]) {
        expect(await queryRowsNamed<{ next: number }>(single.db, shape(n))).toEqual([
          { next: n + 1, tag: 'named-test' },
        ]);
      }
      // The connection holds it once, under its name; an unnamed query leaves nothing behind.
      const held = await queryRows<{ name: string }>(
        single.db,
        sql`select name from pg_prepared_statements where statement like ${'%named-test%'}`,
      );
      expect(held).toHaveLength(1);
      expect(held[0]?.name).toMatch(/^isoko_\d+$/);
    } finally {
      await single.close();
    }
  });

  it('answers like an unnamed query, a transaction included', async () => {
    const { db } = t.database;
    const statement = sql`select generate_series(1, ${3}::int) as n`;
    expect(await queryRowsNamed(db, statement)).toEqual(await queryRows(db, statement));
    const inTransaction = await db.transaction((tx) => queryRowsNamed<{ n: number }>(tx, statement));
    expect(inTransaction.map((r) => r.n)).toEqual([1, 2, 3]);
  });
});

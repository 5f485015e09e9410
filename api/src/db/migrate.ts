import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Database, queryRows } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));
const MIGRATION_LOCK = 727_001;

/** Applies the committed SQL migrations; several API processes starting at once take turns. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // A connection of its own, without the request timeouts of the pool: a migration may rewrite a
  // large table, and the lock may wait for another process's migration to finish.
  const { connectionString } = database.pool!.options;
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 30_000 });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

export async function isEmptyCatalogue(database: Database): Promise<boolean> {
  const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
  return Number(rows[0]?.n ?? 0) === 0;
}

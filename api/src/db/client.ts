import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import type { Config } from '../config';
import { guardPool } from './pool-guards';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Services accept either, so a caller can compose them inside one transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pg' | 'pglite';
  ping(): Promise<number>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests clone it). */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/** Turns drizzle's SQL into text and values, as drizzle's own driver does. */
const pgDialect = new PgDialect({ casing: 'snake_case' });

// bigint counts (count(*)) arrive as text from node-postgres; numbers are safe at our scale.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** How long a request may wait for PostgreSQL before it is answered 503. */
export interface PgTimeouts {
  /** Waiting for a free connection in the pool, or for a new one to open. */
  connectTimeoutMs: number;
  /** One query, measured by the client (a silent server never answers) and by the server. */
  queryTimeoutMs: number;
}

/**
 * A pool on a PostgreSQL server. With `timeouts`, nothing waits on the server for longer than
 * they say; without them (benchmarks, test templates, migrations of large tables) nothing is cut.
 */
export function openPg(url: string, poolSize = 10, timeouts?: PgTimeouts): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    keepAlive: true,
    // Named statements (queryRowsNamed, the sessions' lookups) are planned for their own values on
    // every run: a plan made once for any values can be far off for some (see runListing).
    options: '-c plan_cache_mode=force_custom_plan',
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectTimeoutMs,
          query_timeout: timeouts.queryTimeoutMs,
          statement_timeout: timeouts.queryTimeoutMs,
          // A transaction left open by a client that vanished must not hold its row locks for long.
          idle_in_transaction_session_timeout: Math.max(10_000, timeouts.queryTimeoutMs * 4),
        }
      : {}),
  });
  guardPool(pool, { dropOnTimeout: Boolean(timeouts) });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pg',
    pool,
    ping: () => timed(db),
    close: () => pool.end(),
  };
}

export async function openPglite(dirOrInstance: string | PGlite | undefined): Promise<Database> {
  let client: PGlite;
  if (dirOrInstance instanceof PGlite) client = dirOrInstance;
  else {
    if (dirOrInstance) mkdirSync(dirOrInstance, { recursive: true });
    client = await PGlite.create(dirOrInstance ?? 'memory://', { extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    pglite: client,
    ping: () => timed(db),
    close: () => client.close(),
  };
}

export async function openDatabase(config: Config['db']): Promise<Database> {
  return config.driver === 'pg'
    ? openPg(config.url, config.poolSize, config.timeouts)
    : openPglite(config.dir);
}

async function timed(db: Db): Promise<number> {
  const start = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - start) * 10) / 10;
}

/** Raw SQL rows; both drivers answer `{ rows }`, which drizzle's shared type hides. */
/** Statement texts given a server-side name so far, and their names; bounded (see below). */
const namedStatements = new Map<string, string>();
/**
 * At most this many statement shapes are named: each connection keeps every statement it parsed
 * until it closes, and filters make many shapes (a list of 1 to 50 sizes is 50 of them).
 */
const NAMED_STATEMENTS_MAX = 500;

/**
 * Like queryRows, but on a PostgreSQL pool the statement's text gets a name, so each connection
 * parses it once and afterwards only binds new values. Every connection of the pool plans each
 * run for its own values (plan_cache_mode, see openPg), so a name never brings a generic plan.
 * In a transaction, on PGlite, or past the bound on names, it is queryRows.
 */
export async function queryRowsNamed<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: import('drizzle-orm').SQL,
): Promise<T[]> {
  const pool = (db as { $client?: unknown }).$client;
  const named = pool instanceof pg.Pool ? statementName(pgDialect.sqlToQuery(query)) : undefined;
  if (!named) return queryRows<T>(db, query);
  const result = await (pool as pg.Pool).query<T>(named);
  return result.rows;
}

/** The statement with its name (see queryRowsNamed), or undefined past the bound on names. */
function statementName({ sql: text, params }: { sql: string; params: unknown[] }) {
  let name = namedStatements.get(text);
  if (name === undefined) {
    if (namedStatements.size >= NAMED_STATEMENTS_MAX) return undefined;
    name = `isoko_${namedStatements.size + 1}`;
    namedStatements.set(text, name);
  }
  return { name, text, values: params };
}

/**
 * Like queryRowsNamed, each row as its values in the statement's column order instead of an
 * object: the driver then builds no object per row (a listing page reads 24 rows of 17 values).
 */
export async function queryArraysNamed(db: DbOrTx, query: import('drizzle-orm').SQL): Promise<unknown[][]> {
  const pool = (db as { $client?: unknown }).$client;
  const named = pool instanceof pg.Pool ? statementName(pgDialect.sqlToQuery(query)) : undefined;
  if (!named) return (await queryRows(db, query)).map((row) => Object.values(row));
  const result = await (pool as pg.Pool).query<unknown[]>({ ...named, rowMode: 'array' });
  return result.rows;
}

export async function queryRows<T extends Record<string, unknown>>(
  db: DbOrTx,
  query: import('drizzle-orm').SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPg, openPglite } from '../db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '../db/migrate';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** Name of the template holding the current migrations: a changed migration makes a new one. */
export function templateName(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return `isoko_tpl_${hash.digest('hex').slice(0, 12)}`;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const TEMPLATE_LOCK = 727_002;

/** Creates the migrated template database once; concurrent test runs take turns. */
export async function ensureTemplate(url: string): Promise<string> {
  const name = templateName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      await admin.query(`create database ${name}`);
      const database = openPg(withDatabase(url, name), 2);
      try {
        await migrateDatabase(database);
      } catch (error) {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        throw error;
      }
      await database.close();
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
  return name;
}

let pgliteTemplate: Promise<PGlite> | undefined;

/**
 * A fresh, migrated database for one test file: a copy of the template on the PostgreSQL
 * server at TEST_DATABASE_URL, or a clone of a migrated in-memory PGlite without it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    pgliteTemplate ??= (async () => {
      const base = await openPglite(undefined);
      await migrateDatabase(base);
      return base.pglite!;
    })();
    const clone = await (await pgliteTemplate).clone();
    const database = await openPglite(clone as PGlite);
    return { database, drop: () => database.close() };
  }
  const template = await ensureTemplate(url);
  const name = `isoko_t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // CREATE DATABASE ... TEMPLATE fails while another session copies the same template: retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        if (attempt >= 20 || !String((error as Error).message).includes('being accessed')) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const database = openPg(withDatabase(url, name), 10);
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await c.end();
    },
  };
}

// Shared by the benchmarks: each one works in its own PostgreSQL database, created on first use.

/** The same server URL pointing at another database. */
export function databaseAt(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates the database named in `url` when it does not exist yet (through the `postgres` database). */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseAt(url, 'postgres') });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name.replaceAll('"', '')}"`);
  await admin.end();
}

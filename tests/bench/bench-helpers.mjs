// Shared by the benchmarks: their own PostgreSQL database, and the load generator in a child process.

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

/**
 * Runs `script --load <arg>` in its own Node process (so the load generator does not share the
 * server's event loop) and resolves with the JSON it prints.
 */
export async function runLoadProcess(script, arg) {
  const { spawn } = await import('node:child_process');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, '--load', arg], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`)),
    );
  });
}

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

/**
 * Brings the bench database named in `url` up to date and tops its catalogue up to `products`
 * demo products. After seeding it vacuums and analyzes: fresh rows have no visibility map yet,
 * so counts could not use index-only scans, and the planner would have no statistics.
 * `prepare({ db, sql, queryRows })` runs on the open database before it closes, for a bench's own setup; what
 * it returns comes back as `prepared`. Resolves with the catalogue's size and the seed's figures
 * (null when nothing was seeded).
 */
export async function ensureBenchCatalogue({ url, products, dataDir, prepare }) {
  const { openPg, queryRows } = await import('../../api/src/db/client.ts');
  const { migrateDatabase } = await import('../../api/src/db/migrate.ts');
  const { seedCatalog } = await import('../../api/src/modules/catalog/seed.ts');
  const { sql } = await import('drizzle-orm');
  const database = openPg(url, 4);
  await migrateDatabase(database);
  const [{ n }] = await queryRows(database.db, sql`select count(*)::int as n from products`);
  let seeded = null;
  if (n < products) {
    console.log(`Seeding ${products - n} products into ${url} ...`);
    seeded = await seedCatalog(database.db, { products: products - n, dataDir });
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `  done in ${(seeded.ms / 1000).toFixed(1)} s (${seeded.variants} variants, ${seeded.reviews} reviews)`,
    );
  }
  const prepared = prepare ? await prepare({ db: database.db, sql, queryRows }) : undefined;
  await database.close();
  return { count: Math.max(n, products), seeded, prepared };
}

/**
 * The shop's API as every bench runs it: demo mode, logs off, rate limits out of the way, no
 * workers in the process, migrations already applied by the bench's own setup. Not listening yet:
 * a bench may prepare data first. `withoutModel` drops any AI_* settings and the model provider,
 * so the shop's own answer path is what gets measured.
 */
export async function buildBenchApp({ env, databaseUrl, dataDir, redisPrefix, withoutModel = false }) {
  const { loadConfig } = await import('../../api/src/config.ts');
  const { buildApp } = await import('../../api/src/app.ts');
  const { AI_BASE_URL: _url, AI_API_KEY: _key, AI_MODEL: _model, ...withoutAi } = env;
  const config = loadConfig({
    ...(withoutModel ? withoutAi : env),
    MODE: 'demo',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '10',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    REDIS_PREFIX: redisPrefix,
    RATE_LIMIT_PER_MINUTE: '1000000000',
    WORKERS_IN_PROCESS: 'false',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  });
  return buildApp(config, { skipMigrations: true, ...(withoutModel ? { providers: { llm: null } } : {}) });
}

/** Starts `app` on a free local port and returns its base address. */
export async function listenLocally(app) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${app.server.address().port}`;
}

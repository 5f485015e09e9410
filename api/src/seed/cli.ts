import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createRuntimeDeps } from '../runtime';
import { runSeeds } from './run';

/** `npm run seed -- [--products N] [--force]`: migrates, then seeds the configured database. */
const { values } = parseArgs({
  options: { products: { type: 'string', default: '320' }, force: { type: 'boolean', default: false } },
});
const products = Number.parseInt(values.products ?? '320', 10);
if (!Number.isInteger(products) || products < 1) {
  console.error('--products must be a positive whole number');
  process.exit(1);
}
const config = loadConfig();
// A batch job, not a request: a large catalogue's statements may run longer than a request may wait.
const database = await openDatabase(
  config.db.driver === 'pg'
    ? { ...config.db, timeouts: { connectTimeoutMs: 30_000, queryTimeoutMs: 30 * 60_000 } }
    : config.db,
);
await migrateDatabase(database);
const deps = createRuntimeDeps(config, database);
const started = performance.now();
const result = await runSeeds(deps, {
  products,
  demo: true,
  force: values.force,
  say: (l) => console.log(l),
});
console.log(
  result.seededDemo
    ? `Seeded ${products} products in ${Math.round(performance.now() - started)} ms`
    : 'The catalogue is not empty: nothing seeded (use --force to add more)',
);
await deps.close();
await database.close();

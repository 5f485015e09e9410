// Where a never-cached listing request's CPU goes: `node --import tsx tests/bench/listing-cost.mjs`
// (npm run bench:listing-cost), on the same database as bench:catalog.
//
// 1. Sends a few never-cached listings (the shapes of bench:catalog's unique queries) and shows
//    the statements each one sends, with PostgreSQL's planning and execution time for each
//    (EXPLAIN ANALYZE without per-node timing, averaged over 200 runs).
// 2. Drives the never-cached listing with bench:catalog's load generator (50 connections) and
//    prints the CPU each request cost this API process and PostgreSQL's backends (read from
//    /proc, so on Linux only), beside requests/s, p50 and p99. On a machine of 2 vCPUs the two
//    added up bound the requests per second whatever else runs.
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/isoko_bench), REDIS_URL,
// BENCH_PRODUCTS (50000), BENCH_SECONDS (8), BENCH_CONNECTIONS (50).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildBenchApp,
  ensureBenchCatalogue,
  ensureDatabase,
  listenLocally,
  runLoadProcess,
} from './bench-helpers.mjs';

const CATALOG_BENCH = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalog.mjs');
const env = process.env;
const DATABASE_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/isoko_bench';
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 50_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const EXPLAIN_RUNS = 200;

/** One of each shape bench:catalog's never-cached listing sends (sort, with and without a maximum). */
const SAMPLES = [
  '/api/products?category=womens-fashion&minPrice=1500&minRating=2&sortBy=price_low&limit=24',
  '/api/products?category=electronics&minPrice=1501&maxPrice=301001&minRating=2&sortBy=newest&limit=24',
  '/api/products?category=home-living&minPrice=1502&minRating=2&sortBy=rating&limit=24',
  '/api/products?category=sports-outdoor&minPrice=1503&maxPrice=301003&minRating=2&sortBy=featured&limit=24',
  '/api/products?category=sports-outdoor&minPrice=1504&minRating=2&sortBy=price_low&limit=24',
];

/** CPU time (ms) PostgreSQL's backends connected to `database` have used, or null off Linux. */
async function backendCpuMs(client, database) {
  if (process.platform !== 'linux') return null;
  const { rows } = await client.query('select pid from pg_stat_activity where datname = $1', [database]);
  const tick = 1000 / 100; // USER_HZ
  let total = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      return null; // another machine's server, or not ours to read
    }
  }
  return total;
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  await ensureBenchCatalogue({
    url: DATABASE_URL,
    products: PRODUCTS,
    dataDir: path.resolve('.data', 'bench'),
  });
  const { default: pg } = await import('pg');
  // Every statement the API sends through its pool, while `capturing` is set.
  const captured = [];
  let capturing = false;
  const query = pg.Pool.prototype.query;
  pg.Pool.prototype.query = function (config, values, callback) {
    if (capturing) {
      captured.push(
        typeof config === 'string' ? { text: config, values } : { text: config.text, values: config.values },
      );
    }
    return query.call(this, config, values, callback);
  };

  const app = await buildBenchApp({
    env,
    databaseUrl: DATABASE_URL,
    dataDir: path.resolve('.data', 'bench'),
    redisPrefix: env.REDIS_PREFIX ?? 'isoko-bench',
  });
  const apiUrl = await listenLocally(app);
  await fetch(`${apiUrl}/api/products?limit=1`);

  const explainer = new pg.Client({
    connectionString: DATABASE_URL,
    options: '-c plan_cache_mode=force_custom_plan',
  });
  await explainer.connect();
  console.log(
    `\nStatements of one never-cached listing request (EXPLAIN ANALYZE, ${EXPLAIN_RUNS} runs each):`,
  );
  for (const sample of SAMPLES) {
    captured.length = 0;
    capturing = true;
    await fetch(`${apiUrl}${sample}`);
    capturing = false;
    console.log(`  ${sample.replace('/api/products?', '')}: ${captured.length} statement(s)`);
    for (const statement of captured) {
      let planning = 0;
      let execution = 0;
      for (let i = 0; i < EXPLAIN_RUNS; i++) {
        const { rows } = await explainer.query(
          `explain (analyze, timing off, summary, format json) ${statement.text}`,
          statement.values,
        );
        planning += rows[0]['QUERY PLAN'][0]['Planning Time'];
        execution += rows[0]['QUERY PLAN'][0]['Execution Time'];
      }
      const ms = (n) => (n / EXPLAIN_RUNS).toFixed(3);
      console.log(`    planning ${ms(planning)} ms, execution ${ms(execution)} ms`);
    }
  }

  const database = new URL(DATABASE_URL).pathname.slice(1);
  const pgBefore = await backendCpuMs(explainer, database);
  const nodeBefore = process.cpuUsage();
  const load = { url: apiUrl, paths: [], unique: 'listing', connections: CONNECTIONS, duration: SECONDS };
  const result = await runLoadProcess(CATALOG_BENCH, JSON.stringify(load));
  const nodeUsed = process.cpuUsage(nodeBefore);
  const pgAfter = await backendCpuMs(explainer, database);
  const perRequest = (ms) => (ms / result.total).toFixed(3);
  console.log(
    `\nNever-cached listing, ${CONNECTIONS} connections, ${SECONDS} s: ${Math.round(result.rps)} req/s, ` +
      `p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.non2xx + result.errors} failed` +
      `\n  CPU per request: API process ${perRequest((nodeUsed.user + nodeUsed.system) / 1000)} ms` +
      ` (user ${perRequest(nodeUsed.user / 1000)}), PostgreSQL ` +
      (pgBefore === null || pgAfter === null ? 'not readable here' : `${perRequest(pgAfter - pgBefore)} ms`) +
      `\n  Load average (1, 5, 15 min): ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(', ')}`,
  );
  await explainer.end();
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// Analytics benchmark: `node --import tsx tests/bench/analytics.mjs`.
//
// Starts the API in this process (logs off) on a PostgreSQL database with the demo catalogue,
// empties analytics_events, and sends BENCH_EVENTS (1,000,000) events from a separate load
// process: BENCH_CLIENTS connections each POSTing batches of 50 to /api/analytics/track, from
// BENCH_DEVICES devices (product views, cart adds, searches, page views, web vitals). The ingest
// rate counts from the first request until every event is stored (the server answers before it
// writes, so the last batch's write is waited for). Then, at that table size, it asks
// GET /api/recommendations/:deviceId once each for BENCH_QUERIES devices never asked before (no
// cached answer), one at a time, and prints p50, p95 and p99 of the answer time.
// Targets: ingest >= 5,000 events/s; recommendation p99 < 50 ms.
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/isoko_bench_analytics),
// REDIS_URL, BENCH_PRODUCTS (2000), BENCH_EVENTS (1000000), BENCH_CLIENTS (16),
// BENCH_DEVICES (20000), BENCH_QUERIES (500).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildBenchApp,
  ensureBenchCatalogue,
  ensureDatabase,
  listenLocally,
  runLoadProcess,
} from './bench-helpers.mjs';

const SELF = fileURLToPath(import.meta.url);
const BATCH = 50;
const SEARCHES = [
  'dress',
  'robe rouge',
  'kitenge',
  'shoes',
  'inkweto',
  'bag',
  'shirt',
  'laptop',
  'phone',
  'ankara',
];

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

if (process.argv[2] === '--load') {
  const options = JSON.parse(process.argv[3]);
  const url = new URL(options.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const statuses = {};
  let errors = 0;
  let sent = 0;
  let seq = 0;
  const event = (i) => {
    const device = `device-bench-${i % options.devices}`;
    // Each device gets a mix of kinds over its events (not one kind per device).
    const kind = (i + Math.floor(i / options.devices)) % 10;
    const params = {
      timestamp: Date.now(),
      consent_mode: 'granted',
      page_url: 'http://localhost/product/x',
      page_title: 'Isoko',
      device_id: device,
    };
    if (kind < 5)
      return {
        name: 'view_item',
        params: { ...params, item_id: options.products[(i * 7919) % options.products.length] },
      };
    if (kind < 7)
      return {
        name: 'add_to_cart',
        params: { ...params, item_id: options.products[(i * 104729) % options.products.length] },
      };
    if (kind < 8)
      return { name: 'search', params: { ...params, search_term: SEARCHES[i % SEARCHES.length] } };
    if (kind < 9) return { name: 'page_view', params: { ...params, route: '/' } };
    return { name: 'lcp', params: { ...params, route: '/product/:id', metric_value: 800 + (i % 2000) } };
  };
  const post = (body) =>
    new Promise((resolve) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(payload);
    });
  const client = async () => {
    while (seq < options.events) {
      const start = seq;
      seq += BATCH;
      const events = [];
      for (let i = start; i < Math.min(start + BATCH, options.events); i += 1) events.push(event(i));
      await post({ events });
      sent += events.length;
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  process.stdout.write(JSON.stringify({ sent, statuses, errors }));
  agent.destroy();
  process.exit(0);
}

const env = process.env;
const DATABASE_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/isoko_bench_analytics';
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 2000);
const EVENTS = Number(env.BENCH_EVENTS ?? 1_000_000);
const CLIENTS = Number(env.BENCH_CLIENTS ?? 16);
const DEVICES = Number(env.BENCH_DEVICES ?? 20_000);
const QUERIES = Number(env.BENCH_QUERIES ?? 500);
const DATA_DIR = path.resolve('.data', 'bench');

function load(options) {
  return runLoadProcess(SELF, JSON.stringify(options));
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const { prepared: products } = await ensureBenchCatalogue({
    url: DATABASE_URL,
    products: PRODUCTS,
    dataDir: DATA_DIR,
    prepare: async ({ db, sql, queryRows }) => {
      await db.execute(sql`truncate analytics_events, analytics_daily`);
      const rows = await queryRows(
        db,
        sql`select id from products where deleted_at is null and stock_total > 0`,
      );
      return rows.map((p) => p.id);
    },
  });
  const { flushAnalytics } = await import('../../api/src/modules/analytics/service.ts');
  const { queryRows } = await import('../../api/src/db/client.ts');
  const { sql } = await import('drizzle-orm');
  const app = await buildBenchApp({
    env,
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    redisPrefix: 'isoko-bench-analytics',
    withoutModel: true,
  });
  const base = await listenLocally(app);

  console.log(
    `\n${products.length} products; ${EVENTS.toLocaleString('en')} events from ${DEVICES} devices, ${CLIENTS} clients, batches of ${BATCH}`,
  );
  const started = performance.now();
  const result = await load({
    url: `${base}/api/analytics/track`,
    clients: CLIENTS,
    devices: DEVICES,
    events: EVENTS,
    products,
  });
  const answered = performance.now();
  await flushAnalytics(app.deps);
  const stored = performance.now();
  const [{ n }] = await queryRows(app.deps.db, sql`select count(*)::int as n from analytics_events`);
  // A table that took a million rows at once is vacuumed by autovacuum soon after; do it now so
  // the timing below is of the table at rest, not of the clean-up racing it.
  await app.deps.db.execute(sql`vacuum analyze analytics_events`);
  const rate = n / ((stored - started) / 1000);
  console.log(
    `ingest: ${n.toLocaleString('en')} events stored in ${((stored - started) / 1000).toFixed(1)} s ` +
      `(requests answered in ${((answered - started) / 1000).toFixed(1)} s): ${Math.round(rate).toLocaleString('en')} events/s ` +
      `statuses ${JSON.stringify(result.statuses)}${result.errors ? ` errors ${result.errors}` : ''}`,
  );

  // Warm-up (connections, the catalogue's in-memory view) on devices not measured after.
  for (let i = 0; i < 20; i += 1)
    await (await fetch(`${base}/api/recommendations/device-warmup-${i}?limit=8`)).arrayBuffer();
  const times = [];
  for (let i = 0; i < QUERIES; i += 1) {
    const device = `device-bench-${(i * 37) % DEVICES}`;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/recommendations/${device}?limit=8`);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`recommendations answered ${res.status}`);
  }
  times.sort((a, b) => a - b);
  const p = (q) => percentile(times, q).toFixed(1);
  console.log(
    `recommendations at that size (${QUERIES} devices, each asked once): p50 ${p(50)} ms, p95 ${p(95)} ms, p99 ${p(99)} ms`,
  );
  console.log(
    `\nTargets: ingest >= 5,000 events/s: ${rate >= 5000 ? 'met' : 'NOT met'}; recommendation p99 < 50 ms: ${percentile(times, 99) < 50 ? 'met' : 'NOT met'}`,
  );
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

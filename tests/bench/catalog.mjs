// Catalogue load benchmark: `node --import tsx tests/bench/catalog.mjs` (npm run bench:catalog).
//
// Creates (or reuses) a PostgreSQL database with 50,000 products, starts the API in this process
// with logs off, and drives it from a separate load process (autocannon, 50 connections, 8 s per
// route): a filtered and sorted listing over several realistic queries, autocomplete over several
// prefixes, and a bare Fastify route returning 24 products as JSON, the machine's ceiling. Prints
// requests/s, p50 and p99 for each and their ratios to the bare route. The targets (listing p99 <
// 50 ms, autocomplete p99 < 20 ms) are judged on the never-cached runs: every request asks a
// question not asked before, so no answer comes from a cache. The load average is printed
// before and after, since other work on the machine moves the figures.
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/isoko_bench), REDIS_URL,
// BENCH_PRODUCTS (50000), BENCH_SECONDS (8), BENCH_CONNECTIONS (50).
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

const SELF = fileURLToPath(import.meta.url);

/** A path that never repeats within a run, so nothing comes from a cache (the worst case). */
function uniquePath(kind, i) {
  const categories = ['womens-fashion', 'electronics', 'home-living', 'sports-outdoor', 'shoes-footwear'];
  const sorts = ['price_low', 'newest', 'rating', 'featured'];
  if (kind === 'listing') {
    // Every other one is a price range (the price slider sends both ends).
    const range = i % 2 ? `&maxPrice=${300_000 + i}` : '';
    return `/api/products?category=${categories[i % 5]}&minPrice=${500 + i}${range}&minRating=2&sortBy=${sorts[i % 4]}&limit=24`;
  }
  // Random letters: mostly no prefix match, so each one pays for the typo scan.
  let x = (i + 1) * 2654435761;
  const letters = Array.from({ length: 3 + (i % 5) }, () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return String.fromCharCode(97 + (x % 26));
  });
  return `/api/intelligent-search/autocomplete?q=${letters.join('')}${i.toString(36)}&limit=8`;
}

if (process.argv[2] === '--load') {
  // The load generator: its own process, so it does not share the server's event loop.
  const { default: autocannon } = await import('autocannon');
  const options = JSON.parse(process.argv[3]);
  let counter = 0;
  const requests = options.unique
    ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: uniquePath(options.unique, counter++) }) }]
    : options.paths.map((p) => ({ method: 'GET', path: p }));
  const statuses = {};
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    requests,
  });
  instance.on('response', (_client, status) => {
    statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  process.stdout.write(
    JSON.stringify({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      total: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses,
    }),
  );
  process.exit(0);
}

const TARGET = { listing: 50, autocomplete: 20 };
const env = process.env;
const DATABASE_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/isoko_bench';
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 50_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const DATA_DIR = path.resolve('.data', 'bench');

const LISTINGS = [
  '/api/products?category=womens-fashion&minPrice=10000&maxPrice=80000&minRating=3&sortBy=price_low&limit=24',
  '/api/products?category=electronics&inStock=true&sortBy=rating&limit=24',
  '/api/products?category=shoes-footwear&sizes=42&inStock=true&sortBy=newest&limit=24',
  '/api/products?search=dress&sortBy=relevance&limit=24',
  '/api/products?category=computers&brand=HP&sortBy=price_high&limit=24',
  '/api/products?category=deals&sortBy=popular&limit=24',
  '/api/products?category=home-living&minDiscount=20&sortBy=featured&limit=24&page=2',
  '/api/products?category=Dresses&colors=Red,Blue&sortBy=price-asc&limit=24',
];
const PREFIXES = [
  'sa',
  'sam',
  'samsnug',
  'dre',
  'dres',
  'phon',
  'lapt',
  'kiten',
  'ankara dr',
  'sho',
  'wat',
  'headph',
  'bluetooth sp',
  'tecno',
  'nik',
  'iphnoe',
  'bab',
  'yoga m',
  'tyr',
  'note',
];
const AUTOCOMPLETE = PREFIXES.map(
  (q) => `/api/intelligent-search/autocomplete?q=${encodeURIComponent(q)}&limit=8`,
);
function load(url, paths, unique) {
  const options = JSON.stringify({ url, paths, unique, connections: CONNECTIONS, duration: SECONDS });
  return runLoadProcess(SELF, options);
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const { count } = await ensureBenchCatalogue({ url: DATABASE_URL, products: PRODUCTS, dataDir: DATA_DIR });

  const app = await buildBenchApp({
    env,
    databaseUrl: DATABASE_URL,
    dataDir: DATA_DIR,
    redisPrefix: 'isoko-bench',
  });
  const apiUrl = await listenLocally(app);

  // The ceiling: plain Fastify, no plugins, 24 real product cards serialised per request.
  const { default: Fastify } = await import('fastify');
  const sample = await (await fetch(`${apiUrl}${LISTINGS[0].replace('limit=24', 'limit=24&page=1')}`)).json();
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({
    success: true,
    data: sample.data.slice(0, 24),
    pagination: sample.pagination,
  }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}`;

  // One request each first: the first answers build the catalogue snapshot and fill the caches.
  for (const p of [...LISTINGS, ...AUTOCOMPLETE]) {
    const res = await fetch(`${apiUrl}${p}`);
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
  }

  const loadAverage = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(', ');
  const loadBefore = loadAverage();
  console.log(
    `\n${count} products on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  const results = {};
  results.bare = await load(bareUrl, ['/bare']);
  results.listing = await load(apiUrl, LISTINGS);
  results.autocomplete = await load(apiUrl, AUTOCOMPLETE);
  results.listingMiss = await load(apiUrl, [], 'listing');
  results.autocompleteMiss = await load(apiUrl, [], 'autocomplete');

  const rows = [
    ['bare Fastify route, 24 products JSON', results.bare],
    [`listing, ${LISTINGS.length} filtered+sorted queries (limit 24)`, results.listing],
    [`autocomplete, ${PREFIXES.length} prefixes (typos included)`, results.autocomplete],
    ['listing, every query new (no cache hit)', results.listingMiss],
    ['autocomplete, every query new (no cache hit)', results.autocompleteMiss],
  ];
  const pad = (s, n) => String(s).padEnd(n);
  const lpad = (s, n) => String(s).padStart(n);
  console.log(
    `\n${pad('route', 52)}${lpad('req/s', 9)}${lpad('p50 ms', 8)}${lpad('p99 ms', 8)}${lpad('req/s ÷ bare', 14)}${lpad('p99 ÷ bare', 12)}${lpad('non-2xx', 9)}`,
  );
  for (const [name, r] of rows) {
    console.log(
      `${pad(name, 52)}${lpad(Math.round(r.rps), 9)}${lpad(r.p50, 8)}${lpad(r.p99, 8)}` +
        `${lpad((r.rps / results.bare.rps).toFixed(2), 14)}${lpad((r.p99 / Math.max(1, results.bare.p99)).toFixed(2), 12)}` +
        `${lpad(r.non2xx + r.errors + r.timeouts, 9)}${r.non2xx ? `  ${JSON.stringify(r.statuses)}` : ''}`,
    );
  }
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const { listingMiss, autocompleteMiss, bare: ceiling } = results;
  console.log(
    `\nNever cached, beside the bare route (p99 ${ceiling.p99} ms):` +
      `\n  listing p99 ${listingMiss.p99} ms (target < ${TARGET.listing} ms: ${verdict(listingMiss.p99 < TARGET.listing)})` +
      `\n  autocomplete p99 ${autocompleteMiss.p99} ms (target < ${TARGET.autocomplete} ms: ${verdict(autocompleteMiss.p99 < TARGET.autocomplete)})` +
      `\nLoad average (1, 5, 15 min): ${loadBefore} before, ${loadAverage()} after`,
  );

  await bare.close();
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

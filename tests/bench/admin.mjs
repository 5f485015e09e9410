// Back-office benchmark: `node --import tsx tests/bench/admin.mjs` (npm run bench:admin).
//
// Creates (or reuses) the PostgreSQL database isoko_bench_admin with 20,000 customers and 100,000
// orders (one line each, spread over a year, every status), starts the API in this process with
// logs off and an in-process outbox dispatcher, and measures:
//   1. autocannon from a separate process, 20 connections: the orders CRM page filtered by
//      status and searched by name, phone or the end of an order number; a customer search; a
//      bare Fastify route returning a page of the same size, the machine's ceiling; and, apart,
//      the worst search (an old date prefix). p50/p99 and ratios.
//   2. 50 staff sockets in `admins`: for each of BENCH_ORDERS orders placed through the API,
//      the time from the placing request's answer (after commit) to `admin:order-created` on
//      every socket. p50/p99 over all receipts.
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/isoko_bench_admin),
// REDIS_URL, BENCH_ORDERS_TOTAL (100000), BENCH_CUSTOMERS (20000), BENCH_SECONDS (8),
// BENCH_CONNECTIONS (20), BENCH_SOCKETS (50), BENCH_ORDERS (40).
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, ensureDatabase, listenLocally, runLoadProcess } from './bench-helpers.mjs';

const SELF = fileURLToPath(import.meta.url);

if (process.argv[2] === '--load') {
  // The load generator: its own process, so it does not share the server's event loop.
  const { default: autocannon } = await import('autocannon');
  const options = JSON.parse(process.argv[3]);
  const statuses = {};
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    headers: options.cookie ? { cookie: options.cookie } : {},
    requests: options.paths.map((p) => ({ method: 'GET', path: p })),
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
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      statuses,
    }),
  );
  process.exit(0);
}

const TARGET = { page: 100, search: 100, socket: 500 };
const env = process.env;
const DATABASE_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/isoko_bench_admin';
const ORDERS_TOTAL = Number(env.BENCH_ORDERS_TOTAL ?? 100_000);
const CUSTOMERS = Number(env.BENCH_CUSTOMERS ?? 20_000);
const SECONDS = Number(env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 20);
const SOCKETS = Number(env.BENCH_SOCKETS ?? 50);
const PLACED = Number(env.BENCH_ORDERS ?? 40);
const DATA_DIR = path.resolve('.data', 'bench');

const FIRST = ['Aline', 'Jean', 'Claudine', 'Eric', 'Diane', 'Patrick', 'Grace', 'Olivier', 'Ange', 'Yves'];
const LAST = ['Uwase', 'Mugisha', 'Niyonsaba', 'Habimana', 'Ingabire', 'Nkurunziza', 'Mukamana', 'Kayitesi'];

/** CRM pages: status filters with a search over name, phone digits or order-number letters. */
const CRM_PAGES = [
  '/api/admin/orders?status=pending&search=mugisha&limit=20',
  '/api/admin/orders?status=delivered&search=aline&limit=20',
  '/api/admin/orders?search=7810012&limit=20',
  '/api/admin/orders?status=processing&search=uwase&limit=20&page=2',
  '/api/admin/orders?status=confirmed&limit=20',
  '/api/admin/orders?limit=20&page=10',
  '/api/admin/orders?status=cancelled&search=kayitesi&limit=20',
];
/**
 * The worst case, measured apart: thousands of matches, all older than the newest 5,000 orders,
 * so the page sorts every match (see orders/admin-queries.ts).
 */
const OLD_DATE_SEARCH = '/api/admin/orders?search=ISK-2601&limit=20';
const CUSTOMER_SEARCHES = [
  '/api/admin/customers?search=niyonsaba&limit=20',
  '/api/admin/customers?search=grace&limit=20',
  '/api/admin/customers?search=7810015&limit=20',
  '/api/admin/customers?search=example.rw&limit=20&page=3',
  '/api/admin/customers?search=ingabire&limit=20',
  '/api/admin/customers?limit=20&page=5',
];

const list = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** Customers and orders written in bulk by SQL: the point is the size, not the business path. */
async function ensureData() {
  const { openPg, queryRows } = await import('../../api/src/db/client.ts');
  const { migrateDatabase } = await import('../../api/src/db/migrate.ts');
  const { createProduct } = await import('../../api/src/test/fixtures.ts');
  const { sql } = await import('drizzle-orm');
  const database = openPg(DATABASE_URL, 4);
  await migrateDatabase(database);
  const { db } = database;
  const count = async (table) =>
    (await queryRows(db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;
  const started = performance.now();
  if ((await count('customers')) < CUSTOMERS) {
    console.log(`Seeding ${CUSTOMERS} customers ...`);
    await db.execute(
      sql.raw(`
      insert into customers (phone, first_name, last_name, email, created_at, last_login_at)
      select '+25078' || lpad((1000000 + g)::text, 7, '0'),
             (${list(FIRST)})[1 + g % ${FIRST.length}],
             (${list(LAST)})[1 + (g / ${FIRST.length}) % ${LAST.length}],
             case when g % 3 = 0 then null else 'customer' || g || '@example.rw' end,
             now() - (g % 365) * interval '1 day',
             now() - (g % 200) * interval '1 day'
      from generate_series(1, ${CUSTOMERS}) g
      on conflict do nothing`),
    );
  }
  if ((await count('orders')) < ORDERS_TOTAL) {
    console.log(`Seeding ${ORDERS_TOTAL} orders ...`);
    const { productId, variant } = await createProduct(db, { stock: 1_000_000 });
    const statuses = [
      'pending',
      'confirmed',
      'processing',
      'shipped',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ];
    await db.execute(
      sql.raw(`
      with c as (select id, phone, first_name, last_name, email, row_number() over (order by id) as k from customers),
      g as (select g, 1 + g % (select count(*) from c) as k from generate_series(1, ${ORDERS_TOTAL}) g)
      insert into orders (order_number, customer_id, status, payment_method, payment_status, subtotal, discount,
        shipping_fee, total, customer_first_name, customer_last_name, customer_email, customer_phone,
        receiver_name, receiver_phone, province, district, street, created_at, updated_at)
      select 'ISK-' || to_char(now() - (g.g % 365) * interval '1 day', 'YYMMDD') || '-' || upper(lpad(to_hex(g.g), 6, '0')),
             c.id, (${list(statuses)})[1 + g.g % 8],
             case when g.g % 2 = 0 then 'mobile_money' else 'cash_on_delivery' end,
             case when g.g % 8 in (1,2,3,4,5,6) then 'paid' else 'unpaid' end,
             12000 * (1 + g.g % 5), 0, 2000, 12000 * (1 + g.g % 5) + 2000,
             c.first_name, c.last_name, c.email, c.phone, c.first_name || ' ' || c.last_name, c.phone,
             'City of Kigali', 'Gasabo', 'KG 11 Ave',
             now() - (g.g % 365) * interval '1 day' - (g.g % 86400) * interval '1 second', now()
      from g join c on c.k = g.k`),
    );
    await db.execute(
      sql.raw(`
      insert into order_items (order_id, product_id, variant_id, name, sku, size, color, unit_price, list_price, quantity, line_total)
      select o.id, '${productId}', '${variant.id}', 'Kitenge dress', 'SKU', 'M', 'Red', o.subtotal, o.subtotal, 1, o.subtotal
      from orders o where not exists (select 1 from order_items i where i.order_id = o.id)`),
    );
    await db.execute(sql`vacuum analyze`);
  }
  console.log(`  data ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const totals = { customers: await count('customers'), orders: await count('orders') };
  await database.close();
  return totals;
}

function load(url, paths, cookie) {
  const options = JSON.stringify({ url, paths, cookie, connections: CONNECTIONS, duration: SECONDS });
  return runLoadProcess(SELF, options);
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function socketFanout(app, apiUrl, staffCookie) {
  const { io: connect } = await import('socket.io-client');
  const { createProduct, createShopper, orderBody } = await import('../../api/src/test/fixtures.ts');
  const sockets = [];
  for (let i = 0; i < SOCKETS; i += 1) {
    const s = connect(apiUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: staffCookie },
    });
    await new Promise((resolve, reject) => {
      s.once('connect', resolve);
      s.once('connect_error', reject);
    });
    const joined = await s.emitWithAck('room:join', 'admins');
    if (!joined.ok) throw new Error(`admins join refused: ${JSON.stringify(joined)}`);
    sockets.push(s);
  }
  const { db } = app.deps;
  const shopper = await createShopper(db);
  const { productId, variant } = await createProduct(db, { stock: 100_000 });
  const latencies = [];
  let missing = 0;
  for (let n = 0; n < PLACED; n += 1) {
    const arrivals = sockets.map(
      (s) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(null), 5000);
          s.once('admin:order-created', () => {
            clearTimeout(timer);
            resolve(performance.now());
          });
        }),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId, variantId: variant.id, quantity: 1 }]),
      headers: { cookie: shopper.cookie },
    });
    const committed = performance.now();
    if (res.statusCode !== 201) throw new Error(`order answered ${res.statusCode}: ${res.body}`);
    for (const at of await Promise.all(arrivals)) {
      if (at === null) missing += 1;
      else latencies.push(at - committed);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const s of sockets) s.disconnect();
  latencies.sort((a, b) => a - b);
  return {
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    received: latencies.length,
    missing,
  };
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const totals = await ensureData();

  const { createStaff } = await import('../../api/src/test/fixtures.ts');
  const { Emitter } = await import('@socket.io/redis-emitter');
  const { createRedis } = await import('../../api/src/lib/redis.ts');
  const { outboxKickChannel, socketKey } = await import('../../api/src/deps.ts');
  const { OutboxDispatcher } = await import('../../api/src/modules/outbox/dispatcher.ts');
  const prefix = `isoko-bench-admin-${process.pid}`;
  const app = await buildBenchApp({ env, databaseUrl: DATABASE_URL, dataDir: DATA_DIR, redisPrefix: prefix });
  const apiUrl = await listenLocally(app);
  const { config } = app.deps;
  const redis = createRedis(config.redis.url);
  const sub = redis.duplicate();
  const dispatcher = new OutboxDispatcher({
    db: app.deps.db,
    queues: app.deps.queues,
    log: app.deps.log,
    emitter: new Emitter(redis, { key: socketKey(config.redis.prefix) }),
    subscriber: sub,
    kickChannel: outboxKickChannel(config.redis.prefix),
    pollMs: 1000,
  });
  await dispatcher.start();
  const { cookie } = await createStaff(app.deps.db, 'staff');

  // The ceiling: plain Fastify, no plugins, one real CRM page serialised per request.
  const { default: Fastify } = await import('fastify');
  const sample = await (await fetch(`${apiUrl}${CRM_PAGES[5]}`, { headers: { cookie } })).json();
  // Staff often type the end of a number read from an SMS or a parcel label.
  CRM_PAGES.push(`/api/admin/orders?search=${sample.orders[3].orderNumber.slice(-6).toLowerCase()}&limit=20`);
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => sample);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}`;

  for (const p of [...CRM_PAGES, ...CUSTOMER_SEARCHES]) {
    const res = await fetch(`${apiUrl}${p}`, { headers: { cookie } });
    if (!res.ok) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
  }

  console.log(
    `\n${totals.orders} orders, ${totals.customers} customers on ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}; ${CONNECTIONS} connections, ${SECONDS} s each`,
  );
  const results = {};
  results.bare = await load(bareUrl, ['/bare']);
  results.page = await load(apiUrl, CRM_PAGES, cookie);
  results.search = await load(apiUrl, CUSTOMER_SEARCHES, cookie);
  results.oldDate = await load(apiUrl, [OLD_DATE_SEARCH], cookie);
  const pad = (s, n) => String(s).padEnd(n);
  const lpad = (s, n) => String(s).padStart(n);
  console.log(
    `\n${pad('route', 52)}${lpad('req/s', 9)}${lpad('p50 ms', 8)}${lpad('p99 ms', 8)}${lpad('p99 ÷ bare', 12)}${lpad('non-2xx', 9)}`,
  );
  for (const [name, r] of [
    ['bare Fastify route, one CRM page JSON', results.bare],
    [`orders CRM, ${CRM_PAGES.length} filtered/searched pages`, results.page],
    [`customer search, ${CUSTOMER_SEARCHES.length} searches`, results.search],
    ['orders by an old date prefix, 8,000+ old matches (info)', results.oldDate],
  ]) {
    console.log(
      `${pad(name, 52)}${lpad(Math.round(r.rps), 9)}${lpad(r.p50, 8)}${lpad(r.p99, 8)}` +
        `${lpad((r.p99 / Math.max(1, results.bare.p99)).toFixed(2), 12)}${lpad(r.non2xx + r.errors + r.timeouts, 9)}` +
        `${r.non2xx ? `  ${JSON.stringify(r.statuses)}` : ''}`,
    );
  }

  const fanout = await socketFanout(app, apiUrl, cookie);
  console.log(
    `\ncommit → admin:order-created, ${SOCKETS} admin sockets × ${PLACED} orders: p50 ${fanout.p50.toFixed(1)} ms, ` +
      `p99 ${fanout.p99.toFixed(1)} ms (${fanout.received} received, ${fanout.missing} missing)`,
  );
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  console.log(
    `\nTargets: CRM page p99 < ${TARGET.page} ms: ${verdict(results.page.p99 < TARGET.page)} (${results.page.p99} ms); ` +
      `customer search p99 < ${TARGET.search} ms: ${verdict(results.search.p99 < TARGET.search)} (${results.search.p99} ms); ` +
      `socket p99 < ${TARGET.socket} ms: ${verdict(fanout.p99 < TARGET.socket && fanout.missing === 0)} (${fanout.p99.toFixed(1)} ms)`,
  );

  await dispatcher.stop();
  redis.disconnect();
  sub.disconnect();
  await bare.close();
  await app.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

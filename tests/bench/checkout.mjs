// Checkout benchmark: `node --import tsx tests/bench/checkout.mjs`.
//
// Creates (or reuses) the PostgreSQL database isoko_bench_checkout, migrates it, seeds a small
// catalogue (BENCH_PRODUCTS products with plenty of stock), the shipping rules and coupons, and
// BENCH_ORDERS customers with sessions written directly. Starts the API in this process with
// logs off and drives POST /api/orders from a separate load process: cash on delivery, one
// distinct customer and Idempotency-Key per order, BENCH_CONCURRENCY requests in flight.
// Prints orders/s, p50 and p99 latency, and checks the database afterwards (orders placed,
// stock taken, nothing oversold).
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/isoko_bench_checkout),
// REDIS_URL, BENCH_ORDERS (2000), BENCH_CONCURRENCY (20), BENCH_PRODUCTS (40).

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchApp, ensureDatabase } from './bench-helpers.mjs';

const SELF = fileURLToPath(import.meta.url);
const DISTRICTS = ['Gasabo', 'Kicukiro', 'Huye', 'Musanze', 'Rubavu', 'Nyagatare', 'Rusizi', 'Nyarugenge'];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

if (process.argv[2] === '--load') {
  // The load generator: its own process, so it does not share the server's event loop.
  const plan = JSON.parse(readFileSync(process.argv[3], 'utf8'));
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  async function lane() {
    while (next < plan.orders.length) {
      const order = plan.orders[next++];
      const t0 = performance.now();
      const res = await fetch(`${plan.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: order.cookie, 'idempotency-key': order.key },
        body: JSON.stringify(order.body),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: plan.concurrency }, lane));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  process.stdout.write(
    JSON.stringify({
      seconds,
      total: latencies.length,
      statuses,
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? 0,
    }),
  );
  process.exit(0);
}

const env = process.env;
const DATABASE_URL = env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/isoko_bench_checkout';
const ORDERS = Number(env.BENCH_ORDERS ?? 2000);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 20);
const PRODUCTS = Number(env.BENCH_PRODUCTS ?? 40);
const STOCK_PER_VARIANT = 1_000_000;

function load(plan) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'isoko-bench-'));
  const file = path.join(dir, 'plan.json');
  writeFileSync(file, JSON.stringify(plan));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SELF, '--load', file], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dir, { recursive: true, force: true });
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`load exited ${code}`));
    });
  });
}

async function main() {
  await ensureDatabase(DATABASE_URL);
  const { openPg, queryRows } = await import('../../api/src/db/client.ts');
  const { migrateDatabase } = await import('../../api/src/db/migrate.ts');
  const { sql } = await import('drizzle-orm');
  const setup = openPg(DATABASE_URL, 4);
  await migrateDatabase(setup);

  const app = await buildBenchApp({
    env,
    databaseUrl: DATABASE_URL,
    dataDir: path.resolve('.data', 'bench-checkout'),
    redisPrefix: 'isoko-bench-checkout',
  });
  const { ensureShippingSettings } = await import('../../api/src/modules/shipping/service.ts');
  const { couponSeedStep } = await import('../../api/src/modules/coupons/seed.ts');
  const { createProduct, createShopper } = await import('../../api/src/test/fixtures.ts');
  await ensureShippingSettings(app.deps.db);
  await couponSeedStep.run(app.deps, { products: 0, say: () => {} });

  console.log(`Seeding ${PRODUCTS} products and ${ORDERS} customers with sessions ...`);
  const products = [];
  for (let i = 0; i < PRODUCTS; i++) {
    products.push(
      await createProduct(app.deps.db, {
        price: 3_000 + ((i * 7919) % 60) * 1_000,
        variants: [
          { size: 'M', color: 'Red', stock: STOCK_PER_VARIANT },
          { size: 'L', color: 'Blue', stock: STOCK_PER_VARIANT },
        ],
      }),
    );
  }
  const shoppers = [];
  for (let i = 0; i < ORDERS; i += 50) {
    shoppers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, ORDERS - i) }, () => createShopper(app.deps.db)),
      )),
    );
  }
  const stockBefore = (
    await queryRows(setup.db, sql`select coalesce(sum(stock), 0)::bigint as n from product_variants`)
  )[0].n;
  const ordersBefore = (await queryRows(setup.db, sql`select count(*)::int as n from orders`))[0].n;

  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${app.server.address().port}`;

  const plan = {
    url,
    concurrency: CONCURRENCY,
    orders: shoppers.map((s, i) => {
      const a = products[(i * 31) % products.length];
      const b = products[(i * 17 + 5) % products.length];
      const lines = [{ product: a.productId, variantId: a.variants[i % 2].id, quantity: 1 + (i % 2) }];
      if (i % 3 === 0 && b !== a)
        lines.push({ product: b.productId, variantId: b.variants[0].id, quantity: 1 });
      return {
        cookie: s.cookie,
        key: randomUUID(),
        body: {
          items: lines.map((l) => ({ ...l, name: 'Bench item', price: 1, size: 'M', color: 'Red' })),
          paymentMethod: 'cash_on_delivery',
          couponCode: i % 10 === 0 ? 'WELCOME10' : undefined,
          shippingAddress: {
            firstName: 'Bench',
            lastName: `Shopper ${i}`,
            email: '',
            phone: s.phone,
            street: 'KG 11 Ave',
            city: 'Kigali',
            country: 'Rwanda',
            postalCode: '0000',
            district: DISTRICTS[i % DISTRICTS.length],
          },
        },
      };
    }),
  };
  const units = plan.orders.reduce((n, o) => n + o.body.items.reduce((m, l) => m + l.quantity, 0), 0);

  // A short warm-up on separate customers, so the first JIT and pool connections are not measured.
  const warm = await Promise.all(Array.from({ length: 20 }, () => createShopper(app.deps.db)));
  await load({
    url,
    concurrency: CONCURRENCY,
    orders: warm.map((s) => ({
      ...plan.orders[0],
      cookie: s.cookie,
      key: randomUUID(),
      body: { ...plan.orders[0].body, couponCode: undefined },
    })),
  });
  const warmUnits = 20 * plan.orders[0].body.items.reduce((m, l) => m + l.quantity, 0);

  console.log(`Placing ${ORDERS} orders (cash on delivery) at concurrency ${CONCURRENCY} ...`);
  const r = await load(plan);

  const ordersAfter = (await queryRows(setup.db, sql`select count(*)::int as n from orders`))[0].n;
  const stockAfter = (
    await queryRows(setup.db, sql`select coalesce(sum(stock), 0)::bigint as n from product_variants`)
  )[0].n;
  const negative = (
    await queryRows(setup.db, sql`select count(*)::int as n from product_variants where stock < 0`)
  )[0].n;
  await app.close();
  await setup.close();

  const placed = ordersAfter - ordersBefore - 20;
  const taken = Number(stockBefore) - Number(stockAfter) - warmUnits;
  console.log('');
  console.log(
    `orders/s      ${(r.total / r.seconds).toFixed(1)}   (${r.total} requests in ${r.seconds.toFixed(2)} s)`,
  );
  console.log(`latency p50   ${r.p50.toFixed(1)} ms`);
  console.log(`latency p90   ${r.p90.toFixed(1)} ms`);
  console.log(`latency p99   ${r.p99.toFixed(1)} ms   (max ${r.max.toFixed(1)} ms)`);
  console.log(`statuses      ${JSON.stringify(r.statuses)}`);
  console.log(
    `orders placed ${placed} of ${ORDERS}; units taken ${taken} of ${units}; variants below 0: ${negative}`,
  );
  if (placed !== (r.statuses[201] ?? 0) || taken !== units || negative !== 0) {
    console.error('MISMATCH between answers and the database');
    process.exit(1);
  }
  process.exit(0);
}

await main();

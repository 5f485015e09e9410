import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { type Database, openPg } from '../db/client';
import { productVariants } from '../modules/catalog/tables';
import { orderItems, orders, orderTimeline } from '../modules/orders/tables';
import { ensureShippingSettings } from '../modules/shipping/service';
import { type FaultMode, type FaultProxy, startFaultProxy } from '../test/fault-proxy';
import { createProduct, createShopper, orderBody, type TestShopper } from '../test/fixtures';
import { testPrefix } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { timedCall, untilHealthy } from '../test/timed-call';

/**
 * The shop with PostgreSQL behind a proxy of the test's own, made to refuse or fall silent:
 * every request answers within 2 s, a lost connection is 503 (never 500), and once the server
 * is back no order is half-written and every idempotent retry finds its one order.
 */

const ORDER_LIMIT_MS = 2000;
let proxy: FaultProxy;
let testDb: TestDatabase;
let proxied: Database;
let app: FastifyInstance;
let base: string;
let shopper: TestShopper;
let productId: string;
let variantId: string;
const INITIAL_STOCK = 500;

const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  timedCall(base, method, path, {
    body,
    cookie,
    timeoutMs: 10000,
  });

const placeOrder = (key: string) =>
  call(
    'POST',
    '/api/orders',
    { ...orderBody([{ productId, variantId, quantity: 1 }]), idempotencyKey: key },
    shopper.cookie,
  );

const waitUntilHealthy = () => untilHealthy(base, 20_000, 'PostgreSQL');

/** Every order of the shopper is whole, and stock went down by exactly the units ordered. */
async function expectNoHalfWrittenOrder(keys: string[]) {
  const db = testDb.database.db;
  const placed = await db.select().from(orders).where(eq(orders.customerId, shopper.customerId));
  for (const key of keys) expect(placed.filter((o) => o.idempotencyKey === key)).toHaveLength(1);
  const ids = placed.map((o) => o.id);
  const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)) : [];
  const timeline = ids.length
    ? await db.select().from(orderTimeline).where(inArray(orderTimeline.orderId, ids))
    : [];
  for (const order of placed) {
    expect(items.filter((i) => i.orderId === order.id)).toHaveLength(1);
    expect(timeline.some((e) => e.orderId === order.id)).toBe(true);
  }
  const [variant] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  expect(variant!.stock).toBe(INITIAL_STOCK - items.reduce((n, i) => n + i.quantity, 0));
}

/** No client stays lent out once requests are done (a leak would exhaust the pool for good). */
async function expectPoolSettles() {
  const pool = proxied.pool!;
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline && pool.totalCount !== pool.idleCount) {
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(pool.totalCount - pool.idleCount).toBe(0);
}

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL out of reach (needs TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const direct = testDb.database.pool!.options.connectionString!;
    const target = new URL(direct);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    proxied = openPg(proxy.url(direct), 10, { connectTimeoutMs: 1500, queryTimeoutMs: 1500 });
    app = await buildApp(testConfig({ REDIS_PREFIX: testPrefix(), RATE_LIMIT_PER_MINUTE: '100000' }), {
      database: proxied,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    const db = testDb.database.db;
    await ensureShippingSettings(db);
    shopper = await createShopper(db);
    const product = await createProduct(db, { price: 4_000, variants: [{ stock: INITIAL_STOCK }] });
    productId = product.productId;
    variantId = product.variants[0]!.id;
  });
  afterAll(async () => {
    await proxy?.set('pass');
    await app?.close();
    await proxied?.close().catch(() => {});
    await proxy?.close();
    await testDb?.drop();
  });

  describe.each<FaultMode>(['blackhole', 'refuse'])('with PostgreSQL %s', (mode) => {
    const keys: string[] = [];
    beforeAll(async () => {
      await waitUntilHealthy();
      await proxy.set(mode);
    });
    afterAll(async () => {
      await proxy.set('pass');
      await waitUntilHealthy();
      await expectPoolSettles();
    });

    it('answers 503 SERVICE_UNAVAILABLE within 2 s: catalogue, sign-in, cart, orders', async () => {
      const key = randomUUID();
      keys.push(key);
      const answers = [
        await call('GET', `/api/products?search=${randomUUID().slice(0, 8)}`),
        await call('POST', '/api/auth/request-code', { phone: '0788123452' }),
        await call('POST', '/api/cart/price', { items: [{ productId, quantity: 1 }] }),
        await placeOrder(key),
      ];
      for (const a of answers) {
        expect(a.ms).toBeLessThan(ORDER_LIMIT_MS);
        expect(a).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      }
    });

    it('reports the database down in health within 2.5 s', async () => {
      const start = performance.now();
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
      const ms = performance.now() - start;
      const body = (await res.json()) as { database: { status: string }; redis: { status: string } };
      expect(ms).toBeLessThan(2500);
      expect(res.status).toBe(503);
      expect(body.database.status).toBe('down');
      expect(body.redis.status).toBe('up');
    });

    it('leaves no half-written order when the fault strikes orders in flight, and retries find their order', async () => {
      await proxy.set('pass');
      await waitUntilHealthy();
      const inFlight = Array.from({ length: 6 }, () => randomUUID());
      keys.push(...inFlight);
      const answers = inFlight.map((key) => placeOrder(key));
      await new Promise((r) => setTimeout(r, 15));
      await proxy.set(mode);
      for (const a of await Promise.all(answers)) {
        expect(a.ms).toBeLessThan(ORDER_LIMIT_MS + 500);
        expect([201, 503]).toContain(a.status);
      }
      await proxy.set('pass');
      await waitUntilHealthy();
      for (const key of keys) {
        let retry = await placeOrder(key);
        for (let i = 0; i < 20 && retry.status === 503; i++) {
          await new Promise((r) => setTimeout(r, 250));
          retry = await placeOrder(key);
        }
        expect([200, 201]).toContain(retry.status);
      }
      await expectNoHalfWrittenOrder(keys);
      // Every connection lent out during the fault came back: the pool cannot run dry.
      await expectPoolSettles();
      await proxy.set(mode);
    });
  });
});

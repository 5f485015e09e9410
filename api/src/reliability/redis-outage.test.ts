import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../modules/orders/tables';
import { outboxEvents } from '../modules/outbox/tables';
import { ensureShippingSettings } from '../modules/shipping/service';
import { type FaultMode, type FaultProxy, startFaultProxy } from '../test/fault-proxy';
import { createProduct, createShopper, createStaff, orderBody, type TestShopper } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { timedCall, untilHealthy } from '../test/timed-call';

/**
 * The shop with Redis behind a proxy of the test's own, made to refuse or fall silent. Reads
 * that need only the database keep working, actions that need a queue answer 503 within 1 s,
 * the sign-in code routes fail closed, and nothing waits on Redis forever.
 */

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
let proxy: FaultProxy;
let t: TestApp;
let base: string;
let shopper: TestShopper;
let staffCookie: string;
let productId: string;

/** Each call comes from its own address so the per-IP limits never answer first. */
const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  timedCall(base, method, path, {
    body,
    cookie,
    headers: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    timeoutMs: 8000,
  });

const waitUntilHealthy = () => untilHealthy(base, 15_000, 'Redis');

beforeAll(async () => {
  const target = new URL(redisUrl);
  proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
  t = await createTestApp({
    REDIS_URL: proxy.url(redisUrl),
    RATE_LIMIT_PER_MINUTE: '100000',
    ADMIN_SMS_PHONE: '0788000111',
    // The production bound on a job add, which this file holds the shop to (tests raise it).
    QUEUE_ADD_TIMEOUT_MS: '800',
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const db = t.app.deps.db;
  await ensureShippingSettings(db);
  shopper = await createShopper(db);
  staffCookie = (await createStaff(db, 'admin')).cookie;
  productId = (await createProduct(db, { price: 7_000, variants: [{ stock: 50 }] })).productId;
});
afterAll(async () => {
  await proxy?.set('pass');
  await t?.close();
  await proxy?.close();
});

describe.each<FaultMode>(['blackhole', 'refuse'])('with Redis %s', (mode) => {
  beforeAll(async () => {
    await waitUntilHealthy();
    // Warm answers first, so the fault is the only difference.
    await call('GET', `/api/products/${productId}`);
    await proxy.set(mode);
  });
  afterAll(async () => {
    await proxy.set('pass');
    await waitUntilHealthy();
  });

  it('keeps the catalogue, product pages, My Orders and the profile answering', async () => {
    const answers = [
      await call('GET', `/api/products?search=${randomUUID().slice(0, 8)}`),
      await call('GET', `/api/products/${productId}`),
      await call('POST', '/api/orders/customer-orders', {}, shopper.cookie),
      await call('GET', '/api/customers/me', undefined, shopper.cookie),
      await call('POST', '/api/cart/price', { items: [{ productId, quantity: 1 }] }),
    ];
    for (const a of answers) {
      expect(a.ms).toBeLessThan(1000);
      expect(a.status).toBe(200);
    }
  });

  it('takes an order (its events wait in the outbox) within 1 s, written whole', async () => {
    const key = randomUUID();
    const a = await call(
      'POST',
      '/api/orders',
      { ...orderBody([{ productId, quantity: 1 }]), idempotencyKey: key },
      shopper.cookie,
    );
    expect(a.ms).toBeLessThan(1000);
    expect(a.status).toBe(201);
    const db = t.app.deps.db;
    const [order] = await db.select().from(orders).where(eq(orders.idempotencyKey, key));
    expect(order).toBeDefined();
    expect(await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))).toHaveLength(1);
    const events = await db.select().from(outboxEvents);
    expect(events.some((e) => JSON.stringify(e.payload).includes(order!.id))).toBe(true);
  });

  it('answers 503 SERVICE_UNAVAILABLE within 1 s where a queue or the sign-in limiter is needed', async () => {
    const answers = [
      await call('POST', '/api/auth/request-code', { phone: '0788123450' }),
      await call('POST', '/api/auth/verify-code', { phone: '0788123450', code: '123456' }),
      // The staff password's count of failed sign-ins: without it nothing bounds the guessing.
      await call('POST', '/api/admin/auth/login', { email: 'boss@isoko.rw', password: 'a guess 123' }),
      await call('POST', '/api/sms/admin-alert', { alertMessage: 'Stock is low' }, staffCookie),
    ];
    for (const a of answers) {
      expect(a.ms).toBeLessThan(1000);
      expect(a).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    }
  });

  it('reports Redis down and the database up in health, with latencies, within 1.5 s', async () => {
    const start = performance.now();
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(8000) });
    const ms = performance.now() - start;
    const body = (await res.json()) as {
      database: { status: string; latencyMs?: number };
      redis: { status: string };
    };
    expect(ms).toBeLessThan(1500);
    expect(res.status).toBe(503);
    expect(body.redis.status).toBe('down');
    expect(body.database.status).toBe('up');
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
  });
});

describe('after Redis comes back', () => {
  it('sends sign-in codes again', async () => {
    await proxy.set('pass');
    await waitUntilHealthy();
    const deadline = Date.now() + 10_000;
    let a = await call('POST', '/api/auth/request-code', { phone: '0788123451' });
    while (a.status !== 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 300));
      a = await call('POST', '/api/auth/request-code', { phone: '0788123451' });
    }
    expect(a.status).toBe(200);
  });
});

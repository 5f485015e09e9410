import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../lib/json-depth';
import { ensureShippingSettings } from '../modules/shipping/service';
import { createProduct, createShopper, orderBody } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t?.close());

/** `{"a":{"a":...{"a":leaf}}}` as text, `depth` objects deep. */
const deepJson = (depth: number, leaf = '1') => `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

describe('deeply nested JSON bodies', () => {
  // The bounds are wide on purpose: before the depth check such a body held the process for
  // seconds; a loaded test machine may take a few hundred milliseconds for any request.
  it('refuses a 60,000-level body at once while /api/health keeps answering', async () => {
    const body = '['.repeat(60_000) + ']'.repeat(60_000);
    expect(body.length).toBe(120_000);
    await fetch(`${base}/api/health`); // warm: the first call opens connections

    const deep = timed(() =>
      fetch(`${base}/api/auth/check-phone`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { error: { code: string } } })),
    );
    const healthTimes: number[] = [];
    for (const delay of [0, 20, 50, 100]) {
      await new Promise((r) => setTimeout(r, delay));
      const h = await timed(() => fetch(`${base}/api/health`).then((r) => r.status));
      expect(h.value).toBe(200);
      healthTimes.push(h.ms);
    }
    const refused = await deep;
    expect(Math.max(...healthTimes)).toBeLessThan(1000);
    expect(refused.ms).toBeLessThan(3000);
    expect(refused.value.status).toBe(400);
    expect(refused.value.body.error.code).toBe('JSON_TOO_DEEP');
  });

  it('accepts nesting up to the limit and refuses one level more, before validation', async () => {
    const at = (depth: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/check-phone',
        headers: { 'content-type': 'application/json' },
        payload: `{"phone":"0788123456","extra":${deepJson(depth - 1)}}`,
      });
    expect((await at(MAX_JSON_DEPTH)).statusCode).toBe(200);
    const over = await at(MAX_JSON_DEPTH + 1);
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('JSON_TOO_DEEP');
  });

  it('still refuses prototype poisoning and broken JSON with 400', async () => {
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-phone',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":"0788123456","__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/check-phone',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers an order whose user field nests 5,000 levels with 400 JSON_TOO_DEEP, not 500', async () => {
    const product = await createProduct(t.app.deps.db, { price: 5_000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(t.app.deps.db);
    const body = orderBody([{ productId: product.productId, quantity: 1 }]);
    const text = JSON.stringify({ ...body, user: '__DEEP__' }).replace('"__DEEP__"', deepJson(5_000));
    expect(text.length).toBeGreaterThan(30_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: {
        cookie: shopper.cookie,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      payload: text,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('JSON_TOO_DEEP');
  });

  it('places an order whose user field nests as deep as allowed: the request hash copes', async () => {
    const product = await createProduct(t.app.deps.db, { price: 5_000, variants: [{ stock: 5 }] });
    const shopper = await createShopper(t.app.deps.db);
    const body = orderBody([{ productId: product.productId, quantity: 1 }]);
    const text = JSON.stringify({ ...body, user: '__DEEP__' }).replace(
      '"__DEEP__"',
      deepJson(MAX_JSON_DEPTH - 1),
    );
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: shopper.cookie, 'content-type': 'application/json', 'idempotency-key': key },
        payload: text,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, createStaff } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every route of the API, asked with malformed input: path parameters that are not ids, query
 * strings with wrong types and absurd numbers, bodies of the wrong shape, as a guest, a shopper
 * and an admin. Bad input must get a clear 4xx (or a normal answer); a 5xx other than 503 means
 * a request crashed somewhere, which the shop never allows.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000000' });
}, 60_000);
afterAll(async () => t?.close());

/**
 * Method and full path of every route, from Fastify's printed route tree: each line is one
 * segment, indented four characters per level under its parent, with its methods in brackets.
 */
function routeTable(text: string): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const segments: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    const depth = Math.floor(match[1]!.length / 4);
    segments.length = depth;
    segments.push(match[2]);
    const path = segments.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

describe('malformed input on every route', () => {
  it('never answers 5xx (other than 503) to bad parameters, queries or bodies', async () => {
    const { app } = t;
    const routes = routeTable(app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(150);
    // Nested routes get their full paths.
    expect(routes).toContainEqual({ method: 'GET', path: '/api/products/:id/also-bought' });
    const db = app.deps.db;
    const cookies = [undefined, (await createShopper(db)).cookie, (await createStaff(db, 'admin')).cookie];
    const product = await createProduct(db, { price: 5_000, variants: [{ stock: 5 }] });
    const params = [
      'x',
      '%00',
      'a'.repeat(2_000),
      '-1',
      '00000000-0000-0000-0000-000000000000',
      product.productId,
    ];
    const queries = [
      '',
      '?page=-1&limit=1e9&sortBy=%00&q=%F0%9F%98%80&search[]=a',
      '?minPrice=1e400&maxPrice=-1&from=2026-13-45&to=never&days=-9&status=bogus&lang=xx&cursor=%25',
    ];
    const bodies: unknown[] = [
      {},
      [],
      'text',
      null,
      { items: 'x', phone: 123, id: [], quantity: -1, price: 'free', email: {}, name: { a: 1 } },
      { items: [{ productId: product.productId, quantity: 1e12 }], amount: Number.MAX_VALUE, offer: 'abc' },
    ];
    const crashes: string[] = [];
    let asked = 0;
    for (const route of routes) {
      const paths = new Set(
        params.flatMap((p) => queries.map((q) => route.path.replace(/:[A-Za-z_]+|\*/g, p) + q)),
      );
      for (const url of paths) {
        for (const cookie of cookies) {
          const payloads = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : bodies;
          for (const body of payloads) {
            asked++;
            const res = await app.inject({
              method: route.method as 'GET',
              url,
              headers: {
                ...(cookie ? { cookie } : {}),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              payload: body === undefined ? undefined : JSON.stringify(body),
            });
            if (res.statusCode >= 500 && res.statusCode !== 503) {
              crashes.push(
                `${route.method} ${url.slice(0, 100)} ${JSON.stringify(body)} → ${res.statusCode}`,
              );
            }
          }
        }
      }
    }
    expect(asked).toBeGreaterThan(5_000);
    expect(crashes).toEqual([]);
  }, 180_000);
});

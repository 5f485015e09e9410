import { ApiErrorBody } from '@isoko/shared/errors';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_COOKIE, createSession, STAFF_COOKIE } from './modules/auth/sessions';
import { addresses } from './modules/customers/tables';
import { createProduct, createShopper, createStaff, createTestOrder } from './test/fixtures';
import { freshIp } from './test/sign-in';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Bad input against every GET/POST/PATCH/DELETE route of the finished modules (auth, customers,
 * notifications, My Orders, catalogue, health): never a 5xx, always the error envelope.
 * Routes come from the OpenAPI document, so a new route in these modules is covered at once.
 */

const IN_SCOPE = [
  '/api/auth/',
  '/api/admin/auth/',
  '/api/customers/',
  '/api/sms/',
  '/api/dev/phone',
  '/api/orders/customer-',
  '/api/orders/mine/',
  '/api/products',
  '/api/search-intelligent',
  '/api/intelligent-search',
  '/api/recommendations/',
  '/api/categories/',
  '/api/health',
];

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  params: string[];
  bodyFields: string[];
  queryFields: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

let t: TestApp;
let routes: Route[];
let customerId: string;
let staffId: string;
let validIds: { product: string; orderNumber: string; address: string };

beforeAll(async () => {
  // With an admin number set, the staff alert reaches its queue instead of answering 503.
  t = await createTestApp({ ADMIN_SMS_PHONE: '0788000111' });
  const db = t.app.deps.db;
  const { customer } = await createShopper(db);
  const { staff } = await createStaff(db, 'admin');
  customerId = customer.id;
  staffId = staff.id;
  const { product, variant } = await createProduct(db);
  const order = await createTestOrder(db, {
    customerId: customer.id,
    customerPhone: customer.phone,
    variantId: variant.id,
    productId: product.id,
  });
  const [address] = await db
    .insert(addresses)
    .values({
      customerId: customer.id,
      receiverName: 'Aline Uwase',
      phone: customer.phone,
      province: 'City of Kigali',
      district: 'Gasabo',
      street: 'KG 11 Ave',
      isDefault: true,
    })
    .returning();
  validIds = { product: product.id, orderNumber: order.order.orderNumber, address: address!.id };

  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  routes = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!IN_SCOPE.some((p) => path.startsWith(p))) continue;
    for (const [method, op] of Object.entries(ops)) {
      const m = method.toUpperCase();
      if (m !== 'GET' && m !== 'POST' && m !== 'PATCH' && m !== 'DELETE') continue;
      const body = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      routes.push({
        method: m,
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        queryFields: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(body),
      });
    }
  }
});
afterAll(async () => t.close());

const LONG = 'x'.repeat(20_000);
const BAD_PARAMS = [
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '%00',
  'a%00b',
  '%C0%AF',
  '%E0%A4%A',
  '%27%20or%201%3D1--',
  '..%2F..%2Fetc%2Fpasswd',
  'y'.repeat(3000),
  '%F0%9F%98%80',
  '-1',
  '1e999',
];
const BAD_VALUES: unknown[] = [
  null,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  LONG,
  -1,
  0,
  1.5,
  1e308,
  true,
  [],
  ['a', 'b'],
  {},
  { nested: { deeper: [1, 2, 3] } },
  '\ud800',
  "' or 1=1 --",
  '00000000-0000-0000-0000-000000000000',
];
const BAD_QUERY_VALUES = [
  '',
  '%00',
  'abc',
  '-1',
  '1e999',
  '99999999999999999999',
  'z'.repeat(5000),
  '%27%20or%201%3D1--',
  '%E0%A4%A',
];
/** `filters` is JSON read after validation: its own odd values, NULs escaped inside included. */
const BAD_FILTERS = [
  '%7Bbad',
  '%5B%5D',
  encodeURIComponent('{"page":[1],"limit":"x"}'),
  encodeURIComponent('{"sizes":"\\u0000"}'),
  encodeURIComponent('{"colors":["a\\u0000"],"search":"x\\u0000"}'),
];

type Who = 'guest' | 'signed in';

let signedIn: Record<string, string> | undefined;

/** Customer and staff sessions at once; after a logout route the next call gets fresh ones. */
async function cookieHeader(who: Who, route?: Route): Promise<Record<string, string>> {
  if (who === 'guest') return {};
  if (!signedIn) {
    const db = t.app.deps.db;
    const c = await createSession(db, { customerId }, 3_600_000);
    const s = await createSession(db, { staffId }, 3_600_000);
    signedIn = { cookie: `${CUSTOMER_COOKIE}=${c.token}; ${STAFF_COOKIE}=${s.token}` };
  }
  const header = signedIn;
  if (route?.path.endsWith('/logout')) signedIn = undefined;
  return header;
}

async function send(opts: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...opts, headers: { 'x-forwarded-for': freshIp(), ...(opts.headers ?? {}) } });
}

function fill(route: Route, value: string): string {
  return route.path.replace(/\{(\w+)\}/g, () => value);
}

/** The id a route expects, so body and query cases reach the handler instead of a 404. */
function goodParam(route: Route, name: string): string {
  if (route.path.includes('/orders/mine/')) return validIds.orderNumber;
  if (route.path.includes('/wishlist/') || route.path.startsWith('/api/products/')) return validIds.product;
  if (route.path.includes('/addresses/')) return validIds.address;
  if (name === 'phone') return '0788123456';
  if (name === 'deviceId') return 'device-1234567890';
  return '00000000-0000-0000-0000-000000000000';
}

interface Failure {
  what: string;
  status: number;
  body: string;
}

function check(res: LightMyRequestResponse, what: string, failures: Failure[]) {
  const bad = (why: string) =>
    failures.push({
      what: `${what.slice(0, 160)} (${why})`,
      status: res.statusCode,
      body: res.body.slice(0, 200),
    });
  if (res.statusCode >= 500) return bad('5xx');
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      return bad('not JSON');
    }
    if (!ApiErrorBody.safeParse(body).success) bad('not the error envelope');
  }
}

describe('hardening: bad input never produces a 5xx', () => {
  it('finds the routes of the finished modules, and its sessions reach customer and staff handlers', async () => {
    const paths = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const expected of [
      'POST /api/auth/verify-code',
      'POST /api/customers/me/addresses',
      'GET /api/orders/mine/{id}',
      'GET /api/products',
      'POST /api/intelligent-search/track',
      'POST /api/sms/order-confirmation',
    ]) {
      expect(paths.has(expected), expected).toBe(true);
    }
    for (const url of ['/api/customers/me', '/api/admin/auth/verify']) {
      expect((await send({ method: 'GET', url, headers: await cookieHeader('signed in') })).statusCode).toBe(
        200,
      );
    }
  });

  it('answers odd path parameters with a 4xx envelope', { timeout: 60_000 }, async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter((r) => r.params.length)) {
      for (const value of BAD_PARAMS) {
        for (const who of ['guest', 'signed in'] as const) {
          const url = fill(route, value);
          const hasBody = route.method === 'POST' || route.method === 'PATCH';
          const res = await send({
            method: route.method,
            url,
            headers: await cookieHeader(who, route),
            ...(hasBody ? { payload: {} } : {}),
          });
          check(res, `${route.method} ${url} as ${who}`, failures);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers odd query strings with a 4xx envelope', { timeout: 180_000 }, async () => {
    const failures: Failure[] = [];
    const headers = await cookieHeader('signed in');
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const base = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(goodParam(route, name)),
      );
      // Undeclared keys are dropped before the handler: a few cases show they stay harmless.
      const cases: [string, string[]][] = [
        ...route.queryFields.map((key): [string, string[]] => [key, BAD_QUERY_VALUES]),
        ['__proto__[x]', ['%00', 'abc']],
        ['constructor', ['%00', 'abc']],
      ];
      if (route.queryFields.includes('filters')) cases.push(['filters', BAD_FILTERS]);
      for (const [key, values] of cases) {
        for (const value of values) {
          const forms = [`${base}?${key}=${value}`, `${base}?${key}=${value}&${key}=${value}`];
          // Bracketed keys parse like plain ones here; one value is enough to keep it so.
          if (value === 'abc') forms.push(`${base}?${key}[]=${value}`);
          for (const url of forms) {
            const res = await send({ method: 'GET', url, headers });
            check(res, `GET ${url}`, failures);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers odd bodies with a 4xx envelope', { timeout: 180_000 }, async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter((r) => r.method === 'POST' || r.method === 'PATCH')) {
      const url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
        encodeURIComponent(goodParam(route, name)),
      );
      const raw: { payload?: string; type?: string }[] = [
        {},
        { payload: '', type: 'application/json' },
        { payload: '{', type: 'application/json' },
        { payload: 'null', type: 'application/json' },
        { payload: '[]', type: 'application/json' },
        { payload: '"text"', type: 'application/json' },
        { payload: '42', type: 'application/json' },
        { payload: '{"__proto__":{"admin":true}}', type: 'application/json' },
        { payload: 'phone=0788123456', type: 'application/x-www-form-urlencoded' },
        { payload: 'hello', type: 'text/plain' },
        { payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, type: 'application/json' },
      ];
      for (const who of ['guest', 'signed in'] as const) {
        for (const r of raw) {
          const res = await send({
            method: route.method,
            url,
            headers: { ...(await cookieHeader(who, route)), ...(r.type ? { 'content-type': r.type } : {}) },
            ...(r.payload !== undefined ? { payload: r.payload } : {}),
          });
          check(res, `${route.method} ${url} as ${who} with ${String(r.payload).slice(0, 40)}`, failures);
        }
        // Signed in, every handler is reached; as a guest the same values only meet validation.
        if (who === 'guest') continue;
        for (const field of route.bodyFields) {
          for (const value of BAD_VALUES) {
            const payload = { ...sample(route), [field]: value };
            const res = await send({
              method: route.method,
              url,
              headers: await cookieHeader(who, route),
              payload,
            });
            check(
              res,
              `${route.method} ${url} as ${who} with ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
              failures,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** A body that would pass validation, so one bad field at a time reaches the service. */
function sample(route: Route): Record<string, unknown> {
  const address = { district: 'Gasabo', street: 'KG 11 Ave' };
  const byPath: Record<string, Record<string, unknown>> = {
    '/api/auth/verify-code': { phone: '0788123456', code: '123456' },
    '/api/auth/register': { phone: '0788123457', code: '123456', firstName: 'Aline', addresses: [address] },
    '/api/admin/auth/login': { email: 'nobody@isoko.test', password: 'wrong-password' },
    '/api/customers/me/addresses': address,
    '/api/customers/me/wishlist': { productId: validIds.product },
    '/api/customers/me/wishlist/merge': { productIds: [validIds.product] },
    '/api/customers/me/preferences': { smsOptIn: true },
    '/api/customers/me': { firstName: 'Aline' },
    '/api/sms/order-confirmation': { orderData: { orderNumber: validIds.orderNumber } },
    '/api/sms/admin-alert': { alertMessage: 'Stock is low' },
    '/api/intelligent-search/track': {
      userId: 'device-1234567890',
      eventType: 'view',
      productId: validIds.product,
    },
  };
  if (byPath[route.path]) return byPath[route.path]!;
  if (route.path.startsWith('/api/customers/me/addresses/')) return { street: 'KG 12 Ave' };
  if (route.bodyFields.includes('phone')) return { phone: '0788123456' };
  return {};
}

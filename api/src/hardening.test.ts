import { ApiErrorBody } from '@isoko/shared/errors';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_COOKIE, createSession, STAFF_COOKIE } from './modules/auth/sessions';
import { addresses } from './modules/customers/tables';
import { createProduct, createShopper, createStaff, createTestOrder, orderBody } from './test/fixtures';
import { freshIp } from './test/sign-in';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Bad input against every route of the OpenAPI document, as four callers (anonymous, customer,
 * staff, admin): never a 5xx, and every 4xx in the error envelope. The route list is the
 * document itself, so a new route is covered the day it is added. Each route gets a bounded
 * set of cases (odd path parameters, odd query values, broken and hostile bodies, one bad field
 * at a time) so the whole walk stays well under a minute.
 */

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

interface Route {
  method: Method;
  path: string;
  params: string[];
  bodyFields: string[];
  queryFields: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

const CALLERS = ['anonymous', 'customer', 'staff', 'admin'] as const;
type Caller = (typeof CALLERS)[number];

let t: TestApp;
let routes: Route[];
let ids: { customer: string; staff: string; admin: string };
let validIds: {
  product: string;
  category: string;
  orderId: string;
  orderNumber: string;
  trackingId: string;
  address: string;
  phone: string;
};

beforeAll(async () => {
  // With an admin number set, the staff alert reaches its queue instead of answering 409 NOT_CONFIGURED.
  t = await createTestApp({ ADMIN_SMS_PHONE: '0788000111' });
  const db = t.app.deps.db;
  const { customer } = await createShopper(db);
  const { staff } = await createStaff(db, 'staff');
  const { staff: admin } = await createStaff(db, 'admin');
  ids = { customer: customer.id, staff: staff.id, admin: admin.id };
  const { product, variant } = await createProduct(db, { stock: 500 });
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
  validIds = {
    product: product.id,
    category: product.categoryId,
    orderId: order.order.id,
    orderNumber: order.order.orderNumber,
    trackingId: order.trackingId,
    address: address!.id,
    phone: customer.phone,
  };

  const doc = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  routes = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const m = METHODS.find((x) => x === method.toUpperCase());
      if (!m) continue;
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
/** 60,000 levels of arrays: refused before parsing, never walked. */
const DEEP_BODY = `{"a":${'['.repeat(60_000)}${']'.repeat(60_000)}}`;
/** Just under the 1 MB body limit. */
const HUGE_TEXT = 'h'.repeat(900_000);

const sessions = new Map<Caller, Record<string, string>>();

/** The caller's cookie; after a sign-out route the next call gets a fresh session. */
async function headersFor(who: Caller, route?: Route): Promise<Record<string, string>> {
  if (who === 'anonymous') return {};
  let headers = sessions.get(who);
  if (!headers) {
    const db = t.app.deps.db;
    const session =
      who === 'customer'
        ? await createSession(db, { customerId: ids.customer }, 3_600_000)
        : await createSession(db, { staffId: ids[who] }, 3_600_000);
    headers = { cookie: `${who === 'customer' ? CUSTOMER_COOKIE : STAFF_COOKIE}=${session.token}` };
    sessions.set(who, headers);
  }
  if (route?.path.endsWith('/logout')) sessions.delete(who);
  return headers;
}

async function send(opts: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...opts, headers: { 'x-forwarded-for': freshIp(), ...(opts.headers ?? {}) } });
}

function fill(route: Route, value: string): string {
  return route.path.replace(/\{(\w+)\}/g, () => value);
}

/** The id a route expects, so body and query cases reach the handler instead of a 404. */
function goodParam(route: Route, name: string): string {
  const { path } = route;
  if (path.includes('/orders/mine/')) return validIds.orderNumber;
  if (name === 'trackingId') return validIds.trackingId;
  if (path.includes('/orders/{id}')) return validIds.orderId;
  if (path.includes('/wishlist/') || path.startsWith('/api/products/')) return validIds.product;
  if (path.includes('/addresses/')) return validIds.address;
  if (path.startsWith('/api/categories/')) return validIds.category;
  if (name === 'phone') return validIds.phone;
  if (name === 'deviceId') return 'device-1234567890';
  if (name === 'decision') return 'approve';
  return '00000000-0000-0000-0000-000000000000';
}

const urlOf = (route: Route) =>
  route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(goodParam(route, name)));

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

const hasBody = (route: Route) =>
  route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';

describe('hardening: bad input never produces a 5xx', () => {
  it('finds every route of the document, and its callers reach customer, staff and admin handlers', async () => {
    const paths = new Set(routes.map((r) => `${r.method} ${r.path}`));
    for (const expected of [
      'POST /api/auth/verify-code',
      'POST /api/customers/me/addresses',
      'GET /api/orders/mine/{id}',
      'GET /api/products',
      'POST /api/intelligent-search/track',
      'POST /api/sms/order-confirmation',
      // The modules an allow-list used to skip: checkout, payments, tracking, shipping, coupons, admin.
      'POST /api/orders',
      'POST /api/orders/{id}/payments',
      'PUT /api/payments/momo/callback/{paymentId}',
      'GET /api/tracking/{trackingId}',
      'POST /api/shipping/calculate',
      'POST /api/checkout/apply-coupon',
      'PUT /api/admin/orders/{id}/status',
    ]) {
      expect(paths.has(expected), expected).toBe(true);
    }
    const reach = async (url: string, who: Caller) =>
      (await send({ method: 'GET', url, headers: await headersFor(who) })).statusCode;
    expect(await reach('/api/customers/me', 'customer')).toBe(200);
    expect(await reach('/api/admin/auth/verify', 'staff')).toBe(200);
    expect(await reach('/api/admin/auth/verify', 'admin')).toBe(200);
    expect(await reach('/api/admin/auth/verify', 'anonymous')).toBe(401);
  });

  it('answers odd path parameters with a 4xx envelope', { timeout: 60_000 }, async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter((r) => r.params.length)) {
      for (const value of BAD_PARAMS) {
        for (const who of CALLERS) {
          const url = fill(route, value);
          const res = await send({
            method: route.method,
            url,
            headers: await headersFor(who, route),
            ...(hasBody(route) ? { payload: {} } : {}),
          });
          check(res, `${route.method} ${url} as ${who}`, failures);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers odd query strings with a 4xx envelope', { timeout: 60_000 }, async () => {
    const failures: Failure[] = [];
    let turn = 0;
    for (const route of routes.filter((r) => r.method === 'GET')) {
      const base = urlOf(route);
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
            // The callers take turns, so each meets every kind of value without four times the calls.
            const who = CALLERS[turn++ % CALLERS.length]!;
            const res = await send({ method: 'GET', url, headers: await headersFor(who, route) });
            check(res, `GET ${url} as ${who}`, failures);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers broken, deep and huge bodies with a 4xx envelope', { timeout: 60_000 }, async () => {
    const failures: Failure[] = [];
    const raw: { label: string; payload?: string; type?: string }[] = [
      { label: 'no body' },
      { label: 'empty', payload: '', type: 'application/json' },
      { label: '{', payload: '{', type: 'application/json' },
      { label: 'null', payload: 'null', type: 'application/json' },
      { label: '[]', payload: '[]', type: 'application/json' },
      { label: '"text"', payload: '"text"', type: 'application/json' },
      { label: '42', payload: '42', type: 'application/json' },
      { label: 'prototype poisoning', payload: '{"__proto__":{"admin":true}}', type: 'application/json' },
      { label: 'form', payload: 'phone=0788123456', type: 'application/x-www-form-urlencoded' },
      { label: 'text', payload: 'hello', type: 'text/plain' },
      { label: '60,000 levels deep', payload: DEEP_BODY, type: 'application/json' },
    ];
    for (const route of routes.filter(hasBody)) {
      const url = urlOf(route);
      // A 900 KB string in the route's first field (or a field of its own when it has none).
      const hugeField = route.bodyFields[0] ?? 'note';
      const cases = [
        ...raw,
        {
          label: '900 KB',
          payload: JSON.stringify({ ...sample(route), [hugeField]: HUGE_TEXT }),
          type: 'application/json',
        },
      ];
      for (const who of CALLERS) {
        for (const c of cases) {
          const res = await send({
            method: route.method,
            url,
            headers: { ...(await headersFor(who, route)), ...(c.type ? { 'content-type': c.type } : {}) },
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          });
          check(res, `${route.method} ${url} as ${who} with ${c.label}`, failures);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers wrong types, missing fields and huge strings with a 4xx envelope', {
    timeout: 60_000,
  }, async () => {
    const failures: Failure[] = [];
    for (const route of routes.filter((r) => hasBody(r) && r.bodyFields.length)) {
      const url = urlOf(route);
      // The callers the route lets in reach its handler; the others meet validation and the guard.
      const admitted: Caller[] = [];
      for (const who of CALLERS) {
        const probe = await send({
          method: route.method,
          url,
          headers: await headersFor(who, route),
          payload: sample(route),
        });
        check(probe, `${route.method} ${url} as ${who} with a valid-looking body`, failures);
        if (probe.statusCode !== 401 && probe.statusCode !== 403) admitted.push(who);
      }
      const callers = admitted.length ? admitted : [...CALLERS];
      let turn = 0;
      for (const field of route.bodyFields) {
        // The field left out, as every admitted caller.
        for (const who of callers) {
          const { [field]: _left, ...rest } = sample(route);
          const res = await send({
            method: route.method,
            url,
            headers: await headersFor(who, route),
            payload: rest,
          });
          check(res, `${route.method} ${url} as ${who} without ${field}`, failures);
        }
        // One bad value at a time, the admitted callers taking turns.
        for (const value of BAD_VALUES) {
          const who = callers[turn++ % callers.length]!;
          const res = await send({
            method: route.method,
            url,
            headers: await headersFor(who, route),
            payload: { ...sample(route), [field]: value },
          });
          check(
            res,
            `${route.method} ${url} as ${who} with ${field}=${JSON.stringify(value)?.slice(0, 40)}`,
            failures,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

/** A body that would pass validation, so one bad field at a time reaches the service. */
function sample(route: Route): Record<string, unknown> {
  const address = { district: 'Gasabo', street: 'KG 11 Ave' };
  const line = { productId: validIds.product, quantity: 1 };
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
    '/api/cart/price': { items: [line], district: 'Gasabo' },
    '/api/checkout/apply-coupon': { code: 'WELCOME10', orderTotal: 12_000, items: [line] },
    '/api/shipping/calculate': { items: [line], subtotal: 12_000, district: 'Gasabo' },
    '/api/shipping/settings': { freeShippingType: 'none', standardShippingFee: 2_000 },
    '/api/orders': orderBody([{ productId: validIds.product, quantity: 1 }]),
    '/api/orders/{id}/payments': { payerPhone: '0788555111' },
    '/api/admin/orders/{id}/status': { status: 'processing', note: 'Packed', location: 'Kigali' },
    '/api/tracking/create': { orderId: validIds.orderId },
    '/api/negotiation/offer': {
      productId: validIds.product,
      offerPrice: 9_000,
      deviceId: 'device-1234567890',
    },
    '/api/offers/make': {
      productId: validIds.product,
      offeredPrice: 9_000,
      customerInfo: { deviceId: 'device-1234567890' },
    },
    '/api/negotiation/claim': { deviceId: 'device-1234567890', tokens: ['not-a-token'] },
  };
  if (byPath[route.path]) return byPath[route.path]!;
  if (route.path.startsWith('/api/customers/me/addresses/')) return { street: 'KG 12 Ave' };
  if (route.bodyFields.includes('phone')) return { phone: '0788123456' };
  return {};
}

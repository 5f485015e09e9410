import { randomUUID } from 'node:crypto';
import { AdminProductsQuery, BulkSeoBody } from '@isoko/shared/admin/products-schema';
import {
  CategoryInput,
  CategoryPatch,
  FlashDealInput,
  FlashDealPatch,
  ProductInput,
  ProductPatch,
} from '@isoko/shared/catalog/admin-schema';
import {
  BlogListQuery,
  ContactBody,
  ContactMessagesQuery,
  CreatePostBody,
  GenerateBody,
  NewsletterBody,
} from '@isoko/shared/content/schema';
import { ApiErrorBody } from '@isoko/shared/errors';
import { QUEUE_NAMES } from '@isoko/shared/jobs';
import { TryOnBody } from '@isoko/shared/tryon/schema';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { flashDeals } from '../modules/catalog/tables';
import { addresses } from '../modules/customers/tables';
import { createProduct, createShopper, createStaff, createTestOrder } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every route the API registers, sent a fixed set of bad inputs as a guest, a shopper and an
 * admin: wrong types, missing and extra fields, broken JSON, arrays and strings for objects,
 * negative, fractional and huge numbers, long text, broken Unicode, dates the database cannot
 * hold, bad ids in the path, repeated query parameters, odd content types and unreadable forms.
 * Bad input must get a 4xx in the shop's error shape (or a normal answer): never a 5xx, a
 * request that does not end, or an error nobody caught.
 *
 * A bad value in one field only reaches the code behind validation when the rest of the body is
 * valid, so each body starts from a valid example built from the route's own schema: the OpenAPI
 * document (made from the shared zod schemas), or, for routes whose service parses the body
 * itself, that shared schema. Field names the schemas cannot fill (ids, phones) come from the
 * fixtures below.
 */

/**
 * Limits high enough for thousands of requests from one address, an admin number for the alerts
 * some routes send, and database deadlines that a busy test machine does not reach (a query
 * past its deadline answers 503, which would read as a fault of the input).
 */
const ENV = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  ADMIN_SMS_PHONE: '+250788000111',
  DATABASE_QUERY_TIMEOUT_MS: '10000',
  DATABASE_CONNECT_TIMEOUT_MS: '10000',
};
/** A request not answered by then runs on in the background (a route waiting for a job). */
const WAIT_MS = 1_500;
/** A request not answered by then has hung. */
const HANG_MS = 40_000;

/** A JSON schema, as much of it as the example builder reads. */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
}
interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** Routes whose service parses the body or query itself with a shared schema (not in the OpenAPI document). */
const SERVICE_BODIES: Record<string, z.ZodType> = {
  'POST /api/admin/products': ProductInput,
  'PUT /api/admin/products/:id': ProductPatch,
  'POST /api/admin/categories': CategoryInput,
  'PUT /api/admin/categories/:id': CategoryPatch,
  'POST /api/admin/flash-deals': FlashDealInput,
  'PUT /api/admin/flash-deals/:id': FlashDealPatch,
  'POST /api/admin/products/bulk-seo-update': BulkSeoBody,
  'POST /api/seo/generate': GenerateBody,
  'POST /api/blog/newsletter': NewsletterBody,
  'POST /api/contact': ContactBody,
  'POST /api/blog/posts': CreatePostBody,
  'POST /api/ai/virtual-tryon': TryOnBody,
};
const SERVICE_QUERIES: Record<string, z.ZodType> = {
  'GET /api/admin/products': AdminProductsQuery,
  'GET /api/blog/posts': BlogListQuery,
  'GET /api/admin/contact-messages': ContactMessagesQuery,
};
/** The MoMo sandbox (MTN's API, not ours) documents no schema: what a real caller sends. */
const SANDBOX_BODIES: Record<string, unknown> = {
  'POST /dev/momo/collection/v1_0/requesttopay': {
    amount: '100',
    currency: 'RWF',
    externalId: 'order-1',
    payer: { partyIdType: 'MSISDN', partyId: '250788123456' },
    payerMessage: 'Isoko',
    payeeNote: 'Isoko',
  },
  'POST /dev/momo/v1_0/apiuser': { providerCallbackHost: 'shop.test' },
};

// The bad inputs. Each list is small on purpose: every route gets all of them.
const LONG_TEXT = 'x'.repeat(10_001);
/** Half of an emoji (a lone surrogate), which JSON can carry but PostgreSQL's jsonb refuses. */
const HALF_EMOJI = 'Aline \ud83d';
/** Whole emoji at odd positions: text cut at an even length (a preview) splits one in two. */
const EMOJI_TEXT = `a${'😀'.repeat(150)}`;
const BAD_TEXT: unknown[] = [
  LONG_TEXT,
  HALF_EMOJI,
  EMOJI_TEXT,
  // Valid ISO text and a valid JavaScript date, but PostgreSQL has no year 0.
  '0000-01-01T00:00:00Z',
  // An id in capitals: a uuid column takes it, a lower-case comparison may not.
  'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
  42,
];
/** Negative, fractional, past every column (1e308) and past a 64-bit integer (2^63), and NaN as text. */
const BAD_NUMBERS: unknown[] = [-1, 0.5, 1e308, 2 ** 63, 'NaN'];
const BAD_OTHER: unknown[] = ['true', null, [], {}];
const BAD_PARAMS = [
  'x',
  '-1',
  '1e308',
  '9223372036854775808',
  'FFFFFFFF-FFFF-4FFF-8FFF-FFFFFFFFFFFF',
  '00000000-0000-0000-0000-00000000000z',
  '%F0%9F%98%80%E2%80%AE',
  'a'.repeat(99),
];
const BAD_QUERY = ['-1', '1e308', '9223372036854775808', LONG_TEXT];
/** Query parameters tried on routes that document none. */
const USUAL_QUERY = ['page', 'limit', 'q', 'days', 'status'];
/** Bodies of the wrong kind, broken JSON, odd content types and forms the parser cannot read. */
const SHAPES = (valid: unknown): { body?: unknown; raw?: string; type?: string }[] => [
  { body: [] },
  { body: 'text' },
  { body: 1e308 },
  { body: { ...(valid as object), extraField: LONG_TEXT } },
  { raw: '{"a":', type: 'application/json' },
  { raw: '', type: 'application/json' },
  { raw: JSON.stringify(valid), type: 'text/plain' },
  { raw: 'a=1&a=2', type: 'application/x-www-form-urlencoded' },
  { raw: 'garbage', type: 'multipart/form-data' },
  { raw: 'garbage', type: `multipart/form-data; boundary=${'b'.repeat(300)}` },
  {
    raw: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    type: 'multipart/form-data; boundary=b',
  },
];

interface Route {
  method: string;
  path: string;
}

/**
 * Method and full path of every route, from Fastify's printed route tree: each line is one
 * segment, indented four characters per level under its parent, with its methods in brackets.
 */
function routeTable(text: string): Route[] {
  const routes: Route[] = [];
  const segments: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match?.[2]) continue;
    segments.length = Math.floor(match[1]!.length / 4);
    segments.push(match[2]);
    const path = segments.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

/** Every leaf and branch of a JSON value, as key paths. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) out.push(...pathsOf(v, [...prefix, i]));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  }
  return out;
}

/** A copy of `value` with the field at `path` replaced (or removed, for `undefined`). */
function withField(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement !== undefined) parent[last] = replacement;
  else if (Array.isArray(parent)) parent.splice(last as number, 1);
  else delete parent[last];
  return copy;
}

/** What to put in a field of this type when testing it. */
function badValuesFor(value: unknown): unknown[] {
  if (typeof value === 'string') return BAD_TEXT;
  if (typeof value === 'number') return BAD_NUMBERS;
  return BAD_OTHER;
}

let t: TestApp;

/**
 * A BullMQ queue whose first command timed out while the process was busy starting stays broken
 * for good (it keeps that failed start), and every request queueing a job would answer 503; this
 * test needs them all working, so it starts again when one did not come up.
 */
async function appWithQueues(): Promise<TestApp> {
  for (let attempt = 1; ; attempt++) {
    const candidate = await createTestApp(ENV);
    const ready = await Promise.all(
      QUEUE_NAMES.map((name) =>
        candidate.app.deps.queues
          .get(name)
          .waitUntilReady()
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    if (ready.every(Boolean)) return candidate;
    await candidate.close();
    if (attempt === 3) throw new Error('the job queues did not come up');
  }
}

beforeAll(async () => {
  t = await appWithQueues();
}, 120_000);
afterAll(async () => t?.close());

describe('bad input on every route', () => {
  it('never answers 5xx, always answers 4xx in the shop’s error shape, never hangs', async () => {
    const { app } = t;
    const { db } = app.deps;
    const shopper = await createShopper(db);
    const admin = await createStaff(db, 'admin');
    const clerk = await createStaff(db, 'staff');
    const product = await createProduct(db, {
      price: 5_000,
      variants: [{ stock: 50 }, { size: 'L', stock: 50 }],
      flashPrice: 4_000,
    });
    // The admin routes change this one (price, stock, deletion), not the one orders are placed for.
    const editable = await createProduct(db, { price: 5_000, variants: [{ stock: 50 }] });
    const { order, trackingId } = await createTestOrder(db, {
      customerId: shopper.customerId,
      customerPhone: shopper.phone,
      productId: product.productId,
      variantId: product.variant.id,
    });
    const [deal] = await db.select().from(flashDeals).where(eq(flashDeals.productId, product.productId));
    await app.inject({
      method: 'POST',
      url: '/api/customers/me/addresses',
      headers: { cookie: shopper.cookie },
      payload: { district: 'Gasabo', street: 'KG 11 Ave' },
    });
    const [address] = await db.select().from(addresses).where(eq(addresses.customerId, shopper.customerId));
    const { momo } = app.deps.config;
    const token = await app.inject({
      method: 'POST',
      url: '/dev/momo/collection/token/',
      headers: {
        'ocp-apim-subscription-key': momo.subscriptionKey,
        authorization: `Basic ${Buffer.from(`${momo.apiUser}:${momo.apiKey}`).toString('base64')}`,
      },
    });
    const sandboxHeaders = {
      'ocp-apim-subscription-key': momo.subscriptionKey,
      authorization: `Bearer ${token.json().access_token}`,
      'x-target-environment': momo.targetEnvironment,
    };
    const identities = { guest: undefined, shopper: shopper.cookie, admin: admin.cookie };
    type Who = keyof typeof identities;

    /** A valid value for a path parameter of this route. */
    const validParam = (path: string, name: string): string => {
      if (name === 'id') {
        if (path.startsWith('/api/admin/products')) return editable.productId;
        if (path.startsWith('/api/products')) return product.productId;
        if (path.includes('/orders')) return order.id;
        if (path.includes('/addresses')) return address!.id;
        if (path.includes('/categories')) return product.product.categoryId!;
        if (path.includes('/flash-deals')) return deal!.id;
        if (path.includes('/customers')) return shopper.customerId;
        if (path.includes('/staff')) return clerk.staffId;
      }
      const known: Record<string, string> = {
        productId: product.productId,
        categoryId: product.product.categoryId!,
        slugOrId: product.product.categoryId!,
        trackingId,
        deviceId: 'device-bad-input-1',
        phone: '0788123456',
        decision: 'approve',
        queueName: 'sms',
        queueStatus: 'failed',
        sessionId: 'session-bad-input-01',
        name: 'picture.png',
      };
      return known[name] ?? randomUUID();
    };

    /** A valid value for a field the schemas cannot fill by type alone; SKIP leaves it out. */
    const SKIP = Symbol('skip');
    const byName = (key: string): unknown => {
      const k = key.toLowerCase();
      // Optional fields whose example would not exist (a coupon, a token, a subcategory).
      if (
        ['slug', 'subcategoryid', 'parentid', 'negotiationtoken', 'couponcode', 'product', 'user'].includes(k)
      )
        return SKIP;
      const known: Record<string, unknown> = {
        startsat: new Date().toISOString(),
        endsat: new Date(Date.now() + 86_400_000).toISOString(),
        dealprice: 1_000,
        requestid: 'bad-input-request-0001',
        phone: shopper.phone,
        payerphone: shopper.phone,
        email: 'aline@example.rw',
        productid: product.productId,
        productids: [editable.productId],
        variantid: product.variant.id,
        orderid: order.id,
        categoryid: product.product.categoryId,
        district: 'Gasabo',
        code: '123456',
        deviceid: 'device-bad-input-1',
        sessionid: 'session-bad-input-01',
        trackingid: trackingId,
        ordernumber: order.orderNumber,
        password: 'correct-horse-battery-9',
        userimage: 'data:image/png;base64,iVBORw0KGgo=',
      };
      if (k in known) return known[k];
      return k.includes('phone') ? '0788123456' : undefined;
    };

    /** A valid example of a schema: every property filled, arrays of their minimum length. */
    function example(s: Schema | undefined, key = '', depth = 0): unknown {
      if (!s || depth > 12) return 'x';
      const named = byName(key);
      if (named !== undefined) return named;
      if (s.const !== undefined) return s.const;
      if (s.default !== undefined) return s.default;
      // 'processing' is the order status a confirmed order may move to.
      if (s.enum)
        return s.enum.includes('processing') ? 'processing' : (s.enum.find((v) => v !== '') ?? s.enum[0]);
      const options = s.anyOf ?? s.oneOf;
      if (options) {
        const real = options.find(
          (o) => o.type && o.type !== 'null' && !(o.enum?.length === 1 && o.enum[0] === ''),
        );
        return example(real ?? options[0], key, depth + 1);
      }
      if (s.allOf) return example(Object.assign({}, ...s.allOf), key, depth + 1);
      const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
      if (type === 'object') {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(s.properties ?? {})) {
          const value = example(v, k, depth + 1);
          if (value !== SKIP) out[k] = value;
        }
        return out;
      }
      if (type === 'array') {
        const n = Math.max(1, s.minItems ?? 1);
        return Array.from({ length: n }, (_, i) => {
          const v = example(s.items, key, depth + 1);
          return typeof v === 'string' && n > 1 ? `${v}${i}` : v;
        });
      }
      if (type === 'string') {
        if (s.format === 'email') return 'aline@example.rw';
        if (s.format === 'date-time') return new Date(Date.now() + 60_000).toISOString();
        if (s.format === 'uuid' || s.pattern?.includes('[0-9a-f]{8}')) return randomUUID();
        const text = 'Kitenge dress fabric'.padEnd(s.minLength ?? 1, 'x').slice(0, s.maxLength ?? 1_000);
        if (!s.pattern) return text;
        const pattern = new RegExp(s.pattern);
        return (
          [text, 'bad-input-request-0001', 'kitenge', '0788123456', 'a'].find((c) => pattern.test(c)) ?? text
        );
      }
      if (type === 'integer' || type === 'number') {
        const low = s.minimum ?? (s.exclusiveMinimum === undefined ? undefined : s.exclusiveMinimum + 1);
        if ((low === undefined || low <= 1) && (s.maximum === undefined || s.maximum >= 1)) return 1;
        return low ?? s.maximum;
      }
      return type === 'boolean' ? true : 'x';
    }

    const openApi = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
    const zodSchema = (schema: z.ZodType) =>
      z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Schema;

    // What the walk found wrong, and the requests still running in the background.
    const failures: string[] = [];
    const background: { done: boolean; answer: Promise<void> }[] = [];
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('unhandledRejection', onUncaught);
    process.on('uncaughtException', onUncaught);
    let asked = 0;

    function check(label: string, url: string, res: LightMyRequestResponse) {
      if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      // Our API answers refusals in its envelope; bull-board and the MoMo sandbox have their own.
      if (res.statusCode >= 400 && res.statusCode < 500 && url.startsWith('/api')) {
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = res.body;
        }
        if (!ApiErrorBody.safeParse(body).success) {
          failures.push(`${label} → ${res.statusCode} not in the error shape: ${res.body.slice(0, 200)}`);
        }
      }
    }

    interface Ask {
      method: string;
      url: string;
      who: Who;
      body?: unknown;
      raw?: string;
      type?: string;
      label: string;
    }
    /**
     * Sends one request and checks its answer. It waits WAIT_MS at most: a request still running
     * then (a route that waits for a job no worker runs here) finishes in the background and is
     * checked at the end, and `waits` says so for the route's next requests.
     */
    async function ask(a: Ask, waits: boolean): Promise<LightMyRequestResponse | 'waits'> {
      asked++;
      const headers: Record<string, string> = { 'idempotency-key': `bad-input-${asked}` };
      const cookie = identities[a.who];
      if (cookie) headers.cookie = cookie;
      if (a.url.startsWith('/dev/momo'))
        Object.assign(headers, sandboxHeaders, { 'x-reference-id': randomUUID() });
      let payload: string | undefined;
      if (a.raw !== undefined) {
        payload = a.raw;
        if (a.type) headers['content-type'] = a.type;
      } else if (a.body !== undefined) {
        payload = JSON.stringify(a.body);
        headers['content-type'] = 'application/json';
      }
      const label = `${a.who} ${a.method} ${a.url.slice(0, 120)} ${a.label} ${(payload ?? '').slice(0, 160)}`;
      const entry: { done: boolean; answer: Promise<void>; res?: LightMyRequestResponse } = {
        done: false,
        answer: Promise.resolve(),
      };
      const send = () => app.inject({ method: a.method as 'GET', url: a.url, headers, payload });
      entry.answer = send().then(
        async (first) => {
          // A 503 says a service was too slow for a moment (Redis or the database of a busy
          // machine): the same request is sent once more, and its second answer counts. A 503
          // that bad input causes comes back the second time too.
          const res = first.statusCode === 503 ? await send() : first;
          entry.done = true;
          entry.res = res;
          check(label, a.url, res);
        },
        (error: unknown) => {
          entry.done = true;
          failures.push(`${label} → threw ${String(error)}`);
        },
      );
      if (!waits) await Promise.race([entry.answer, new Promise((r) => setTimeout(r, WAIT_MS))]);
      if (entry.res) return entry.res;
      if (!entry.done) background.push(entry);
      return 'waits';
    }

    const routes = routeTable(app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThan(150);
    // Reads first; then deletions and what empties queues; signing out last, since it ends the
    // sessions every other request uses.
    const rank = (r: Route) =>
      (r.method === 'DELETE' || /obliterate|empty|clean|remove/.test(r.path) ? 1 : 0) +
      (r.path.includes('logout') ? 2 : 0);
    routes.sort((a, b) => rank(a) - rank(b));

    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const op = openApi.paths?.[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const query = (op?.parameters ?? []).filter((p) => p.in === 'query');
      const serviceQuery = SERVICE_QUERIES[key];
      if (serviceQuery) {
        for (const [name, schema] of Object.entries(zodSchema(serviceQuery).properties ?? {})) {
          query.push({ in: 'query', name, schema });
        }
      }
      const serviceBody = SERVICE_BODIES[key];
      const bodySchema = serviceBody
        ? zodSchema(serviceBody)
        : op?.requestBody?.content?.['application/json']?.schema;
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const valid: unknown = !hasBody
        ? undefined
        : (SANDBOX_BODIES[key] ?? (bodySchema ? example(bodySchema) : {}));

      const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const pathWith = (bad: Record<string, string> = {}, rest = 'x') =>
        route.path
          .replace(
            /:(\w+)/g,
            (_m, name: string) => bad[name] ?? encodeURIComponent(validParam(route.path, name)),
          )
          .replace(/\*$/, rest);
      const required = query.filter((q) => q.required);
      const baseQuery = required.map(
        (q) => `${q.name}=${encodeURIComponent(String(example(q.schema, q.name)))}`,
      );
      const urlWith = (extra: string[] = [], bad: Record<string, string> = {}) => {
        const parts = [...baseQuery, ...extra];
        return pathWith(bad) + (parts.length ? `?${parts.join('&')}` : '');
      };

      // The valid request as each identity; the one that gets furthest (an answer, else any
      // refusal but 401/403) is the one the bad inputs are sent as. A valid request that is
      // still running after WAIT_MS waits for a job (an article, search-engine text): the
      // route's other requests then run in the background instead of each being waited for.
      let who: Who = 'guest';
      let best = Number.POSITIVE_INFINITY;
      let waits = false;
      for (const id of Object.keys(identities) as Who[]) {
        const res = await ask(
          { method: route.method, url: urlWith(), who: id, body: valid, label: 'valid' },
          waits,
        );
        const score =
          res === 'waits' || res.statusCode < 300
            ? 0
            : res.statusCode === 401 || res.statusCode === 403
              ? 2
              : 1;
        if (res === 'waits') waits = true;
        if (score < best) {
          best = score;
          who = id;
        }
      }
      const send = async (a: Omit<Ask, 'method' | 'who'> & { who?: Who }) => {
        const res = await ask({ ...a, method: route.method, who: a.who ?? who }, waits);
        if (res === 'waits') waits = true;
      };

      for (const name of params) {
        for (const bad of BAD_PARAMS)
          await send({ url: urlWith([], { [name]: bad }), body: valid, label: `param ${name}` });
      }
      // Each documented query parameter alone, the others valid; routes that document none get
      // the usual names all at once below.
      for (const { name } of query) {
        for (const bad of BAD_QUERY) {
          await send({
            url: urlWith([`${name}=${encodeURIComponent(bad)}`]),
            body: valid,
            label: `query ${name}`,
          });
        }
      }
      // Every parameter repeated, in brackets, as NaN, and as bytes that are not UTF-8 text.
      const names = query.length ? query.map((q) => q.name) : USUAL_QUERY;
      for (const spell of [
        (n: string) => `${n}=1&${n}=2&${n}[]=3`,
        (n: string) => `${n}=NaN`,
        (n: string) => `${n}=%ED%A0%80`,
      ]) {
        await send({ url: urlWith(names.map(spell)), body: valid, label: 'query all' });
      }
      if (!hasBody) continue;
      // The wrong kinds of body. Bodies are read before anyone's session is checked, so what
      // the parsers see (raw text of a content type) is sent as a guest too.
      for (const shape of SHAPES(valid)) {
        await send({ url: urlWith(), ...shape, label: 'shape' });
        if (who !== 'guest' && shape.raw !== undefined) {
          await send({ url: urlWith(), who: 'guest', ...shape, label: 'shape' });
        }
      }
      // One field at a time: left out, or replaced by each bad value of its kind.
      for (const path of pathsOf(valid)) {
        const label = `field ${path.join('.')}`;
        await send({ url: urlWith(), body: withField(valid, path, undefined), label });
        let field: unknown = valid;
        for (const k of path) field = (field as Record<string | number, unknown>)[k];
        for (const bad of badValuesFor(field))
          await send({ url: urlWith(), body: withField(valid, path, bad), label });
      }
    }

    // Requests that outlived WAIT_MS: each must still end, in time, with a good answer.
    await Promise.race([
      Promise.all(background.map((b) => b.answer)),
      new Promise((r) => setTimeout(r, HANG_MS)),
    ]);
    const hung = background.filter((b) => !b.done).length;
    process.off('unhandledRejection', onUncaught);
    process.off('uncaughtException', onUncaught);

    expect(asked).toBeGreaterThan(3_000);
    expect(failures).toEqual([]);
    expect(hung).toBe(0);
    expect(uncaught).toEqual([]);
  }, 180_000);
});

import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { createShopper, createStaff } from '../test/fixtures';
import { testPrefix } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

let app: FastifyInstance;
let testDb: TestDatabase;
let shopper: { cookie: string };
let staff: { cookie: string };
let admin: { cookie: string };

/** The only /api/admin routes open without a staff session: signing in, and signing out. */
const PUBLIC_ADMIN_ROUTES = ['POST /api/admin/auth/login', 'POST /api/admin/auth/logout'];

/** Every route only admins may use, as the API document names it. */
const ADMIN_ONLY_ROUTES = [
  'PUT /api/shipping/settings',
  'POST /api/admin/products',
  'PUT /api/admin/products/{id}',
  'DELETE /api/admin/products/{id}',
  'POST /api/admin/products/{id}/seo',
  'POST /api/admin/products/bulk-seo-update',
  'POST /api/admin/categories',
  'PUT /api/admin/categories/{id}',
  'DELETE /api/admin/categories/{id}',
  'POST /api/admin/flash-deals',
  'PUT /api/admin/flash-deals/{id}',
  'DELETE /api/admin/flash-deals/{id}',
  'POST /api/admin/analyze-stock',
  'POST /api/admin/media',
  'GET /api/admin/staff',
  'POST /api/admin/staff',
  'PATCH /api/admin/staff/{id}',
  'POST /api/admin/staff/{id}/reset-password',
  'POST /api/blog/posts',
  'DELETE /api/blog/posts/{id}',
  'PUT /api/blog/posts/{id}/published',
  'GET /api/blog/unpublished',
  'POST /api/seo/generate',
  'GET /api/seo/jobs/{jobId}',
];

/** The routes of the API document, as 'METHOD /path/{param}'. */
const documentedRoutes = () => {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
};

/** A request to a documented route with an empty body and an id that is no uuid. */
const emptyRequest = (route: string): InjectOptions => {
  const [method, path] = route.split(' ') as [string, string];
  const url = path.replace(/\{\w+\}/g, 'not-an-id');
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return { method: method as InjectOptions['method'], url, ...(hasBody ? { payload: {} } : {}) };
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  app = await buildApp(testConfig({ REDIS_PREFIX: testPrefix(), RATE_LIMIT_PER_MINUTE: '100000' }), {
    database: testDb.database,
  });
  // Throwaway admin routes that forget any guard, as a new one might.
  app.get('/api/admin/throwaway', async () => ({ success: true }));
  app.post(
    '/api/admin/throwaway-body',
    { schema: { body: z.object({ name: z.string().min(3) }) } },
    async () => ({ success: true }),
  );
  await app.register(
    async (child) => {
      child.delete('/thing/:id', async () => ({ success: true }));
    },
    { prefix: '/api/admin/prefixed' },
  );
  app.get('/api/admin/throwaway-public', { config: { public: true } }, async () => ({ success: true }));
  app.get('/api/admin/throwaway-admins', { onRequest: app.requireStaff('admin') }, async () => ({
    success: true,
  }));
  await app.ready();
  shopper = await createShopper(app.deps.db);
  staff = await createStaff(app.deps.db);
  admin = await createStaff(app.deps.db, 'admin');
});
afterAll(async () => {
  await app.close();
  await testDb.drop();
});

const call = (opts: InjectOptions, cookie?: string) =>
  app.inject({ ...opts, headers: { ...(opts.headers ?? {}), ...(cookie ? { cookie } : {}) } });

describe('admin routes deny by default', () => {
  it('guards an admin route registered without any guard: 401 anonymous, 403 shopper, 200 staff', async () => {
    for (const opts of [
      { method: 'GET', url: '/api/admin/throwaway' },
      { method: 'DELETE', url: '/api/admin/prefixed/thing/1' },
    ] as const) {
      const anonymous = await call(opts);
      expect(anonymous.statusCode, opts.url).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
      // A shopper's session is no staff session: known, but not allowed.
      const asShopper = await call(opts, shopper.cookie);
      expect(asShopper.statusCode, opts.url).toBe(403);
      expect(asShopper.json().error.code).toBe('FORBIDDEN');
      expect((await call(opts, staff.cookie)).statusCode, opts.url).toBe(200);
    }
  });

  it("keeps a route's own role check: 403 for staff on an admins-only route", async () => {
    const opts = { method: 'GET', url: '/api/admin/throwaway-admins' } as const;
    expect((await call(opts)).statusCode).toBe(401);
    const asStaff = await call(opts, staff.cookie);
    expect(asStaff.statusCode).toBe(403);
    expect(asStaff.json().error.code).toBe('FORBIDDEN');
    expect((await call(opts, admin.cookie)).statusCode).toBe(200);
  });

  it('answers 401 before looking at the input, so a stranger learns nothing about it', async () => {
    const bad = { method: 'POST', url: '/api/admin/throwaway-body', payload: { name: 1 } } as const;
    expect((await call(bad)).statusCode).toBe(401);
    expect((await call(bad, staff.cookie)).statusCode).toBe(400);
  });

  it('checks the role before the input: 403, not 400, for staff on every admins-only route', async () => {
    const documented = documentedRoutes();
    expect(ADMIN_ONLY_ROUTES.filter((r) => !documented.includes(r))).toEqual([]);
    const answers: string[] = [];
    for (const route of ADMIN_ONLY_ROUTES) {
      const res = await call(emptyRequest(route), staff.cookie);
      answers.push(`${route}: ${res.statusCode} ${res.json().error?.code}`);
    }
    expect(answers).toEqual(ADMIN_ONLY_ROUTES.map((route) => `${route}: 403 FORBIDDEN`));
  });

  it('lists every route that refuses staff for their role', async () => {
    const refused: string[] = [];
    for (const route of documentedRoutes()) {
      // Signing out would end the session the walk uses.
      if (PUBLIC_ADMIN_ROUTES.includes(route) || route.endsWith('/logout')) continue;
      const res = await call(emptyRequest(route), staff.cookie);
      if (res.statusCode === 403) refused.push(route);
    }
    expect(refused.sort()).toEqual([...ADMIN_ONLY_ROUTES, 'GET /api/admin/throwaway-admins'].sort());
  });

  it('refuses to start a route whose staff guard would run after validation', async () => {
    const other = await buildApp(testConfig({ REDIS_PREFIX: testPrefix() }), { database: testDb.database });
    try {
      expect(() =>
        other.put(
          '/api/admin/late-guard',
          { preHandler: other.requireStaff('admin'), schema: { body: z.object({ name: z.string() }) } },
          async () => ({ success: true }),
        ),
      ).toThrow(/onRequest, not preHandler/);
    } finally {
      await other.close();
    }
  });

  it('leaves a route marked public open', async () => {
    expect((await call({ method: 'GET', url: '/api/admin/throwaway-public' })).statusCode).toBe(200);
  });

  it('guards every admin route in the API document except sign-in and sign-out', async () => {
    const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase(), path })),
      );
    // The document lists the real routes (not only the throwaway ones added here).
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['GET /api/admin/auth/verify', 'PUT /api/admin/orders/{id}/status']),
    );
    const open: string[] = [];
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.path.replace(/\{\w+\}/g, '00000000-0000-0000-0000-000000000000');
      const method = route.method as InjectOptions['method'];
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const opts: InjectOptions = { method, url, ...(hasBody ? { payload: {} } : {}) };
      const anonymous = await call(opts);
      const asShopper = await call(opts, shopper.cookie);
      const name = `${route.method} ${route.path}`;
      if (anonymous.statusCode !== 401) open.push(name);
      else if (asShopper.statusCode !== 403) wrong.push(`${name} as shopper: ${asShopper.statusCode}`);
    }
    // The walk covers the throwaway routes too; only the one marked public is open.
    expect(open.sort()).toEqual([...PUBLIC_ADMIN_ROUTES, 'GET /api/admin/throwaway-public'].sort());
    expect(wrong).toEqual([]);
  });
});

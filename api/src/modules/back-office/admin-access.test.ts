import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, createStaff } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Walks every /api/admin route of the API document as anonymous, shopper, staff and admin.
 * A new admin route is covered without listing it: staff may read (GET) anything but staff
 * accounts, and change only orders (and place the demo test order); every other change is
 * admin-only, refused with 403 before the body is even read.
 */

/** Open without a staff session: signing in and signing out. */
const PUBLIC = ['POST /api/admin/auth/login', 'POST /api/admin/auth/logout'];
/** Paths where staff (not only admins) may also write: they move orders. */
const STAFF_PATHS = [
  /^\/api\/admin\/orders(\/|$)/,
  /^\/api\/admin\/customers(\/|$)/,
  /^\/api\/admin\/dashboard$/,
  /^\/api\/admin\/auth\//,
  /^\/api\/admin\/test-order$/,
  // Staff answer shoppers' chats by hand.
  /^\/api\/admin\/conversations\/chat\//,
];

let t: TestApp;
let cookies: { shopper: string; staff: string; admin: string };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const { db } = t.app.deps;
  cookies = {
    shopper: (await createShopper(db)).cookie,
    staff: (await createStaff(db, 'staff')).cookie,
    admin: (await createStaff(db, 'admin')).cookie,
  };
}, 60_000);
afterAll(async () => t?.close());

function adminRoutes(app: FastifyInstance) {
  const doc = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase() as InjectOptions['method'] & string, path })),
    )
    .filter((r) => !PUBLIC.includes(`${r.method} ${r.path}`));
}

const call = (route: { method: string; path: string }, cookie?: string) => {
  const url = route.path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return t.app.inject({
    method: route.method as InjectOptions['method'],
    url,
    ...(hasBody ? { payload: {} } : {}),
    headers: cookie ? { cookie } : {},
  });
};

describe('every /api/admin route', () => {
  it('lists the back-office routes in the API document', () => {
    const names = adminRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/orders',
        'GET /api/admin/orders/{id}',
        'POST /api/admin/orders/bulk-status',
        'POST /api/admin/orders/{id}/refunds',
        'GET /api/admin/orders/export.csv',
        'GET /api/admin/customers',
        'GET /api/admin/customers/{id}',
        'GET /api/admin/dashboard',
        'GET /api/admin/staff',
        'POST /api/admin/staff',
        'PATCH /api/admin/staff/{id}',
        'POST /api/admin/staff/{id}/reset-password',
        'POST /api/admin/test-order',
      ]),
    );
  });

  it('answers 401 anonymous, 403 shopper, staff as their role allows, admin always past the guard', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes(t.app)) {
      const name = `${route.method} ${route.path}`;
      const staffMay =
        STAFF_PATHS.some((p) => p.test(route.path)) ||
        (route.method === 'GET' && !route.path.startsWith('/api/admin/staff'));
      const anonymous = (await call(route)).statusCode;
      const shopper = (await call(route, cookies.shopper)).statusCode;
      const staff = (await call(route, cookies.staff)).statusCode;
      const admin = (await call(route, cookies.admin)).statusCode;
      if (anonymous !== 401) wrong.push(`${name} anonymous ${anonymous}`);
      if (shopper !== 403) wrong.push(`${name} shopper ${shopper}`);
      if (staffMay ? [401, 403].includes(staff) : staff !== 403) wrong.push(`${name} staff ${staff}`);
      if ([401, 403].includes(admin)) wrong.push(`${name} admin ${admin}`);
    }
    expect(wrong).toEqual([]);
  });
});

/** Admin-only routes that keep their published paths outside /api/admin (the blog's Publish and Unpublish, and the article generator). */
const ADMIN_ROUTES_OUTSIDE_PREFIX = [
  { method: 'POST', path: '/api/blog/posts' },
  { method: 'PUT', path: '/api/blog/posts/{id}/published' },
  { method: 'GET', path: '/api/blog/unpublished' },
  { method: 'POST', path: '/api/seo/generate' },
  { method: 'GET', path: '/api/seo/jobs/{jobId}' },
];

describe('admin-only routes outside /api/admin', () => {
  it('answers 401 anonymous, 403 shopper and staff, admin past the guard', async () => {
    const wrong: string[] = [];
    for (const route of ADMIN_ROUTES_OUTSIDE_PREFIX) {
      const name = `${route.method} ${route.path}`;
      const codes = {
        anonymous: (await call(route)).statusCode,
        shopper: (await call(route, cookies.shopper)).statusCode,
        staff: (await call(route, cookies.staff)).statusCode,
        admin: (await call(route, cookies.admin)).statusCode,
      };
      if (codes.anonymous !== 401) wrong.push(`${name} anonymous ${codes.anonymous}`);
      if (codes.shopper !== 403) wrong.push(`${name} shopper ${codes.shopper}`);
      if (codes.staff !== 403) wrong.push(`${name} staff ${codes.staff}`);
      if ([401, 403].includes(codes.admin)) wrong.push(`${name} admin ${codes.admin}`);
    }
    expect(wrong).toEqual([]);
  });
});

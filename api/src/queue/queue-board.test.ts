import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper, createStaff } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let cookies: { shopper: string; staff: string; admin: string };
beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.deps;
  cookies = {
    shopper: (await createShopper(db)).cookie,
    staff: (await createStaff(db, 'staff')).cookie,
    admin: (await createStaff(db, 'admin')).cookie,
  };
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('the queue dashboard at /admin/queues', () => {
  it('sends a browser without a session to sign in and refuses other anonymous calls', async () => {
    const page = await get('/admin/queues', { accept: 'text/html' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/admin/login?next=%2Fadmin%2Fqueues');
    const api = await get('/admin/queues/api/queues');
    expect(api.statusCode).toBe(401);
    expect(api.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses shoppers and staff who are not admins', async () => {
    for (const cookie of [cookies.shopper, cookies.staff]) {
      const res = await get('/admin/queues/api/queues', { cookie });
      expect(res.statusCode).toBe(cookie === cookies.staff ? 403 : 401);
    }
    expect((await get('/admin/queues', { cookie: cookies.staff, accept: 'text/html' })).statusCode).toBe(403);
  });

  it('shows admins the board and every queue', async () => {
    const page = await get('/admin/queues', { cookie: cookies.admin, accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Isoko queues');
    const api = await get('/admin/queues/api/queues', { cookie: cookies.admin });
    expect(api.statusCode).toBe(200);
    const names = (api.json().queues as { name: string }[]).map((q) => q.name).sort();
    expect(names).toEqual(expect.arrayContaining(['payments', 'seo', 'sms', 'stock']));
  });

  it('answers bad input from an admin with 400 in the shop error shape, never 500', async () => {
    const deep = `${'['.repeat(80)}${']'.repeat(80)}`;
    const cases: { method: 'GET' | 'POST'; url: string; payload?: string; code: string }[] = [
      {
        method: 'GET',
        url: '/admin/queues/api/queues?activeQueue=sms&status=latest&jobsPerPage=%00',
        code: 'VALIDATION_FAILED',
      },
      { method: 'GET', url: '/admin/queues/api/queues/sms/a%00b', code: 'VALIDATION_FAILED' },
      {
        method: 'POST',
        url: '/admin/queues/api/queues/sms/add',
        payload: '{"name":"a\\u0000","data":{}}',
        code: 'VALIDATION_FAILED',
      },
      { method: 'POST', url: '/admin/queues/api/queues/sms/add', payload: deep, code: 'JSON_TOO_DEEP' },
    ];
    for (const { method, url, payload, code } of cases) {
      const res = await t.app.inject({
        method,
        url,
        payload,
        headers: { cookie: cookies.admin, ...(payload ? { 'content-type': 'application/json' } : {}) },
      });
      expect({ url, status: res.statusCode, body: res.json() }).toMatchObject({
        url,
        status: 400,
        body: { success: false, error: { code } },
      });
    }
    // bull-board's own answers for a job it does not know stay as they were.
    const missing = await get('/admin/queues/api/queues/sms/no-such-job', { cookie: cookies.admin });
    expect(missing.statusCode).toBe(404);
  });
});

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
});

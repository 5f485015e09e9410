import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { freshIp, registerCustomer } from '../../test/sign-in';
import { testPrefix } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { CUSTOMER_ALERTS_PER_HOUR } from '../notifications/routes';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD_FILE, firstAdminSeed } from './seed';
import { STAFF_COOKIE } from './sessions';
import { ensureStaffUser } from './staff';
import { staffUsers } from './tables';

let t: { app: FastifyInstance; close(): Promise<void> };
beforeAll(async () => {
  const testDb = await createTestDatabase();
  const app = await buildApp(testConfig({ REDIS_PREFIX: testPrefix(), ADMIN_SMS_PHONE: '0788000111' }), {
    database: testDb.database,
  });
  // An admin-only route, to see the role check as later issues will use it.
  app.get('/api/admin/test-admin-only', { onRequest: app.requireStaff('admin') }, async () => ({
    success: true,
  }));
  await app.ready();
  t = {
    app,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
  await ensureStaffUser(t.app.deps.db, {
    email: 'boss@isoko.rw',
    password: 'correct horse battery',
    name: 'Boss',
    role: 'admin',
  });
  await ensureStaffUser(t.app.deps.db, {
    email: 'clerk@isoko.rw',
    password: 'clerk password 1',
    name: 'Clerk',
    role: 'staff',
  });
  await ensureStaffUser(t.app.deps.db, {
    email: 'gone@isoko.rw',
    password: 'gone password 1',
    name: 'Gone',
    role: 'admin',
  });
  await t.app.deps.db
    .update(staffUsers)
    .set({ disabledAt: sql`now()` })
    .where(eq(staffUsers.email, 'gone@isoko.rw'));
});
afterAll(async () => t.close());

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    // These tests call the API as a client would: asking for the bearer token.
    url: '/api/admin/auth/login?token=bearer',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('staff sign-in', () => {
  it('signs an admin in: token, user and an httpOnly isoko_staff cookie', async () => {
    const res = await login('Boss@Isoko.rw', 'correct horse battery');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { user: { email: 'boss@isoko.rw', role: 'admin' } } });
    expect(body.data.token).toEqual(expect.any(String));
    const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie.value).toBe(body.data.token);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');

    const byCookie = await t.app.inject({
      url: '/api/admin/auth/verify',
      headers: { cookie: `${STAFF_COOKIE}=${cookie.value}` },
    });
    expect(byCookie.json()).toMatchObject({ success: true, data: { user: { role: 'admin' } } });
    const byBearer = await t.app.inject({
      url: '/api/admin/auth/verify',
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(byBearer.statusCode).toBe(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const [row] = await t.app.deps.db.select().from(staffUsers).where(eq(staffUsers.email, 'boss@isoko.rw'));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row!.passwordHash).not.toContain('correct horse');
  });

  it('answers a wrong password and an unknown e-mail alike: 401 Invalid email or password', async () => {
    for (const res of [
      await login('boss@isoko.rw', 'wrong password'),
      await login('nobody@isoko.rw', 'whatever'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
      expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined();
    }
  });

  it('refuses a disabled account with 403 STAFF_DISABLED, said only to who knows its password', async () => {
    const res = await login('gone@isoko.rw', 'gone password 1');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'STAFF_DISABLED',
      message: 'Your account has been disabled. Ask an administrator.',
    });
    expect(res.cookies.find((c) => c.name === STAFF_COOKIE)).toBeUndefined();
    // A wrong password for it is the same 401 as for any e-mail.
    const wrong = await login('gone@isoko.rw', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid email or password' });
  });

  it('lets a staff member in but keeps admin-only routes forbidden to them', async () => {
    const res = await login('clerk@isoko.rw', 'clerk password 1');
    expect(res.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${res.json().data.token}` };
    const admin = await t.app.inject({ url: '/api/admin/test-admin-only', headers });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe('Access denied. Admin privileges required.');
    const boss = await login('boss@isoko.rw', 'correct horse battery');
    const ok = await t.app.inject({
      url: '/api/admin/test-admin-only',
      headers: { authorization: `Bearer ${boss.json().data.token}` },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('does not take a customer session for a staff one', async () => {
    const customer = await registerCustomer(t.app, '+250788765001');
    const res = await t.app.inject({ url: '/api/admin/auth/verify', headers: { cookie: customer.header } });
    // Known but not staff: 'Access denied. Admin privileges required.' (the guard sends either to login).
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Access denied. Admin privileges required.');
  });

  it('revokes the staff session on logout', async () => {
    const token = (await login('boss@isoko.rw', 'correct horse battery')).json().data.token;
    const headers = { authorization: `Bearer ${token}` };
    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/auth/verify', headers })).statusCode).toBe(401);
  });

  it('limits sign-in attempts per IP address', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await login('boss@isoko.rw', `guess ${i}`, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

/** POST /api/sms/admin-alert with this cookie (a customer's or staff's session). */
const alertAs = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/sms/admin-alert', payload, headers: { cookie } });

const staffCookie = async (email: string, password: string) =>
  `${STAFF_COOKIE}=${(await login(email, password)).json().data.token}`;

describe('admin alert texts', () => {
  it('are for staff and signed-in customers, and go to the configured admin phone, not the payload one', async () => {
    const customer = await registerCustomer(t.app, '+250788765002');
    const payload = { phone: '+250788999999', alertMessage: 'Stock of Kitenge dress is low' };
    const guest = await t.app.inject({ method: 'POST', url: '/api/sms/admin-alert', payload });
    expect(guest.statusCode).toBe(401);
    const asCustomer = () =>
      alertAs(customer.header, { ...payload, alertMessage: 'Where is my order ISK-1?' });
    // A customer's alerts carry their number, a few an hour.
    for (let i = 0; i < CUSTOMER_ALERTS_PER_HOUR; i++) expect((await asCustomer()).statusCode).toBe(200);
    const tooMany = await asCustomer();
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().error.code).toBe('RATE_LIMITED');
    const queued = await t.app.deps.queues.get('sms').getJobs(['waiting', 'delayed', 'prioritized']);
    const fromCustomer = queued.filter((j) => j?.data?.message?.includes('Where is my order'));
    expect(fromCustomer).toHaveLength(CUSTOMER_ALERTS_PER_HOUR);
    expect(fromCustomer[0]!.data).toMatchObject({ to: '+250788000111', kind: 'admin_alert' });
    expect(fromCustomer[0]!.data.message).toContain('Customer +250788765002: Where is my order ISK-1?');
    const res = await alertAs(await staffCookie('clerk@isoko.rw', 'clerk password 1'), payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, queued: true });
    const jobs = await t.app.deps.queues.get('sms').getJobs(['waiting', 'delayed', 'prioritized']);
    const alert = jobs.find((j) => j?.data?.kind === 'admin_alert');
    expect(alert?.data).toMatchObject({ to: '+250788000111', essential: true });
    expect(alert?.data.message).toContain('Stock of Kitenge dress is low');
  });
});

describe("customers' alert texts together", () => {
  it('stop at the shop-wide hourly budget, while staff alerts still go out', async () => {
    const { config, redis } = t.app.deps;
    const cap = config.sms.customerAlertsPerHour;
    expect(cap).toBeGreaterThan(0);
    // Other customers have used the whole budget this hour (and the next, should the hour turn).
    const hour = Math.floor(Date.now() / 3_600_000);
    const keys = [hour, hour + 1].map((h) => `${config.redis.prefix}:admin-alert:customers:${h}`);
    for (const key of keys) await redis.set(key, String(cap), 'EX', 7_200);
    try {
      const customer = await registerCustomer(t.app, '+250788765003');
      const payload = { alertMessage: 'Please call me back' };
      const refused = await alertAs(customer.header, payload);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
      expect(refused.json().error.details.retryAfterSeconds).toBeGreaterThan(0);
      const fromStaff = await alertAs(await staffCookie('clerk@isoko.rw', 'clerk password 1'), payload);
      expect(fromStaff.statusCode).toBe(200);
      const jobs = await t.app.deps.queues.get('sms').getJobs(['waiting', 'delayed', 'prioritized']);
      expect(jobs.filter((j) => j?.data?.message?.includes('+250788765003'))).toHaveLength(0);
    } finally {
      await redis.del(...keys);
    }
  });
});

describe('the first admin (seed)', () => {
  const run = async (overrides: Partial<ReturnType<typeof testConfig>>, said: string[]) =>
    firstAdminSeed.run(
      { ...t.app.deps, config: { ...t.app.deps.config, ...overrides } },
      {
        products: 0,
        say: (l) => said.push(l),
      },
    );

  it('creates admin@isoko.demo in demo mode with a generated password kept in the data dir and printed', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'isoko-seed-'));
    try {
      const said: string[] = [];
      await run({ dataDir, admin: { email: undefined, password: undefined } }, said);
      const password = readFileSync(path.join(dataDir, DEMO_ADMIN_PASSWORD_FILE), 'utf8').trim();
      expect(password.length).toBeGreaterThanOrEqual(12);
      expect(said.join('\n')).toContain(`${DEMO_ADMIN_EMAIL} / ${password}`);
      expect((await login(DEMO_ADMIN_EMAIL, password)).statusCode).toBe(200);
      // Idempotent: a second start keeps the same account and password.
      const again: string[] = [];
      await run({ dataDir, admin: { email: undefined, password: undefined } }, again);
      expect(again.join('\n')).toContain(password);
      const rows = await t.app.deps.db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, DEMO_ADMIN_EMAIL));
      expect(rows).toHaveLength(1);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD and never prints the password', async () => {
    const said: string[] = [];
    await run({ admin: { email: 'Owner@Isoko.rw', password: 'owner password 123' } }, said);
    expect(said.join('\n')).not.toContain('owner password 123');
    const res = await login('owner@isoko.rw', 'owner password 123');
    expect(res.json().data.user.role).toBe('admin');
  });

  it('creates no demo admin and prints nothing in production mode', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'isoko-seed-'));
    try {
      await t.app.deps.db.delete(staffUsers).where(eq(staffUsers.email, DEMO_ADMIN_EMAIL));
      const said: string[] = [];
      await run(
        { isDemo: false, mode: 'production', dataDir, admin: { email: undefined, password: undefined } },
        said,
      );
      expect(said).toEqual([]);
      const rows = await t.app.deps.db
        .select()
        .from(staffUsers)
        .where(eq(staffUsers.email, DEMO_ADMIN_EMAIL));
      expect(rows).toHaveLength(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { Writable } from 'node:stream';
import { OTP_MAX_PER_DAY } from '@isoko/shared/auth/schema';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { otpCodes, staffUsers } from '../modules/auth/tables';
import { createStaff } from '../test/fixtures';
import { freshIp } from '../test/sign-in';
import { createTestApp, type TestApp, testPrefix } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

/** Privacy and abuse limits: what strangers learn, what logs keep, which doors are shut. */

let t: TestApp;
beforeAll(async () => {
  // No ADMIN_SMS_PHONE, and /metrics behind a token.
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', METRICS_TOKEN: 'metrics-token-0123456789' });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

describe('sign-in codes', () => {
  it(`sends at most ${OTP_MAX_PER_DAY} codes per phone per day`, async () => {
    const phone = '+250788555001';
    // Codes sent earlier today, spread so the ten-minute window is clear.
    for (let i = 0; i < OTP_MAX_PER_DAY; i++) {
      await t.app.deps.db.insert(otpCodes).values({
        phone,
        codeHash: 'x',
        expiresAt: sql`now() - interval '1 hour'`,
        createdAt: sql`now() - make_interval(mins => ${60 + i * 60})`,
      });
    }
    const res = await post('/api/auth/request-code', { phone });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('OTP_RATE_LIMITED');
    expect(res.json().error.details.retryAfterSeconds).toBeGreaterThan(3600);
    const other = await post('/api/auth/request-code', { phone: '+250788555002' });
    expect(other.statusCode).toBe(200);
  });
});

describe('the admin alert text', () => {
  it('answers 409 NOT_CONFIGURED without ADMIN_SMS_PHONE: a missing setting is not an outage', async () => {
    const staff = await createStaff(t.app.deps.db, 'admin');
    const res = await post(
      '/api/sms/admin-alert',
      { alertMessage: 'Stock is low' },
      { cookie: staff.cookie },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_CONFIGURED');
  });
});

describe('the staff sign-in', () => {
  it('puts the token in the httpOnly cookie only, unless the client asks for a bearer token', async () => {
    await t.app.deps.db.insert(staffUsers).values({
      email: 'owner@isoko.rw',
      role: 'admin',
      passwordHash: await hash('owner password 1'),
    });
    const payload = { email: 'owner@isoko.rw', password: 'owner password 1' };
    const browser = await post('/api/admin/auth/login', payload);
    expect(browser.statusCode).toBe(200);
    expect(browser.json().data.token).toBeUndefined();
    const cookie = browser.cookies.find((c) => c.name === 'isoko_staff');
    expect(cookie?.httpOnly).toBe(true);
    expect(browser.body).not.toContain(cookie!.value);

    const client = await post('/api/admin/auth/login?token=bearer', payload);
    expect(client.json().data.token).toEqual(expect.any(String));
  });
});

describe('/metrics', () => {
  it('needs the METRICS_TOKEN as a bearer token when one is set', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer metrics-token-0123456789' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds');
  });
});

const PRODUCTION = {
  MODE: 'production',
  DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
  SMS_PROVIDER: 'africastalking',
  AT_USERNAME: 'u',
  AT_API_KEY: 'k',
  MOMO_BASE_URL: 'https://momo.example.invalid',
  MOMO_SUBSCRIPTION_KEY: 's',
  MOMO_API_USER: 'u',
  MOMO_API_KEY: 'k',
};

describe('a production shop', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ ...PRODUCTION, API_DOCS: 'false' });
  });
  afterAll(() => prod?.close());

  it('has no /metrics without METRICS_TOKEN, and no API docs with API_DOCS=false', async () => {
    expect((await prod.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await prod.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
    expect((await prod.app.inject({ url: '/api/docs/json' })).statusCode).toBe(404);
  });

  it('has none of the demo helpers: handset texts, MoMo approvals, the sandbox', async () => {
    for (const url of [
      '/api/dev/phone',
      '/api/dev/phone/+250788123456/messages',
      '/dev/phone',
      '/dev/momo/collection/token/',
    ]) {
      expect((await prod.app.inject({ url })).statusCode).toBe(404);
    }
    const approve = await prod.app.inject({
      method: 'POST',
      url: '/api/dev/momo/00000000-0000-4000-8000-000000000000/approve',
    });
    expect(approve.statusCode).toBe(404);
  });
});

describe('logs', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    testDb = await createTestDatabase();
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildApp(testConfig({ REDIS_PREFIX: testPrefix(), LOG_LEVEL: 'info' }), {
      database: testDb.database,
      logStream,
    });
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  it('mask phone numbers in request URLs', async () => {
    await app.inject({ url: '/api/auth/check-phone?phone=0788123456' });
    await app.inject({ url: '/api/dev/phone/%2B250788123456/messages' });
    const text = lines.join('');
    expect(text).toContain('/api/auth/check-phone?phone=078****456');
    expect(text).not.toContain('0788123456');
    expect(text).not.toContain('250788123456');
  });
});

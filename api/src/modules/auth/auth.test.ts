import { Writable } from 'node:stream';
import { OTP_MAX_ATTEMPTS } from '@isoko/shared/auth/schema';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { codeSentTo, freshIp, registerCustomer } from '../../test/sign-in';
import { createTestApp, type TestApp, testPrefix } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { customers } from '../customers/tables';
import { outboxEvents } from '../outbox/tables';
import { hashOtp } from './otp';
import { CUSTOMER_COOKIE } from './sessions';
import { otpCodes } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let phoneSeq = 0;
/** A fresh MTN number per test (+25078xxxxxxx). */
const newPhone = () => {
  phoneSeq += 1;
  return `+25078${String(Math.floor(Math.random() * 9000) + 1000)}${String(phoneSeq).padStart(3, '0')}`;
};

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

const wrongCode = (code: string) => String(((Number(code) - 100_000 + 1) % 900_000) + 100_000);

describe('requesting a code', () => {
  it('sends a code to a new phone, says it is new, and never returns the code', async () => {
    const phone = newPhone();
    const res = await post('/api/auth/request-code', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, exists: false, expiresInSeconds: 300 });
    const code = await codeSentTo(t.app, phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(res.body).not.toContain(code);
  });

  it('stores only an HMAC of the code, bound to the phone', async () => {
    const phone = newPhone();
    await post('/api/auth/request-code', { phone: phone.replace('+250', '0') });
    const code = await codeSentTo(t.app, phone);
    const [row] = await t.app.deps.db.select().from(otpCodes).where(eq(otpCodes.phone, phone));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toBe(hashOtp(t.app.deps.config.sessionSecret, phone, code));
    const expiresInMs = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.round(expiresInMs / 1000)).toBe(300);
  });

  it('sends at most 3 codes per phone per 10 minutes, then answers 429 OTP_RATE_LIMITED', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/request-code', { phone })).statusCode).toBe(200);
    const res = await post('/api/auth/request-code', { phone });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('OTP_RATE_LIMITED');
    expect(res.json().error.message).toMatch(/Too many codes were sent to this number/);
  });

  it('says how long to wait in whole minutes and hours, with their plurals', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/request-code', { phone })).statusCode).toBe(200);
    const message = async () => {
      const res = await post('/api/auth/request-code', { phone });
      expect(res.statusCode).toBe(429);
      return res.json().error.message as string;
    };
    expect(await message()).toBe(
      'Too many codes were sent to this number. Please wait 10 minutes and try again.',
    );
    // The first of the three codes was sent 9.5 minutes ago: half a minute of the window is left.
    const { db } = t.app.deps;
    await db.execute(sql`update otp_codes set created_at = now() - interval '9 minutes 30 seconds'
        where phone = ${phone} and created_at = (select min(created_at) from otp_codes where phone = ${phone})`);
    expect(await message()).toBe(
      'Too many codes were sent to this number. Please wait 1 minute and try again.',
    );
    // Ten codes today, the first 23.5 hours ago and none in the last ten minutes: the day's limit.
    await db.delete(otpCodes).where(eq(otpCodes.phone, phone));
    await db.insert(otpCodes).values(
      Array.from({ length: 10 }, (_, i) => ({
        phone,
        codeHash: 'x',
        expiresAt: new Date(Date.now() - 3_600_000),
        createdAt: new Date(Date.now() - (i === 0 ? 23.5 : 2) * 3_600_000),
      })),
    );
    expect(await message()).toBe(
      'Too many codes were sent to this number today. Please try again in 1 hour.',
    );
    // All ten sent 21.5 hours ago: 2.5 hours to go, said as 3.
    await db.execute(sql`update otp_codes set created_at = now() - interval '21 hours 30 minutes'
        where phone = ${phone}`);
    expect(await message()).toBe(
      'Too many codes were sent to this number today. Please try again in 3 hours.',
    );
  });

  it('limits code requests per IP address with 429 OTP_RATE_LIMITED', async () => {
    const ip = freshIp();
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await post('/api/auth/request-code', { phone: newPhone() }, { 'x-forwarded-for': ip });
      answers.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json().error.code).toBe('OTP_RATE_LIMITED');
    }
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  it('limits phone checks per IP address with 429', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 61; i++) {
      last = (await post('/api/auth/check-phone', { phone: newPhone() }, { 'x-forwarded-for': ip }))
        .statusCode;
    }
    expect(last).toBe(429);
  });

  it('refuses a number that is not a Rwandan mobile with a clear message', async () => {
    const res = await post('/api/auth/request-code', { phone: '+254712345678' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('Please enter a valid Rwandan mobile number');
  });

  it('keeps /login-phone as the start of the code flow: it never signs anyone in', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone);
    const res = await post('/api/auth/login-phone', { phone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, exists: true });
    expect(res.json().user).toBeUndefined();
    expect(res.cookies.find((c) => c.name === CUSTOMER_COOKIE)).toBeUndefined();
  });
});

describe('registering', () => {
  it('creates the account with the code sent at step 1 and sets an httpOnly SameSite=Lax session cookie', async () => {
    const phone = newPhone();
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const res = await post('/api/auth/register', {
      phone: phone.replace('+250', '0'),
      code,
      firstName: 'Jean',
      lastName: 'Claude Habimana',
      password: 'ignored placeholder',
      addresses: [
        { type: 'home', address: 'KN 4 Ave', city: 'Kigali', district: 'Kicukiro', country: 'Rwanda' },
      ],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, isNew: true, user: { firstName: 'Jean', phone } });
    expect(body.data.user).toEqual(body.user);
    expect(body.user.addresses).toEqual([
      expect.objectContaining({
        province: 'City of Kigali',
        district: 'Kicukiro',
        street: 'KN 4 Ave',
        city: 'Kigali',
        isDefault: true,
        receiverName: 'Jean Claude Habimana',
        phone,
      }),
    ]);
    const cookie = res.cookies.find((c) => c.name === CUSTOMER_COOKIE)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(res.body).not.toContain(code);

    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `${CUSTOMER_COOKIE}=${cookie.value}` },
    });
    expect(me.json().user).toMatchObject({ phone, firstName: 'Jean' });
  });

  it('queues the welcome text with the account, once per customer', async () => {
    const phone = newPhone();
    const { userId } = await registerCustomer(t.app, phone);
    const events = await t.app.deps.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'customerId' = ${userId}`);
    expect(events).toHaveLength(1);
    expect(events[0]!.deliveries).toEqual([
      expect.objectContaining({
        kind: 'job',
        queue: 'sms',
        name: 'send',
        data: expect.objectContaining({ to: phone, kind: 'welcome', dedupeKey: `welcome-${userId}` }),
      }),
    ]);
  });

  it('refuses registration without the right code', async () => {
    const phone = newPhone();
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const payload = { phone, firstName: 'Eric', addresses: [{ district: 'Huye', street: 'Main road' }] };
    const missing = await post('/api/auth/register', payload);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    const wrong = await post('/api/auth/register', { ...payload, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid OTP' });
    const rows = await t.app.deps.db.select().from(customers).where(eq(customers.phone, phone));
    expect(rows).toHaveLength(0);
  });

  it('refuses an unknown district and derives the province from the district', async () => {
    const phone = newPhone();
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const bad = await post('/api/auth/register', {
      phone,
      code,
      firstName: 'Eric',
      addresses: [{ district: 'Nairobi', street: 'Main road' }],
    });
    expect(bad.statusCode).toBe(400);
    const ok = await post('/api/auth/register', {
      phone,
      code,
      firstName: 'Eric',
      addresses: [{ district: 'Musanze', street: 'Main road', province: 'City of Kigali' }],
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().user.addresses[0]).toMatchObject({ province: 'Northern', city: 'Musanze' });
  });

  it('answers 409 CUSTOMER_EXISTS for a phone that already has an account, without using its code', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone);
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const res = await post('/api/auth/register', {
      phone,
      code,
      firstName: 'Twin',
      addresses: [{ district: 'Gasabo', street: 'x' }],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CUSTOMER_EXISTS');
    expect((await post('/api/auth/verify-code', { phone, code })).statusCode).toBe(200);
  });
});

describe('signing in with a code', () => {
  it('signs a returning customer in and returns the user with isNew false', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone, { firstName: 'Diane' });
    const step1 = await post('/api/auth/check-phone', { phone });
    expect(step1.json()).toMatchObject({ success: true, exists: true });
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const res = await post('/api/auth/verify-code', {
      phone: `${phone.slice(4, 7)} ${phone.slice(7)}`,
      code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, isNew: false, user: { firstName: 'Diane', phone } });
    expect(res.cookies.find((c) => c.name === CUSTOMER_COOKIE)?.httpOnly).toBe(true);
  });

  it('fails the 6th try even with the right code', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone);
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    for (let i = 1; i <= OTP_MAX_ATTEMPTS; i++) {
      const res = await post('/api/auth/verify-code', { phone, code: wrongCode(code) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid OTP' });
      expect(res.json().error.details.attemptsLeft).toBe(OTP_MAX_ATTEMPTS - i);
    }
    const sixth = await post('/api/auth/verify-code', { phone, code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('OTP_TOO_MANY_ATTEMPTS');
    expect(sixth.cookies.find((c) => c.name === CUSTOMER_COOKIE)).toBeUndefined();
  });

  it('counts parallel guesses: no more than 5 tries ever reach the comparison', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone);
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post('/api/auth/verify-code', { phone, code: wrongCode(code) })),
    );
    expect(answers.filter((r) => r.json().error.code === 'OTP_INVALID')).toHaveLength(OTP_MAX_ATTEMPTS);
    const [row] = await t.app.deps.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, phone))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    expect(row!.attempts).toBe(OTP_MAX_ATTEMPTS);
  });

  it('signs in once when the right code is sent several times at once (double submit)', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone);
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post('/api/auth/verify-code', { phone, code })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.json().error.code).toBe('OTP_EXPIRED');
      expect(r.cookies.find((c) => c.name === CUSTOMER_COOKIE)).toBeUndefined();
    }
  });

  it('creates one account when a registration is submitted several times at once', async () => {
    const phone = newPhone();
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const body = { phone, code, firstName: 'Eric', addresses: [{ district: 'Huye', street: 'Main St' }] };
    const answers = await Promise.all(Array.from({ length: 4 }, () => post('/api/auth/register', body)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    // The others lose either at the code (used a moment ago) or at the phone (just registered),
    // depending on how the four interleave: both are refusals, never a second account or a 500.
    for (const r of answers.filter((a) => a.statusCode !== 201)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(['OTP_EXPIRED', 'CUSTOMER_EXISTS']).toContain(r.json().error.code);
    }
    const rows = await t.app.deps.db.select().from(customers).where(eq(customers.phone, phone));
    expect(rows).toHaveLength(1);
  });

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone);
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    await t.app.deps.db
      .update(otpCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otpCodes.phone, phone));
    const res = await post('/api/auth/verify-code', { phone, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('OTP_EXPIRED');
  });

  it('uses a code once, and a newer code replaces the older one', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone);
    await post('/api/auth/request-code', { phone });
    const first = await codeSentTo(t.app, phone);
    await post('/api/auth/request-code', { phone });
    const second = await codeSentTo(t.app, phone);
    // The two codes are random and may even be equal, so the replacement is checked on the stored
    // rows: the older code's row died when the newer one was issued, and only the newer one lives.
    const open = await t.app.deps.db
      .select({ codeHash: otpCodes.codeHash, live: sql<boolean>`${otpCodes.expiresAt} > now()` })
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)))
      .orderBy(asc(otpCodes.createdAt));
    const secret = t.app.deps.config.sessionSecret;
    expect(open).toEqual([
      { codeHash: hashOtp(secret, phone, first), live: false },
      { codeHash: hashOtp(secret, phone, second), live: true },
    ]);
    // Any code but the newest is refused.
    const notNewest = await post('/api/auth/verify-code', { phone, code: wrongCode(second) });
    expect(notNewest.json().error.code).toBe('OTP_INVALID');
    expect((await post('/api/auth/verify-code', { phone, code: second })).statusCode).toBe(200);
    const again = await post('/api/auth/verify-code', { phone, code: second });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('OTP_EXPIRED');
  });

  it('sends an unknown phone to registration without using up its code', async () => {
    const phone = newPhone();
    await post('/api/auth/request-code', { phone });
    const code = await codeSentTo(t.app, phone);
    const res = await post('/api/auth/verify-code', { phone, code });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('CUSTOMER_NOT_FOUND');
    const reg = await post('/api/auth/register', {
      phone,
      code,
      firstName: 'Nadia',
      addresses: [{ district: 'Rubavu', street: 'Lake road' }],
    });
    expect(reg.statusCode).toBe(201);
  });
});

describe('phone lookup', () => {
  it('tells a stranger only that the phone exists, not even the first name', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone, { firstName: 'Grace', lastName: 'Mukamana' });
    const res = await t.app.inject({ url: `/api/auth/check-phone?phone=${encodeURIComponent(phone)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ exists: true });
    expect(res.body).not.toContain('Grace');
    expect(res.body).not.toContain('Mukamana');
    expect(res.body).not.toContain('Kimironko');
  });

  it('tells a signed-in stranger no more than anyone else', async () => {
    const phone = newPhone();
    await registerCustomer(t.app, phone, { firstName: 'Grace' });
    const other = await registerCustomer(t.app, newPhone());
    const res = await t.app.inject({
      url: `/api/auth/check-phone?phone=${encodeURIComponent(phone)}`,
      headers: { cookie: other.header },
    });
    expect(res.json()).toEqual({ exists: true });
  });

  it('gives the customer their own full record', async () => {
    const phone = newPhone();
    const me = await registerCustomer(t.app, phone, { firstName: 'Grace' });
    const res = await t.app.inject({
      url: `/api/auth/check-phone?phone=${encodeURIComponent(phone)}`,
      headers: { cookie: me.header },
    });
    expect(res.json().user).toMatchObject({ id: me.userId, phone, addresses: [expect.any(Object)] });
  });

  it('answers exists false for a new phone', async () => {
    const res = await t.app.inject({ url: `/api/auth/check-phone?phone=${encodeURIComponent(newPhone())}` });
    expect(res.json()).toEqual({ exists: false });
    const post1 = await post('/api/auth/check-phone', { phone: newPhone() });
    expect(post1.json()).toMatchObject({ success: true, exists: false, message: expect.any(String) });
  });
});

describe('signing out', () => {
  it('revokes the session on the server: the old cookie stops working', async () => {
    const me = await registerCustomer(t.app, newPhone());
    expect(
      (await t.app.inject({ url: '/api/customers/me', headers: { cookie: me.header } })).statusCode,
    ).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: me.header },
    });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === CUSTOMER_COOKIE);
    expect(cleared?.value).toBe('');
    // A client that kept the token anyway is refused.
    const after = await t.app.inject({ url: '/api/customers/me', headers: { cookie: me.header } });
    expect(after.statusCode).toBe(401);
    const whoami = await t.app.inject({ url: '/api/auth/me', headers: { cookie: me.header } });
    expect(whoami.json()).toEqual({ success: true, user: null });
  });

  it('answers /me with user null for a guest', async () => {
    expect((await t.app.inject({ url: '/api/auth/me' })).json()).toEqual({ success: true, user: null });
  });
});

describe('secrecy of the code', () => {
  it('never writes the code into a response or a log line, even at trace level', async () => {
    const lines: string[] = [];
    const capture = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const testDb = await createTestDatabase();
    const app = await buildApp(testConfig({ REDIS_PREFIX: testPrefix(), LOG_LEVEL: 'trace' }), {
      database: testDb.database,
      logStream: capture,
    });
    await app.ready();
    try {
      const bodies: string[] = [];
      const call = async (url: string, payload: object) => {
        const res = await app.inject({ method: 'POST', url, payload });
        bodies.push(res.body, JSON.stringify(res.headers));
        return res;
      };
      const phone = newPhone();
      await call('/api/auth/check-phone', { phone });
      await call('/api/auth/request-code', { phone });
      const code = await codeSentTo(app, phone);
      await call('/api/auth/verify-code', { phone, code: wrongCode(code) });
      await call('/api/auth/verify-code', { phone, code });
      await call('/api/auth/register', {
        phone,
        code: wrongCode(code),
        firstName: 'Log',
        addresses: [{ district: 'Gasabo', street: 'x' }],
      });
      const reg = await call('/api/auth/register', {
        phone,
        code,
        firstName: 'Log',
        addresses: [{ district: 'Gasabo', street: 'x' }],
      });
      expect(reg.statusCode).toBe(201);
      // The logger was really on: requests were logged.
      expect(lines.some((l) => l.includes('/api/auth/request-code'))).toBe(true);
      // Digits next to other digits are another number (a timestamp), not the code.
      const asNumber = new RegExp(`(?<!\\d)${code}(?!\\d)`);
      for (const text of [...lines, ...bodies]) expect(text).not.toMatch(asNumber);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});

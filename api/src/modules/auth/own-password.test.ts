import type { StaffPasswordResponse } from '@isoko/shared/admin/staff-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../../test/fixtures';
import { freshIp } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STAFF_COOKIE } from './sessions';
import { ensureStaffUser } from './staff';
import { STAFF_LOGIN_FAILURES_PER_ACCOUNT } from './staff-login-limit';

/**
 * POST /api/admin/auth/password: a signed-in staff member, of any role, replaces their own
 * password (a temporary one from an admin, or the first admin's start-up one).
 */

let t: TestApp;
let admin: TestStaff;
beforeAll(async () => {
  // The default limits, so the count of wrong current passwords is the production one.
  t = await createTestApp();
  admin = await createStaff(t.app.deps.db, 'admin');
}, 60_000);
afterAll(async () => t?.close());

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

async function signIn(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  return `${STAFF_COOKIE}=${res.cookies.find((c) => c.name === STAFF_COOKIE)?.value}`;
}

const changePassword = (cookie: string | undefined, payload: object, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/password',
    payload,
    headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
  });

const verifyWith = (cookie: string) => t.app.inject({ url: '/api/admin/auth/verify', headers: { cookie } });

/** A staff member as an admin adds them: with a temporary password. */
async function newClerk(email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/staff',
    payload: { email, name: 'Clerk', role: 'staff' },
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json<StaffPasswordResponse>().data.temporaryPassword;
}

describe('changing your own password', () => {
  it('replaces a temporary password: the old one stops working, other sessions are signed out', async () => {
    const temporary = await newClerk('clerk.one@isoko.rw');
    const here = await signIn('clerk.one@isoko.rw', temporary);
    const phone = await signIn('clerk.one@isoko.rw', temporary);

    const res = await changePassword(here, { currentPassword: temporary, newPassword: 'my own sentence 42' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { signedOutSessions: 1 } });

    // The session that made the change goes on; the other one is over.
    expect((await verifyWith(here)).statusCode).toBe(200);
    expect((await verifyWith(phone)).statusCode).toBe(401);
    expect((await login('clerk.one@isoko.rw', temporary)).statusCode).toBe(401);
    expect((await login('clerk.one@isoko.rw', 'my own sentence 42')).statusCode).toBe(200);
  });

  it('lets the first admin change the start-up password', async () => {
    await ensureStaffUser(t.app.deps.db, {
      email: 'first.admin@isoko.rw',
      password: 'start-up password',
      name: 'First',
      role: 'admin',
    });
    const cookie = await signIn('first.admin@isoko.rw', 'start-up password');
    const res = await changePassword(cookie, {
      currentPassword: 'start-up password',
      newPassword: 'a better admin password',
    });
    expect(res.statusCode).toBe(200);
    expect((await login('first.admin@isoko.rw', 'a better admin password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with STAFF_PASSWORD_WRONG and changes nothing', async () => {
    const temporary = await newClerk('clerk.two@isoko.rw');
    const cookie = await signIn('clerk.two@isoko.rw', temporary);
    const other = await signIn('clerk.two@isoko.rw', temporary);
    const res = await changePassword(cookie, {
      currentPassword: 'not it at all',
      newPassword: 'my own sentence 42',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'STAFF_PASSWORD_WRONG',
      message: 'Your current password is not right.',
    });
    expect((await login('clerk.two@isoko.rw', temporary)).statusCode).toBe(200);
    expect((await verifyWith(other)).statusCode).toBe(200);
  });

  it('holds a new password to the shared rule: 10 characters at least, not the current one', async () => {
    const temporary = await newClerk('clerk.three@isoko.rw');
    const cookie = await signIn('clerk.three@isoko.rw', temporary);
    for (const newPassword of ['short', temporary]) {
      const res = await changePassword(cookie, { currentPassword: temporary, newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(res.json().error.details)).toContain('newPassword');
    }
    expect((await login('clerk.three@isoko.rw', temporary)).statusCode).toBe(200);
  });

  it('counts wrong current passwords like failed sign-ins', async () => {
    const temporary = await newClerk('clerk.four@isoko.rw');
    const cookie = await signIn('clerk.four@isoko.rw', temporary);
    const ip = freshIp();
    for (let i = 0; i < STAFF_LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const res = await changePassword(
        cookie,
        { currentPassword: `guess ${i}`, newPassword: 'my own sentence 42' },
        ip,
      );
      expect(res.statusCode, `guess ${i + 1}`).toBe(400);
    }
    const refused = await changePassword(
      cookie,
      { currentPassword: temporary, newPassword: 'my own sentence 42' },
      ip,
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // The same count as the sign-in form: that account is refused there too, from that address.
    expect((await login('clerk.four@isoko.rw', temporary, ip)).statusCode).toBe(429);
  });

  it('needs a session', async () => {
    const res = await changePassword(undefined, {
      currentPassword: 'whatever 1',
      newPassword: 'whatever 12345',
    });
    expect(res.statusCode).toBe(401);
  });
});

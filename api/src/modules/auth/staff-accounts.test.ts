import type { StaffListResponse, StaffPasswordResponse } from '@isoko/shared/admin/staff-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, type TestStaff } from '../../test/fixtures';
import { freshIp } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STAFF_COOKIE } from './sessions';
import { temporaryPassword } from './staff-accounts';

let t: TestApp;
let admin: TestStaff;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await createStaff(t.app.deps.db, 'admin');
}, 60_000);
afterAll(async () => t?.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin.cookie } });

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': freshIp() },
  });

const verifyWith = (cookie: string) => t.app.inject({ url: '/api/admin/auth/verify', headers: { cookie } });

async function addClerk(email: string) {
  const res = await asAdmin('POST', '/api/admin/staff', { email, name: 'Clerk', role: 'staff' });
  expect(res.statusCode).toBe(200);
  return res.json<StaffPasswordResponse>().data;
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await login(email, password);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === STAFF_COOKIE);
  return `${STAFF_COOKIE}=${cookie?.value}`;
}

describe('staff accounts', () => {
  it('adds a staff member whose temporary password signs in, and lists them', async () => {
    const { staff, temporaryPassword: password } = await addClerk('New.Clerk@Isoko.rw');
    expect(staff).toMatchObject({ email: 'new.clerk@isoko.rw', role: 'staff', disabled: false });
    expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
    await signIn('new.clerk@isoko.rw', password);
    const list = (await asAdmin('GET', '/api/admin/staff')).json<StaffListResponse>();
    expect(list.staff.map((s) => s.email)).toContain('new.clerk@isoko.rw');
    // Only the hash is kept: the password is in no later answer.
    expect(JSON.stringify(list)).not.toContain(password);
  });

  it('refuses a second account with the same e-mail', async () => {
    await addClerk('twice@isoko.rw');
    const res = await asAdmin('POST', '/api/admin/staff', { email: 'twice@isoko.rw', name: 'Again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('STAFF_EMAIL_TAKEN');
  });

  it('disabling ends the sessions and sign-in; enabling allows a new sign-in', async () => {
    const { staff, temporaryPassword: password } = await addClerk('leaver@isoko.rw');
    const cookie = await signIn('leaver@isoko.rw', password);
    expect((await verifyWith(cookie)).statusCode).toBe(200);
    const off = await asAdmin('PATCH', `/api/admin/staff/${staff.id}`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.disabled).toBe(true);
    const refused = await verifyWith(cookie);
    expect(refused.statusCode).toBe(401);
    // The open session is told why, so the sign-in page can say so.
    expect(refused.json().error.code).toBe('STAFF_DISABLED');
    expect((await t.app.inject({ url: '/api/admin/orders', headers: { cookie } })).json().error.code).toBe(
      'STAFF_DISABLED',
    );
    const again = await login('leaver@isoko.rw', password);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('STAFF_DISABLED');
    await asAdmin('PATCH', `/api/admin/staff/${staff.id}`, { disabled: false });
    // The old session stays revoked; a new sign-in works.
    const revoked = await verifyWith(cookie);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('UNAUTHENTICATED');
    await signIn('leaver@isoko.rw', password);
  });

  it('changes a role, which takes effect on the next request', async () => {
    const { staff, temporaryPassword: password } = await addClerk('promoted@isoko.rw');
    const cookie = await signIn('promoted@isoko.rw', password);
    const staffList = () => t.app.inject({ url: '/api/admin/staff', headers: { cookie } });
    expect((await staffList()).statusCode).toBe(403);
    await asAdmin('PATCH', `/api/admin/staff/${staff.id}`, { role: 'admin' });
    expect((await staffList()).statusCode).toBe(200);
  });

  it('resets a password: the old one and its sessions stop working, the new one signs in', async () => {
    const { staff, temporaryPassword: old } = await addClerk('forgetful@isoko.rw');
    const cookie = await signIn('forgetful@isoko.rw', old);
    const res = await asAdmin('POST', `/api/admin/staff/${staff.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    const fresh = res.json<StaffPasswordResponse>().data.temporaryPassword;
    expect(fresh).not.toBe(old);
    expect((await verifyWith(cookie)).statusCode).toBe(401);
    expect((await login('forgetful@isoko.rw', old)).statusCode).toBe(401);
    await signIn('forgetful@isoko.rw', fresh);
  });

  it('does not let an admin disable or demote their own account', async () => {
    for (const change of [{ disabled: true }, { role: 'staff' }]) {
      const res = await asAdmin('PATCH', `/api/admin/staff/${admin.staffId}`, change);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('STAFF_SELF_CHANGE');
    }
  });

  it('answers 404 for an unknown account', async () => {
    const res = await asAdmin('POST', '/api/admin/staff/00000000-0000-4000-8000-000000000000/reset-password');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('STAFF_NOT_FOUND');
  });

  it('makes temporary passwords from the readable alphabet, all different', () => {
    const many = new Set(Array.from({ length: 200 }, temporaryPassword));
    expect(many.size).toBe(200);
    for (const p of many) expect(p).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ensureStaffUser } from './staff';
import { STAFF_LOGIN_FAILURES_PER_ACCOUNT, STAFF_LOGIN_FAILURES_PER_ADDRESS } from './staff-login-limit';

/**
 * The staff sign-in limit against the real Redis: failed passwords are counted, correct ones never
 * are, so a shop office sharing one internet address does not lock itself out.
 */

let t: TestApp;
const CLERK = { email: 'clerk@isoko.rw', password: 'clerk password 1' };
const BOSS = { email: 'boss@isoko.rw', password: 'boss password 1' };
const LIMIT_MESSAGE = 'Too many sign-in attempts. Please wait 5 minutes and try again.';

beforeAll(async () => {
  // The default RATE_LIMIT_PER_MINUTE, so the counts are the production ones.
  t = await createTestApp();
  await ensureStaffUser(t.app.deps.db, { ...CLERK, name: 'Clerk', role: 'staff' });
  await ensureStaffUser(t.app.deps.db, { ...BOSS, name: 'Boss', role: 'admin' });
});
afterAll(async () => t?.close());

const login = (body: { email: string; password: string }, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    payload: body,
    headers: { 'x-forwarded-for': ip },
  });

describe('staff sign-in limit', () => {
  it('never refuses correct sign-ins: 12 in a row from one address all get in', async () => {
    const office = freshIp();
    for (let i = 0; i < 12; i++) {
      const res = await login(i % 2 ? CLERK : BOSS, office);
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });

  it('refuses the 11th wrong password for an account with the limit message, even a right one after it', async () => {
    const attacker = freshIp();
    for (let i = 0; i < STAFF_LOGIN_FAILURES_PER_ACCOUNT; i++) {
      const res = await login({ email: CLERK.email, password: `guess ${i}` }, attacker);
      expect(res.statusCode, `guess ${i + 1}`).toBe(401);
    }
    const refused = await login({ email: CLERK.email, password: 'guess 11' }, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', message: LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Once blocked, the password is not checked at all: a right guess would otherwise show itself.
    expect((await login(CLERK, attacker)).statusCode).toBe(429);
    // The e-mail is counted whatever its case or spaces.
    expect((await login({ email: ' Clerk@Isoko.RW ', password: 'x' }, attacker)).statusCode).toBe(429);
    // The clerk at the office, on another address, is not locked out by the attacker.
    expect((await login(CLERK, freshIp())).statusCode).toBe(200);
    // Another account from the attacker's address still gets in: the address as a whole has
    // not reached its own count.
    expect((await login(BOSS, attacker)).statusCode).toBe(200);
  });

  it('a correct sign-in clears its own account count from that address', async () => {
    const office = freshIp();
    for (let i = 0; i < STAFF_LOGIN_FAILURES_PER_ACCOUNT - 1; i++) {
      expect((await login({ email: BOSS.email, password: `typo ${i}` }, office)).statusCode).toBe(401);
    }
    expect((await login(BOSS, office)).statusCode).toBe(200);
    for (let i = 0; i < STAFF_LOGIN_FAILURES_PER_ACCOUNT; i++) {
      expect((await login({ email: BOSS.email, password: `typo ${i}` }, office)).statusCode).toBe(401);
    }
    expect((await login(BOSS, office)).statusCode).toBe(429);
  });

  it('stops a guesser who tries many e-mails from one address; then everyone there waits', async () => {
    const attacker = freshIp();
    for (let i = 0; i < STAFF_LOGIN_FAILURES_PER_ADDRESS; i++) {
      const res = await login({ email: `user${i}@isoko.rw`, password: 'password1' }, attacker);
      expect(res.statusCode, `guess ${i + 1}`).toBe(401);
    }
    const refused = await login({ email: 'another@isoko.rw', password: 'password1' }, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(LIMIT_MESSAGE);
    expect((await login(BOSS, attacker)).statusCode).toBe(429);
    expect((await login(BOSS, freshIp())).statusCode).toBe(200);
  });

  it('counts parallel guesses before checking them, so a burst cannot slip past the count', async () => {
    const attacker = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login({ email: CLERK.email, password: `burst ${i}` }, attacker)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(STAFF_LOGIN_FAILURES_PER_ACCOUNT);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - STAFF_LOGIN_FAILURES_PER_ACCOUNT);
  });
});

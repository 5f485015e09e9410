import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../lib/redis';
import { testPrefix } from '../../test/test-app';
import { MomoClient, MomoError, momoReason } from './momo-client';
import { MAGIC_NUMBERS, type StandaloneSandbox, startStandaloneSandbox } from './momo-sandbox/server';

let redis: Redis;
let sandbox: StandaloneSandbox;
const CREDENTIALS = {
  apiUser: 'user-1',
  apiKey: 'key-1',
  subscriptionKey: 'sub-1',
  targetEnvironment: 'sandbox',
};

beforeAll(async () => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'momo-client-test');
  sandbox = await startStandaloneSandbox(redis, {
    prefix: testPrefix(),
    ...CREDENTIALS,
    callbackDropRate: 1,
  });
});
afterAll(async () => {
  await sandbox?.close();
  redis?.disconnect();
});

const client = (over: Partial<ConstructorParameters<typeof MomoClient>[0]> = {}) =>
  new MomoClient({ baseUrl: sandbox.url, ...CREDENTIALS, ...over });
const pay = (c: MomoClient, msisdn: string, referenceId = randomUUID()) =>
  c.requestToPay({
    referenceId,
    amount: 12_500,
    currency: 'EUR',
    externalId: 'ISK-260301-ABCDE',
    payerMsisdn: msisdn,
    payerMessage: 'Isoko order ISK-260301-ABCDE',
    payeeNote: 'x'.repeat(300),
  });
const settled = async (c: MomoClient, ref: string) => {
  for (let i = 0; i < 40; i++) {
    const s = await c.status(ref);
    if (s.status !== 'PENDING') return s;
    await new Promise((r) => setTimeout(r, 50));
  }
  return c.status(ref);
};

describe('MomoClient against our MoMo sandbox', () => {
  it('fetches one token for many calls and a new one only near its expiry', async () => {
    let now = Date.now();
    const c = client({ now: () => now });
    const before = sandbox.store.tokensIssued;
    await Promise.all([pay(c, '250788000001'), pay(c, '250788000002'), c.token()]);
    await pay(c, '250788000003');
    expect(c.tokensFetched).toBe(1);
    expect(sandbox.store.tokensIssued - before).toBe(1);
    now += 54 * 60_000;
    await c.token();
    expect(c.tokensFetched).toBe(1);
    // Within five minutes of the hour the token is replaced before it can fail a payment.
    now += 2 * 60_000;
    await c.token();
    expect(c.tokensFetched).toBe(2);
  });

  it('sends the amount as a string and clips messages to 160 characters', async () => {
    const ref = randomUUID();
    await pay(client(), '250788000004', ref);
    const stored = await sandbox.store.get(ref);
    expect(stored).toMatchObject({ amount: '12500', currency: 'EUR', partyId: '250788000004' });
    expect(stored!.payeeNote).toHaveLength(160);
  });

  it('treats 409 as "already submitted" when a request is retried with its reference id', async () => {
    const c = client();
    const ref = randomUUID();
    expect(await pay(c, '250788000005', ref)).toEqual({ duplicate: false });
    const received = sandbox.store.requestsReceived;
    expect(await pay(c, '250788000005', ref)).toEqual({ duplicate: true });
    expect(sandbox.store.requestsReceived).toBe(received);
  });

  it('reads failure reasons given as a string or as {code, message}', async () => {
    const c = client();
    const failedRef = randomUUID();
    await pay(c, MAGIC_NUMBERS.failed, failedRef);
    expect(await settled(c, failedRef)).toMatchObject({
      status: 'FAILED',
      reason: 'INTERNAL_PROCESSING_ERROR',
    });
    const rejectedRef = randomUUID();
    await pay(c, MAGIC_NUMBERS.rejected, rejectedRef);
    expect(await settled(c, rejectedRef)).toMatchObject({ status: 'FAILED', reason: 'APPROVAL_REJECTED' });
    const timeoutRef = randomUUID();
    await pay(c, MAGIC_NUMBERS.timeout, timeoutRef);
    expect(await settled(c, timeoutRef)).toMatchObject({ status: 'FAILED', reason: 'EXPIRED' });
    expect(momoReason({ type: 'NOT_ENOUGH_FUNDS', message: 'x' })).toBe('NOT_ENOUGH_FUNDS');
    expect(momoReason(null)).toBeNull();
  });

  it('follows MTN’s sandbox numbers: pending stays pending, any other number succeeds', async () => {
    const c = client();
    const pendingRef = randomUUID();
    await pay(c, MAGIC_NUMBERS.pending, pendingRef);
    const delayedRef = randomUUID();
    await pay(c, MAGIC_NUMBERS.delayedSuccess, delayedRef);
    const okRef = randomUUID();
    await pay(c, '46733123999', okRef);
    expect(await settled(c, okRef)).toMatchObject({ status: 'SUCCESSFUL', reason: null });
    expect((await c.status(pendingRef)).status).toBe('PENDING');
    expect((await c.status(delayedRef)).status).toBe('PENDING');
  });

  it('fails clearly on a status for an unknown reference and on wrong credentials', async () => {
    const unknown = await client()
      .status(randomUUID())
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(MomoError);
    expect((unknown as MomoError).status).toBe(404);
    const wrong = await client({ apiKey: 'nope' })
      .token()
      .catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, code: 'ACCESS_DENIED' });
  });
});

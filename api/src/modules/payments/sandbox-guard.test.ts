import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SandboxStore } from './momo-sandbox/store';

/** The demo's own MoMo sandbox, mounted at /dev/momo: reachable by anyone, so it must hold. */

let t: TestApp;
let store: SandboxStore;
let token: string;

const KEYS = { 'ocp-apim-subscription-key': 'demo-subscription-key', 'x-target-environment': 'sandbox' };
const body = {
  amount: '1000',
  currency: 'RWF',
  externalId: 'x',
  payer: { partyIdType: 'MSISDN', partyId: '250788123456' },
};

const requestToPay = (headers: Record<string, string>, referenceId = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/momo/collection/v1_0/requesttopay',
    headers: { 'x-reference-id': referenceId, ...headers },
    payload: body,
  });

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example.rw' });
  store = new SandboxStore(t.app.deps.redis, t.prefix);
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev/momo/collection/token/',
    headers: {
      authorization: `Basic ${Buffer.from('demo-api-user:demo-api-key').toString('base64')}`,
      'ocp-apim-subscription-key': 'demo-subscription-key',
    },
  });
  token = res.json().access_token;
});
afterAll(() => t?.close());

describe('the MoMo sandbox guard', () => {
  it('refuses a request without a valid key or token and does nothing else', async () => {
    const attempts = [
      { ...KEYS, 'ocp-apim-subscription-key': 'wrong', authorization: `Bearer ${token}` },
      { ...KEYS, authorization: 'Bearer not-a-token' },
      { ...KEYS, authorization: `Bearer ${token}`, 'x-target-environment': 'mtnrwanda' },
    ];
    for (const headers of attempts) {
      const referenceId = randomUUID();
      const res = await requestToPay(
        { ...headers, 'x-callback-url': 'http://127.0.0.1:9/steal' },
        referenceId,
      );
      expect([400, 401]).toContain(res.statusCode);
      expect(await store.get(referenceId)).toBeNull();
    }
    const status = await t.app.inject({ url: `/dev/momo/collection/v1_0/requesttopay/${randomUUID()}` });
    expect(status.statusCode).toBe(401);
  });

  it('keeps a callback URL only when it is on the shop’s PUBLIC_URL', async () => {
    const auth = { ...KEYS, authorization: `Bearer ${token}` };
    const foreign = randomUUID();
    expect(
      (await requestToPay({ ...auth, 'x-callback-url': 'http://169.254.169.254/latest' }, foreign))
        .statusCode,
    ).toBe(202);
    expect((await store.get(foreign))?.callbackUrl).toBeNull();
    const lookalike = randomUUID();
    await requestToPay({ ...auth, 'x-callback-url': 'https://shop.example.rw.evil.test/api/x' }, lookalike);
    expect((await store.get(lookalike))?.callbackUrl).toBeNull();
    const own = randomUUID();
    const ownUrl = 'https://shop.example.rw/api/payments/momo/callback/abc';
    await requestToPay({ ...auth, 'x-callback-url': ownUrl }, own);
    expect((await store.get(own))?.callbackUrl).toBe(ownUrl);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const demoBasic = `Basic ${Buffer.from('demo-api-user:demo-api-key').toString('base64')}`;
const tokenCall = (app: TestApp['app']) =>
  app.inject({
    method: 'POST',
    url: '/dev/momo/collection/token/',
    headers: { authorization: demoBasic, 'ocp-apim-subscription-key': 'demo-subscription-key' },
  });

describe('our MoMo sandbox', () => {
  it('answers under /dev/momo in demo mode without MOMO_BASE_URL', async () => {
    t = await createTestApp();
    const res = await tokenCall(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'access_token', expires_in: 3600 });
    const prompts = await t.app.inject({ url: '/api/dev/momo/prompts?phone=0788123456' });
    expect(prompts.json()).toEqual({ success: true, data: { prompts: [] } });
  });

  it('does not exist in production mode', async () => {
    t = await createTestApp({
      MODE: 'production',
      DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME: 'u',
      AT_API_KEY: 'k',
      MOMO_BASE_URL: 'https://momo.example.invalid',
      MOMO_SUBSCRIPTION_KEY: 's',
      MOMO_API_USER: 'u',
      MOMO_API_KEY: 'k',
    });
    expect((await tokenCall(t.app)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dev/momo/prompts?phone=0788123456' })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/dev/momo/00000000-0000-4000-8000-000000000000/approve',
        })
      ).statusCode,
    ).toBe(404);
  });
});

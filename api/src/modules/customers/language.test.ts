import { randomUUID } from 'node:crypto';
import { SMS_TEXTS } from '@isoko/shared/notifications/texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createStaff, orderBody } from '../../test/fixtures';
import { codeSentTo, freshIp } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CUSTOMER_COOKIE } from '../auth/sessions';
import { outboxEvents } from '../outbox/tables';
import { ensureShippingSettings } from '../shipping/service';
import { customers } from './tables';

/** Each customer keeps a language for texts: taken at sign-in, changed in Settings, used by every text. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
});
afterAll(() => t?.close());

let seq = 0;
const newPhone = () => {
  seq += 1;
  return `+25079${String(Math.floor(Math.random() * 9000) + 1000)}${String(seq).padStart(3, '0')}`;
};
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

/** The text of the newest sign-in code sent to `phone`, as the queue holds it. */
async function codeText(phone: string): Promise<string> {
  const code = await codeSentTo(t.app, phone);
  const jobs = await t.app.deps.queues
    .get('sms')
    .getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
  const text = jobs.find((j) => j?.data?.to === phone && String(j.data.message).includes(code))?.data.message;
  return String(text);
}

async function register(phone: string, language?: string) {
  await post('/api/auth/request-code', { phone, language });
  const code = await codeSentTo(t.app, phone);
  const res = await post('/api/auth/register', {
    phone,
    code,
    firstName: 'Uwase',
    addresses: [{ district: 'Gasabo', street: 'KG 11 Ave' }],
    ...(language ? { language } : {}),
  });
  expect(res.statusCode).toBe(201);
  const cookie = res.cookies.find((c) => c.name === CUSTOMER_COOKIE)!.value;
  return { cookie: `${CUSTOMER_COOKIE}=${cookie}`, userId: res.json().user.id as string, body: res.json() };
}

const languageOf = async (id: string) =>
  (await t.app.deps.db.select().from(customers).where(eq(customers.id, id)))[0]!.preferredLanguage;

describe('the sign-in code text', () => {
  it('is written in the language of the screen that asked', async () => {
    const rw = newPhone();
    expect((await post('/api/auth/request-code', { phone: rw, language: 'rw' })).statusCode).toBe(200);
    expect(await codeText(rw)).toMatch(/^\d{6} ni kode yawe yo kwinjira muri Isoko\./);
    const fr = newPhone();
    await post('/api/auth/login-phone', { phone: fr, language: 'fr' });
    expect(await codeText(fr)).toMatch(/^\d{6} est votre code de connexion Isoko\./);
  });

  it('follows the browser when an older client names no language, English by default', async () => {
    const fr = newPhone();
    await post('/api/auth/request-code', { phone: fr }, { 'accept-language': 'fr-RW,fr;q=0.9,en;q=0.5' });
    expect(await codeText(fr)).toContain('est votre code de connexion');
    const en = newPhone();
    await post('/api/auth/request-code', { phone: en });
    expect(await codeText(en)).toContain('is your Isoko sign-in code');
  });

  it('refuses a language the shop does not speak with a clear 400', async () => {
    const res = await post('/api/auth/request-code', { phone: newPhone(), language: 'de' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('the preferred language', () => {
  it('is the language registered with, and the welcome text is in it', async () => {
    const phone = newPhone();
    const { userId, body } = await register(phone, 'rw');
    expect(body.user.preferredLanguage).toBe('rw');
    expect(await languageOf(userId)).toBe('rw');
    const [event] = await t.app.deps.db
      .select()
      .from(outboxEvents)
      .where(sql`${outboxEvents.payload}->>'customerId' = ${userId}`);
    const welcome = event!.deliveries.find((d) => d.kind === 'job');
    expect(welcome).toMatchObject({
      data: { kind: 'welcome', message: SMS_TEXTS.rw.welcome('Uwase', t.app.deps.config.http.publicUrl) },
    });
  });

  it('follows the language the customer signs in with, and stays when none is named', async () => {
    const phone = newPhone();
    const { userId } = await register(phone);
    expect(await languageOf(userId)).toBe('en');
    await post('/api/auth/request-code', { phone, language: 'fr' });
    let code = await codeSentTo(t.app, phone);
    expect((await post('/api/auth/verify-code', { phone, code, language: 'fr' })).statusCode).toBe(200);
    expect(await languageOf(userId)).toBe('fr');
    await post('/api/auth/request-code', { phone });
    code = await codeSentTo(t.app, phone);
    const again = await post('/api/auth/verify-code', { phone, code });
    expect(again.json().user.preferredLanguage).toBe('fr');
  });

  it('is changed in Settings and read back, with bad values refused', async () => {
    const { cookie } = await register(newPhone(), 'en');
    const call = (method: 'GET' | 'PATCH', payload?: unknown) =>
      t.app.inject({
        method,
        url: '/api/customers/me/preferences',
        headers: { cookie },
        payload: payload as object,
      });
    expect((await call('GET')).json().data).toEqual({ smsOptIn: true, language: 'en' });
    expect((await call('PATCH', { language: 'rw' })).json().data).toEqual({ smsOptIn: true, language: 'rw' });
    expect((await call('PATCH', { smsOptIn: false })).json().data).toEqual({
      smsOptIn: false,
      language: 'rw',
    });
    const bad = await call('PATCH', { language: 'sw' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect((await call('PATCH', {})).statusCode).toBe(400);
  });

  it('writes the order confirmation and status texts in it', async () => {
    const { cookie, userId } = await register(newPhone(), 'fr');
    const product = await createProduct(t.app.deps.db, { variants: [{ size: 'M', color: 'Red', stock: 5 }] });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: product.productId, variantId: product.variants[0]!.id, quantity: 1 }]),
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data as { id: string; orderNumber: string };
    const events = async (type: string) =>
      (await t.app.deps.db.select().from(outboxEvents).where(eq(outboxEvents.type, type))).filter(
        (e) =>
          JSON.stringify(e.payload).includes(order.id) ||
          JSON.stringify(e.payload).includes(order.orderNumber),
      );
    const [created] = await events('order.created');
    const confirmation = created!.deliveries.find((d) => d.kind === 'job');
    expect(confirmation).toMatchObject({ data: { kind: 'order_confirmation', customerId: userId } });
    expect((confirmation as { data: { message: string } }).data.message).toMatch(
      new RegExp(`^Isoko : merci ! Commande ${order.orderNumber} enregistrée\\.`),
    );

    const staff = await createStaff(t.app.deps.db);
    for (const status of ['processing', 'shipped']) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/orders/${order.id}/status`,
        headers: { cookie: staff.cookie },
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
    }
    const changes = await events('order.status_changed');
    const texts = changes.flatMap((e) => e.deliveries.filter((d) => d.kind === 'job'));
    expect(texts).toHaveLength(1);
    expect((texts[0] as { data: { message: string } }).data.message).toContain(
      `Isoko : commande ${order.orderNumber} expédiée.`,
    );
  });
});

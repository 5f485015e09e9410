import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { type Registered, registerCustomer } from '../../test/sign-in';
import { createTestApp, type TestApp, testPrefix } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-db';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { outboxEvents } from '../outbox/tables';
import { createAfricasTalkingProvider } from './africastalking';
import { createOutboxSmsProvider } from './outbox-provider';
import { deliverSms } from './service';
import { smsMessages } from './tables';

let t: TestApp;
let aline: Registered;
const ALINE = '+250788300001';

beforeAll(async () => {
  t = await createTestApp();
  aline = await registerCustomer(t.app, ALINE, { firstName: 'Aline' });
});
afterAll(async () => t.close());

const outbox = () => createOutboxSmsProvider(t.app.deps.db, () => {});
const rowsFor = (key: string) => t.app.deps.db.select().from(smsMessages).where(eq(smsMessages.jobId, key));

describe('sending a queued text', () => {
  it('writes the outbox row and a devphone:sms event to the phone room', async () => {
    const result = await deliverSms(t.app.deps, outbox(), 'k-outbox-1', {
      to: '+250788300009',
      message: '654321 is your Isoko sign-in code.',
      essential: true,
      kind: 'otp',
    });
    expect(result).toEqual({ outcome: 'sent' });
    const [row] = await rowsFor('k-outbox-1');
    expect(row).toMatchObject({
      status: 'sent',
      provider: 'outbox',
      body: '654321 is your Isoko sign-in code.',
    });
    const events = await t.app.deps.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'sms.delivered'));
    const event = events.find((e) => (e.payload as { smsId: string }).smsId === row!.id);
    expect(event?.deliveries).toEqual([
      {
        kind: 'socket',
        rooms: ['phone:+250788300009'],
        event: 'devphone:sms',
        data: expect.objectContaining({
          id: row!.id,
          body: '654321 is your Isoko sign-in code.',
          kind: 'otp',
        }),
      },
    ]);
  });

  it('sends once per key however often the job runs', async () => {
    const job = { to: '+250788300009', message: 'Hello', essential: true, kind: 'admin_alert' } as const;
    expect((await deliverSms(t.app.deps, outbox(), 'k-dup', job)).outcome).toBe('sent');
    expect((await deliverSms(t.app.deps, outbox(), 'k-dup', job)).outcome).toBe('duplicate');
    // Parallel runs: one sends; the others find it taken (a duplicate, or 'in progress' to retry later).
    const parallel = await Promise.allSettled(
      [1, 2, 3, 4].map(() => deliverSms(t.app.deps, outbox(), 'k-dup-2', job)),
    );
    const outcomes = parallel.map((p) =>
      p.status === 'fulfilled' ? p.value.outcome : (p.reason as Error).message,
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.every((o) => ['sent', 'duplicate', 'SMS_IN_PROGRESS'].includes(o))).toBe(true);
    expect((await deliverSms(t.app.deps, outbox(), 'k-dup-2', job)).outcome).toBe('duplicate');
    expect(await rowsFor('k-dup')).toHaveLength(1);
    expect(await rowsFor('k-dup-2')).toHaveLength(1);
  });

  it('skips non-essential texts for a customer who turned SMS updates off, and records the skip', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/customers/me/preferences',
      payload: { smsOptIn: false },
      headers: { cookie: aline.header },
    });
    try {
      const update = {
        to: ALINE,
        message: 'Your order shipped',
        essential: false,
        kind: 'order_status',
      } as const;
      expect(
        (await deliverSms(t.app.deps, outbox(), 'k-optout', { ...update, customerId: aline.userId })).outcome,
      ).toBe('skipped');
      // Found by phone too, when the job names no customer.
      expect((await deliverSms(t.app.deps, outbox(), 'k-optout-phone', update)).outcome).toBe('skipped');
      expect((await rowsFor('k-optout'))[0]).toMatchObject({ status: 'skipped', sentAt: null });
      // A sign-in code is essential: it goes out regardless.
      const otp = { to: ALINE, message: '111222 is your code', essential: true, kind: 'otp' } as const;
      expect((await deliverSms(t.app.deps, outbox(), 'k-optout-otp', otp)).outcome).toBe('sent');
    } finally {
      await t.app.deps.db.update(customers).set({ smsOptIn: true }).where(eq(customers.phone, ALINE));
    }
    const update = { to: ALINE, message: 'Delivered', essential: false, kind: 'order_status' } as const;
    expect((await deliverSms(t.app.deps, outbox(), 'k-optin', update)).outcome).toBe('sent');
  });

  it('keeps a real gateway’s copy of a sign-in text without the code', async () => {
    const server: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            SMSMessageData: {
              Recipients: [{ statusCode: 101, number: ALINE, status: 'Success', messageId: 'AT-1' }],
            },
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const at = createAfricasTalkingProvider({
        username: 'isoko',
        apiKey: 'k',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      });
      const result = await deliverSms(t.app.deps, at, 'k-at-otp', {
        to: ALINE,
        message: '987654 is your Isoko sign-in code. It expires in 5 minutes.',
        essential: true,
        kind: 'otp',
      });
      expect(result.outcome).toBe('sent');
      const [row] = await rowsFor('k-at-otp');
      expect(row).toMatchObject({ provider: 'africastalking', providerMessageId: 'AT-1', status: 'sent' });
      expect(row!.body).not.toContain('987654');
      expect(row!.body).toContain('5 minutes');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('SMS request routes', () => {
  it('queue the welcome text once, to the signed-in customer’s own phone', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/sms/welcome', payload: { phone: ALINE } });
    expect(anon.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/welcome',
      payload: { phone: '+250788999999', customerName: 'Someone' },
      headers: { cookie: aline.header },
    });
    expect(res.json()).toMatchObject({ success: true, queued: true });
    const job = await t.app.deps.queues.get('sms').getJob(`welcome-${aline.userId}`);
    expect(job?.data).toMatchObject({ to: ALINE, kind: 'welcome', essential: false });
    // Once it is sent, asking again queues nothing.
    await deliverSms(t.app.deps, outbox(), `welcome-${aline.userId}`, job!.data);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sms/welcome',
      payload: {},
      headers: { cookie: aline.header },
    });
    expect(again.json()).toMatchObject({ success: true, queued: false });
  });

  it('queue an order confirmation only for the customer’s own order, with the total from the database', async () => {
    const bosco = await registerCustomer(t.app, '+250788300002');
    const [order] = await t.app.deps.db
      .insert(orders)
      .values({
        orderNumber: 'ISK-SMS-1',
        customerId: aline.userId,
        paymentMethod: 'cash_on_delivery',
        subtotal: 30_000,
        total: 32_000,
        shippingFee: 2_000,
        customerFirstName: 'Aline',
        customerPhone: ALINE,
        receiverName: 'Aline',
        receiverPhone: ALINE,
        province: 'City of Kigali',
        district: 'Gasabo',
        street: 'KG 11 Ave',
        trackingId: 'TRKSMS1',
      })
      .returning();
    const payload = { phone: ALINE, orderData: { orderNumber: 'ISK-SMS-1', total: 1 } };
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/api/sms/order-confirmation',
      payload,
      headers: { cookie: bosco.header },
    });
    expect(stranger.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sms/order-confirmation',
      payload,
      headers: { cookie: aline.header },
    });
    expect(res.json()).toMatchObject({ success: true, queued: true });
    const job = await t.app.deps.queues.get('sms').getJob(`order-confirmation-${order!.id}`);
    expect(job?.data.message).toContain('32,000 RWF');
    expect(job?.data.message).toContain('/track/TRKSMS1');
  });
});

describe('the demo handset API', () => {
  it('lists the texts a number received, newest first, and the numbers that received texts', async () => {
    const to = '+250788300077';
    for (const [i, text] of ['first', 'second', 'third'].entries()) {
      await deliverSms(t.app.deps, outbox(), `k-dev-${i}`, {
        to,
        message: text,
        essential: true,
        kind: 'otp',
      });
      await new Promise((r) => setTimeout(r, 5));
    }
    const res = await t.app.inject({ url: `/api/dev/phone/${encodeURIComponent('0788 300 077')}/messages` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBe(to);
    expect(res.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      'third',
      'second',
      'first',
    ]);
    const numbers = (await t.app.inject({ url: '/api/dev/phone' })).json().data.numbers;
    expect(numbers).toEqual(expect.arrayContaining([expect.objectContaining({ phone: to, count: 3 })]));
  });

  it('does not show texts skipped by the customer’s choice', async () => {
    const skipped = await t.app.deps.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.to, ALINE), eq(smsMessages.status, 'skipped')));
    expect(skipped.length).toBeGreaterThan(0);
    const res = await t.app.inject({ url: `/api/dev/phone/${encodeURIComponent(ALINE)}/messages` });
    const ids = res.json().data.messages.map((m: { id: string }) => m.id);
    for (const s of skipped) expect(ids).not.toContain(s.id);
  });

  it('does not exist in production mode: API and page answer 404', async () => {
    const testDb = await createTestDatabase();
    const config = {
      ...testConfig({ REDIS_PREFIX: testPrefix() }),
      isDemo: false,
      mode: 'production' as const,
    };
    const app = await buildApp(config, { database: testDb.database });
    await app.ready();
    try {
      for (const url of [
        '/api/dev/phone',
        `/api/dev/phone/${encodeURIComponent(ALINE)}/messages`,
        '/dev/phone',
        '/dev/phone/+250788300001',
      ]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
    } finally {
      // Closing an app in its first moments races the socket adapter's Redis subscriptions
      // (they reject unhandled); give them a moment.
      await new Promise((r) => setTimeout(r, 300));
      await app.close();
      await testDb.drop();
    }
  });
});

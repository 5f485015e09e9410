import type { SmsProvider } from '@isoko/api/modules/notifications/sms-provider';
import { smsMessages } from '@isoko/api/modules/notifications/tables';
import { createTestApp, type TestApp } from '@isoko/api/test/test-app';
import type { DevPhoneSms } from '@isoko/shared/notifications/schema';
import { type Job, UnrecoverableError } from 'bullmq';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWorkers, startWorkers } from '../start-workers';
import { processSms } from './sms';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => t.close());

const fakeJob = (id: string, data: unknown, name = 'send') => ({ id, name, data }) as unknown as Job;
const failing = (retryable: boolean): SmsProvider => ({
  name: 'africastalking',
  storesFullText: false,
  send: async () => ({
    ok: false,
    retryable,
    error: retryable ? 'status 500' : 'status 403 InvalidPhoneNumber',
  }),
});
const text = { to: '+250788400001', message: 'Hello from Isoko', essential: true, kind: 'admin_alert' };

describe('sms processor', () => {
  it('refuses a malformed payload without burning retries', async () => {
    await expect(processSms(fakeJob('j1', { to: '0788', message: '' }), t.app.deps)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
  });

  it('throws a plain error on a retryable failure (BullMQ retries with backoff)', async () => {
    const error = await processSms(fakeJob('j2', text), { ...t.app.deps, sms: failing(true) }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(UnrecoverableError);
    const [row] = await t.app.deps.db.select().from(smsMessages).where(eq(smsMessages.jobId, 'job-j2'));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    // The retry takes the failed row again and sends it.
    const ok: SmsProvider = {
      ...failing(true),
      send: async () => ({ ok: true, providerMessageId: 'x', status: 'Sent' }),
    };
    expect(await processSms(fakeJob('j2', text), { ...t.app.deps, sms: ok })).toEqual({ outcome: 'sent' });
    const [after] = await t.app.deps.db.select().from(smsMessages).where(eq(smsMessages.jobId, 'job-j2'));
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stops at a final refusal', async () => {
    await expect(
      processSms(fakeJob('j3', text), { ...t.app.deps, sms: failing(false) }),
    ).rejects.toBeInstanceOf(UnrecoverableError);
  });
});

describe('a sign-in code on the demo handset', () => {
  let workers: RunningWorkers;
  let socket: Socket;
  beforeAll(async () => {
    workers = await startWorkers(t.app.deps);
  });
  afterAll(async () => {
    socket?.disconnect();
    await workers.stop();
  });

  it('arrives live in the phone room through the queue and the outbox, and signs the customer in', async () => {
    const phone = '+250788400002';
    socket = connect(url, { path: '/socket.io', transports: ['websocket'] });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('room:join', `phone:${phone}`)).toEqual({ ok: true });
    const arrived = new Promise<DevPhoneSms>((resolve) => socket.once('devphone:sms', resolve));

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/request-code', payload: { phone } });
    expect(res.statusCode).toBe(200);
    const sms = await arrived;
    expect(sms).toMatchObject({ to: phone, kind: 'otp' });
    const code = /\b(\d{6})\b/.exec(sms.body)![1]!;

    // The handset's API shows it too.
    const inbox = await t.app.inject({ url: `/api/dev/phone/${encodeURIComponent(phone)}/messages` });
    expect(inbox.json().data.messages[0].body).toContain(code);

    // A new phone registers with it; the welcome text follows through the outbox.
    const welcome = new Promise<DevPhoneSms>((resolve) =>
      socket.on('devphone:sms', (m: DevPhoneSms) => m.kind === 'welcome' && resolve(m)),
    );
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { phone, code, firstName: 'Keza', addresses: [{ district: 'Kicukiro', street: 'KK 15 Rd' }] },
    });
    expect(reg.statusCode).toBe(201);
    expect((await welcome).body).toContain('Keza');
  });
});

import type { DevPhoneSms } from '@isoko/shared/notifications/schema';
import { Emitter } from '@socket.io/redis-emitter';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { outboxKickChannel, socketKey } from '../../deps';
import { createRedis } from '../../lib/redis';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type DispatcherDeps, OutboxDispatcher } from './dispatcher';
import { recordEvent, toJob, toSocket } from './service';

// How an idle dispatcher spends its time: it must not keep the database busy while nothing
// happens, and it must still deliver new work at once when kicked, a failed delivery when its
// retry is due, and whatever was written while its Redis connection was away.
let t: TestApp;
let url: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}, 60_000);
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => t.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const handsetSms = (to: string, body: string): DevPhoneSms => ({
  id: `sms-${body}`,
  to,
  body,
  kind: 'otp',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** The app's database, counting every query the dispatcher starts on it (a claim is one transaction). */
function countingDb(db: Db) {
  let queries = 0;
  const counted = new Set<PropertyKey>(['transaction', 'select', 'execute']);
  const proxy = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      const bound = value.bind(target);
      if (!counted.has(prop)) return bound;
      return (...args: unknown[]) => {
        queries += 1;
        return bound(...args);
      };
    },
  });
  return { db: proxy, queries: () => queries };
}

async function startDispatcher(options: Partial<DispatcherDeps> = {}) {
  const { db, queues, config, log } = t.app.deps;
  const counting = countingDb(db);
  const redis = createRedis(config.redis.url);
  const subscriber = redis.duplicate();
  const dispatcher = new OutboxDispatcher({
    db: counting.db,
    queues,
    log,
    emitter: new Emitter(redis, { key: socketKey(config.redis.prefix) }),
    subscriber,
    kickChannel: outboxKickChannel(config.redis.prefix),
    pollMs: 100,
    ...options,
  });
  await dispatcher.start();
  cleanups.push(async () => {
    await dispatcher.stop();
    subscriber.disconnect();
    redis.disconnect();
  });
  return { dispatcher, subscriber, queries: counting.queries };
}

async function phoneClient(phone: string): Promise<DevPhoneSms[]> {
  const socket: Socket = connect(url, { path: '/socket.io', transports: ['websocket'] });
  cleanups.push(() => void socket.disconnect());
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  expect(await socket.emitWithAck('room:join', `phone:${phone}`)).toEqual({ ok: true });
  const received: DevPhoneSms[] = [];
  socket.on('devphone:sms', (data: DevPhoneSms) => received.push(data));
  return received;
}

const textTo = (phone: string, body: string) =>
  recordEvent(t.app.deps.db, {
    type: 'test.text',
    payload: {},
    deliveries: [toSocket([`phone:${phone}`], 'devphone:sms', handsetSms(phone, body))],
  });

describe('an idle outbox dispatcher', () => {
  it('leaves the database alone while there is nothing to deliver', async () => {
    const d = await startDispatcher();
    await sleep(3000);
    // Polling every 100 ms would be about 30 claims in these 3 s. Idle, the dispatcher looks
    // once at start (the claim, then when the next retry is due) and then waits for a kick.
    expect(d.queries()).toBeLessThanOrEqual(4);
  });

  it('still delivers new work within a moment of its kick', async () => {
    const phone = '+250781230001';
    const received = await phoneClient(phone);
    const d = await startDispatcher();
    await sleep(1500);
    const before = d.queries();
    const kickedAt = performance.now();
    await textTo(phone, 'kicked-while-idle');
    t.app.deps.kickOutbox();
    await expect
      .poll(() => received, { timeout: 2000, interval: 20 })
      .toEqual([handsetSms(phone, 'kicked-while-idle')]);
    expect(performance.now() - kickedAt).toBeLessThan(1000);
    // The kick cost one claim and one look at the next retry, not a burst of polling.
    expect(d.queries() - before).toBeLessThanOrEqual(4);
  });

  it('retries a failed delivery when it is due, without waiting for the idle poll', async () => {
    await startDispatcher({ idlePollMs: 60_000 });
    await sleep(500);
    const sms = t.app.deps.queues.get('sms');
    const add = vi.spyOn(sms, 'add').mockRejectedValueOnce(new Error('Redis is down'));
    cleanups.push(() => add.mockRestore());
    const id = await recordEvent(t.app.deps.db, {
      type: 'test.retry',
      payload: {},
      deliveries: [toJob('sms', 'send', { to: '+250781230002', message: 'x', essential: true, kind: 'otp' })],
    });
    t.app.deps.kickOutbox();
    await expect.poll(() => add.mock.calls.length, { timeout: 2000 }).toBe(1);
    // The first attempt failed; its retry is due 2 s later, long before the next idle poll.
    await expect.poll(async () => (await sms.getJob(`outbox-${id}-0`))?.name, { timeout: 4000 }).toBe('send');
  });

  it('delivers what was written while its Redis connection was away once it is back', async () => {
    const phone = '+250781230003';
    const received = await phoneClient(phone);
    const d = await startDispatcher({ idlePollMs: 60_000 });
    await sleep(500);
    // Written without a kick, as when the writer's kick was lost with the connection.
    await textTo(phone, 'written-while-away');
    d.subscriber.disconnect(true);
    await expect
      .poll(() => received, { timeout: 4000, interval: 20 })
      .toEqual([handsetSms(phone, 'written-while-away')]);
  });

  it('still finds an event nobody kicked for at its next idle poll', async () => {
    const phone = '+250781230004';
    const received = await phoneClient(phone);
    await startDispatcher({ idlePollMs: 800 });
    await sleep(300);
    await textTo(phone, 'never-kicked');
    await expect
      .poll(() => received, { timeout: 3000, interval: 20 })
      .toEqual([handsetSms(phone, 'never-kicked')]);
  });
});

import { Emitter } from '@socket.io/redis-emitter';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxKickChannel, socketKey } from '../../deps';
import { createRedis } from '../../lib/redis';
import { createTestApp, type TestApp } from '../../test/test-app';
import { OutboxDispatcher, pendingOutboxCount } from './dispatcher';
import { recordEvent, toJob, toSocket } from './service';
import { outboxEvents } from './tables';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => t.close());

function dispatcherFor(app: TestApp) {
  const { db, queues, config, log } = app.app.deps;
  const redis = createRedis(config.redis.url);
  const subscriber = redis.duplicate();
  const dispatcher = new OutboxDispatcher({
    db,
    queues,
    log,
    emitter: new Emitter(redis, { key: socketKey(config.redis.prefix) }),
    subscriber,
    kickChannel: outboxKickChannel(config.redis.prefix),
    pollMs: 200,
  });
  return {
    dispatcher,
    async close() {
      await dispatcher.stop();
      subscriber.disconnect();
      redis.disconnect();
    },
  };
}

async function joinedClient(room: string): Promise<Socket> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.emitWithAck('room:join', room);
  // A shipment row is needed for a tracking room; the phone room exists in demo mode.
  expect(ack).toEqual({ ok: true });
  return socket;
}

describe('outbox', () => {
  it('delivers an event written while the dispatcher was down once it comes back', async () => {
    const client = await joinedClient('phone:+250781234567');
    const received: unknown[] = [];
    client.on('devphone:sms', (data) => received.push(data));

    // Written in a transaction with no dispatcher running anywhere.
    await t.app.deps.db.transaction(async (tx) => {
      await recordEvent(tx, {
        type: 'test.sms',
        payload: { n: 1 },
        deliveries: [
          toSocket(['phone:+250781234567'], 'devphone:sms', { body: 'hello' }),
          toJob('payments', 'sweep', {}),
        ],
      });
    });
    expect(await pendingOutboxCount(t.app.deps.db)).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([]);

    const d = dispatcherFor(t);
    await d.dispatcher.start();
    await expect.poll(() => received, { timeout: 5000 }).toEqual([{ body: 'hello' }]);
    await expect.poll(() => pendingOutboxCount(t.app.deps.db)).toBe(0);
    const jobs = await t.app.deps.queues.get('payments').getJobs(['waiting', 'delayed', 'active']);
    expect(jobs.map((j) => j.name)).toEqual(['sweep']);
    await d.close();
    client.disconnect();
  });

  it('writes no event when the transaction of the change rolls back', async () => {
    await expect(
      t.app.deps.db.transaction(async (tx) => {
        await recordEvent(tx, { type: 'test.rollback', payload: {}, deliveries: [] });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const rows = await t.app.deps.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.type, 'test.rollback'));
    expect(rows).toEqual([]);
  });

  it('retries a failed delivery later instead of dropping it', async () => {
    await recordEvent(t.app.deps.db, {
      type: 'test.badjob',
      payload: {},
      deliveries: [toJob('sms', 'send', { to: 'not-a-phone', message: 'x', essential: true, kind: 'otp' })],
    });
    const d = dispatcherFor(t);
    await d.dispatcher.dispatchBatch();
    const [row] = await t.app.deps.db.select().from(outboxEvents).where(eq(outboxEvents.type, 'test.badjob'));
    expect(row?.dispatchedAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBeTruthy();
    await d.close();
  });

  it('is woken by a kick from another process', async () => {
    const d = dispatcherFor(t);
    await d.dispatcher.start();
    const client = await joinedClient('phone:+250781234568');
    const got = new Promise((resolve) => client.once('devphone:sms', resolve));
    await recordEvent(t.app.deps.db, {
      type: 'test.kick',
      payload: {},
      deliveries: [toSocket(['phone:+250781234568'], 'devphone:sms', { body: 'kicked' })],
    });
    t.app.deps.kickOutbox();
    await expect(got).resolves.toEqual({ body: 'kicked' });
    await d.close();
    client.disconnect();
  });
});

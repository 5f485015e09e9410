import type { DevPhoneSms } from '@isoko/shared/notifications/schema';
import { Emitter } from '@socket.io/redis-emitter';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { outboxKickChannel, socketKey } from '../../deps';
import { createRedis } from '../../lib/redis';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type DispatcherDeps, OutboxDispatcher, pendingOutboxCount } from './dispatcher';
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

/** A text as the demo handset receives it. */
const handsetSms = (to: string, body: string): DevPhoneSms => ({
  id: `sms-${body}`,
  to,
  body,
  kind: 'otp',
  createdAt: '2026-01-01T00:00:00.000Z',
});

function dispatcherFor(app: TestApp, log: DispatcherDeps['log'] = app.app.deps.log) {
  const { db, queues, config } = app.app.deps;
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
          toSocket(['phone:+250781234567'], 'devphone:sms', handsetSms('+250781234567', 'hello')),
          toJob('payments', 'sweep', {}),
        ],
      });
    });
    expect(await pendingOutboxCount(t.app.deps.db)).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toEqual([]);

    const d = dispatcherFor(t);
    await d.dispatcher.start();
    await expect.poll(() => received, { timeout: 5000 }).toEqual([handsetSms('+250781234567', 'hello')]);
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
      deliveries: [toJob('sms', 'send', { to: '+250781234569', message: 'x', essential: true, kind: 'otp' })],
    });
    // Redis refuses the job this once: a failure that heals.
    const add = vi
      .spyOn(t.app.deps.queues.get('sms'), 'add')
      .mockRejectedValueOnce(new Error('Redis is down'));
    const d = dispatcherFor(t);
    await d.dispatcher.dispatchBatch();
    add.mockRestore();
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
      deliveries: [toSocket(['phone:+250781234568'], 'devphone:sms', handsetSms('+250781234568', 'kicked'))],
    });
    t.app.deps.kickOutbox();
    await expect(got).resolves.toEqual(handsetSms('+250781234568', 'kicked'));
    await d.close();
    client.disconnect();
  });

  it('dead-letters an event whose payload breaks its schema, delivering none of it, and logs why', async () => {
    const errors: { obj: object; msg: string }[] = [];
    const log: DispatcherDeps['log'] = {
      warn: () => {},
      error: (obj, msg) => void errors.push({ obj, msg }),
    };
    const pendingBefore = await pendingOutboxCount(t.app.deps.db);
    const id = await recordEvent(t.app.deps.db, {
      type: 'test.badpayload',
      payload: {},
      deliveries: [
        // @ts-expect-error The compiler refuses a payload that does not match the event's schema.
        toSocket(['phone:+250781234570'], 'devphone:sms', { body: 'no sender, no id' }),
        toJob('payments', 'sweep', {}),
      ],
    });
    const sweepsBefore = (await t.app.deps.queues.get('payments').getJobs(['waiting', 'delayed'])).length;
    const d = dispatcherFor(t, log);
    await d.dispatcher.dispatchBatch();
    await d.dispatcher.dispatchBatch();
    const [row] = await t.app.deps.db.select().from(outboxEvents).where(eq(outboxEvents.id, id));
    expect(row?.deadAt).toBeInstanceOf(Date);
    expect(row?.dispatchedAt).toBeNull();
    // Not retried: the second batch left it alone.
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toContain('OUTBOX_BAD_PAYLOAD socket devphone:sms');
    expect((await t.app.deps.queues.get('payments').getJobs(['waiting', 'delayed'])).length).toBe(
      sweepsBefore,
    );
    expect(errors.map((e) => e.msg)).toEqual(['outbox event has a bad delivery; dead-lettered']);
    // A dead event no longer counts as waiting.
    expect(await pendingOutboxCount(t.app.deps.db)).toBe(pendingBefore);
    await d.close();
  });

  it('dead-letters a stored delivery whose event or job name does not exist', async () => {
    // Written as raw JSON, as an older release would have: the compiler no longer allows it.
    const stored = [{ kind: 'job', queue: 'events', name: 'purchase', data: { orderId: 'o1' } }];
    const [row] = await queryRows<{ id: number }>(
      t.app.deps.db,
      sql`insert into outbox_events (type, payload, deliveries)
          values ('test.unknown', '{}', ${JSON.stringify(stored)}::jsonb) returning id`,
    );
    const d = dispatcherFor(t);
    await d.dispatcher.dispatchBatch();
    const [after] = await t.app.deps.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.id, Number(row!.id)));
    expect(after?.deadAt).toBeInstanceOf(Date);
    expect(after?.lastError).toBe('OUTBOX_UNKNOWN_DELIVERY job events.purchase');
    await d.close();
  });
});

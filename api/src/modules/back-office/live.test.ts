import { Emitter } from '@socket.io/redis-emitter';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { outboxKickChannel, socketKey } from '../../deps';
import { createRedis } from '../../lib/redis';
import { createProduct, createShopper, createStaff, orderBody } from '../../test/fixtures';
import { testPrefix } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { OutboxDispatcher } from '../outbox/dispatcher';

// The back-office's live feed over a real socket: new orders and status moves reach `admins`,
// only staff may join it, and a disabled account's socket is dropped.
let testDb: TestDatabase;
let app: FastifyInstance;
let url: string;
let dispatcher: OutboxDispatcher;
const redisClients: Array<{ disconnect(): void }> = [];
const sockets: Socket[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = testConfig({ REDIS_PREFIX: testPrefix(), RATE_LIMIT_PER_MINUTE: '100000' });
  app = await buildApp(config, { database: testDb.database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const redis = createRedis(config.redis.url);
  const sub = redis.duplicate();
  redisClients.push(redis, sub);
  dispatcher = new OutboxDispatcher({
    db: app.deps.db,
    queues: app.deps.queues,
    log: app.deps.log,
    emitter: new Emitter(redis, { key: socketKey(config.redis.prefix) }),
    subscriber: sub,
    kickChannel: outboxKickChannel(config.redis.prefix),
    pollMs: 300,
  });
  await dispatcher.start();
}, 60_000);

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await dispatcher?.stop();
  for (const r of redisClients) r.disconnect();
  await app?.close();
  await testDb?.drop();
});

async function socketWith(cookie?: string): Promise<Socket> {
  const s = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
  });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms)),
  ]);

describe('the admins room', () => {
  it('receives admin:order-created within 2 s of a placed order, and the status move after it', async () => {
    const { db } = app.deps;
    const staff = await createStaff(db);
    const shopper = await createShopper(db);
    const { productId, variant } = await createProduct(db, { stock: 20 });
    const admin = await socketWith(staff.cookie);
    expect(await admin.emitWithAck('room:join', 'admins')).toEqual({ ok: true });

    const created = new Promise<{ orderId: string; orderNumber: string }>((r) =>
      admin.once('admin:order-created', r),
    );
    const placedAt = Date.now();
    const placed = await app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: orderBody([{ productId, variantId: variant.id, quantity: 1 }]),
      headers: { cookie: shopper.cookie },
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    const event = await within(2000, created);
    expect(Date.now() - placedAt).toBeLessThan(2000);
    expect(event).toMatchObject({ orderId: order.id, orderNumber: order.orderNumber });

    const updated = new Promise<{ orderId: string; status: string }>((r) => {
      admin.on('order:updated', (e: { orderId: string; status: string }) => {
        if (e.orderId === order.id && e.status === 'processing') r(e);
      });
    });
    const moved = await app.inject({
      method: 'POST',
      url: '/api/admin/orders/bulk-status',
      payload: { orderIds: [order.id], status: 'processing' },
      headers: { cookie: staff.cookie },
    });
    expect(moved.json().updated).toBe(1);
    await expect(within(2000, updated)).resolves.toMatchObject({ orderId: order.id });
  });

  it('refuses a shopper or a guest', async () => {
    const shopper = await createShopper(app.deps.db);
    const customer = await socketWith(shopper.cookie);
    expect(await customer.emitWithAck('room:join', 'admins')).toEqual({ ok: false, code: 'ROOM_FORBIDDEN' });
    const guest = await socketWith();
    expect(await guest.emitWithAck('room:join', 'admins')).toEqual({ ok: false, code: 'ROOM_FORBIDDEN' });
  });

  it('drops the socket of an account an admin disables', async () => {
    const { db } = app.deps;
    const boss = await createStaff(db, 'admin');
    const clerk = await createStaff(db);
    const socket = await socketWith(clerk.cookie);
    expect(await socket.emitWithAck('room:join', 'admins')).toEqual({ ok: true });
    const dropped = new Promise<string>((r) => socket.once('disconnect', r));
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/admin/staff/${clerk.staffId}`,
      payload: { disabled: true },
      headers: { cookie: boss.cookie },
    });
    expect(res.statusCode).toBe(200);
    await expect(within(2000, dropped)).resolves.toBe('io server disconnect');
    // Reconnecting with the revoked cookie gets no staff rights.
    const again = await socketWith(clerk.cookie);
    expect(await again.emitWithAck('room:join', 'admins')).toEqual({ ok: false, code: 'ROOM_FORBIDDEN' });
  });
});

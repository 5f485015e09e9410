import { Emitter } from '@socket.io/redis-emitter';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { outboxKickChannel, socketKey } from '../deps';
import { createRedis } from '../lib/redis';
import { OutboxDispatcher } from '../modules/outbox/dispatcher';
import { createProduct, createShopper, createStaff, createTestOrder } from '../test/fixtures';
import { testPrefix } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

// Two API instances with their own Socket.IO servers, sharing the database and Redis as two
// processes would; a change made through B must reach a socket connected to A.
let testDb: TestDatabase;
let a: FastifyInstance;
let b: FastifyInstance;
let urlA: string;
let dispatcher: OutboxDispatcher;
const redisClients: Array<{ disconnect(): void }> = [];

const urlOf = (app: FastifyInstance) => {
  const addr = app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
};

beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = testConfig({ REDIS_PREFIX: testPrefix() });
  a = await buildApp(config, { database: testDb.database });
  b = await buildApp(config, { database: testDb.database });
  await a.listen({ port: 0, host: '127.0.0.1' });
  await b.listen({ port: 0, host: '127.0.0.1' });
  urlA = urlOf(a);
  const redis = createRedis(config.redis.url);
  const sub = redis.duplicate();
  redisClients.push(redis, sub);
  dispatcher = new OutboxDispatcher({
    db: a.deps.db,
    queues: a.deps.queues,
    log: a.deps.log,
    emitter: new Emitter(redis, { key: socketKey(config.redis.prefix) }),
    subscriber: sub,
    kickChannel: outboxKickChannel(config.redis.prefix),
    pollMs: 300,
  });
  await dispatcher.start();
});

afterAll(async () => {
  await dispatcher.stop();
  for (const r of redisClients) r.disconnect();
  await a.close();
  await b.close();
  await testDb.drop();
});

async function socketTo(url: string, cookie?: string): Promise<Socket> {
  const s = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
  });
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  return s;
}

async function setup() {
  const db = a.deps.db;
  const { customer, cookie } = await createShopper(db);
  const { product, variant } = await createProduct(db);
  const { order, trackingId } = await createTestOrder(db, {
    customerId: customer.id,
    customerPhone: customer.phone,
    productId: product.id,
    variantId: variant.id,
  });
  const { cookie: staffCookie } = await createStaff(db);
  return { order, trackingId, cookie, staffCookie };
}

const move = (staffCookie: string, orderId: string, status: string) =>
  b.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/status`,
    payload: { status },
    headers: { cookie: staffCookie },
  });

describe('several API processes', () => {
  it('delivers a change made through one process to sockets connected to the other', async () => {
    const { order, trackingId, cookie, staffCookie } = await setup();
    const guest = await socketTo(urlA);
    const owner = await socketTo(urlA, cookie);
    expect(await guest.emitWithAck('room:join', `tracking:${trackingId}`)).toEqual({ ok: true });
    expect(await owner.emitWithAck('room:join', `order:${order.id}`)).toEqual({ ok: true });
    // A guest may follow the parcel, never the order itself.
    expect(await guest.emitWithAck('room:join', `order:${order.id}`)).toEqual({
      ok: false,
      code: 'ROOM_FORBIDDEN',
    });

    expect(await guest.emitWithAck('room:join', `customer:${order.customerId}`)).toMatchObject({ ok: false });
    expect(await guest.emitWithAck('room:join', 'admins')).toMatchObject({ ok: false });
    const guestSaw: string[] = [];
    guest.onAny((event: string) => guestSaw.push(event));

    const tracking = new Promise<Record<string, unknown>>((r) => guest.once('tracking:event', r));
    const updated = new Promise<Record<string, unknown>>((r) => owner.once('order:updated', r));
    expect((await move(staffCookie, order.id, 'processing')).statusCode).toBe(200);
    const publicEvent = await tracking;
    expect(publicEvent).toMatchObject({ trackingId, status: 'processing' });
    // The public room carries the parcel's status only (with the codes screens word it from):
    // no names, phones, streets or ids.
    expect(Object.keys(publicEvent).sort()).toEqual(
      [
        'estimatedDelivery',
        'location',
        'locationCode',
        'locationParams',
        'message',
        'messageCode',
        'messageParams',
        'status',
        'timestamp',
        'trackingId',
      ].sort(),
    );
    const text = JSON.stringify(publicEvent);
    for (const secret of [
      order.customerPhone,
      order.receiverName,
      order.street,
      order.customerId,
      order.id,
    ]) {
      expect(text).not.toContain(secret);
    }
    await expect(updated).resolves.toMatchObject({
      orderId: order.id,
      status: 'processing',
      previousStatus: 'confirmed',
    });
    expect(guestSaw).toEqual(['tracking:event']);
    guest.disconnect();
    owner.disconnect();
  });

  it('lets a client that was away fetch what it missed when it comes back', async () => {
    const { order, trackingId, staffCookie } = await setup();
    const s = await socketTo(urlA);
    expect(await s.emitWithAck('room:join', `tracking:${trackingId}`)).toEqual({ ok: true });
    s.disconnect();
    expect((await move(staffCookie, order.id, 'shipped')).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 400));
    // Back online: the client rejoins and reads the record, which holds the missed step.
    s.connect();
    await new Promise<void>((r) => s.once('connect', () => r()));
    expect(await s.emitWithAck('room:join', `tracking:${trackingId}`)).toEqual({ ok: true });
    const res = await a.inject({ url: `/api/tracking/${trackingId}` });
    expect(res.json().tracking.history.map((h: { status: string }) => h.status)).toEqual([
      'pending',
      'shipped',
    ]);
    const next = new Promise<Record<string, unknown>>((r) => s.once('tracking:event', r));
    await move(staffCookie, order.id, 'in_transit');
    await expect(next).resolves.toMatchObject({ status: 'in_transit' });
    s.disconnect();
  });
});

import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_COOKIE, createSession } from '../modules/auth/sessions';
import { customers } from '../modules/customers/tables';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let url: string;
let customerId: string;
let otherId: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const [a, b] = await t.app.deps.db
    .insert(customers)
    .values([
      { phone: '+250781000001', firstName: 'Aline' },
      { phone: '+250781000002', firstName: 'Bosco' },
    ])
    .returning();
  customerId = a!.id;
  otherId = b!.id;
  const { token } = await createSession(t.app.deps.db, { customerId }, 60_000);
  cookie = `${CUSTOMER_COOKIE}=${token}`;
});
afterAll(async () => t.close());

async function client(withCookie?: string): Promise<Socket> {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: withCookie ? { cookie: withCookie } : {},
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describe('room joins are decided on the server', () => {
  it('refuses guests the admins room and customer rooms', async () => {
    const s = await client();
    expect(await s.emitWithAck('room:join', 'admins')).toEqual({ ok: false, code: 'ROOM_FORBIDDEN' });
    expect(await s.emitWithAck('room:join', `customer:${customerId}`)).toEqual({
      ok: false,
      code: 'ROOM_FORBIDDEN',
    });
    expect(await s.emitWithAck('room:join', 'nonsense')).toEqual({ ok: false, code: 'BAD_ROOM' });
    s.disconnect();
  });

  it("lets a signed-in customer join their own room, never another's", async () => {
    const s = await client(cookie);
    expect(await s.emitWithAck('room:join', `customer:${customerId}`)).toEqual({ ok: true });
    expect(await s.emitWithAck('room:join', `customer:${otherId}`)).toEqual({
      ok: false,
      code: 'ROOM_FORBIDDEN',
    });
    expect(await s.emitWithAck('room:join', 'admins')).toEqual({ ok: false, code: 'ROOM_FORBIDDEN' });
    s.disconnect();
  });

  it('refuses an unknown tracking id', async () => {
    const s = await client();
    expect(await s.emitWithAck('room:join', 'tracking:TRK-NOPE')).toEqual({ ok: false, code: 'NOT_FOUND' });
    s.disconnect();
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeRoom } from '../../realtime/room-access';
import { createProduct, createStaff, type TestStaff } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let staff: TestStaff;
let other: TestStaff;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  staff = await createStaff(t.app.deps.db, 'staff');
  other = await createStaff(t.app.deps.db, 'admin');
});
afterAll(() => t?.close());

const chat = (sessionId: string, message: string, deviceId: string) =>
  t.app.inject({ method: 'POST', url: '/api/offers/chat', payload: { message, sessionId, deviceId } });
const asStaff = (who: TestStaff, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload ? { payload } : {}) });

describe('live conversations', () => {
  it('lists a chat, lets a staff member take it over and answer, and keeps the assistant silent until they leave', async () => {
    const sessionId = randomUUID();
    const device = `device-${randomUUID()}`;
    const first = await chat(sessionId, 'hello', device);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().source).toBe('rules');

    const list = (await asStaff(staff, 'GET', '/api/admin/conversations')).json().data;
    const mine = list.find((c: { sessionId: string | null }) => c.sessionId === sessionId);
    expect(mine).toMatchObject({ deviceId: device, messages: 2, takenOverBy: null });

    // Staff may not join the chat room before taking it over.
    const principal = {
      customer: null,
      staff: { sessionId: 's', staffId: staff.staffId, role: 'staff' as const },
    };
    expect(await authorizeRoom(t.app.deps, principal, `chat:${sessionId}`)).toEqual({
      ok: false,
      code: 'ROOM_FORBIDDEN',
    });
    // Nor answer it.
    const early = await asStaff(staff, 'POST', `/api/admin/conversations/chat/${sessionId}/messages`, {
      text: 'Hi',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('CHAT_NOT_TAKEN_OVER');

    const taken = await asStaff(staff, 'POST', `/api/admin/conversations/chat/${sessionId}/takeover`);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await authorizeRoom(t.app.deps, principal, `chat:${sessionId}`)).toEqual({ ok: true });
    // A second staff member cannot take it from the first.
    const clash = await asStaff(other, 'POST', `/api/admin/conversations/chat/${sessionId}/takeover`);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('CHAT_TAKEN_BY_OTHER');

    const quiet = await chat(sessionId, 'is anyone there?', device);
    expect(quiet.json()).toMatchObject({ source: 'staff', reply: '' });
    const answer = await asStaff(staff, 'POST', `/api/admin/conversations/chat/${sessionId}/messages`, {
      text: 'Yes, Aline from Isoko here.',
    });
    expect(answer.statusCode, answer.body).toBe(200);

    const transcript = (await asStaff(staff, 'GET', `/api/admin/conversations/${mine.conversationId}`)).json()
      .data;
    expect(transcript.messages.map((m: { from: string; text: string }) => [m.from, m.text])).toEqual([
      ['shopper', 'hello'],
      ['assistant', first.json().reply],
      ['shopper', 'is anyone there?'],
      ['staff', 'Yes, Aline from Isoko here.'],
    ]);
    expect(transcript.conversation.takenOverBy).toBe(staff.staffId);

    const left = await asStaff(staff, 'POST', `/api/admin/conversations/chat/${sessionId}/release`);
    expect(left.statusCode).toBe(200);
    expect((await chat(sessionId, 'thanks', device)).json().source).toBe('rules');
    expect(await authorizeRoom(t.app.deps, principal, `chat:${sessionId}`)).toEqual({
      ok: false,
      code: 'ROOM_FORBIDDEN',
    });
  });

  it('answers 404 for a chat nobody wrote in and 400 for an empty answer', async () => {
    const unknown = await asStaff(staff, 'POST', `/api/admin/conversations/chat/${randomUUID()}/takeover`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('CONVERSATION_NOT_FOUND');
    const empty = await asStaff(staff, 'POST', `/api/admin/conversations/chat/${randomUUID()}/messages`, {
      text: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect((await asStaff(staff, 'GET', `/api/admin/conversations/${randomUUID()}`)).statusCode).toBe(404);
    expect((await asStaff(staff, 'GET', '/api/admin/conversations/negotiations')).statusCode).toBe(200);
  });
});

describe('negotiations in the back-office', () => {
  const bargain = async (productId: string, device: string, offerPrice: number | string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/negotiation/offer',
      payload: { sku: productId, userId: device, offerPrice },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const negotiationOn = async (productId: string) =>
    (await asStaff(staff, 'GET', '/api/admin/conversations/negotiations'))
      .json()
      .data.find((n: { productId: string }) => n.productId === productId);

  it("keeps a deleted product's name on its negotiations", async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    await bargain(p.productId, `device-${randomUUID()}`, 18_000);
    const removed = await asStaff(other, 'DELETE', `/api/admin/products/${p.productId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await negotiationOn(p.productId)).productName).toBe(p.product.name);
  });

  it('tells the rounds that used up a round from a yes to the standing counter', async () => {
    const p = await createProduct(t.app.deps.db, { price: 25_000 });
    const device = `device-${randomUUID()}`;
    for (const amount of [18_000, 18_500, 19_000]) await bargain(p.productId, device, amount);
    await bargain(p.productId, device, 'yes');
    const rounds = (await negotiationOn(p.productId)).rounds;
    expect(
      rounds.map((r: { round: number; counted: boolean; move: string }) => [r.round, r.counted, r.move]),
    ).toEqual([
      [1, true, 'offer'],
      [2, true, 'offer'],
      [3, true, 'offer'],
      [3, false, 'accept'],
    ]);
  });
});

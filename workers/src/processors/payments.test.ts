import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { ensureShippingSettings } from '@isoko/api/modules/shipping/service';
import { createProduct, createShopper, orderBody } from '@isoko/api/test/fixtures';
import { createTestApp, type TestApp } from '@isoko/api/test/test-app';
import type { OrderDto } from '@isoko/shared/orders/schema';
import type { DevMomoPrompt } from '@isoko/shared/payments/schema';
import { type Job, UnrecoverableError } from 'bullmq';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningWorkers, startWorkers } from '../start-workers';
import { processPayments } from './payments';

let t: TestApp;
let url: string;
let workers: RunningWorkers;
let socket: Socket;

/** The demo's sandbox is reached at our own port, so the config must know it before start. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  await new Promise((r) => server.close(r));
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({ PORT: String(port), RATE_LIMIT_PER_MINUTE: '100000' });
  await t.app.listen({ port, host: '127.0.0.1' });
  url = `http://127.0.0.1:${port}`;
  await ensureShippingSettings(t.app.deps.db);
  workers = await startWorkers(t.app.deps);
});
afterAll(async () => {
  socket?.disconnect();
  await workers?.stop();
  await t?.close();
});

describe('payments processor', () => {
  it('refuses an unknown job or a malformed payload without retries', async () => {
    const job = (name: string, data: unknown) => ({ id: '1', name, data }) as unknown as Job;
    await expect(processPayments(job('request', {}), t.app.deps)).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(processPayments(job('refund', {}), t.app.deps)).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('runs a MoMo payment end to end in the demo: prompt on the handset, approve, order paid', async () => {
    const product = await createProduct(t.app.deps.db, { price: 9_000, variants: [{ stock: 3 }] });
    const shopper = await createShopper(t.app.deps.db);
    socket = connect(url, { transports: ['websocket'], forceNew: true });
    await new Promise<void>((r) => socket.on('connect', () => r()));
    const ack = await socket.emitWithAck('room:join', `phone:${shopper.phone}`);
    expect(ack).toEqual({ ok: true });
    const prompted = new Promise<DevMomoPrompt>((resolve) => socket.on('devphone:momo-prompt', resolve));

    const placed = await fetch(`${url}/api/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: shopper.cookie,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(
        orderBody([{ productId: product.productId, quantity: 1 }], { paymentMethod: 'mobile_money' }),
      ),
    });
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as { data: OrderDto }).data;
    expect(order.paymentStatus).toBe('pending');

    // The outbox queues `payments.request`; the worker sends the request-to-pay to our sandbox.
    const prompt = await prompted;
    expect(prompt).toMatchObject({ phone: shopper.phone, externalId: order.orderNumber, status: 'pending' });
    const listed = await fetch(`${url}/api/dev/momo/prompts?phone=${encodeURIComponent(shopper.phone)}`);
    expect(
      ((await listed.json()) as { data: { prompts: DevMomoPrompt[] } }).data.prompts[0]?.referenceId,
    ).toBe(prompt.referenceId);

    const approved = await fetch(`${url}/api/dev/momo/${prompt.referenceId}/approve`, { method: 'POST' });
    expect(approved.status).toBe(200);

    // The callback (when the sandbox sends it) or the 10-second sweep settles it.
    let seen: OrderDto | undefined;
    for (let i = 0; i < 100; i++) {
      const res = await fetch(`${url}/api/orders/${order.id}`, { headers: { cookie: shopper.cookie } });
      seen = ((await res.json()) as { data: OrderDto }).data;
      if (seen.paymentStatus === 'paid') break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(seen).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      payment: { status: 'successful' },
    });
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis } from '../../lib/redis';
import { createProduct, createShopper, freshPhone, orderBody, type TestShopper } from '../../test/fixtures';
import { createTestApp, type TestApp, testPrefix } from '../../test/test-app';
import { products, productVariants } from '../catalog/tables';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { outboxEvents } from '../outbox/tables';
import { ensureShippingSettings } from '../shipping/service';
import { decideSandboxPayment, type StandaloneSandbox, startStandaloneSandbox } from './momo-sandbox/server';
import { reconcilePayment } from './reconcile';
import { sendPaymentRequest } from './request-to-pay';
import { sweepPayments } from './sweep';
import { payments } from './tables';

let t: TestApp;
let redis: Redis;
let sandbox: StandaloneSandbox;

beforeAll(async () => {
  redis = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'momo-sandbox-test');
  sandbox = await startStandaloneSandbox(redis, {
    prefix: testPrefix(),
    apiUser: 'demo-api-user',
    apiKey: 'demo-api-key',
    subscriptionKey: 'demo-subscription-key',
    targetEnvironment: 'sandbox',
    callbackDropRate: 1,
  });
  t = await createTestApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    MOMO_BASE_URL: sandbox.url,
    MOMO_CURRENCY: 'RWF',
  });
  await ensureShippingSettings(t.app.deps.db);
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
  redis?.disconnect();
});

const db = () => t.app.deps.db;
const stockOf = async (variantId: string) =>
  (
    await db()
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
  )[0]!.stock;
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
/** The texts the payment events of an order carry to the SMS queue, oldest first. */
const paymentTexts = async (orderId: string) =>
  (
    await db()
      .select({ deliveries: outboxEvents.deliveries })
      .from(outboxEvents)
      .where(
        sql`${outboxEvents.type} = 'payment.updated' and ${outboxEvents.payload}->>'orderId' = ${orderId}`,
      )
      .orderBy(outboxEvents.id)
  )
    .flatMap((e) => e.deliveries)
    .flatMap((d) => (d.kind === 'job' && d.queue === 'sms' ? [d.data] : []));

/** A MoMo order for 2 units of a fresh product with `stock` units; the request-to-pay already sent. */
async function momoOrder(stock = 5, shopper?: TestShopper) {
  const product = await createProduct(db(), { price: 10_000, variants: [{ stock }] });
  const who = shopper ?? (await createShopper(db()));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: who.cookie, 'idempotency-key': randomUUID() },
    payload: orderBody([{ productId: product.productId, quantity: 2 }], {
      paymentMethod: 'mobile_money',
      payerPhone: '0788 555 111',
    }),
  });
  expect(res.statusCode).toBe(201);
  const order = res.json().data;
  expect(await sendPaymentRequest(t.app.deps, order.payment.id)).toBe('submitted');
  const payment = await paymentRow(order.payment.id);
  return { order, payment, product, variantId: product.variants[0]!.id, shopper: who };
}

describe('paying an order by MTN Mobile Money', () => {
  it('leaves a new MoMo order pending with its stock reserved and one request-to-pay sent', async () => {
    const { order, payment, variantId } = await momoOrder();
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'mobile_money',
    });
    expect(order.payment).toMatchObject({
      status: 'pending',
      amount: order.total,
      currency: 'RWF',
      payerPhone: '+250788555111',
    });
    expect(await stockOf(variantId)).toBe(3);
    const sent = await sandbox.store.get(payment.referenceId);
    expect(sent).toMatchObject({
      amount: String(order.total),
      currency: 'RWF',
      externalId: order.orderNumber,
      partyId: '250788555111',
      status: 'PENDING',
      callbackUrl: expect.stringContaining(`/api/payments/momo/callback/${payment.id}`),
    });
    // A retried job reuses the stored reference: MoMo answers 409 and nothing is sent twice.
    const before = sandbox.store.requestsReceived;
    expect(await sendPaymentRequest(t.app.deps, payment.id)).toBe('submitted');
    expect(sandbox.store.requestsReceived).toBe(before);
  });

  it('names the order on the payer’s MoMo prompt in the language of their texts', async () => {
    const english = await momoOrder();
    expect((await sandbox.store.get(english.payment.referenceId))?.payerMessage).toBe(
      `Isoko order ${english.order.orderNumber}`,
    );
    for (const [language, line] of [
      ['fr', 'Commande Isoko'],
      ['rw', 'Itumiza rya Isoko'],
    ] as const) {
      const shopper = await createShopper(db());
      await db()
        .update(customers)
        .set({ preferredLanguage: language })
        .where(eq(customers.id, shopper.customerId));
      const { order, payment } = await momoOrder(5, shopper);
      expect((await sandbox.store.get(payment.referenceId))?.payerMessage).toBe(
        `${line} ${order.orderNumber}`,
      );
    }
  });

  it('marks the order paid and confirmed when MoMo says SUCCESSFUL', async () => {
    const { order, payment, variantId } = await momoOrder();
    expect(await reconcilePayment(t.app.deps, payment.id)).toBe('unchanged');
    await decideSandboxPayment(sandbox.options, payment.referenceId, 'approve');
    expect(await reconcilePayment(t.app.deps, payment.id)).toBe('settled');
    expect(await orderRow(order.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      stockReleased: false,
    });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'successful', reason: null });
    expect(await stockOf(variantId)).toBe(3);
    const view = (
      await t.app.inject({ url: `/api/orders/${order.id}`, headers: { cookie: await ownerCookie(order.id) } })
    ).json();
    expect(view.data.payment.status).toBe('successful');
  });

  it('leaves a declined order unpaid and gives its stock back once', async () => {
    const { order, payment, variantId, shopper } = await momoOrder();
    await decideSandboxPayment(sandbox.options, payment.referenceId, 'decline');
    expect(await reconcilePayment(t.app.deps, payment.id)).toBe('settled');
    expect(await reconcilePayment(t.app.deps, payment.id)).toBe('unchanged');
    await sweepPayments(t.app.deps, { spacingMs: 0 });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'failed', reason: 'APPROVAL_REJECTED' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      stockReleased: true,
    });
    expect(await stockOf(variantId)).toBe(5);
    // One text says the payment did not go through and where to pay again; a replay adds none.
    expect(await paymentTexts(order.id)).toEqual([
      expect.objectContaining({
        to: shopper.phone,
        kind: 'order_status',
        dedupeKey: `payment-failed-${payment.id}`,
        message: expect.stringMatching(
          new RegExp(
            `^Isoko: the Mobile Money payment for order ${order.orderNumber} did not go through\\..*/orders$`,
          ),
        ),
      }),
    ]);
    const [p] = await db()
      .select({ stockTotal: products.stockTotal })
      .from(products)
      .where(eq(products.id, order.items[0].productId));
    expect(p!.stockTotal).toBe(5);
  });

  it('expires an attempt pending 15 minutes: unpaid, stock released once, order still payable', async () => {
    const { order, payment, variantId } = await momoOrder();
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, payment.id));
    await sweepPayments(t.app.deps, { spacingMs: 0 });
    await sweepPayments(t.app.deps, { spacingMs: 0 });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'expired', reason: 'EXPIRED' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      stockReleased: true,
    });
    expect(await stockOf(variantId)).toBe(5);
    // An attempt nobody answered is not a decline: no text (the order's cancellation text follows later).
    expect(await paymentTexts(order.id)).toEqual([]);
  });

  it('takes a new attempt after a failure, reserving the stock again', async () => {
    const { order, payment, variantId, shopper } = await momoOrder();
    await decideSandboxPayment(sandbox.options, payment.referenceId, 'decline');
    await reconcilePayment(t.app.deps, payment.id);
    expect(await stockOf(variantId)).toBe(5);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(retry.statusCode).toBe(201);
    const next = retry.json().data;
    expect(next).toMatchObject({ paymentStatus: 'pending', stockReleased: false });
    expect(next.payment.id).not.toBe(payment.id);
    expect(await stockOf(variantId)).toBe(3);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    // Still pending: the same attempt comes back instead of a second prompt.
    expect(again.statusCode).toBe(200);
    expect(again.json().data.payment.id).toBe(next.payment.id);
    const newRef = (await paymentRow(next.payment.id)).referenceId;
    expect(newRef).not.toBe(payment.referenceId);
    await sendPaymentRequest(t.app.deps, next.payment.id);
    await decideSandboxPayment(sandbox.options, newRef, 'approve');
    await reconcilePayment(t.app.deps, next.payment.id);
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  // Row locks need a real server: the in-memory database runs one statement at a time.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'lets a new attempt wait for a settlement under way instead of deadlocking with it',
    async () => {
      const { order, payment, shopper } = await momoOrder();
      let release!: () => void;
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const paymentLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      // A settlement takes its locks in its own order: the payment, then (a moment later) the order.
      const settling = db().transaction(async (tx) => {
        await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        locked();
        await holding;
        await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      });
      await paymentLocked;
      // Meanwhile the shopper asks to pay again.
      const retrying = t.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/payments`,
        headers: { cookie: shopper.cookie },
        payload: {},
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await expect(settling).resolves.toBeUndefined();
      const retry = await retrying;
      // The attempt still pending stands; nobody was aborted as a deadlock victim.
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.payment.id).toBe(payment.id);
    },
  );

  it('refuses a new attempt with OUT_OF_STOCK when the released units were sold meanwhile', async () => {
    const { order, payment, product, shopper } = await momoOrder(2);
    await decideSandboxPayment(sandbox.options, payment.referenceId, 'decline');
    await reconcilePayment(t.app.deps, payment.id);
    const buyer = await createShopper(db());
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: product.productId, quantity: 2 }]),
    });
    expect(bought.statusCode).toBe(201);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error.code).toBe('OUT_OF_STOCK');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'failed', stockReleased: true });
  });

  it('records a late approval after expiry: stock taken again, order paid and confirmed', async () => {
    const { order, payment, variantId } = await momoOrder();
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, payment.id));
    await sweepPayments(t.app.deps, { spacingMs: 0 });
    expect(await stockOf(variantId)).toBe(5);
    await decideSandboxPayment(sandbox.options, payment.referenceId, 'approve');
    expect(await reconcilePayment(t.app.deps, payment.id)).toBe('settled');
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'successful' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'paid',
      stockReleased: false,
    });
    expect(await stockOf(variantId)).toBe(3);
  });

  it('flags a refund when a late approval finds the stock sold', async () => {
    const { order, payment, product } = await momoOrder(2);
    await db()
      .update(payments)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(payments.id, payment.id));
    await sweepPayments(t.app.deps, { spacingMs: 0 });
    const buyer = await createShopper(db());
    await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: buyer.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: product.productId, quantity: 2 }]),
    });
    await decideSandboxPayment(sandbox.options, payment.referenceId, 'approve');
    await reconcilePayment(t.app.deps, payment.id);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(row.meta.refundDue).toEqual([
      expect.objectContaining({ paymentId: payment.id, why: 'stock_gone' }),
    ]);
  });

  it('sends a request again when MoMo never received it, with the same reference id', async () => {
    const product = await createProduct(db(), { price: 4_000, variants: [{ stock: 2 }] });
    const shopper = await createShopper(db());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: shopper.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: product.productId, quantity: 1 }], { paymentMethod: 'mobile_money' }),
    });
    const paymentId = res.json().data.payment.id;
    expect(await reconcilePayment(t.app.deps, paymentId)).toBe('unchanged');
    const jobs = await t.app.deps.queues.get('payments').getJobs(['waiting', 'delayed']);
    expect(jobs.some((j) => j.name === 'request' && j.data.paymentId === paymentId)).toBe(true);
    expect(await sendPaymentRequest(t.app.deps, paymentId)).toBe('submitted');
    const { referenceId } = await paymentRow(paymentId);
    expect((await sandbox.store.get(referenceId))?.externalId).toBe(res.json().data.orderNumber);
  });

  it('treats a callback as a hint: its body is never believed and a replay changes nothing', async () => {
    const { order, payment } = await momoOrder();
    const lie = { status: 'SUCCESSFUL', externalId: order.orderNumber, amount: String(order.total) };
    const cb = () =>
      t.app.inject({ method: 'PUT', url: `/api/payments/momo/callback/${payment.id}`, payload: lie });
    expect((await cb()).statusCode).toBe(200);
    const queued = await t.app.deps.queues.get('payments').getJobs(['waiting', 'delayed']);
    expect(queued.some((j) => j.name === 'reconcile' && j.data.paymentId === payment.id)).toBe(true);
    // The worker asks MoMo, which still says PENDING.
    expect(await reconcilePayment(t.app.deps, payment.id)).toBe('unchanged');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });

    await decideSandboxPayment(sandbox.options, payment.referenceId, 'approve');
    await reconcilePayment(t.app.deps, payment.id);
    const settled = await orderRow(order.id);
    const settledPayment = await paymentRow(payment.id);
    for (let i = 0; i < 3; i++) {
      expect((await cb()).statusCode).toBe(200);
      expect(await reconcilePayment(t.app.deps, payment.id)).toBe('unchanged');
    }
    expect(await orderRow(order.id)).toEqual(settled);
    expect(await paymentRow(payment.id)).toEqual(settledPayment);
  });
});

async function ownerCookie(orderId: string): Promise<string> {
  const row = await orderRow(orderId);
  const shopper = await createShopper(db(), { phone: row.customerPhone });
  return shopper.cookie;
}

describe('the MoMo payer is an MTN number', () => {
  const airtelPhone = () => freshPhone().replace('+25078', '+25072');
  const placeMomo = async (who: TestShopper, extra: Record<string, unknown> = {}) => {
    const product = await createProduct(db(), { price: 10_000, variants: [{ stock: 5 }] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: who.cookie, 'idempotency-key': randomUUID() },
      payload: orderBody([{ productId: product.productId, quantity: 1 }], {
        paymentMethod: 'mobile_money',
        ...extra,
      }),
    });
    return { res, variantId: product.variants[0]!.id };
  };

  it('refuses an Airtel number typed at checkout and places nothing', async () => {
    const who = await createShopper(db());
    const before = sandbox.store.requestsReceived;
    const { res, variantId } = await placeMomo(who, { payerPhone: '0722123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(res.json().error.message).toContain('Enter an MTN number (078 or 079) for MoMo.');
    expect(await stockOf(variantId)).toBe(5);
    expect(sandbox.store.requestsReceived).toBe(before);
  });

  it('accepts a 079 number and any way of writing it', async () => {
    const who = await createShopper(db());
    const { res } = await placeMomo(who, { payerPhone: '+250 791 234 567' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.payment.payerPhone).toBe('+250791234567');
  });

  it('asks a shopper signed in with an Airtel phone to type an MTN number instead of asking theirs', async () => {
    const who = await createShopper(db(), { phone: airtelPhone() });
    const { res, variantId } = await placeMomo(who);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'PAYER_PHONE_NOT_MTN',
      message: 'Enter an MTN number (078 or 079) for MoMo.',
    });
    expect(await stockOf(variantId)).toBe(5);
    // The same shopper pays from an MTN number they type.
    const typed = await placeMomo(who, { payerPhone: '0788 000 111' });
    expect(typed.res.statusCode).toBe(201);
    expect(typed.res.json().data.payment.payerPhone).toBe('+250788000111');
  });

  it('refuses an Airtel number on a new attempt, and never reuses one stored before this rule', async () => {
    const { order, payment, shopper } = await momoOrder();
    await decideSandboxPayment(sandbox.options, payment.referenceId, 'decline');
    await reconcilePayment(t.app.deps, payment.id);
    const typed = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: { cookie: shopper.cookie },
      payload: { payerPhone: '0731234567' },
    });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error.message).toContain('Enter an MTN number (078 or 079) for MoMo.');
    // An attempt from before the rule asked an Airtel number: the retry asks the account's MTN phone.
    await db().update(payments).set({ payerPhone: '+250722123456' }).where(eq(payments.id, payment.id));
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.payment.payerPhone).toBe(shopper.phone);
  });

  it('tells an Airtel shopper whose last attempt asked an Airtel number to type an MTN one', async () => {
    const who = await createShopper(db(), { phone: airtelPhone() });
    const { order, payment } = await momoOrder(5, who);
    await db().update(payments).set({ payerPhone: who.phone }).where(eq(payments.id, payment.id));
    await decideSandboxPayment(sandbox.options, payment.referenceId, 'decline');
    await reconcilePayment(t.app.deps, payment.id);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/payments`,
      headers: { cookie: who.cookie },
      payload: {},
    });
    expect(retry.statusCode).toBe(400);
    expect(retry.json().error.code).toBe('PAYER_PHONE_NOT_MTN');
  });
});

import { randomUUID } from 'node:crypto';
import type { AdminOrderDetailResponse, AdminOrdersResponse } from '@isoko/shared/admin/orders-schema';
import { isStatusStep } from '@isoko/shared/orders/history';
import { refundOutstanding } from '@isoko/shared/orders/refunds';
import type { TrackingDto } from '@isoko/shared/tracking/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProduct,
  createShopper,
  createStaff,
  createTestOrder,
  type TestProduct,
  type TestShopper,
  type TestStaff,
} from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { customers } from '../customers/tables';
import { deliveryStats } from '../orders/delivery-stats';
import { orders, orderTimeline } from '../orders/tables';
import { outboxEvents } from '../outbox/tables';
import { settleSuccessful } from '../payments/settle';
import { payments } from '../payments/tables';

/**
 * Refunds staff see and settle: what an order owes back from both sources (a paid order staff
 * cancelled, payments the payments module listed in meta.refundDue), and the record-refund route.
 */
let t: TestApp;
let staff: TestStaff;
let shopper: TestShopper;
let product: TestProduct;

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.app.deps;
  staff = await createStaff(db, 'staff');
  shopper = await createShopper(db);
  product = await createProduct(db);
}, 60_000);
afterAll(async () => t?.close());

const asStaff = (cookie = staff.cookie) => ({ cookie });

async function order(opts: { paid: boolean; status?: string }) {
  const { order: row } = await createTestOrder(t.app.deps.db, {
    customerId: shopper.customerId,
    customerPhone: shopper.phone,
    productId: product.productId,
    variantId: product.variant.id,
    status: opts.status ?? 'confirmed',
  });
  await t.app.deps.db
    .update(orders)
    .set({ paymentMethod: 'mobile_money', paymentStatus: opts.paid ? 'paid' : 'failed' })
    .where(eq(orders.id, row.id));
  return row.id;
}

/** A MoMo payment for the order that MoMo approves now (settlement decides what it means). */
async function approvedPayment(orderId: string, amount: number) {
  const [payment] = await t.app.deps.db
    .insert(payments)
    .values({
      orderId,
      method: 'mobile_money',
      referenceId: randomUUID(),
      amount,
      currency: 'RWF',
      payerPhone: shopper.phone,
      status: 'pending',
      expiresAt: new Date(Date.now() + 15 * 60_000),
    })
    .returning();
  expect(await settleSuccessful(t.app.deps, payment!.id)).toBe('settled');
  return payment!;
}

const cancel = async (orderId: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/status`,
    headers: asStaff(),
    payload: { status: 'cancelled' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const detail = async (orderId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: asStaff() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminOrderDetailResponse>().data;
};

const refund = (orderId: string, payload: Record<string, unknown>, cookie = staff.cookie) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: { cookie }, payload });

describe('what an order owes back', () => {
  it('owes a paid order staff cancelled, in the details and in the list row', async () => {
    const id = await order({ paid: true });
    expect(refundOutstanding(await detail(id))).toBe(0);
    await cancel(id);
    const shown = await detail(id);
    expect(refundOutstanding(shown)).toBe(24_000);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?search=${encodeURIComponent(shown.orderNumber)}`,
      headers: asStaff(),
    });
    const row = list.json<AdminOrdersResponse>().orders.find((o) => o.id === id)!;
    expect(refundOutstanding(row)).toBe(24_000);
  });

  it('owes each payment listed in meta.refundDue, with its reason and MoMo reference, beside the cancelled order', async () => {
    const id = await order({ paid: true });
    const second = await approvedPayment(id, 24_000);
    let shown = await detail(id);
    expect(shown.refunds?.due).toEqual([
      { paymentId: second.id, amount: 24_000, why: 'paid_twice', reference: second.referenceId },
    ]);
    expect(refundOutstanding(shown)).toBe(24_000);
    await cancel(id);
    shown = await detail(id);
    // Two payments came in for a cancelled order: both go back.
    expect(refundOutstanding(shown)).toBe(48_000);
  });

  it('owes a payment made after the order was cancelled once', async () => {
    const id = await order({ paid: false, status: 'cancelled' });
    const late = await approvedPayment(id, 24_000);
    const shown = await detail(id);
    expect(shown.refunds?.due.map((d) => [d.why, d.reference])).toEqual([
      ['order_cancelled', late.referenceId],
    ]);
    expect(refundOutstanding(shown)).toBe(24_000);
  });
});

describe('POST /api/admin/orders/:id/refunds', () => {
  it('records a partial refund, leaves the rest owed, then settles it; the timeline names the staff member', async () => {
    const id = await order({ paid: true });
    await cancel(id);
    const first = await refund(id, { amount: 10_000, method: 'mobile_money', reference: ' MP2611.1234 ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.outstanding).toBe(14_000);
    expect(refundOutstanding(await detail(id))).toBe(14_000);

    const over = await refund(id, { amount: 14_001, method: 'cash' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('REFUND_OVER_OWED');

    const rest = await refund(id, { amount: 14_000, method: 'cash' });
    expect(rest.statusCode, rest.body).toBe(200);
    const shown = await detail(id);
    expect(refundOutstanding(shown)).toBe(0);
    expect(
      shown.refunds?.settled.map(({ amount, method, reference, by }) => ({ amount, method, reference, by })),
    ).toEqual([
      { amount: 10_000, method: 'mobile_money', reference: 'MP2611.1234', by: staff.staffId },
      { amount: 14_000, method: 'cash', reference: null, by: staff.staffId },
    ]);
    const notes = await t.app.deps.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, id));
    const refundNotes = notes.filter((n) => n.noteCode?.startsWith('refund_'));
    expect(refundNotes.map((n) => [n.noteCode, n.noteParams, n.actor])).toEqual(
      expect.arrayContaining([
        ['refund_momo', { amount: '10,000 RWF' }, `staff:${staff.staffId}`],
        ['refund_cash', { amount: '14,000 RWF' }, `staff:${staff.staffId}`],
      ]),
    );

    const again = await refund(id, { amount: 1, method: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('REFUND_NOTHING_OWED');
  });

  it('texts the customer each refund in their language, with what is still to come; a refused one sends nothing', async () => {
    const { db } = t.app.deps;
    await db.update(customers).set({ preferredLanguage: 'fr' }).where(eq(customers.id, shopper.customerId));
    const id = await order({ paid: true });
    await cancel(id);
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    const texts = async () =>
      (await db.select().from(outboxEvents).where(eq(outboxEvents.type, 'order.refunded')))
        .filter((e) => (e.payload as { orderId: string }).orderId === id)
        .map((e) => (e.deliveries as { data: { to: string; message: string } }[])[0]!.data);
    expect((await refund(id, { amount: 10_000, method: 'mobile_money' })).statusCode).toBe(200);
    expect((await refund(id, { amount: 99_000, method: 'cash' })).statusCode).toBe(409);
    expect((await refund(id, { amount: 14_000, method: 'cash' })).statusCode).toBe(200);
    await db.update(customers).set({ preferredLanguage: 'en' }).where(eq(customers.id, shopper.customerId));
    const sent = await texts();
    expect(sent.map((s) => s.to)).toEqual([shopper.phone, shopper.phone]);
    expect(sent[0]!.message).toContain(`10 000 RWF de la commande ${row!.orderNumber}`);
    expect(sent[0]!.message).toContain('Mobile Money');
    expect(sent[0]!.message).toContain('Reste à venir : 14 000 RWF');
    expect(sent[1]!.message).toContain('en espèces');
    expect(sent[1]!.message).not.toContain('Reste');
  });

  it('refuses a refund on an order that owes nothing', async () => {
    const res = await refund(await order({ paid: true }), { amount: 500, method: 'cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('REFUND_NOTHING_OWED');
  });

  it('lets two staff members recording at once give back no more than is owed', async () => {
    const id = await order({ paid: true });
    await cancel(id);
    const both = await Promise.all([
      refund(id, { amount: 24_000, method: 'cash' }),
      refund(id, { amount: 24_000, method: 'mobile_money' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(id)).refunds?.settled).toHaveLength(1);
  });

  it('takes the order number as well as the id, as the order-details route does', async () => {
    const id = await order({ paid: true });
    await cancel(id);
    const { orderNumber } = await detail(id);
    const res = await refund(orderNumber, { amount: 4_000, method: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    // The answer names the order by its id, whichever way it was asked for.
    expect(res.json().data).toMatchObject({ orderId: id, outstanding: 20_000 });
    expect(refundOutstanding(await detail(id))).toBe(20_000);
  });

  it('answers 404 for an unknown order and 400 for bad input, never a 500', async () => {
    for (const unknown of [randomUUID(), 'not-an-order', 'ISK-000101-ZZZZZ']) {
      const res = await refund(unknown, { amount: 500, method: 'cash' });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    }
    const id = await order({ paid: true });
    await cancel(id);
    for (const bad of [
      {},
      { amount: 0, method: 'cash' },
      { amount: 12.5, method: 'cash' },
      { amount: '500', method: 'cash' },
      { amount: 500, method: 'cheque' },
      { amount: 500, method: 'cash', reference: 'x'.repeat(101) },
    ]) {
      const res = await refund(id, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(refundOutstanding(await detail(id))).toBe(24_000);
  });

  it('lets only staff record a refund: a shopper gets 403, nobody signed in 401', async () => {
    const id = await order({ paid: true });
    await cancel(id);
    expect((await refund(id, { amount: 500, method: 'cash' }, shopper.cookie)).statusCode).toBe(403);
    expect((await refund(id, { amount: 500, method: 'cash' }, '')).statusCode).toBe(401);
    const admin = await createStaff(t.app.deps.db, 'admin');
    expect((await refund(id, { amount: 500, method: 'cash' }, admin.cookie)).statusCode).toBe(200);
    expect(refundOutstanding(await detail(id))).toBe(23_500);
  });
});

describe('refunds in the order history', () => {
  it('give the shopper one cancelled step and the refund as a note-only entry, and leave the parcel alone', async () => {
    const id = await order({ paid: true });
    await cancel(id);
    expect((await refund(id, { amount: 24_000, method: 'mobile_money' })).statusCode).toBe(200);
    const { orderNumber, timeline } = await detail(id);
    expect(timeline.filter(isStatusStep).filter((s) => s.status === 'cancelled')).toHaveLength(1);
    expect(timeline.filter((s) => !isStatusStep(s)).map((s) => [s.status, s.noteCode, s.noteParams])).toEqual(
      [['cancelled', 'refund_momo', { amount: '24,000 RWF' }]],
    );
    // The public tracking page reads the parcel's steps: a refund is not one of them.
    const tracking = await t.app.inject({ method: 'GET', url: `/api/tracking/${orderNumber}` });
    expect(tracking.statusCode, tracking.body).toBe(200);
    const history = tracking.json<{ tracking: TrackingDto }>().tracking.history;
    expect(history.filter((h) => h.status === 'cancelled')).toHaveLength(1);
    expect(history.some((h) => h.messageCode?.startsWith('refund_'))).toBe(false);
  });

  it('leave the delivery speed alone: a refund on a delivered order is not a second delivery', async () => {
    const id = await order({ paid: true, status: 'delivered' });
    const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, id));
    // Delivered 10 hours after it was placed (the only delivered order of this file).
    await t.app.deps.db.insert(orderTimeline).values({
      orderId: id,
      status: 'delivered',
      createdAt: new Date(row!.createdAt.getTime() + 10 * 3_600_000),
    });
    await approvedPayment(id, 24_000);
    const res = await refund(id, { amount: 24_000, method: 'mobile_money' });
    expect(res.statusCode, res.body).toBe(200);
    const notes = await t.app.deps.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, id));
    expect(notes.find((n) => n.noteCode === 'refund_momo')?.status).toBe('delivered');
    expect((await deliveryStats(t.app.deps.db)).kigaliDeliveryMinutes).toBe(600);
  });
});

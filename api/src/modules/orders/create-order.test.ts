import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createOrder, type OrderDraft } from './create-order';
import { orderItems, orders, orderTimeline } from './tables';

// The first number each order tries is the same one, so the second order meets a taken number.
const numbers = vi.hoisted(() => ({ next: [] as string[] }));
vi.mock('./service', async (original) => {
  const real = await original<typeof import('./service')>();
  return { ...real, newOrderNumber: () => numbers.next.shift() ?? real.newOrderNumber() };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => t?.close());

function draft(customerId: string, phone: string): OrderDraft {
  return {
    placedBy: `customer:${customerId}`,
    placedAs: { status: 'confirmed', note: 'Cash on delivery: pay the courier', actor: 'system' },
    order: {
      customerId,
      paymentMethod: 'cash_on_delivery',
      subtotal: 24_000,
      total: 24_000,
      customerFirstName: 'Aline',
      customerPhone: phone,
      receiverName: 'Aline',
      receiverPhone: phone,
      province: 'Kigali',
      district: 'Gasabo',
      street: 'KG 11 Ave',
    },
    items: [
      {
        productId: randomUUID(),
        variantId: randomUUID(),
        name: 'Kitenge dress',
        sku: 'SKU-1',
        unitPrice: 12_000,
        listPrice: 12_000,
        quantity: 2,
        lineTotal: 24_000,
      },
    ],
  };
}

describe('createOrder', () => {
  it('writes the order, its items and both timeline entries of a confirmed placement, as read back', async () => {
    const shopper = await createShopper(t.app.deps.db);
    const created = await t.app.deps.db.transaction((tx) =>
      createOrder(tx, draft(shopper.customerId, shopper.phone)),
    );
    expect(created.order.status).toBe('confirmed');
    const items = await t.app.deps.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, created.order.id));
    const timeline = await t.app.deps.db
      .select()
      .from(orderTimeline)
      .where(eq(orderTimeline.orderId, created.order.id));
    expect(items).toEqual(created.items);
    expect(timeline.sort((a, b) => (a.status === 'pending' ? -1 : b.status === 'pending' ? 1 : 0))).toEqual(
      created.timeline,
    );
    expect(created.timeline.map((e) => [e.status, e.note, e.actor])).toEqual([
      ['pending', 'Order placed', `customer:${shopper.customerId}`],
      ['confirmed', 'Cash on delivery: pay the courier', 'system'],
    ]);
  });

  it('tries the next number when one is taken, writing the items and timeline once, on the new order', async () => {
    const shopper = await createShopper(t.app.deps.db);
    const taken = `ISK-991231-${randomUUID().slice(0, 5).toUpperCase()}`;
    numbers.next.push(taken);
    const first = await t.app.deps.db.transaction((tx) =>
      createOrder(tx, draft(shopper.customerId, shopper.phone)),
    );
    numbers.next.push(taken);
    const second = await t.app.deps.db.transaction((tx) =>
      createOrder(tx, draft(shopper.customerId, shopper.phone)),
    );
    expect(first.order.orderNumber).toBe(taken);
    expect(second.order.orderNumber).not.toBe(taken);
    for (const { order } of [first, second]) {
      const [row] = await t.app.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row?.orderNumber).toBe(order.orderNumber);
      expect(
        await t.app.deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
      ).toHaveLength(1);
      expect(
        await t.app.deps.db.select().from(orderTimeline).where(eq(orderTimeline.orderId, order.id)),
      ).toHaveLength(2);
    }
  });
});

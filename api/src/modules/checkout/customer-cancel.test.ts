import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createShopper, createStaff, orderBody, type TestShopper } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { productVariants } from '../catalog/tables';
import { couponRedemptions, coupons } from '../coupons/tables';
import { orders } from '../orders/tables';
import { outboxEvents } from '../outbox/tables';
import { ensureShippingSettings } from '../shipping/service';

let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await ensureShippingSettings(t.app.deps.db);
  staffCookie = (await createStaff(t.app.deps.db, 'staff')).cookie;
});
afterAll(() => t?.close());

/** A new shopper's cash order of `quantity` units of a new product with 10 in stock. */
async function cashOrder(quantity = 2) {
  const shopper = await createShopper(t.app.deps.db);
  const product = await createProduct(t.app.deps.db, { price: 10_000, variants: [{ stock: 10 }] });
  const variantId = product.variants[0]!.id;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: shopper.cookie },
    payload: orderBody([{ productId: product.productId, variantId, quantity }]),
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json().data as { id: string; orderNumber: string; status: string };
  return { shopper, variantId, order };
}

function cancel(orderRef: string, shopper?: TestShopper) {
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderRef}/cancel`,
    headers: shopper ? { cookie: shopper.cookie } : {},
  });
}

async function stockOf(variantId: string): Promise<number> {
  const [row] = await t.app.deps.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row!.stock;
}

async function statusOf(orderId: string): Promise<string> {
  const [row] = await t.app.deps.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!.status;
}

describe('a shopper cancelling their own order', () => {
  it('cancels an unpaid cash order: units back, the reason in the timeline, everyone told live', async () => {
    const { shopper, variantId, order } = await cashOrder(3);
    expect(order.status).toBe('confirmed');
    expect(await stockOf(variantId)).toBe(7);

    const res = await cancel(order.id, shopper);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe('cancelled');
    expect(data.timeline.at(-1)).toMatchObject({ status: 'cancelled', noteCode: 'cancelled_by_customer' });
    expect(await stockOf(variantId)).toBe(10);

    // The order's pages, the customer's other tabs and the back office hear it through the outbox.
    const [event] = await t.app.deps.db
      .select({ deliveries: outboxEvents.deliveries })
      .from(outboxEvents)
      .where(
        and(
          eq(outboxEvents.type, 'order.status_changed'),
          sql`${outboxEvents.payload}->>'orderId' = ${order.id}`,
          sql`${outboxEvents.payload}->>'status' = 'cancelled'`,
        ),
      );
    expect(JSON.stringify(event?.deliveries)).toContain('admins');

    // A second press changes nothing and says why.
    const again = await cancel(order.id, shopper);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await stockOf(variantId)).toBe(10);
  });

  it('finds the order by its number too', async () => {
    const { shopper, order } = await cashOrder();
    const res = await cancel(order.orderNumber, shopper);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(order.id)).toBe('cancelled');
  });

  it("never touches another shopper's order, and asks a visitor to sign in", async () => {
    const { variantId, order } = await cashOrder();
    const stranger = await createShopper(t.app.deps.db);
    const res = await cancel(order.id, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_NOT_FOUND');
    expect((await cancel(order.id)).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('confirmed');
    expect(await stockOf(variantId)).toBe(8);
  });

  it('refuses once staff are preparing the order', async () => {
    const { shopper, variantId, order } = await cashOrder();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order.id}/status`,
      headers: { cookie: staffCookie },
      payload: { status: 'processing' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await cancel(order.id, shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      details: { status: 'processing', paymentStatus: 'unpaid' },
    });
    expect(await statusOf(order.id)).toBe('processing');
    expect(await stockOf(variantId)).toBe(8);
  });

  it('refuses when money has been paid or a payment is under way', async () => {
    for (const paymentStatus of ['paid', 'pending'] as const) {
      const { shopper, variantId, order } = await cashOrder();
      await t.app.deps.db.update(orders).set({ paymentStatus }).where(eq(orders.id, order.id));
      const res = await cancel(order.id, shopper);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('ORDER_NOT_CANCELLABLE');
      expect(await statusOf(order.id)).toBe('confirmed');
      expect(await stockOf(variantId)).toBe(8);
    }
  });

  it('gives the coupon its use back, so the shopper can use it on the next order', async () => {
    await t.app.deps.db
      .insert(coupons)
      .values({ code: 'ONCEONLY', kind: 'fixed', value: 1000, usageLimit: 1, perCustomerLimit: 1 });
    const shopper = await createShopper(t.app.deps.db);
    const product = await createProduct(t.app.deps.db, { price: 10_000, variants: [{ stock: 10 }] });
    const place = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: shopper.cookie },
        payload: orderBody([{ productId: product.productId, quantity: 1 }], { couponCode: 'ONCEONLY' }),
      });
    const usedCount = async () =>
      (await t.app.deps.db.select().from(coupons).where(eq(coupons.code, 'ONCEONLY')))[0]!.usedCount;

    const first = await place();
    expect(first.statusCode, first.body).toBe(201);
    expect(await usedCount()).toBe(1);
    expect((await cancel(first.json().data.id, shopper)).statusCode).toBe(200);
    expect(await usedCount()).toBe(0);
    const left = await t.app.deps.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, first.json().data.id));
    expect(left).toEqual([]);

    const again = await place();
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data).toMatchObject({ couponCode: 'ONCEONLY', discount: 1000 });
    expect(await usedCount()).toBe(1);
  });
});

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AdminOrderCreatedEvent, CreateOrderBody, OrderDto } from '@isoko/shared/checkout/schema';
import { smsText } from '@isoko/shared/notifications/texts';
import { rooms } from '@isoko/shared/realtime';
import { type Province, provinceOf } from '@isoko/shared/rwanda';
import type { OrderUpdatedEvent } from '@isoko/shared/tracking/schema';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { canonicalJson } from '../../lib/canonical-json';
import { type LineRequest, type PricedLine, priceLines, productIdOf } from '../cart/pricing';
import { notifyCatalogChanged } from '../catalog/notify';
import { productEvents } from '../catalog/tables';
import { couponError, redeemCoupon } from '../coupons/service';
import { customers } from '../customers/tables';
import {
  NEGOTIATION_REASON_TEXT,
  type NegotiationTokenReason,
  spendTokens,
} from '../negotiation/negotiated-price';
import { transitionOrder } from '../orders/lifecycle';
import { orderItems, orders, orderTimeline } from '../orders/tables';
import { recordEvent, toJob, toSocket } from '../outbox/service';
import { createPaymentAttempt } from '../payments/service';
import { createShipmentForOrder } from '../tracking/service';
import { orderView } from './order-view';
import { reserveStock } from './stock';

type OrderRow = typeof orders.$inferSelect;
export type CreateOrderInput = z.output<typeof CreateOrderBody>;

// Readable over the phone: no 0/O, 1/I.
const NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Kigali is UTC+2 all year (no daylight saving). */
const KIGALI_OFFSET_MS = 2 * 3600_000;

/** `ISK-YYMMDD-XXXXX`, the date in Kigali. */
export function newOrderNumber(at = new Date()): string {
  const d = new Date(at.getTime() + KIGALI_OFFSET_MS);
  const date = [d.getUTCFullYear() % 100, d.getUTCMonth() + 1, d.getUTCDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  const suffix = [...randomBytes(5)].map((b) => NUMBER_ALPHABET[b % 32]).join('');
  return `ISK-${date}-${suffix}`;
}

/** Same key, same order; the hash tells a retry from a different order reusing the key. */
function requestHash(body: CreateOrderInput): string {
  const { idempotencyKey: _k, ...rest } = body;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

async function existingOrder(db: DbOrTx, customerId: string, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

function sameRequestOrConflict(order: OrderRow, hash: string): OrderRow {
  if (order.meta?.requestHash !== hash) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
      { orderNumber: order.orderNumber },
    );
  }
  return order;
}

/** Refuses an order with a line the shopper must fix first; prices that changed are simply current. */
function assertOrderable(lines: readonly PricedLine[]): void {
  for (const line of lines) {
    for (const p of line.problems) {
      const what = line.name || 'An item';
      const details = { index: line.index, productId: line.productId, variantId: line.variantId };
      if (p.code === 'NOT_FOUND')
        throw new AppError('PRODUCT_NOT_FOUND', `${what} is no longer sold.`, details);
      if (p.code === 'VARIANT_REQUIRED') {
        throw new AppError('VARIANT_NOT_FOUND', `Please choose a size and colour for ${what}.`, details);
      }
      if (p.code === 'NEGOTIATION_TOKEN_INVALID') {
        throw new AppError(
          'NEGOTIATION_TOKEN_INVALID',
          NEGOTIATION_REASON_TEXT[p.reason as NegotiationTokenReason] ??
            'This negotiated price is not valid.',
          { ...details, reason: p.reason },
        );
      }
      if (p.code === 'OUT_OF_STOCK' || p.code === 'SHORT_STOCK') {
        const available = p.code === 'SHORT_STOCK' ? p.available : 0;
        const label = [line.name, line.size, line.color].filter(Boolean).join(', ');
        throw new AppError(
          'OUT_OF_STOCK',
          available > 0
            ? `Only ${available} left of ${label}. Please lower the quantity.`
            : `${label} is out of stock. Please remove it from your cart.`,
          { ...details, requested: line.quantity, available },
        );
      }
    }
  }
}

async function insertOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'orderNumber'>,
): Promise<OrderRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: newOrderNumber() })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (row) return row;
  }
  throw new AppError('SERVICE_UNAVAILABLE', 'Could not number the order. Please try again.');
}

export interface PlacedOrder {
  created: boolean;
  order: OrderDto;
}

/**
 * POST /api/orders. One transaction: the customer's row is locked (their orders, first-order
 * coupons and keys are decided one at a time), everything is priced again from the database,
 * stock is taken with guarded updates, and the order, items, timeline, coupon use, parcel,
 * purchase events, payment attempt and outbox events are written together.
 */
export async function placeOrder(
  deps: AppDeps,
  customerId: string,
  body: CreateOrderInput,
  headerKey: string | undefined,
): Promise<PlacedOrder> {
  const key = headerKey?.trim() || body.idempotencyKey || `auto-${randomUUID()}`;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The Idempotency-Key must be 8 to 200 letters, digits or ._:- characters.',
    );
  }
  const hash = requestHash(body);
  const before = await existingOrder(deps.db, customerId, key);
  if (before) return { created: false, order: await orderView(deps.db, sameRequestOrConflict(before, hash)) };

  const items: LineRequest[] = body.items.map((item, index) => {
    const productId = productIdOf(item);
    if (!productId) {
      throw new AppError('VALIDATION_FAILED', `Item ${index + 1} has no product id.`, [
        { path: `body.items.${index}.productId`, message: 'Required' },
      ]);
    }
    // The client's price is ignored on purpose: only the database prices an order.
    return {
      productId,
      variantId: item.variantId,
      size: item.size,
      color: item.color,
      quantity: item.quantity,
      negotiationToken: item.negotiationToken,
    };
  });
  const address = body.shippingAddress;
  const province: Province = address.province ?? provinceOf(address.district)!;

  const outcome = await deps.db.transaction(async (tx) => {
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer)
      throw new AppError('CUSTOMER_NOT_FOUND', 'Your account no longer exists. Please sign in again.');
    const raced = await existingOrder(tx, customerId, key);
    if (raced) return { created: false as const, order: sameRequestOrConflict(raced, hash), soldOut: false };

    const { cart, lines, coupon } = await priceLines(tx, {
      items,
      couponCode: body.couponCode,
      district: address.district,
      customerId,
      secret: deps.config.sessionSecret,
    });
    if (lines.length === 0) throw new AppError('CART_EMPTY', 'Your cart is empty');
    assertOrderable(lines);
    if (coupon && !coupon.evaluation.ok) throw couponError(coupon.evaluation);

    const isMomo = body.paymentMethod === 'mobile_money';
    const email = address.email || customer.email || null;
    const order = await insertOrder(tx, {
      customerId,
      idempotencyKey: key,
      status: 'pending',
      paymentMethod: body.paymentMethod,
      paymentStatus: isMomo ? 'pending' : 'unpaid',
      subtotal: cart.subtotal,
      discount: cart.discount,
      shippingFee: cart.shippingFee,
      total: cart.total,
      couponCode: coupon?.evaluation.ok ? coupon.row!.code : null,
      customerFirstName: address.firstName,
      customerLastName: address.lastName,
      customerEmail: email,
      customerPhone: customer.phone,
      receiverName: address.receiverName || `${address.firstName} ${address.lastName}`.trim(),
      receiverPhone: address.phone,
      province,
      district: address.district,
      sector: address.sector,
      street: address.street,
      city: address.city,
      country: address.country,
      postalCode: address.postalCode,
      meta: { requestHash: hash, shippingReason: cart.shippingReason },
    });

    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        variantId: l.variantId!,
        name: l.name,
        sku: l.sku,
        size: l.size,
        color: l.color,
        image: l.image,
        unitPrice: l.unitPrice,
        listPrice: l.listPrice,
        quantity: l.quantity,
        lineTotal: l.lineTotal,
      })),
    );
    await tx.insert(orderTimeline).values({
      orderId: order.id,
      status: 'pending',
      note: 'Order placed',
      actor: `customer:${customerId}`,
      createdAt: order.createdAt,
    });
    const tokenIds = lines.flatMap((l) => (l.negotiation ? [l.negotiation.jti] : []));
    const raced2 = await spendTokens(tx, tokenIds, { customerId, orderId: order.id });
    if (raced2.length) {
      throw new AppError('NEGOTIATION_TOKEN_INVALID', NEGOTIATION_REASON_TEXT.used, { reason: 'used' });
    }
    await createShipmentForOrder(tx, {
      id: order.id,
      district: order.district,
      province,
      createdAt: order.createdAt,
    });
    await tx
      .insert(productEvents)
      .values(
        lines.map((l) => ({ productId: l.productId, kind: 'purchase', customerId, quantity: l.quantity })),
      );

    if (isMomo) {
      const fresh = (await tx.select().from(orders).where(eq(orders.id, order.id)))[0]!;
      await createPaymentAttempt(tx, deps.config, fresh, body.payerPhone ?? customer.phone);
    } else {
      await transitionOrder(
        tx,
        { orderId: order.id, to: 'confirmed', actor: 'system', note: 'Cash on delivery: pay the courier' },
        { publicUrl: deps.config.http.publicUrl },
      );
    }

    const [placed] = await tx.select().from(orders).where(eq(orders.id, order.id));
    const summary: AdminOrderCreatedEvent = {
      orderId: placed!.id,
      orderNumber: placed!.orderNumber,
      customerName: `${placed!.customerFirstName} ${placed!.customerLastName}`.trim(),
      district: placed!.district,
      total: placed!.total,
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      paymentMethod: body.paymentMethod,
      status: placed!.status,
      paymentStatus: placed!.paymentStatus as AdminOrderCreatedEvent['paymentStatus'],
      createdAt: placed!.createdAt.toISOString(),
    };
    const updated: OrderUpdatedEvent = {
      orderId: placed!.id,
      orderNumber: placed!.orderNumber,
      status: placed!.status as OrderUpdatedEvent['status'],
      paymentStatus: placed!.paymentStatus,
      trackingId: placed!.trackingId,
      updatedAt: placed!.updatedAt.toISOString(),
    };
    const trackUrl = `${deps.config.http.publicUrl}/track/${encodeURIComponent(placed!.trackingId ?? placed!.orderNumber)}`;
    await recordEvent(tx, {
      type: 'order.created',
      payload: summary,
      deliveries: [
        toSocket([rooms.admins()], 'admin:order-created', summary),
        toSocket([rooms.customer(customerId), rooms.order(placed!.id)], 'order:updated', updated),
        toJob('sms', 'send', {
          to: customer.phone,
          message: smsText.orderConfirmation(
            { orderNumber: placed!.orderNumber, total: placed!.total },
            trackUrl,
          ),
          essential: true,
          kind: 'order_confirmation',
          customerId,
          dedupeKey: `order-confirmation-${placed!.id}`,
        }),
      ],
    });
    // Shared rows last: stock (variants, then products, each by id) and the coupon's count are
    // locked until commit, so taking them at the end keeps that wait short for other shoppers.
    const { soldOut } = await reserveStock(
      tx,
      lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId!,
        quantity: l.quantity,
        name: l.name,
        size: l.size,
        color: l.color,
      })),
    );
    if (coupon?.evaluation.ok && coupon.row) {
      await redeemCoupon(tx, { couponId: coupon.row.id, orderId: order.id, customerId });
    }
    return { created: true as const, order: placed!, soldOut };
  });

  if (outcome.created) {
    deps.kickOutbox();
    // Catalogue answers expire within seconds on their own; dropping them on every order would
    // empty the caches under load. A variant that just sold out is worth telling at once.
    if (outcome.soldOut) await notifyCatalogChanged(deps).catch(() => {});
  }
  return { created: outcome.created, order: await orderView(deps.db, outcome.order) };
}

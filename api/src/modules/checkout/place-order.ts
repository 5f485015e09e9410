import { createHash, randomUUID } from 'node:crypto';
import {
  type OutOfStockDetails,
  outOfStockMessage,
  stockItemWords,
} from '@isoko/shared/checkout/out-of-stock';
import { stockTermWords } from '@isoko/shared/checkout/out-of-stock-words';
import type { CreateOrderBody } from '@isoko/shared/checkout/schema';
import { smsTextsIn } from '@isoko/shared/notifications/texts';
import type { AdminOrderCreatedEvent, OrderDto } from '@isoko/shared/orders/schema';
import { rooms } from '@isoko/shared/realtime';
import { type Province, provinceOf } from '@isoko/shared/rwanda';
import type { OrderUpdatedEvent, TrackingEvent } from '@isoko/shared/tracking/schema';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { canonicalJson } from '../../lib/canonical-json';
import {
  type LineRequest,
  type PricedLine,
  type PricingResult,
  priceLines,
  productIdOf,
} from '../cart/pricing';
import { notifyCatalogChanged } from '../catalog/notify';
import { reserveStock } from '../catalog/stock';
import { couponError, redeemCoupon } from '../coupons/service';
import { type CustomerRow, lockCustomer, rememberEmailIfMissing } from '../customers/service';
import { statusChangedEvent } from '../fulfilment/order-status';
import {
  NEGOTIATION_REASON_TEXT,
  type NegotiationTokenReason,
  spendTokens,
} from '../negotiation/negotiated-price';
import { type CreatedOrder, createOrder } from '../orders/create-order';
import { findOrder, findOrderByIdempotencyKey, type OrderRow } from '../orders/service';
import { type OutboxEventInput, recordEvents, toJob, toSocket } from '../outbox/service';
import { createPaymentAttempt, momoPayerPhone, type PaymentRow } from '../payments/service';
import { createShipmentForOrder, newTrackingId } from '../tracking/service';
import { orderView, toOrderView } from './order-view';

export type CreateOrderInput = z.output<typeof CreateOrderBody>;

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,200}$/;

/** Same key, same order; the hash tells a retry from a different order reusing the key. */
function requestHash(body: CreateOrderInput): string {
  const { idempotencyKey: _k, ...rest } = body;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}

/** What the shopper sent, keyed, before anything is read. */
interface AskedOrder {
  customerId: string;
  key: string;
  hash: string;
  body: CreateOrderInput;
}

/** The request checked: its lines and the destination's province. */
interface OrderRequest extends AskedOrder {
  items: LineRequest[];
  province: Province;
}

function orderRequest(asked: AskedOrder): OrderRequest {
  const { district, province } = asked.body.shippingAddress;
  return { ...asked, items: lineRequests(asked.body), province: province ?? provinceOf(district)! };
}

function idempotencyKeyOf(body: CreateOrderInput, headerKey: string | undefined): string {
  const key = headerKey?.trim() || body.idempotencyKey || `auto-${randomUUID()}`;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(
      'VALIDATION_FAILED',
      'The Idempotency-Key must be 8 to 200 letters, digits or ._:- characters.',
    );
  }
  return key;
}

function lineRequests(body: CreateOrderInput): LineRequest[] {
  return body.items.map((item, index) => {
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
        // The English message for older clients; the details let the web word it in the
        // shopper's language (the name in each language, the stored size and colour).
        const stock: OutOfStockDetails = {
          productId: line.productId,
          variantId: line.variantId!,
          requested: line.quantity,
          available,
          ...(line.names ? { names: line.names } : {}),
          size: line.size,
          color: line.color,
          ...stockTermWords(line.size, line.color),
        };
        throw new AppError(
          'OUT_OF_STOCK',
          outOfStockMessage(available, stockItemWords(line.name, line.size, line.color)),
          { ...details, ...stock },
        );
      }
    }
  }
}

/** Price (cart): everything again from the database, inside the transaction. */
async function priceOrder(tx: Tx, deps: AppDeps, request: OrderRequest): Promise<PricingResult> {
  const priced = await priceLines(tx, {
    items: request.items,
    couponCode: request.body.couponCode,
    district: request.body.shippingAddress.district,
    customerId: request.customerId,
    secret: deps.config.sessionSecret,
  });
  if (priced.lines.length === 0) throw new AppError('CART_EMPTY', 'Your cart is empty');
  assertOrderable(priced.lines);
  if (priced.coupon && !priced.coupon.evaluation.ok) throw couponError(priced.coupon.evaluation);
  return priced;
}

/** How the order is written: when, its parcel's number, and the move it makes at once if any. */
interface Placement {
  at: Date;
  trackingId: string;
  placedAs: typeof CASH_CONFIRMATION | undefined;
}

/** Write the order (orders), with its items and timeline. */
async function writeOrder(
  tx: Tx,
  request: OrderRequest,
  customer: CustomerRow,
  { cart, lines, coupon }: PricingResult,
  placement: Placement,
): Promise<CreatedOrder> {
  const address = request.body.shippingAddress;
  return createOrder(tx, {
    placedBy: `customer:${request.customerId}`,
    placedAs: placement.placedAs,
    order: {
      customerId: request.customerId,
      idempotencyKey: request.key,
      trackingId: placement.trackingId,
      createdAt: placement.at,
      updatedAt: placement.at,
      paymentMethod: request.body.paymentMethod,
      paymentStatus: request.body.paymentMethod === 'mobile_money' ? 'pending' : 'unpaid',
      subtotal: cart.subtotal,
      discount: cart.discount,
      shippingFee: cart.shippingFee,
      total: cart.total,
      couponCode: coupon?.evaluation.ok ? coupon.row!.code : null,
      customerFirstName: address.firstName,
      customerLastName: address.lastName,
      customerEmail: address.email || customer.email || null,
      customerPhone: customer.phone,
      receiverName: address.receiverName || `${address.firstName} ${address.lastName}`.trim(),
      receiverPhone: address.phone,
      province: request.province,
      district: address.district,
      sector: address.sector,
      street: address.street,
      city: address.city,
      country: address.country,
      postalCode: address.postalCode,
      meta: { requestHash: request.hash, shippingReason: cart.shippingReason },
    },
    items: lines.map((l) => ({
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
  });
}

/** Negotiated prices buy once: their tokens are spent with the order (negotiation). */
async function spendNegotiatedPrices(tx: Tx, order: OrderRow, lines: readonly PricedLine[]): Promise<void> {
  const tokenIds = lines.flatMap((l) => (l.negotiation ? [l.negotiation.jti] : []));
  const raced = await spendTokens(tx, tokenIds, { customerId: order.customerId, orderId: order.id });
  if (raced.length) {
    throw new AppError('NEGOTIATION_TOKEN_INVALID', NEGOTIATION_REASON_TEXT.used, { reason: 'used' });
  }
}

/** A cash order is paid to the courier: it is confirmed as it is placed. */
const CASH_CONFIRMATION = {
  status: 'confirmed',
  noteCode: 'cash_on_delivery',
  actor: 'system',
} as const;

/**
 * Start the Mobile Money payment (payments: the attempt, and the order as it left it), or give a
 * cash order the status-move event its confirmation would have recorded (fulfilment).
 */
async function startPayment(
  tx: Tx,
  deps: AppDeps,
  request: OrderRequest,
  customer: CustomerRow,
  order: OrderRow,
  placement: Pick<Placement, 'at' | 'placedAs'> & { trackingEvent: TrackingEvent | undefined },
): Promise<{ placed: OrderRow; payment: PaymentRow | undefined; events: OutboxEventInput[] }> {
  const { at, placedAs, trackingEvent } = placement;
  if (placedAs) {
    const move = { order, from: 'pending' as const, paymentStatus: order.paymentStatus, at };
    const confirmed = statusChangedEvent(move, placedAs.status, trackingEvent, deps.config.http.publicUrl);
    return { placed: order, payment: undefined, events: [confirmed] };
  }
  const payerPhone = momoPayerPhone([request.body.payerPhone, customer.phone]);
  const payment = await createPaymentAttempt(tx, deps.config, order, payerPhone);
  return { placed: (await findOrder(tx, order.id))!, payment, events: [] };
}

/** The order's event (outbox): the admins' feed, the shopper's rooms, the confirmation text. */
function orderCreatedEvent(
  deps: AppDeps,
  request: OrderRequest,
  placed: OrderRow,
  customer: CustomerRow,
  lines: readonly PricedLine[],
): OutboxEventInput {
  const summary: AdminOrderCreatedEvent = {
    orderId: placed.id,
    orderNumber: placed.orderNumber,
    customerName: `${placed.customerFirstName} ${placed.customerLastName}`.trim(),
    district: placed.district,
    total: placed.total,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    paymentMethod: request.body.paymentMethod,
    status: placed.status,
    paymentStatus: placed.paymentStatus as AdminOrderCreatedEvent['paymentStatus'],
    createdAt: placed.createdAt.toISOString(),
  };
  const updated: OrderUpdatedEvent = {
    orderId: placed.id,
    orderNumber: placed.orderNumber,
    status: placed.status as OrderUpdatedEvent['status'],
    paymentStatus: placed.paymentStatus,
    trackingId: placed.trackingId,
    updatedAt: placed.updatedAt.toISOString(),
  };
  const trackUrl = `${deps.config.http.publicUrl}/track/${encodeURIComponent(placed.trackingId ?? placed.orderNumber)}`;
  return {
    type: 'order.created',
    payload: summary,
    deliveries: [
      toSocket([rooms.admins()], 'admin:order-created', summary),
      toSocket([rooms.customer(customer.id), rooms.order(placed.id)], 'order:updated', updated),
      toJob('sms', 'send', {
        to: customer.phone,
        message: smsTextsIn(customer.preferredLanguage).orderConfirmation(
          { orderNumber: placed.orderNumber, total: placed.total },
          trackUrl,
        ),
        essential: true,
        kind: 'order_confirmation',
        customerId: customer.id,
        dedupeKey: `order-confirmation-${placed.id}`,
      }),
    ],
  };
}

type Outcome = { created: false; order: OrderRow } | { created: true; view: OrderDto; soldOut: boolean };

/**
 * The order's one transaction, as named steps: price, write the order, spend negotiated prices,
 * open the parcel, start payment or confirm cash, record events, reserve stock, count the coupon.
 * The customer's row is locked first (their orders, first-order coupons and keys are decided one
 * at a time). A cash order is written confirmed, with the timeline, parcel history and event
 * the status move would have added, in the same few statements. Stock is reserved last on purpose:
 * variant and product rows are shared by every shopper and stay locked until commit, so taking
 * them at the end keeps that wait short; the coupon's count is shared the same way. The answer
 * is built from the rows written here, without reading them again.
 */
async function placeInTransaction(tx: Tx, deps: AppDeps, asked: AskedOrder): Promise<Outcome> {
  const customer = await lockCustomer(tx, asked.customerId);
  if (!customer)
    throw new AppError('CUSTOMER_NOT_FOUND', 'Your account no longer exists. Please sign in again.');
  const raced = await findOrderByIdempotencyKey(tx, asked.customerId, asked.key);
  if (raced) return { created: false, order: sameRequestOrConflict(raced, asked.hash) };

  const request = orderRequest(asked);
  const priced = await priceOrder(tx, deps, request);
  const at = new Date();
  const placedAs = request.body.paymentMethod === 'mobile_money' ? undefined : CASH_CONFIRMATION;
  const created = await writeOrder(tx, request, customer, priced, {
    at,
    trackingId: newTrackingId(),
    placedAs,
  });
  await spendNegotiatedPrices(tx, created.order, priced.lines);
  await rememberEmailIfMissing(tx, customer, request.body.shippingAddress.email ?? '');
  const parcel = await createShipmentForOrder(tx, created.order, {
    openedAt: at,
    moves: placedAs ? [{ status: placedAs.status, noteCode: placedAs.noteCode, at }] : [],
  });
  const { placed, payment, events } = await startPayment(tx, deps, request, customer, created.order, {
    at,
    placedAs,
    trackingEvent: parcel.events[0],
  });
  await recordEvents(tx, [...events, orderCreatedEvent(deps, request, placed, customer, priced.lines)]);
  // Reserve stock (catalog): variants, then products, each by id; the purchase events with them.
  const { soldOut } = await reserveStock(
    tx,
    priced.lines.map((l) => ({ ...l, variantId: l.variantId! })),
    { purchasedBy: customer.id },
  );
  if (priced.coupon?.evaluation.ok && priced.coupon.row) {
    await redeemCoupon(tx, { couponId: priced.coupon.row.id, orderId: placed.id, customerId: customer.id });
  }
  const view = toOrderView(placed, created.items, created.timeline, payment);
  return { created: true, view, soldOut };
}

export interface PlacedOrder {
  created: boolean;
  order: OrderDto;
}

/**
 * POST /api/orders: the checkout workflow. Everything is priced again from the database and the
 * order, items, timeline, negotiated-price tokens, parcel, payment attempt or cash confirmation,
 * outbox events, purchase events, stock and coupon use are written in one transaction; any
 * refusal rolls all of it back. Once per Idempotency-Key.
 */
export async function placeOrder(
  deps: AppDeps,
  customerId: string,
  body: CreateOrderInput,
  headerKey: string | undefined,
): Promise<PlacedOrder> {
  const key = idempotencyKeyOf(body, headerKey);
  const asked: AskedOrder = { customerId, key, hash: requestHash(body), body };
  // A retry finds its order after the customer's lock, in the same transaction as a new order.
  const outcome = await deps.db.transaction((tx) => placeInTransaction(tx, deps, asked));
  if (!outcome.created) return { created: false, order: await orderView(deps.db, outcome.order) };
  deps.kickOutbox();
  // Catalogue answers expire within seconds on their own; dropping them on every order would
  // empty the caches under load. A variant that just sold out is worth telling at once.
  if (outcome.soldOut) await notifyCatalogChanged(deps).catch(() => {});
  return { created: true, order: outcome.view };
}

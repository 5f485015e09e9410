import { smsText } from '@isoko/shared/notifications/texts';
import type { OrderUpdatedEvent } from '@isoko/shared/orders/events';
import { canTransition, type OrderStatus, SMS_STATUSES } from '@isoko/shared/orders/status';
import { rooms } from '@isoko/shared/realtime';
import type { TrackingEvent } from '@isoko/shared/tracking/schema';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { notifyCatalogChanged } from '../catalog/notify';
import { syncProductStats } from '../catalog/product-stats';
import { productVariants } from '../catalog/tables';
import { recordEvent, toJob, toSocket } from '../outbox/service';
import type { Delivery } from '../outbox/tables';
import { DEFAULT_MESSAGES, defaultLocation } from '../tracking/service';
import { shipments, trackingEvents } from '../tracking/tables';
import { orderItems, orders, orderTimeline } from './tables';

export interface TransitionInput {
  orderId: string;
  to: OrderStatus;
  /** Who made the change: 'system', 'payments', 'staff:<id>', 'customer:<id>'. */
  actor: string;
  note?: string;
  location?: string;
}

export interface OrderTransitionResult {
  orderId: string;
  orderNumber: string;
  customerId: string;
  from: OrderStatus;
  to: OrderStatus;
  trackingId: string | null;
  /** Products whose stock came back (cancel): the caller tells the catalogue after commit. */
  restockedProductIds: string[];
}

/**
 * The one place an order changes status. In the caller's transaction it locks the order, checks
 * the shared status machine, writes the timeline and the parcel's history, gives stock back on
 * cancel (once), and records one outbox event for sockets and texts. Call `deps.kickOutbox()`
 * after commit, or use `changeOrderStatus`, which does both.
 */
export async function transitionOrder(
  tx: Tx,
  input: TransitionInput,
  options: { publicUrl?: string } = {},
): Promise<OrderTransitionResult> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update').limit(1);
  if (!order) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  const from = order.status as OrderStatus;
  if (!canTransition(from, input.to)) {
    throw new AppError(
      'ORDER_BAD_TRANSITION',
      `An order that is ${from.replaceAll('_', ' ')} cannot become ${input.to.replaceAll('_', ' ')}.`,
      { from, to: input.to },
    );
  }
  const now = new Date();
  // Cash on delivery is paid to the courier at the door: delivered means paid.
  const paymentStatus =
    input.to === 'delivered' && order.paymentMethod === 'cash_on_delivery' ? 'paid' : order.paymentStatus;
  await tx
    .update(orders)
    .set({ status: input.to, paymentStatus, updatedAt: now })
    .where(eq(orders.id, order.id));
  await tx.insert(orderTimeline).values({
    orderId: order.id,
    status: input.to,
    note: input.note ?? '',
    actor: input.actor,
    createdAt: now,
  });

  let restockedProductIds: string[] = [];
  if (input.to === 'cancelled' && !order.stockReleased) {
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const item of items) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${item.quantity}` })
        .where(eq(productVariants.id, item.variantId));
    }
    await tx.update(orders).set({ stockReleased: true }).where(eq(orders.id, order.id));
    restockedProductIds = [...new Set(items.map((i) => i.productId))];
    await syncProductStats(tx, restockedProductIds);
  }

  const [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, order.id)).limit(1);
  let trackingEvent: TrackingEvent | undefined;
  if (shipment) {
    const location = input.location || defaultLocation(input.to, shipment.destination, shipment.carrier);
    const message = input.note || DEFAULT_MESSAGES[input.to];
    await tx
      .insert(trackingEvents)
      .values({ shipmentId: shipment.id, status: input.to, location, message, createdAt: now });
    await tx
      .update(shipments)
      .set({ status: input.to, currentLocation: location, updatedAt: now })
      .where(eq(shipments.id, shipment.id));
    trackingEvent = {
      trackingId: shipment.trackingId,
      status: input.to,
      location,
      message,
      timestamp: now.toISOString(),
      estimatedDelivery: shipment.estimatedDelivery?.toISOString() ?? null,
    };
  }

  const updated: OrderUpdatedEvent = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: input.to,
    previousStatus: from,
    paymentStatus,
    trackingId: order.trackingId,
    updatedAt: now.toISOString(),
  };
  const deliveries: Delivery[] = [
    toSocket(
      [rooms.order(order.id), rooms.customer(order.customerId), rooms.admins()],
      'order:updated',
      updated,
    ),
  ];
  if (trackingEvent)
    deliveries.push(toSocket([rooms.tracking(trackingEvent.trackingId)], 'tracking:event', trackingEvent));
  if ((SMS_STATUSES as readonly string[]).includes(input.to)) {
    const trackUrl = `${options.publicUrl ?? ''}/track/${order.trackingId ?? ''}`;
    deliveries.push(
      toJob('sms', 'send', {
        to: order.customerPhone,
        message: smsText.orderStatus(
          order.orderNumber,
          input.to as 'shipped' | 'out_for_delivery' | 'delivered',
          trackUrl,
        ),
        essential: false,
        kind: 'order_status',
        customerId: order.customerId,
        dedupeKey: `order-status-${order.id}-${input.to}`,
      }),
    );
  }
  await recordEvent(tx, { type: 'order.status_changed', payload: updated, deliveries });

  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerId: order.customerId,
    from,
    to: input.to,
    trackingId: order.trackingId,
    restockedProductIds,
  };
}

/** Runs a transition in its own transaction, then wakes the outbox and refreshes catalogue caches. */
export async function changeOrderStatus(
  deps: AppDeps,
  input: TransitionInput,
): Promise<OrderTransitionResult> {
  const result = await deps.db.transaction((tx) =>
    transitionOrder(tx, input, { publicUrl: deps.config.http.publicUrl }),
  );
  deps.kickOutbox();
  if (result.restockedProductIds.length) await notifyCatalogChanged(deps).catch(() => {});
  return result;
}

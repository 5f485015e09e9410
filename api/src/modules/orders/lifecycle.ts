import { smsText } from '@isoko/shared/notifications/texts';
import type { OrderUpdatedEvent } from '@isoko/shared/orders/events';
import { canTransition, type OrderStatus, SMS_STATUSES } from '@isoko/shared/orders/status';
import { rooms } from '@isoko/shared/realtime';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { notifyCatalogChanged } from '../catalog/notify';
import { type OutboxEventInput, recordEvent, toJob, toSocket } from '../outbox/service';
import { recordShipmentStep } from '../tracking/service';
import { lockOrder, recordStatusChange, releaseOrderStock } from './service';

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
  const order = await lockOrder(tx, input.orderId);
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
  await recordStatusChange(tx, {
    orderId: order.id,
    to: input.to,
    paymentStatus,
    note: input.note ?? '',
    actor: input.actor,
    at: now,
  });
  // The sale did not happen: its units go back (once, whoever released them first).
  const restockedProductIds = input.to === 'cancelled' ? await releaseOrderStock(tx, order.id) : [];
  const trackingEvent = await recordShipmentStep(tx, {
    orderId: order.id,
    status: input.to,
    note: input.note,
    location: input.location,
    at: now,
  });

  const updated: OrderUpdatedEvent = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: input.to,
    previousStatus: from,
    paymentStatus,
    trackingId: order.trackingId,
    updatedAt: now.toISOString(),
  };
  const deliveries: OutboxEventInput['deliveries'] = [
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

import { type OrderCancelledSms, smsTextsIn } from '@isoko/shared/notifications/texts';
import type { OrderUpdatedEvent } from '@isoko/shared/orders/events';
import type { HistoryTextCode } from '@isoko/shared/orders/history';
import { type OrderStatus, statusSmsOf } from '@isoko/shared/orders/status';
import { rooms } from '@isoko/shared/realtime';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import type { TrackingEvent } from '@isoko/shared/tracking/schema';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notifyCatalogChanged } from '../catalog/notify';
import { releaseRedemption } from '../coupons/service';
import { textLanguageOf } from '../customers/service';
import { moveOrderStatus, type StatusChange, type StatusChanged } from '../orders/lifecycle';
import type { OrderRow } from '../orders/service';
import { type OutboxEventInput, recordEvent, toJob, toSocket } from '../outbox/service';
import { recordShipmentStep } from '../tracking/service';

export interface TransitionInput extends StatusChange {
  /** Where the parcel is now, when staff know better than the default for the status. */
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
 * The text a cancellation sends, or null: the shop tells the customer when it cancels (no
 * payment in time, sold out after paying, staff), never when the customer cancelled it.
 */
export function cancellationText(
  to: OrderStatus,
  actor: string,
  noteCode: HistoryTextCode | undefined,
): OrderCancelledSms | null {
  if (to !== 'cancelled' || actor.startsWith('customer:')) return null;
  if (noteCode === 'no_payment') return 'no_payment';
  if (noteCode === 'paid_sold_out_refund') return 'refund_due';
  return 'by_shop';
}

/** What a move's event needs to know of the order; its row before or after the move will do. */
export type MovedOrder = Pick<OrderRow, 'id' | 'orderNumber' | 'customerId' | 'customerPhone' | 'trackingId'>;

/**
 * The outbox event of a status move: the order's rooms, the parcel's public room, and a text at
 * some steps. `transitionOrder` records it; checkout records it for a cash order confirmed as
 * it is placed, so the shopper and the back office hear the same as after a later move.
 */
export function statusChangedEvent(
  moved: Omit<StatusChanged, 'order' | 'restockedProductIds'> & { order: MovedOrder },
  to: OrderStatus,
  trackingEvent: TrackingEvent | undefined,
  publicUrl: string,
  /** The customer's language for texts (English unless given). */
  language = 'en',
  /** Why the shop cancelled it, when it did: the customer gets a text saying so. */
  cancelled: OrderCancelledSms | null = null,
): OutboxEventInput {
  const { order } = moved;
  const updated: OrderUpdatedEvent = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: to,
    previousStatus: moved.from,
    paymentStatus: moved.paymentStatus,
    trackingId: order.trackingId,
    updatedAt: moved.at.toISOString(),
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
  const statusSms = statusSmsOf(moved.from, to);
  if (statusSms) {
    const trackUrl = `${publicUrl}/track/${order.trackingId ?? ''}`;
    deliveries.push(
      toJob('sms', 'send', {
        to: order.customerPhone,
        message: smsTextsIn(language).orderStatus(order.orderNumber, statusSms, trackUrl),
        essential: false,
        kind: 'order_status',
        customerId: order.customerId,
        // Keyed by the text, not the status: the dispatch text goes once per order, whether
        // staff chose shipped or in transit.
        dedupeKey: `order-status-${order.id}-${statusSms}`,
      }),
    );
  }
  if (cancelled) {
    deliveries.push(
      toJob('sms', 'send', {
        to: order.customerPhone,
        message: smsTextsIn(language).orderCancelled(order.orderNumber, cancelled, SHOP_CONTACT.phoneDisplay),
        essential: false,
        kind: 'order_status',
        customerId: order.customerId,
        dedupeKey: `order-status-${order.id}-cancelled`,
      }),
    );
  }
  return { type: 'order.status_changed', payload: updated, deliveries };
}

/**
 * The one place an order changes status. In the caller's transaction the order moves (orders:
 * status machine, timeline, stock back on cancel), the parcel's history follows (tracking), and
 * one outbox event carries it to sockets and texts. Call `deps.kickOutbox()` after commit, or use
 * `changeOrderStatus`, which does both.
 */
export async function transitionOrder(
  tx: Tx,
  input: TransitionInput,
  options: { publicUrl?: string } = {},
): Promise<OrderTransitionResult> {
  const moved = await moveOrderStatus(tx, input);
  // A cancelled order used no coupon: its use goes back with the units.
  if (input.to === 'cancelled') await releaseRedemption(tx, moved.order.id);
  const trackingEvent = await recordShipmentStep(tx, {
    orderId: moved.order.id,
    status: input.to,
    note: input.note,
    noteCode: input.noteCode,
    noteParams: input.noteParams,
    location: input.location,
    at: moved.at,
  });
  // A step that sends a text writes it in the customer's language.
  const cancelled = cancellationText(input.to, input.actor, input.noteCode);
  const language =
    statusSmsOf(moved.from, input.to) || cancelled
      ? await textLanguageOf(tx, moved.order.customerId)
      : undefined;
  await recordEvent(
    tx,
    statusChangedEvent(moved, input.to, trackingEvent, options.publicUrl ?? '', language, cancelled),
  );
  return {
    orderId: moved.order.id,
    orderNumber: moved.order.orderNumber,
    customerId: moved.order.customerId,
    from: moved.from,
    to: input.to,
    trackingId: moved.order.trackingId,
    restockedProductIds: moved.restockedProductIds,
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

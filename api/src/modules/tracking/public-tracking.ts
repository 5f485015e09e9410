import { isUuid } from '@isoko/shared/ids';
import type { TrackingDto } from '@isoko/shared/tracking/schema';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findOrder, findOrderByNumber, type OrderViewer } from '../orders/service';
import {
  createShipmentForOrder,
  findShipmentByTrackingId,
  findShipmentOfOrder,
  publicTracking,
} from './service';

/**
 * The parcel as anyone may see it, by tracking number or by order number (My Orders links with
 * the latter for orders that have no tracking number yet), with its order's number and status.
 */
export async function publicTrackingOf(db: DbOrTx, trackingIdOrOrderNumber: string): Promise<TrackingDto> {
  const key = trackingIdOrOrderNumber.trim().toUpperCase();
  let shipment = await findShipmentByTrackingId(db, key);
  const order = shipment ? await findOrder(db, shipment.orderId) : await findOrderByNumber(db, key);
  if (order && !shipment) shipment = await findShipmentOfOrder(db, order.id);
  if (!order || !shipment) {
    throw new AppError('TRACKING_NOT_FOUND', 'Tracking not found. Please check your tracking number.');
  }
  return publicTracking(db, shipment, order);
}

/** The order's tracking number, opening its parcel if it has none yet (its owner or staff). */
export async function trackingOfOrder(db: Db, orderId: string, viewer: OrderViewer): Promise<string> {
  if (!viewer.customerId && !viewer.staff)
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (!isUuid(orderId)) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  const order = await findOrder(db, orderId);
  if (!order || (!viewer.staff && order.customerId !== viewer.customerId)) {
    throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  }
  const { trackingId } = await db.transaction((tx) => createShipmentForOrder(tx, order));
  return trackingId;
}

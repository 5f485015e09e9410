import { randomBytes } from 'node:crypto';
import { type OrderStatus, orderProgress } from '@isoko/shared/orders/status';
import { addBusinessDays, deliveryWindowDays, isKigaliDistrict } from '@isoko/shared/rwanda';
import type { TrackingDto } from '@isoko/shared/tracking/schema';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { orders } from '../orders/tables';
import { shipments, trackingEvents } from './tables';

const SHOP_LOCATION = 'Isoko shop, Kimironko, Kigali';
export const CARRIERS = {
  kigali: 'Isoko Moto Courier',
  upcountry: 'Volcano Express bus parcels',
} as const;

// Crockford base32 without look-alikes: easy to read out over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newTrackingId(): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % 32];
  return `ISK-TRK-${id}`;
}

export const carrierFor = (district: string) =>
  isKigaliDistrict(district) ? CARRIERS.kigali : CARRIERS.upcountry;

/** The latest promised delivery day, from the destination's window in business days. */
export function estimateDelivery(district: string, from: Date): Date {
  const [, latest] = deliveryWindowDays(district);
  return addBusinessDays(from, latest);
}

/**
 * Creates the parcel's tracking record when an order is placed (same transaction): a readable,
 * unguessable tracking id, the carrier and estimate by destination, and the first history entry.
 */
export async function createShipmentForOrder(
  tx: Tx,
  order: { id: string; district: string; province: string; createdAt?: Date },
): Promise<{ trackingId: string; estimatedDelivery: Date; carrier: string }> {
  const existing = await tx.select().from(shipments).where(eq(shipments.orderId, order.id)).limit(1);
  if (existing[0]) {
    const s = existing[0];
    return {
      trackingId: s.trackingId,
      estimatedDelivery: s.estimatedDelivery ?? new Date(),
      carrier: s.carrier,
    };
  }
  const trackingId = newTrackingId();
  const carrier = carrierFor(order.district);
  const estimatedDelivery = estimateDelivery(order.district, order.createdAt ?? new Date());
  const [shipment] = await tx
    .insert(shipments)
    .values({
      orderId: order.id,
      trackingId,
      carrier,
      status: 'pending',
      currentLocation: SHOP_LOCATION,
      destination: `${order.district}, ${order.province}`,
      estimatedDelivery,
    })
    .returning({ id: shipments.id });
  await tx.insert(trackingEvents).values({
    shipmentId: shipment!.id,
    status: 'pending',
    location: SHOP_LOCATION,
    message: 'Order received',
  });
  await tx.update(orders).set({ trackingId }).where(eq(orders.id, order.id));
  return { trackingId, estimatedDelivery, carrier };
}

/** Where a parcel is, by default, once it reaches a status (staff may say better). */
export function defaultLocation(status: OrderStatus, destination: string, carrier: string): string {
  switch (status) {
    case 'shipped':
      return `${SHOP_LOCATION} (handed to ${carrier})`;
    case 'in_transit':
      return `On the way to ${destination}`;
    case 'out_for_delivery':
    case 'delivered':
      return destination;
    default:
      return SHOP_LOCATION;
  }
}

export const DEFAULT_MESSAGES: Record<OrderStatus, string> = {
  pending: 'Order received',
  confirmed: 'Order confirmed',
  processing: 'Your order is being prepared',
  shipped: 'Parcel handed to the carrier',
  in_transit: 'Parcel on its way',
  out_for_delivery: 'Out for delivery: the courier will call you',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
};

/** The public view of one parcel: never the receiver's name, phone or street. */
export async function getPublicTracking(db: DbOrTx, trackingId: string): Promise<TrackingDto> {
  const [row] = await db
    .select({ shipment: shipments, orderNumber: orders.orderNumber, status: orders.status })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.trackingId, trackingId.trim().toUpperCase()))
    .limit(1);
  if (!row)
    throw new AppError('TRACKING_NOT_FOUND', 'Tracking not found. Please check your tracking number.');
  const events = await db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, row.shipment.id))
    .orderBy(asc(trackingEvents.createdAt), asc(trackingEvents.id));
  const history = events.map((e) => ({
    status: e.status as OrderStatus,
    timestamp: e.createdAt.toISOString(),
    location: e.location,
    message: e.message,
  }));
  const status = row.status as OrderStatus;
  return {
    trackingId: row.shipment.trackingId,
    orderNumber: row.orderNumber,
    status,
    currentLocation: row.shipment.currentLocation,
    destination: row.shipment.destination,
    carrier: row.shipment.carrier,
    estimatedDelivery: row.shipment.estimatedDelivery?.toISOString() ?? null,
    progress: orderProgress(status),
    history,
    statusHistory: history,
    updatedAt: row.shipment.updatedAt.toISOString(),
  };
}

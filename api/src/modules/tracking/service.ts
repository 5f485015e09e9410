import { randomBytes } from 'node:crypto';
import { ORDER_STATUS, type OrderStatus, orderProgress } from '@isoko/shared/orders/status';
import { addBusinessDays, deliveryWindowDays, isKigaliDistrict } from '@isoko/shared/rwanda';
import { DEFAULT_TRACKING_MESSAGES, type TrackingDto } from '@isoko/shared/tracking/schema';
import { asc, eq, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { orders } from '../orders/tables';
import { shipments, trackingEvents } from './tables';

const SHOP_LOCATION = 'Isoko shop, Kimironko, Kigali';
export const CARRIERS = {
  kigali: 'Isoko moto courier',
  upcountry: 'Isoko bus parcel service',
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
  const now = new Date();
  const estimatedDelivery = estimateDelivery(order.district, order.createdAt ?? now);
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
    message: DEFAULT_TRACKING_MESSAGES.pending,
    // The application's clock, like every later step's: the database's now() is the start of the
    // transaction and could sort after a step written moments later by another machine's clock.
    createdAt: now,
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

/** Default history text per status (shared so the web can show it translated). */
export const DEFAULT_MESSAGES = DEFAULT_TRACKING_MESSAGES;

/**
 * The public view of one parcel, by tracking number or by order number (My Orders links with the
 * latter for orders that have no tracking number yet): never the receiver's name, phone or street.
 */
export async function getPublicTracking(db: DbOrTx, trackingId: string): Promise<TrackingDto> {
  const key = trackingId.trim().toUpperCase();
  const [row] = await db
    .select({ shipment: shipments, orderNumber: orders.orderNumber, status: orders.status })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(or(eq(shipments.trackingId, key), eq(orders.orderNumber, key)))
    .limit(1);
  if (!row)
    throw new AppError('TRACKING_NOT_FOUND', 'Tracking not found. Please check your tracking number.');
  const events = await db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, row.shipment.id))
    .orderBy(asc(trackingEvents.createdAt), asc(trackingEvents.id));
  // Steps written in one transaction can share a timestamp: the delivery path orders those.
  const rank = (s: string) => ORDER_STATUS.indexOf(s as OrderStatus);
  events.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || rank(a.status) - rank(b.status));
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

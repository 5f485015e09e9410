import { randomBytes, randomUUID } from 'node:crypto';
import { ORDER_STATUS, type OrderStatus, orderProgress } from '@isoko/shared/orders/status';
import { addBusinessDays, deliveryWindowDays, isKigaliDistrict } from '@isoko/shared/rwanda';
import {
  DEFAULT_TRACKING_MESSAGES,
  type TrackingDto,
  type TrackingEvent,
} from '@isoko/shared/tracking/schema';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { setTrackingId } from '../orders/service';
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

/** A status move the order made in the transaction that opens its parcel. */
export interface PlacementMove {
  status: OrderStatus;
  note?: string;
  location?: string;
  at: Date;
}

export interface OpenedShipment {
  trackingId: string;
  estimatedDelivery: Date;
  carrier: string;
  /** The public events of `moves`, for the parcel's room (none when the parcel already existed). */
  events: TrackingEvent[];
}

/**
 * Creates the parcel's tracking record when an order is placed (same transaction): a readable,
 * unguessable tracking id (the order's own when it chose one with `newTrackingId`), the carrier
 * and estimate by destination, and the first history entry. `moves` are status moves the order
 * made in the same transaction (a cash order is confirmed at once): their history entries go in
 * with the first, and the parcel takes the last one's status and place, as `recordShipmentStep`
 * would have left it. `openedAt` dates the first entry (now by default).
 */
export async function createShipmentForOrder(
  tx: Tx,
  order: { id: string; district: string; province: string; createdAt?: Date; trackingId?: string | null },
  options: { moves?: readonly PlacementMove[]; openedAt?: Date } = {},
): Promise<OpenedShipment> {
  const moves = options.moves ?? [];
  const trackingId = order.trackingId ?? newTrackingId();
  const carrier = carrierFor(order.district);
  // The application's clock, like every later step's: the database's now() is the start of the
  // transaction and could sort after a step written moments later by another machine's clock.
  const openedAt = options.openedAt ?? new Date();
  const estimatedDelivery = estimateDelivery(order.district, order.createdAt ?? openedAt);
  const destination = `${order.district}, ${order.province}`;
  const steps = [
    {
      status: 'pending' as OrderStatus,
      location: SHOP_LOCATION,
      message: DEFAULT_MESSAGES.pending,
      at: openedAt,
    },
    ...moves.map((m) => ({
      status: m.status,
      location: m.location || defaultLocation(m.status, destination, carrier),
      message: m.note || DEFAULT_MESSAGES[m.status],
      at: m.at,
    })),
  ];
  const last = steps.at(-1)!;
  // The history hangs on the parcel's insert: an order that has a parcel already writes nothing here.
  const opened = tx.$with('opened').as(
    tx
      .insert(shipments)
      .values({
        orderId: order.id,
        trackingId,
        carrier,
        status: last.status,
        currentLocation: last.location,
        destination,
        estimatedDelivery,
        ...(moves.length ? { updatedAt: last.at } : {}),
      })
      .onConflictDoNothing({ target: shipments.orderId })
      .returning({ id: shipments.id }),
  );
  const history = tx.$with('history').as(tx.insert(trackingEvents).select(historyOf(steps)));
  const [shipment] = await tx.with(opened, history).select().from(opened);
  if (!shipment) return existingShipment(tx, order.id, moves);
  if (order.trackingId !== trackingId) await setTrackingId(tx, order.id, trackingId);
  return {
    trackingId,
    estimatedDelivery,
    carrier,
    events: steps.slice(1).map((step) => ({
      trackingId,
      status: step.status,
      location: step.location,
      message: step.message,
      timestamp: step.at.toISOString(),
      estimatedDelivery: estimatedDelivery.toISOString(),
    })),
  };
}

/** History rows as one `select` over the parcel just opened (`tracking_events` column order). */
function historyOf(steps: readonly { status: string; location: string; message: string; at: Date }[]): SQL {
  const values = sql.join(
    steps.map(
      (s) =>
        sql`(${randomUUID()}::uuid, ${s.status}::text, ${s.location}::text, ${s.message}::text, ${s.at}::timestamptz)`,
    ),
    sql`, `,
  );
  return sql`select v.id, opened.id, v.status, v.location, v.message, v.created_at
    from opened cross join (values ${values}) as v(id, status, location, message, created_at)`;
}

/** The parcel opened earlier: the moves become ordinary steps of its history. */
async function existingShipment(
  tx: Tx,
  orderId: string,
  moves: readonly PlacementMove[],
): Promise<OpenedShipment> {
  const [s] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  if (!s) throw new AppError('INTERNAL', 'The parcel was neither opened nor found.');
  const events: TrackingEvent[] = [];
  for (const move of moves) {
    const event = await recordShipmentStep(tx, { orderId, ...move });
    if (event) events.push(event);
  }
  return {
    trackingId: s.trackingId,
    estimatedDelivery: s.estimatedDelivery ?? new Date(),
    carrier: s.carrier,
    events,
  };
}

/**
 * The parcel's side of an order's status move (same transaction): a history entry and the
 * parcel's current status and place. Nothing when the order has no parcel. Returns the public
 * event for the tracking room.
 */
export async function recordShipmentStep(
  tx: Tx,
  step: { orderId: string; status: OrderStatus; note?: string; location?: string; at: Date },
): Promise<TrackingEvent | undefined> {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, step.orderId)).limit(1);
  if (!shipment) return undefined;
  const location = step.location || defaultLocation(step.status, shipment.destination, shipment.carrier);
  const message = step.note || DEFAULT_MESSAGES[step.status];
  await tx
    .insert(trackingEvents)
    .values({ shipmentId: shipment.id, status: step.status, location, message, createdAt: step.at });
  await tx
    .update(shipments)
    .set({ status: step.status, currentLocation: location, updatedAt: step.at })
    .where(eq(shipments.id, shipment.id));
  return {
    trackingId: shipment.trackingId,
    status: step.status,
    location,
    message,
    timestamp: step.at.toISOString(),
    estimatedDelivery: shipment.estimatedDelivery?.toISOString() ?? null,
  };
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

export type ShipmentRow = typeof shipments.$inferSelect;

export async function findShipmentByTrackingId(
  db: DbOrTx,
  trackingId: string,
): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.trackingId, trackingId)).limit(1);
  return row;
}

export async function findShipmentOfOrder(db: DbOrTx, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId)).limit(1);
  return row;
}

/**
 * The public view of one parcel, given its order's number and status: never the receiver's
 * name, phone or street.
 */
export async function publicTracking(
  db: DbOrTx,
  shipment: ShipmentRow,
  order: { orderNumber: string; status: string },
): Promise<TrackingDto> {
  const events = await db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.shipmentId, shipment.id))
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
  const status = order.status as OrderStatus;
  return {
    trackingId: shipment.trackingId,
    orderNumber: order.orderNumber,
    status,
    currentLocation: shipment.currentLocation,
    destination: shipment.destination,
    carrier: shipment.carrier,
    estimatedDelivery: shipment.estimatedDelivery?.toISOString() ?? null,
    progress: orderProgress(status),
    history,
    statusHistory: history,
    updatedAt: shipment.updatedAt.toISOString(),
  };
}

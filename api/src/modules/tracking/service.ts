import { randomBytes, randomUUID } from 'node:crypto';
import {
  CARRIER_NAMES_EN,
  type CarrierCode,
  type CodedText,
  carrierCodeOf,
  type HistoryParams,
  type HistoryPlaceCode,
  type HistoryTextCode,
  historyPlaceEn,
  historyTextEn,
  inferHistoryPlace,
  inferHistoryText,
} from '@isoko/shared/orders/history';
import { ORDER_STATUS, type OrderStatus, orderProgress } from '@isoko/shared/orders/status';
import { addBusinessDays, deliveryWindowDays, isKigaliDistrict, provinceOf } from '@isoko/shared/rwanda';
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

/** The carriers' names as parcels store them (English); the web words them by code. */
export const CARRIERS = CARRIER_NAMES_EN;

// Crockford base32 without look-alikes: easy to read out over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export function newTrackingId(): string {
  const bytes = randomBytes(10);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % 32];
  return `ISK-TRK-${id}`;
}

export const carrierCodeFor = (district: string): CarrierCode =>
  isKigaliDistrict(district) ? 'kigali' : 'upcountry';
export const carrierFor = (district: string) => CARRIERS[carrierCodeFor(district)];

/** The latest promised delivery day, from the destination's window in business days. */
export function estimateDelivery(district: string, from: Date): Date {
  const [, latest] = deliveryWindowDays(district);
  return addBusinessDays(from, latest);
}

/** A status move the order made in the transaction that opens its parcel. */
export interface PlacementMove extends StepNote {
  status: OrderStatus;
  location?: string;
  at: Date;
}

/** What a step says: a note a person wrote, or a coded note and its values (as the order's timeline). */
export interface StepNote {
  note?: string;
  noteCode?: HistoryTextCode;
  noteParams?: HistoryParams;
}

/** One history row's words: English text beside its code and values. */
interface StepWords {
  location: string;
  message: string;
  messageCode: string | null;
  messageParams: HistoryParams | null;
  locationCode: string | null;
  locationParams: HistoryParams | null;
}

/** The message of a step: the person's note, else the coded note, else the status's default. */
function stepMessage(
  status: OrderStatus,
  n: StepNote,
): Pick<StepWords, 'message' | 'messageCode' | 'messageParams'> {
  if (n.note) return { message: n.note, messageCode: null, messageParams: null };
  const text: CodedText<HistoryTextCode> = n.noteCode
    ? { code: n.noteCode, params: n.noteParams }
    : { code: `status_${status}` };
  return { message: historyTextEn(text), messageCode: text.code, messageParams: text.params ?? null };
}

/** The place of a step: where staff said (as written), else the default place for the status. */
function stepPlace(
  status: OrderStatus,
  staffLocation: string | undefined,
  parcel: { destination: string; carrier: string },
): Pick<StepWords, 'location' | 'locationCode' | 'locationParams'> {
  if (staffLocation) return { location: staffLocation, locationCode: null, locationParams: null };
  const place = defaultPlace(status, parcel.destination, parcel.carrier);
  return { location: historyPlaceEn(place), locationCode: place.code, locationParams: place.params ?? null };
}

const stepWords = (
  status: OrderStatus,
  step: StepNote & { location?: string },
  parcel: { destination: string; carrier: string },
): StepWords => ({ ...stepMessage(status, step), ...stepPlace(status, step.location, parcel) });

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
  const parcel = { destination, carrier };
  const steps: Step[] = [
    { status: 'pending', ...stepWords('pending', {}, parcel), at: openedAt },
    ...moves.map((m) => ({ status: m.status, ...stepWords(m.status, m, parcel), at: m.at })),
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
      ...publicWords(step),
      timestamp: step.at.toISOString(),
      estimatedDelivery: estimatedDelivery.toISOString(),
    })),
  };
}

type Step = StepWords & { status: OrderStatus; at: Date };

/** The words of a step as the public record and the socket event carry them. */
const publicWords = (w: StepWords) => ({
  location: w.location,
  message: w.message,
  messageCode: w.messageCode,
  messageParams: w.messageParams,
  locationCode: w.locationCode,
  locationParams: w.locationParams,
});

const jsonOrNull = (v: HistoryParams | null) => (v === null ? null : JSON.stringify(v));

/** History rows as one `select` over the parcel just opened (`tracking_events` column order). */
function historyOf(steps: readonly Step[]): SQL {
  const values = sql.join(
    steps.map(
      (s) =>
        sql`(${randomUUID()}::uuid, ${s.status}::text, ${s.location}::text, ${s.message}::text, ${s.messageCode}::text, ${jsonOrNull(s.messageParams)}::jsonb, ${s.locationCode}::text, ${jsonOrNull(s.locationParams)}::jsonb, ${s.at}::timestamptz)`,
    ),
    sql`, `,
  );
  return sql`select v.id, opened.id, v.status, v.location, v.message, v.message_code, v.message_params, v.location_code, v.location_params, v.created_at
    from opened cross join (values ${values}) as v(id, status, location, message, message_code, message_params, location_code, location_params, created_at)`;
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
  step: { orderId: string; status: OrderStatus; location?: string; at: Date } & StepNote,
): Promise<TrackingEvent | undefined> {
  const [shipment] = await tx.select().from(shipments).where(eq(shipments.orderId, step.orderId)).limit(1);
  if (!shipment) return undefined;
  const words = stepWords(step.status, step, shipment);
  await tx
    .insert(trackingEvents)
    .values({ shipmentId: shipment.id, status: step.status, ...words, createdAt: step.at });
  await tx
    .update(shipments)
    .set({ status: step.status, currentLocation: words.location, updatedAt: step.at })
    .where(eq(shipments.id, shipment.id));
  return {
    trackingId: shipment.trackingId,
    status: step.status,
    ...publicWords(words),
    timestamp: step.at.toISOString(),
    estimatedDelivery: shipment.estimatedDelivery?.toISOString() ?? null,
  };
}

/** "District, Province" as parcels store their destination. */
function destinationParts(destination: string): HistoryParams {
  const [district = destination, province = ''] = destination.split(', ');
  return { district, province };
}

/** Where a parcel is, by default, once it reaches a status (staff may say better), as a coded place. */
export function defaultPlace(
  status: OrderStatus,
  destination: string,
  carrier: string,
): CodedText<HistoryPlaceCode> {
  switch (status) {
    case 'shipped':
      return { code: 'handed_to_carrier', params: { carrier: carrierCodeOf(carrier) ?? carrier } };
    case 'in_transit':
      return { code: 'on_the_way', params: destinationParts(destination) };
    case 'out_for_delivery':
    case 'delivered':
      return { code: 'destination', params: destinationParts(destination) };
    default:
      return { code: 'shop' };
  }
}

/** The default place's English, as the history's `location` keeps it. */
export function defaultLocation(status: OrderStatus, destination: string, carrier: string): string {
  return historyPlaceEn(defaultPlace(status, destination, carrier));
}

/** A real destination: the district lies in that province. */
const isDestination = (district: string, province: string) => provinceOf(district) === province;

/**
 * A history row's codes for the screens: the stored ones, or for a row written before codes
 * were stored, the codes its English matches (null for words a person wrote).
 */
function codedStep(e: typeof trackingEvents.$inferSelect) {
  const message = e.messageCode
    ? { code: e.messageCode, params: e.messageParams ?? undefined }
    : inferHistoryText(e.message);
  const place = e.locationCode
    ? { code: e.locationCode, params: e.locationParams ?? undefined }
    : inferHistoryPlace(e.location, isDestination);
  return {
    messageCode: message?.code ?? null,
    messageParams: message?.params ?? null,
    locationCode: place?.code ?? null,
    locationParams: place?.params ?? null,
  };
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
    ...codedStep(e),
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

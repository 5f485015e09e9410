import { z } from 'zod';
import { HistoryParams } from '../orders/history';
import { ORDER_STATUS, type OrderStatus } from '../orders/status';

/**
 * A step's message and place as codes and values (see `orders/history.ts`), so the web words
 * them in the shopper's language; null for a note or a place staff wrote themselves.
 */
const CODED_STEP_FIELDS = {
  messageCode: z.string().nullable().optional(),
  messageParams: HistoryParams.nullable().optional(),
  locationCode: z.string().nullable().optional(),
  locationParams: HistoryParams.nullable().optional(),
};

/** The longest tracking or order number a shopper can look up (longer ones are never issued). */
export const TRACKING_ID_MAX_LENGTH = 40;

export const TrackingHistoryEntry = z.object({
  status: z.enum(ORDER_STATUS),
  timestamp: z.string(),
  location: z.string(),
  message: z.string(),
  ...CODED_STEP_FIELDS,
});
export type TrackingHistoryEntry = z.infer<typeof TrackingHistoryEntry>;

/** A parcel's public tracking record: no names, phones or street addresses. */
export const TrackingDto = z.object({
  trackingId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUS),
  currentLocation: z.string(),
  destination: z.string(),
  carrier: z.string(),
  estimatedDelivery: z.string().nullable(),
  /** Position in the seven-step path divided by seven (0 when cancelled). */
  progress: z.number().min(0).max(1),
  history: z.array(TrackingHistoryEntry),
  statusHistory: z.array(TrackingHistoryEntry),
  updatedAt: z.string(),
});
export type TrackingDto = z.infer<typeof TrackingDto>;

export const TrackingResponse = z.object({ success: z.literal(true), tracking: TrackingDto });

/** `tracking:event`, sent to the room `tracking:<trackingId>`: public fields only. */
export const TrackingEvent = z.object({
  trackingId: z.string(),
  status: z.enum(ORDER_STATUS),
  location: z.string(),
  message: z.string(),
  timestamp: z.string(),
  estimatedDelivery: z.string().nullable(),
  ...CODED_STEP_FIELDS,
});
export type TrackingEvent = z.infer<typeof TrackingEvent>;

// Defined with the order lifecycle; re-exported for callers that import them from here.
export { ChangeOrderStatusBody, OrderUpdatedEvent } from '../orders/events';

/**
 * What the parcel's history says at each step unless staff write their own note. The web shows
 * its own translation when an entry still carries this default text.
 */
export const DEFAULT_TRACKING_MESSAGES: Record<OrderStatus, string> = {
  pending: 'Order received',
  confirmed: 'Order confirmed',
  processing: 'Your order is being prepared',
  shipped: 'Parcel handed to the carrier',
  in_transit: 'Parcel on its way',
  out_for_delivery: 'Out for delivery: the courier will call you',
  delivered: 'Delivered',
  cancelled: 'Order cancelled',
};

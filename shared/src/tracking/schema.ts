import { z } from 'zod';
import { ORDER_STATUS } from '../orders/status';

export const TrackingHistoryEntry = z.object({
  status: z.enum(ORDER_STATUS),
  timestamp: z.string(),
  location: z.string(),
  message: z.string(),
});
export type TrackingHistoryEntry = z.infer<typeof TrackingHistoryEntry>;

/** A parcel's public tracking record (spec 2 §3): no names, phones or street addresses. */
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
});
export type TrackingEvent = z.infer<typeof TrackingEvent>;

/** `order:updated`, sent to `order:<id>`, `customer:<id>` and `admins`. */
export const OrderUpdatedEvent = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUS),
  previousStatus: z.enum(ORDER_STATUS).optional(),
  paymentStatus: z.string(),
  trackingId: z.string().nullable(),
  updatedAt: z.string(),
});
export type OrderUpdatedEvent = z.infer<typeof OrderUpdatedEvent>;

export const ChangeOrderStatusBody = z.object({
  status: z.enum(ORDER_STATUS),
  note: z.string().trim().max(300).optional(),
  location: z.string().trim().max(120).optional(),
});
export type ChangeOrderStatusBody = z.infer<typeof ChangeOrderStatusBody>;

import { z } from 'zod';
import { ORDER_STATUS } from './status';

/**
 * `order:updated`, sent to `order:<id>`, `customer:<customerId>` and `admins` whenever an order
 * is created or changes status. Carries no personal details: screens refetch what they show.
 */
export const OrderUpdatedEvent = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUS),
  /** Absent when the order was just created. */
  previousStatus: z.enum(ORDER_STATUS).optional(),
  paymentStatus: z.string(),
  trackingId: z.string().nullable(),
  updatedAt: z.string(),
});
export type OrderUpdatedEvent = z.infer<typeof OrderUpdatedEvent>;

/** Staff move an order along the lifecycle (PUT or POST /api/admin/orders/:id/status). */
export const ChangeOrderStatusBody = z.object({
  status: z.enum(ORDER_STATUS),
  note: z.string().trim().max(300).optional(),
  location: z.string().trim().max(120).optional(),
});
export type ChangeOrderStatusBody = z.infer<typeof ChangeOrderStatusBody>;

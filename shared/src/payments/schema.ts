import { z } from 'zod';
import { Uuid } from '../id-schema';
import { Rwf } from '../money';
import { MtnMomoPhone } from '../phone';
import { OrderPaymentStatusSchema, PaymentMethodSchema, PaymentStatusSchema } from './status';

/**
 * Payment attempts (MTN Mobile Money) and the demo handset's MoMo prompts.
 *   POST /api/orders/:id/payments (owner)     NewPaymentBody  -> OrderResponse (orders/schema; data.payment = the new attempt)
 *                                             | 409 PAYMENT_ALREADY_SETTLED / ORDER_BAD_TRANSITION / OUT_OF_STOCK
 *   GET  /api/payments/:id       (owner, staff)                -> PaymentResponse
 *   PUT|POST /api/payments/momo/callback/:paymentId   (MoMo; a hint: triggers a status check)
 *   Demo only: POST /api/dev/momo/:referenceId/approve | /decline     -> DevMomoDecisionResponse
 *              GET  /api/dev/momo/prompts?phone=...                    -> DevMomoPromptsResponse
 * Sockets: `payment:updated` (PaymentUpdatedEvent) in `order:<id>` and `customer:<id>`;
 *          `devphone:momo-prompt` (DevMomoPrompt) in `phone:<e164>` (demo).
 */

/**
 * A MoMo order whose payment failed or expired stays pending this long for a new attempt (its
 * stock already released), then it is cancelled.
 */
export const PAYMENT_RETRY_GRACE_HOURS = 24;

export const PaymentDto = z.object({
  id: z.string(),
  orderId: z.string(),
  status: PaymentStatusSchema,
  /** MoMo's reason on failure (e.g. APPROVAL_REJECTED, NOT_ENOUGH_FUNDS, EXPIRED), else null. */
  reason: z.string().nullable(),
  method: PaymentMethodSchema,
  amount: Rwf,
  currency: z.string(),
  /** E.164 of the MoMo account asked to pay. */
  payerPhone: z.string().nullable(),
  createdAt: z.string(),
  /** After this the attempt expires and the order's stock is released. */
  expiresAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PaymentDto = z.infer<typeof PaymentDto>;

export const PaymentResponse = z.object({ success: z.literal(true), data: PaymentDto });
export type PaymentResponse = z.infer<typeof PaymentResponse>;

/** `payment:updated` in rooms `order:<id>` and `customer:<id>`. */
export const PaymentUpdatedEvent = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paymentStatus: OrderPaymentStatusSchema,
  payment: PaymentDto,
});
export type PaymentUpdatedEvent = z.infer<typeof PaymentUpdatedEvent>;

export const NewPaymentBody = z
  .object({
    /** The MoMo number to ask; defaults to the previous attempt's, then the customer's phone. */
    payerPhone: MtnMomoPhone.optional(),
  })
  .default({});
export type NewPaymentBody = z.input<typeof NewPaymentBody>;

export const PaymentIdParams = z.object({ id: Uuid('Payment not found.') });

// The demo handset: MoMo approvals it is asked for.

export const DEV_MOMO_PROMPT_STATUSES = ['pending', 'approved', 'declined', 'expired'] as const;

/** `devphone:momo-prompt` in room `phone:<e164>`: a MoMo approval asked of the demo handset. */
export const DevMomoPrompt = z.object({
  referenceId: z.string(),
  phone: z.string(),
  amount: z.string(),
  currency: z.string(),
  payerMessage: z.string(),
  externalId: z.string(),
  status: z.enum(DEV_MOMO_PROMPT_STATUSES),
  createdAt: z.string(),
});
export type DevMomoPrompt = z.infer<typeof DevMomoPrompt>;

export const DevMomoPromptsResponse = z.object({
  success: z.literal(true),
  data: z.object({ prompts: z.array(DevMomoPrompt) }),
});
export type DevMomoPromptsResponse = z.infer<typeof DevMomoPromptsResponse>;

export const DevMomoDecisionResponse = z.object({
  success: z.literal(true),
  data: DevMomoPrompt,
});
export type DevMomoDecisionResponse = z.infer<typeof DevMomoDecisionResponse>;

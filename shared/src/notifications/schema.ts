import { z } from 'zod';
import { Rwf } from '../money';
import { E164Phone, RwPhone } from '../phone';

/**
 * SMS requests and the demo handset (a simulated phone showing the texts in demo mode).
 * Every route only queues a text; the `sms` worker sends it.
 *   POST /api/sms/welcome             SmsWelcomeBody            -> SmsQueuedResponse (signed-in customer)
 *   POST /api/sms/order-confirmation  SmsOrderConfirmationBody  -> SmsQueuedResponse (the customer's own order)
 *   POST /api/sms/admin-alert         SmsAdminAlertBody         -> SmsQueuedResponse (staff, or a signed-in customer 3 times an hour; to ADMIN_SMS_PHONE)
 *   GET  /api/dev/phone               -                         -> DevPhoneNumbersResponse (demo mode only)
 *   GET  /api/dev/phone/:phone/messages                         -> DevPhoneMessagesResponse (demo mode only)
 * Socket: `devphone:sms` (DevPhoneSms) in room `phone:<e164>`.
 */

export const SMS_KINDS = [
  'otp',
  'welcome',
  'order_confirmation',
  'order_status',
  'admin_alert',
  'payment',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];

export const SMS_STATUSES = ['sending', 'sent', 'failed', 'skipped'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

export const SmsWelcomeBody = z.object({
  /** Accepted for the old client; the text goes to the signed-in customer's own phone. */
  phone: z.string().optional(),
  customerName: z.string().trim().max(80).optional(),
});
export type SmsWelcomeBody = z.infer<typeof SmsWelcomeBody>;

export const SmsOrderConfirmationBody = z.object({
  phone: z.string().optional(),
  /** The order is looked up by number; the total in the text comes from the database. */
  orderData: z.object({ orderNumber: z.string().trim().min(1).max(80), total: Rwf.optional() }),
});
export type SmsOrderConfirmationBody = z.infer<typeof SmsOrderConfirmationBody>;

export const SmsAdminAlertBody = z.object({
  /** Ignored: alerts always go to the configured admin number. */
  phone: z.string().optional(),
  alertMessage: z.string().trim().min(1, 'The alert message is empty').max(600),
});
export type SmsAdminAlertBody = z.infer<typeof SmsAdminAlertBody>;

export const SmsQueuedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when the same text was already queued (welcome once per customer, one confirmation per order). */
  queued: z.boolean(),
});
export type SmsQueuedResponse = z.infer<typeof SmsQueuedResponse>;

/** A text as it arrives on the demo handset. */
export const DevPhoneSms = z.object({
  id: z.string(),
  to: E164Phone,
  body: z.string(),
  kind: z.enum(SMS_KINDS),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type DevPhoneSms = z.infer<typeof DevPhoneSms>;

export const DevPhoneParams = z.object({ phone: RwPhone });
export const DevPhoneMessagesResponse = z.object({
  success: z.literal(true),
  data: z.object({ phone: E164Phone, messages: z.array(DevPhoneSms) }),
});
export type DevPhoneMessagesResponse = z.infer<typeof DevPhoneMessagesResponse>;

export const DevPhoneNumbersResponse = z.object({
  success: z.literal(true),
  data: z.object({
    numbers: z.array(z.object({ phone: E164Phone, count: z.number().int(), lastAt: z.string() })),
  }),
});
export type DevPhoneNumbersResponse = z.infer<typeof DevPhoneNumbersResponse>;

/** Finds the one-time code in a text, so the handset can show it large (demo only). */
export function codeInText(body: string): string | null {
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}

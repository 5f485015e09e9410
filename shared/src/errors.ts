import { z } from 'zod';

/**
 * Stable error codes. A shipped code is never renamed or reused; the web shows each through
 * the i18n key `errors.<CODE>`. The HTTP status of each lives in api/src/lib/app-error.ts.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  'IDEMPOTENCY_CONFLICT',
  'PHONE_INVALID',
  'PAYER_PHONE_NOT_MTN',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_RATE_LIMITED',
  'CUSTOMER_EXISTS',
  'CUSTOMER_NOT_FOUND',
  'ADDRESS_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'VARIANT_NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'CATEGORY_IN_USE',
  'CATEGORY_NAME_TAKEN',
  'FLASH_DEAL_NOT_FOUND',
  'SLUG_TAKEN',
  'OUT_OF_STOCK',
  'CART_EMPTY',
  'COUPON_INVALID',
  'COUPON_EXPIRED',
  'COUPON_MIN_TOTAL',
  'COUPON_USAGE_LIMIT',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_NOT_STARTED',
  'ORDER_NOT_FOUND',
  'ORDER_BAD_TRANSITION',
  'ORDER_NOT_CANCELLABLE',
  'REFUND_NOTHING_OWED',
  'REFUND_OVER_OWED',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_DECLINED',
  'PAYMENT_PROVIDER_ERROR',
  'PAYMENT_ALREADY_SETTLED',
  'TRACKING_NOT_FOUND',
  'ROOM_FORBIDDEN',
  'NEGOTIATION_TOKEN_INVALID',
  'NEGOTIATION_PRODUCT_MISSING',
  'NEGOTIATION_VARIANT_REQUIRED',
  'NEGOTIATION_OFFER_INVALID',
  'NEGOTIATION_DEVICE_MISSING',
  'ASSISTANT_MESSAGE_EMPTY',
  'ASSISTANT_MESSAGE_TOO_LONG',
  'JSON_TOO_DEEP',
  'ORDER_TOO_LARGE',
  'NOT_CONFIGURED',
  'STAFF_NOT_FOUND',
  'STAFF_EMAIL_TAKEN',
  'STAFF_SELF_CHANGE',
  'STAFF_PASSWORD_WRONG',
  'MEDIA_TYPE_UNSUPPORTED',
  'MEDIA_TOO_LARGE',
  'POST_NOT_FOUND',
  'ARTICLE_GENERATION_FAILED',
  'ARTICLE_JOB_NOT_FOUND',
  'TRYON_IMAGE_UNSUPPORTED',
  'TRYON_IMAGE_TOO_LARGE',
  'TRYON_PRODUCT_UNSUITABLE',
  'CONVERSATION_NOT_FOUND',
  'CHAT_TAKEN_BY_OTHER',
  'CHAT_NOT_TAKEN_OVER',
  'STAFF_DISABLED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ApiErrorBody = z.object({
  success: z.literal(false),
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Field-level problems of a VALIDATION_FAILED answer. */
export const FieldIssue = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof FieldIssue>;

/** Narrow an unknown response body to the error envelope. */
export function isApiError(body: unknown): body is ApiErrorBody {
  return ApiErrorBody.safeParse(body).success;
}

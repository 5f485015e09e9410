import type { ErrorCode } from '@isoko/shared/errors';

const HTTP_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  IDEMPOTENCY_CONFLICT: 409,
  PHONE_INVALID: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_ATTEMPTS: 429,
  OTP_RATE_LIMITED: 429,
  CUSTOMER_EXISTS: 409,
  CUSTOMER_NOT_FOUND: 404,
  ADDRESS_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  VARIANT_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  CATEGORY_IN_USE: 409,
  FLASH_DEAL_NOT_FOUND: 404,
  SLUG_TAKEN: 409,
  OUT_OF_STOCK: 409,
  CART_EMPTY: 400,
  COUPON_INVALID: 400,
  COUPON_EXPIRED: 400,
  COUPON_MIN_TOTAL: 400,
  COUPON_USAGE_LIMIT: 400,
  COUPON_FIRST_ORDER_ONLY: 400,
  COUPON_NOT_STARTED: 400,
  ORDER_NOT_FOUND: 404,
  ORDER_BAD_TRANSITION: 409,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_DECLINED: 402,
  PAYMENT_PROVIDER_ERROR: 502,
  PAYMENT_ALREADY_SETTLED: 409,
  TRACKING_NOT_FOUND: 404,
  ROOM_FORBIDDEN: 403,
  NEGOTIATION_TOKEN_INVALID: 400,
  JSON_TOO_DEEP: 400,
  ORDER_TOO_LARGE: 400,
  NOT_CONFIGURED: 409,
};

/** A failure the client may see: stable code, safe message, optional details. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return HTTP_STATUS[this.code];
  }
}

export const httpStatusOf = (code: ErrorCode) => HTTP_STATUS[code];

import { z } from 'zod';
import { Rwf } from '../money';
import { CustomerOrderDto } from '../orders/customer-orders';
import { OrderPaymentStatusSchema, PaymentMethodSchema, PaymentStatusSchema } from '../payments/status';
import { E164Phone, RwPhone } from '../phone';
import { DistrictSchema, ProvinceSchema } from '../rwanda';

/**
 * Cart pricing, coupons, shipping, orders and payments.
 * The server prices everything from the database: prices and totals a client sends are ignored.
 *
 *   POST /api/cart/price                      PriceCartBody           -> PriceCartResponse
 *   POST /api/checkout/apply-coupon           ApplyCouponBody         -> ApplyCouponResponse
 *                                             | 400 COUPON_INVALID / COUPON_NOT_STARTED / COUPON_EXPIRED / COUPON_MIN_TOTAL /
 *                                                   COUPON_FIRST_ORDER_ONLY / COUPON_USAGE_LIMIT
 *   GET  /api/shipping/settings               -                       -> ShippingSettingsResponse
 *   PUT  /api/shipping/settings  (admin)      ShippingSettingsInput   -> ShippingSettingsResponse
 *   POST /api/shipping/calculate              ShippingCalculateBody   -> ShippingCalculateResponse
 *   POST /api/orders             (customer)   CreateOrderBody + header Idempotency-Key
 *                                             -> 201 OrderResponse (new) | 200 OrderResponse (same key again)
 *                                             | 409 IDEMPOTENCY_CONFLICT | 409 OUT_OF_STOCK | 400 COUPON_* |
 *                                               400 NEGOTIATION_TOKEN_INVALID | 400 CART_EMPTY | 404 PRODUCT_NOT_FOUND
 *   GET  /api/orders/:id         (owner, staff)  id or order number   -> OrderResponse | 404 ORDER_NOT_FOUND
 *   POST /api/orders/:id/payments (owner)     NewPaymentBody          -> OrderResponse (data.payment = the new attempt)
 *                                             | 409 PAYMENT_ALREADY_SETTLED / ORDER_BAD_TRANSITION / OUT_OF_STOCK
 *   GET  /api/payments/:id       (owner, staff)                       -> PaymentResponse
 *   PUT|POST /api/payments/momo/callback/:paymentId   (MoMo; a hint: triggers a status check)
 *   Demo only: POST /api/dev/momo/:referenceId/approve | /decline     -> DevMomoDecisionResponse
 *              GET  /api/dev/momo/prompts?phone=...                    -> DevMomoPromptsResponse
 * Sockets: `payment:updated` (PaymentUpdatedEvent) in `order:<id>` and `customer:<id>`;
 *          `order:updated` in `customer:<id>`; `admin:order-created` in `admins`;
 *          `devphone:momo-prompt` (DevMomoPrompt) in `phone:<e164>` (demo).
 */

// ---------------------------------------------------------------- constants

/** The shipping fee a new shop starts with, and the 50,000 RWF free-shipping line. */
export const DEFAULT_STANDARD_SHIPPING_FEE = 2000;
export const DEFAULT_FREE_ABOVE = 50_000;
/**
 * A MoMo order whose payment failed or expired stays pending this long for a new attempt (its
 * stock already released), then it is cancelled.
 */
export const PAYMENT_RETRY_GRACE_HOURS = 24;
/** Most distinct lines one cart or order may hold, and most units of one line. */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

export const FREE_SHIPPING_TYPES = ['none', 'all', 'selected'] as const;
export type FreeShippingType = (typeof FREE_SHIPPING_TYPES)[number];

/**
 * Why the fee is what it is; the web words each through i18n (`checkout:shippingReason.<r>`).
 * `free_selected` = every item ships free (chosen by the admin under type selected, or sold with
 * free shipping); `standard` = the standard fee applies; `unknown_district` = no district yet, the
 * standard fee is an estimate (Kigali addresses may still ship free).
 */
export const SHIPPING_REASONS = [
  'kigali',
  'above_threshold',
  'free_all',
  'free_selected',
  'coupon',
  'empty',
  'standard',
  'unknown_district',
] as const;
export type ShippingReason = (typeof SHIPPING_REASONS)[number];

export const COUPON_TYPES = ['percent', 'fixed', 'free_shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_ERROR_CODES = [
  'COUPON_INVALID',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_MIN_TOTAL',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_USAGE_LIMIT',
] as const;
export type CouponErrorCode = (typeof COUPON_ERROR_CODES)[number];

/** What the shopper reads when a code is unknown. */
export const COUPON_INVALID_MESSAGE = 'Invalid coupon code';

/** Upper-cased and trimmed, as the coupon box does on input. */
export const CouponCode = z
  .string()
  .trim()
  .min(1, 'Please enter a coupon code.')
  .max(40)
  .transform((c) => c.toUpperCase());

// ---------------------------------------------------------------- cart pricing

export const CartItemInput = z.object({
  productId: z.string().trim().min(1).max(80),
  /** The chosen variant; without it, `size` + `color` pick it (shared/catalog/variant findVariant). */
  variantId: z.string().trim().min(1).max(80).optional(),
  size: z.string().trim().max(40).nullish(),
  color: z.string().trim().max(40).nullish(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** The unit price the client last showed; only used to report PRICE_CHANGED. */
  price: z.number().min(0).optional(),
  /** A negotiated price (issue 8): signed, single use, bound to product, variant and shopper. */
  negotiationToken: z.string().trim().min(1).max(2000).optional(),
});
export type CartItemInput = z.input<typeof CartItemInput>;

export const PriceCartBody = z.object({
  items: z.array(CartItemInput).max(MAX_CART_LINES),
  couponCode: CouponCode.optional(),
  /** The delivery district when known (checkout step 2); otherwise shipping is an estimate. */
  district: DistrictSchema.optional(),
});
export type PriceCartBody = z.input<typeof PriceCartBody>;

export const CART_LINE_PROBLEMS = [
  'PRICE_CHANGED',
  'OUT_OF_STOCK',
  'SHORT_STOCK',
  'NOT_FOUND',
  'VARIANT_REQUIRED',
  'NEGOTIATION_TOKEN_INVALID',
] as const;
export type CartLineProblemCode = (typeof CART_LINE_PROBLEMS)[number];

/**
 * What is wrong with one line. Only PRICE_CHANGED lets the order go through as is (at the new
 * price); the others block the order until the shopper fixes the line.
 */
export const CartLineProblem = z.discriminatedUnion('code', [
  /** `previousPrice` is the client's price when it sent one. */
  z.object({ code: z.literal('PRICE_CHANGED'), previousPrice: z.number().nullable(), price: Rwf }),
  z.object({ code: z.literal('OUT_OF_STOCK') }),
  /** Fewer units left than asked: `available` can be ordered. */
  z.object({ code: z.literal('SHORT_STOCK'), available: z.number().int().min(0) }),
  /** The product (or the variant) no longer exists. */
  z.object({ code: z.literal('NOT_FOUND') }),
  /** The product has several variants and none matches the line's size and colour. */
  z.object({ code: z.literal('VARIANT_REQUIRED') }),
  /** The negotiated price can't be used (expired, used, or not this shopper's): list price applies. */
  z.object({ code: z.literal('NEGOTIATION_TOKEN_INVALID'), reason: z.string() }),
]);
export type CartLineProblem = z.infer<typeof CartLineProblem>;

export const BLOCKING_PROBLEMS: readonly CartLineProblemCode[] = [
  'OUT_OF_STOCK',
  'SHORT_STOCK',
  'NOT_FOUND',
  'VARIANT_REQUIRED',
];

export const PricedCartLine = z.object({
  /** Position in the request's items. */
  index: z.number().int().min(0),
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  quantity: z.number().int().min(1),
  /** What one unit costs now (flash deal or negotiated price applied). */
  unitPrice: Rwf,
  /** The regular price (variant price or product price). */
  listPrice: Rwf,
  /** Set when higher than listPrice (a sale). */
  originalPrice: Rwf.nullable(),
  lineTotal: Rwf,
  /** Units in stock for this variant (0 when not found). */
  available: z.number().int().min(0),
  flashDeal: z.boolean(),
  negotiated: z.boolean(),
  freeShipping: z.boolean(),
  problems: z.array(CartLineProblem),
});
export type PricedCartLine = z.infer<typeof PricedCartLine>;

/** A coupon as evaluated against a cart or an order total. */
export const CouponResult = z.object({
  success: z.boolean(),
  code: z.string(),
  /** Amount taken off the goods, RWF (0 for free_shipping). */
  discount: Rwf,
  type: z.enum(COUPON_TYPES).nullable(),
  description: z.string(),
  freeShipping: z.boolean(),
  /** Set when success is false. */
  error: z.object({ code: z.enum(COUPON_ERROR_CODES), message: z.string() }).nullable(),
});
export type CouponResult = z.infer<typeof CouponResult>;

export const PricedCart = z.object({
  lines: z.array(PricedCartLine),
  itemCount: z.number().int().min(0),
  subtotal: Rwf,
  discount: Rwf,
  shippingFee: Rwf,
  isFreeShipping: z.boolean(),
  shippingReason: z.enum(SHIPPING_REASONS),
  /** subtotal − discount + shippingFee. */
  total: Rwf,
  coupon: CouponResult.nullable(),
  /** False while a line has a blocking problem (or the cart is empty). */
  canCheckout: z.boolean(),
});
export type PricedCart = z.infer<typeof PricedCart>;

export const PriceCartResponse = z.object({ success: z.literal(true), data: PricedCart });
export type PriceCartResponse = z.infer<typeof PriceCartResponse>;

// ---------------------------------------------------------------- coupons

export const ApplyCouponBody = z.object({
  code: CouponCode,
  /** The cart subtotal the client shows. When `items` are sent the server's own subtotal is used. */
  orderTotal: z.number().min(0).max(1_000_000_000).default(0),
  items: z.array(CartItemInput).max(MAX_CART_LINES).optional(),
});
export type ApplyCouponBody = z.input<typeof ApplyCouponBody>;

/**
 * Success only; a rejection is the error envelope with a COUPON_* code and the shopper-facing text
 * (`error.message`, e.g. 'Invalid coupon code', 'This coupon needs an order above 100,000 RWF').
 * A first-order-only coupon asked for by a guest is accepted here and checked at order time.
 */
export const ApplyCouponResponse = z.object({
  success: z.literal(true),
  code: z.string(),
  discount: Rwf,
  type: z.enum(COUPON_TYPES),
  description: z.string(),
  freeShipping: z.boolean(),
  /** The subtotal the discount was computed on. */
  orderTotal: Rwf,
  /** Always null on success (the old client reads this field). */
  error: z.null(),
});
export type ApplyCouponResponse = z.infer<typeof ApplyCouponResponse>;

// ---------------------------------------------------------------- shipping

/** The admin's shipping settings: fee, free-shipping type and selection, Kigali free, free above. */
export const ShippingSettingsDto = z.object({
  /** True for every type but none; derived, never stored on its own. */
  freeShippingEnabled: z.boolean(),
  freeShippingType: z.enum(FREE_SHIPPING_TYPES),
  standardShippingFee: Rwf,
  /** Type all/selected applies only to goods above this (0 = any order). */
  freeShippingThreshold: Rwf,
  /** Product ids shipping free under type selected (empty under the other types). */
  selectedProducts: z.array(z.string()),
  /** Deliveries in the City of Kigali (Gasabo, Kicukiro, Nyarugenge) ship free. */
  kigaliFree: z.boolean(),
  /** Any order whose goods (after discount) cost more than this ships free; null = off. */
  freeAbove: Rwf.nullable(),
  updatedAt: z.string(),
});
export type ShippingSettingsDto = z.infer<typeof ShippingSettingsDto>;

/** A form may send digits as text ("2500"); anything else that is not a number is refused, never read as 0. */
const FeeNumber = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${label} must be a whole number of RWF.` })
      .int(`${label} must be a whole number of RWF.`)
      .min(0, `${label} cannot be negative.`)
      .max(10_000_000, `${label} is too large.`),
  );

/**
 * The admin form's object. The fee must be a number (a blank or a word is refused, not read
 * as 0). `freeShippingEnabled` is accepted and ignored: the type decides it.
 */
export const ShippingSettingsInput = z.object({
  freeShippingEnabled: z.boolean().optional(),
  freeShippingType: z.enum(FREE_SHIPPING_TYPES, {
    error: 'Choose No Free Shipping, Free Shipping on All Products or on Selected Products.',
  }),
  standardShippingFee: FeeNumber('The standard shipping fee'),
  freeShippingThreshold: FeeNumber('The free shipping threshold').optional(),
  selectedProducts: z.array(z.string().trim().min(1).max(80)).max(5000).optional(),
  kigaliFree: z.boolean().optional(),
  freeAbove: FeeNumber('The free-shipping amount').nullable().optional(),
});
export type ShippingSettingsInput = z.input<typeof ShippingSettingsInput>;

export const ShippingSettingsResponse = z.object({
  success: z.literal(true),
  settings: ShippingSettingsDto,
  message: z.string().optional(),
});
export type ShippingSettingsResponse = z.infer<typeof ShippingSettingsResponse>;

export const ShippingCalculateBody = z.object({
  /** Items as old clients send them (productId or product, quantity). Prices come from the database. */
  items: z
    .array(
      z.object({
        productId: z.string().trim().min(1).max(80).optional(),
        product: z.unknown().optional(),
        variantId: z.string().trim().max(80).optional(),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(1),
      }),
    )
    .max(MAX_CART_LINES)
    .default([]),
  /** The client's subtotal, used only when no item can be priced. */
  subtotal: z.number().min(0).max(1_000_000_000).default(0),
  district: DistrictSchema.optional(),
  couponCode: CouponCode.optional(),
});
export type ShippingCalculateBody = z.input<typeof ShippingCalculateBody>;

export const ShippingCalculateResponse = z.object({
  success: z.literal(true),
  shippingFee: Rwf,
  isFreeShipping: z.boolean(),
  reason: z.enum(SHIPPING_REASONS),
  /** The subtotal the rule looked at. */
  subtotal: Rwf,
});
export type ShippingCalculateResponse = z.infer<typeof ShippingCalculateResponse>;

// ---------------------------------------------------------------- payments

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
    payerPhone: RwPhone.optional(),
  })
  .default({});
export type NewPaymentBody = z.input<typeof NewPaymentBody>;

// ---------------------------------------------------------------- orders

export const OrderItemInput = z.object({
  productId: z.string().trim().min(1).max(80).optional(),
  /** Old clients send `product` (the product id, or the product object with id/_id). */
  product: z.unknown().optional(),
  variantId: z.string().trim().min(1).max(80).optional(),
  name: z.string().max(300).optional(),
  /** Ignored: the server's price applies. */
  price: z.number().optional(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  size: z.string().trim().max(40).nullish(),
  color: z.string().trim().max(40).nullish(),
  negotiationToken: z.string().trim().min(1).max(2000).optional(),
});
export type OrderItemInput = z.input<typeof OrderItemInput>;

export const OrderShippingAddressInput = z.object({
  /** The customer's names and email (checkout step 1). */
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().min(1, 'Last name is required').max(80),
  email: z.union([z.email('Please enter a valid email address'), z.literal('')]).optional(),
  /** The receiver's phone. */
  phone: RwPhone,
  /** Who takes the parcel; defaults to first + last name. */
  receiverName: z.string().trim().max(160).optional(),
  street: z.string().trim().min(1, 'Address is required').max(300),
  city: z.string().trim().max(80).default('Kigali'),
  country: z.string().trim().max(80).default('Rwanda'),
  postalCode: z.string().trim().max(20).default('0000'),
  /** One of the 30 districts; decides the shipping fee and the courier. */
  district: DistrictSchema,
  /** Derived from the district when absent. */
  province: ProvinceSchema.optional(),
  sector: z.string().trim().max(120).default(''),
});
export type OrderShippingAddressInput = z.input<typeof OrderShippingAddressInput>;

/**
 * The old client's order payload plus our fields. `user`, `totalAmount`, `status` and every price
 * are accepted and ignored: the customer comes from the session, prices from the database,
 * and a new order's status from its payment method.
 */
export const CreateOrderBody = z.object({
  user: z.unknown().optional(),
  items: z.array(OrderItemInput).min(1, 'Your cart is empty').max(MAX_CART_LINES),
  totalAmount: z.number().optional(),
  status: z.string().optional(),
  paymentMethod: PaymentMethodSchema,
  shippingAddress: OrderShippingAddressInput,
  couponCode: CouponCode.optional(),
  /** MoMo account to ask (mobile_money); defaults to the signed-in customer’s own phone. */
  payerPhone: RwPhone.optional(),
  /** When the Idempotency-Key header can't be sent. */
  idempotencyKey: z.string().trim().min(8).max(200).optional(),
});
export type CreateOrderBody = z.input<typeof CreateOrderBody>;

export const OrderShippingAddressDto = CustomerOrderDto.shape.shippingAddress.extend({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  postalCode: z.string(),
});

/**
 * The order as its owner (and staff) sees it: My Orders' CustomerOrderDto plus the old client's
 * shippingAddress fields, the customer snapshot and the latest payment attempt.
 */
export const OrderDto = CustomerOrderDto.extend({
  paymentStatus: OrderPaymentStatusSchema,
  paymentMethod: PaymentMethodSchema,
  /** Same as shippingCost. */
  shippingFee: Rwf,
  shippingAddress: OrderShippingAddressDto,
  customerInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: E164Phone,
  }),
  /** The latest payment attempt (mobile_money), null for cash on delivery. */
  payment: PaymentDto.nullable(),
  /** Stock was given back (expired or failed payment, cancellation); a new payment re-reserves it. */
  stockReleased: z.boolean(),
});
export type OrderDto = z.infer<typeof OrderDto>;

/** `admin:order-created` in room `admins`. */
export const AdminOrderCreatedEvent = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  district: z.string(),
  total: Rwf,
  itemCount: z.number().int().min(0),
  paymentMethod: PaymentMethodSchema,
  status: z.string(),
  paymentStatus: OrderPaymentStatusSchema,
  createdAt: z.string(),
});
export type AdminOrderCreatedEvent = z.infer<typeof AdminOrderCreatedEvent>;

export const OrderResponse = z.object({ success: z.literal(true), data: OrderDto });
export type OrderResponse = z.infer<typeof OrderResponse>;

export const OrderIdParams = z.object({ id: z.string().trim().min(1).max(80) });
export const PaymentIdParams = z.object({ id: z.uuid('Payment not found.') });

// ---------------------------------------------------------------- demo handset (MoMo prompts)

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

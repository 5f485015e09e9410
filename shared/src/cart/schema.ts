import { z } from 'zod';
import { ProductNamesDto } from '../catalog/schema';
import { CouponCode, CouponResult } from '../coupons/schema';
import { Rwf } from '../money';
import { DistrictSchema } from '../rwanda-schema';
import { SHIPPING_REASONS } from '../shipping/schema';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits';

/**
 * Cart pricing. The server prices everything from the database: prices and totals a client sends
 * are ignored. A priced cart carries the coupon's result and the shipping reason, so this file
 * imports coupons and shipping, never the other way round; that is also why the coupon preview's
 * and the shipping calculation's requests, which carry cart lines, are here.
 *   POST /api/cart/price              PriceCartBody          -> PriceCartResponse
 *   POST /api/checkout/apply-coupon   ApplyCouponBody        -> ApplyCouponResponse (coupons/schema)
 *   POST /api/shipping/calculate      ShippingCalculateBody  -> ShippingCalculateResponse (shipping/schema)
 */

export { MAX_CART_LINES, MAX_LINE_QUANTITY };

export const CartItemInput = z.object({
  productId: z.string().trim().min(1).max(80),
  /** The chosen variant; without it, `size` + `color` pick it (shared/catalog/variant findVariant). */
  variantId: z.string().trim().min(1).max(80).optional(),
  size: z.string().trim().max(40).nullish(),
  color: z.string().trim().max(40).nullish(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  /** The unit price the client last showed; only used to report PRICE_CHANGED. */
  price: z.number().min(0).optional(),
  /** A negotiated price: signed, single use, bound to product, variant and shopper. */
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
  /** The product's own (default) name; '' when the product is not found. */
  name: z.string(),
  /**
   * The name in every language the catalogue has it in, to show in the one the shopper reads now
   * (`nameIn`); absent when the product is not found, and from older servers: show `name` then.
   */
  names: ProductNamesDto.optional(),
  slug: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  size: z.string().nullable(),
  /** The stored colour (English): what variants and orders match on. */
  color: z.string().nullable(),
  /**
   * The colour in the answer's language (the stored word when the catalogue has no translation),
   * null when the line has no colour. Absent from older servers: show `color` then.
   */
  colorLabel: z.string().nullable().optional(),
  /**
   * The size in the answer's language ("Medium" reads "Moyenne" in French; "M" and "42" as they
   * are), null when there is no size. Absent from older servers: show `size` then.
   */
  sizeLabel: z.string().nullable().optional(),
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

/** A coupon tried on the cart (the coupon box). */
export const ApplyCouponBody = z.object({
  code: CouponCode,
  /** The cart subtotal the client shows. When `items` are sent the server's own subtotal is used. */
  orderTotal: z.number().min(0).max(1_000_000_000).default(0),
  items: z.array(CartItemInput).max(MAX_CART_LINES).optional(),
});
export type ApplyCouponBody = z.input<typeof ApplyCouponBody>;

/** The shipping fee for the cart's items and district. */
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

import { z } from 'zod';
import { AddressBase, NAME_HAS_LETTER } from '../address';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../cart/schema';
import { CouponCode } from '../coupons/schema';
import { PaymentMethodSchema } from '../payments/status';
import { MtnMomoPhone } from '../phone';

/**
 * Placing an order. The server prices everything from the database: prices and totals a client
 * sends are ignored.
 *   POST /api/orders             (customer)   CreateOrderBody + header Idempotency-Key
 *                                             -> 201 OrderResponse (new) | 200 OrderResponse (same key again)
 *                                             | 409 IDEMPOTENCY_CONFLICT | 409 OUT_OF_STOCK | 400 COUPON_* |
 *                                               400 NEGOTIATION_TOKEN_INVALID | 400 CART_EMPTY | 404 PRODUCT_NOT_FOUND
 * OUT_OF_STOCK's details name the item and how many are left (checkout/out-of-stock), for the
 * shopper's screen to word in their language.
 * The order it answers with is in orders/schema; its payment attempt in payments/schema.
 */

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

/**
 * The delivery address of checkout step 2 (the address fields and their limits are AddressBase's),
 * with the customer's names and email of step 1.
 */
export const OrderShippingAddressInput = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, 'First name is required')
    .max(80)
    .regex(NAME_HAS_LETTER, 'First name is required'),
  lastName: z
    .string()
    .trim()
    .min(1, 'Last name is required')
    .max(80)
    .regex(NAME_HAS_LETTER, 'Last name is required'),
  email: z.union([z.email('Please enter a valid email address'), z.literal('')]).optional(),
  phone: AddressBase.shape.phone,
  /** Who takes the parcel; blank or absent means first + last name. */
  receiverName: AddressBase.shape.receiverName.optional(),
  street: AddressBase.shape.street,
  city: z.string().trim().max(80).default('Kigali'),
  country: z.string().trim().max(80).default('Rwanda'),
  /**
   * Optional: Rwanda has no postal codes in everyday use. Absent, it is stored as the old shop's
   * default "0000", which screens and slips never print (postalCodeShown).
   */
  postalCode: AddressBase.shape.postalCode.default('0000'),
  district: AddressBase.shape.district,
  /** Derived from the district when absent. */
  province: AddressBase.shape.province.optional(),
  sector: AddressBase.shape.sector.default(''),
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
  payerPhone: MtnMomoPhone.optional(),
  /** When the Idempotency-Key header can't be sent. */
  idempotencyKey: z.string().trim().min(8).max(200).optional(),
});
export type CreateOrderBody = z.input<typeof CreateOrderBody>;

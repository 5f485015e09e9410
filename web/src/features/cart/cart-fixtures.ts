import type { CartLine } from '@isoko/shared/cart/lines';
import type { CartLineProblem, PricedCart } from '@isoko/shared/cart/schema';

/** Web-test fixtures: a dress bought at a negotiated 17,700 RWF (regular price 18,200) and its pricing. */

/** The cart line a deal accepted in the bargaining widget leaves: the agreed price and its token. */
export const dealLine = (negotiationToken: string): CartLine => ({
  id: 'p-dress',
  name: 'Kitenge Dress',
  price: 17_700,
  size: 'M',
  color: 'Blue',
  quantity: 1,
  negotiationToken,
});

/** The problems the server reports for a deal token it does not honour (for `reason`). */
export const tokenRefused = (reason: string): CartLineProblem[] => [
  { code: 'NEGOTIATION_TOKEN_INVALID', reason },
  { code: 'PRICE_CHANGED', previousPrice: 17_700, price: 18_200 },
];

/**
 * POST /api/cart/price's answer for that line: at the agreed 17,700 RWF when the token is honoured,
 * else at the regular 18,200 RWF with `problems` saying why.
 */
export function pricedDealCart(problems: CartLineProblem[] | null): PricedCart {
  const honoured = problems === null;
  const unitPrice = honoured ? 17_700 : 18_200;
  return {
    lines: [
      {
        index: 0,
        productId: 'p-dress',
        variantId: 'v-dress-m',
        name: 'Kitenge Dress',
        slug: 'p-dress',
        sku: 'SKU',
        image: null,
        size: 'M',
        color: 'Blue',
        quantity: 1,
        unitPrice,
        listPrice: 18_200,
        originalPrice: null,
        lineTotal: unitPrice,
        available: 5,
        flashDeal: false,
        negotiated: honoured,
        freeShipping: false,
        problems: problems ?? [],
      },
    ],
    itemCount: 1,
    subtotal: unitPrice,
    discount: 0,
    shippingFee: 2000,
    isFreeShipping: false,
    shippingReason: 'unknown_district',
    total: unitPrice + 2000,
    coupon: null,
    canCheckout: true,
  };
}

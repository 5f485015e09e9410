import { type CartLine, lineKey } from '@isoko/shared/cart/lines';
import type {
  CartItemInput,
  PriceCartBody,
  PriceCartResponse,
  PricedCart,
  PricedCartLine,
} from '@isoko/shared/cart/schema';
import type { OrderItemInput } from '@isoko/shared/checkout/schema';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiPost, currentApiLanguage } from '../../api/client';
import { isItemEnvelope, isRecord, lightSchema } from '../../api/light-schema';

/**
 * The pricing answer, checked lightly (the cart page is a first-render screen: zod would add
 * about 26 KB to it); the full contract is checked by the API's tests.
 */
const PricedCartAnswer = lightSchema<PriceCartResponse>(
  'a priced cart',
  isItemEnvelope(
    'data',
    (d) =>
      isRecord(d) &&
      Array.isArray(d.lines) &&
      d.lines.every(isRecord) &&
      typeof d.subtotal === 'number' &&
      typeof d.total === 'number' &&
      typeof d.canCheckout === 'boolean',
  ),
);

/** The pricing words each line's colour in the shopper's language: switching language asks again. */
export const cartKeys = {
  all: ['cart'] as const,
  price: (body: PriceCartBody) => [...cartKeys.all, 'price', currentApiLanguage() ?? 'en', body] as const,
};

/** Wait this long after the last change before asking the server again (a run of + clicks). */
export const REPRICE_DEBOUNCE_MS = 350;

/** The cart as the pricing API reads it: the server finds each variant from size and colour. */
export function priceItems(lines: readonly CartLine[]): CartItemInput[] {
  return lines.map((l) => ({
    productId: l.id,
    size: l.size ?? null,
    color: l.color ?? null,
    quantity: l.quantity,
    ...(l.price > 0 ? { price: l.price } : {}),
    ...(l.negotiationToken ? { negotiationToken: l.negotiationToken } : {}),
  }));
}

/** The cart as the order API reads it (prices are the server's; the client's are ignored). */
export function orderItems(lines: readonly CartLine[]): OrderItemInput[] {
  return lines.map((l) => ({
    productId: l.id,
    name: l.name,
    price: l.price,
    quantity: l.quantity,
    size: l.size ?? null,
    color: l.color ?? null,
    ...(l.negotiationToken ? { negotiationToken: l.negotiationToken } : {}),
  }));
}

/** One pricing answer with the request it answers, so each priced line finds its cart line. */
export interface Pricing {
  cart: PricedCart;
  /** Priced lines by the cart line's identity (`lineKey`). */
  byKey: Map<string, PricedCartLine>;
  /** The negotiated-price token each line was priced with, by `lineKey` (undefined: none). */
  dealTokenByKey: Map<string, string | undefined>;
}

export const pricedCartQuery = (body: PriceCartBody) =>
  queryOptions({
    queryKey: cartKeys.price(body),
    queryFn: async ({ signal }): Promise<Pricing> => {
      const cart = (await apiPost('/api/cart/price', body, PricedCartAnswer, { signal })).data;
      const byKey = new Map<string, PricedCartLine>();
      const dealTokenByKey = new Map<string, string | undefined>();
      for (const line of cart.lines) {
        const item = body.items[line.index];
        if (!item) continue;
        const key = lineKey({
          id: item.productId,
          size: item.size ?? undefined,
          color: item.color ?? undefined,
        });
        byKey.set(key, line);
        dealTokenByKey.set(key, item.negotiationToken);
      }
      return { cart, byKey, dealTokenByKey };
    },
    staleTime: 15_000,
  });

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface PricingOptions {
  couponCode?: string | null;
  district?: string | null;
}

/**
 * The server's pricing of the cart (`POST /api/cart/price`), asked again a moment after the
 * cart, the coupon or the district change. The previous answer stays on screen meanwhile.
 */
export function usePricedCart(lines: readonly CartLine[], options: PricingOptions = {}) {
  const body: PriceCartBody = {
    items: priceItems(lines),
    ...(options.couponCode ? { couponCode: options.couponCode } : {}),
    ...(options.district ? { district: options.district } : {}),
  };
  const serialized = JSON.stringify(body);
  const debounced = useDebounced(serialized, REPRICE_DEBOUNCE_MS);
  const request = JSON.parse(debounced) as PriceCartBody;
  const query = useQuery({
    ...pricedCartQuery(request),
    enabled: request.items.length > 0,
    placeholderData: keepPreviousData,
  });
  return {
    ...query,
    /** A change is waiting for its debounce or its answer: amounts on screen may be outdated. */
    updating: debounced !== serialized || query.isFetching,
  };
}

/** Checks a coupon against the cart; the discount shown comes from the pricing. */
export function useApplyCoupon() {
  return useMutation({
    // The coupon contract (zod) loads when a code is tried, not with the cart.
    mutationFn: async (body: { code: string; orderTotal: number; items: CartItemInput[] }) => {
      const { ApplyCouponResponse } = await import('@isoko/shared/coupons/schema');
      return apiPost('/api/checkout/apply-coupon', body, ApplyCouponResponse);
    },
  });
}

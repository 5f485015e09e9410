import { freeDeliveryAbove } from '@isoko/shared/checkout/pricing';
import { deliveryWindowRange } from '@isoko/shared/rwanda';
import type { ShippingSettingsResponse } from '@isoko/shared/shipping/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { isItemEnvelope, isRecord, lightSchema } from '../../api/light-schema';

/** The shop's delivery rules as staff set them; the back-office refreshes this key when it saves. */
export const SHIPPING_RULES_KEY = ['shipping-rules'] as const;

/** Checked lightly (no zod on the storefront's first screens): the fields the promises read. */
const RulesAnswer = lightSchema<ShippingSettingsResponse>(
  'the shipping rules',
  isItemEnvelope(
    'settings',
    (s) =>
      isRecord(s) &&
      typeof s.kigaliFree === 'boolean' &&
      typeof s.freeShippingType === 'string' &&
      typeof s.freeShippingThreshold === 'number' &&
      (s.freeAbove === null || typeof s.freeAbove === 'number'),
  ),
);

/**
 * GET /api/shipping/settings for the storefront's delivery promises (product page, home, cart),
 * so they say what checkout will charge: free in Kigali and the free-delivery amount only while
 * they apply.
 */
export const shippingRulesQuery = () =>
  queryOptions({
    queryKey: SHIPPING_RULES_KEY,
    queryFn: ({ signal }) =>
      apiGet('/api/shipping/settings', RulesAnswer, { signal }).then((r) => r.settings),
    staleTime: 5 * 60_000,
  });

/**
 * What the storefront may promise about delivery now: free in Kigali, and the goods total above
 * which every order ships free (null when no rule covers every order). Nothing is promised
 * before the rules arrive or when they cannot be fetched (offline).
 */
export function useDeliveryPromises(): { kigaliFree: boolean; freeAbove: number | null } {
  const rules = useQuery(shippingRulesQuery()).data;
  return { kigaliFree: rules?.kigaliFree ?? false, freeAbove: rules ? freeDeliveryAbove(rules) : null };
}

/** The delivery days the texts promise, from the shop's delivery windows. */
export function deliveryDays() {
  const { kigali, elsewhere } = deliveryWindowRange();
  return {
    kigaliMin: kigali[0],
    kigaliMax: kigali[1],
    elsewhereMin: elsewhere[0],
    elsewhereMax: elsewhere[1],
  };
}

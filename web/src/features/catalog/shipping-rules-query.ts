import type { ShippingSettingsResponse } from '@isoko/shared/shipping/schema';
import { queryOptions } from '@tanstack/react-query';
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

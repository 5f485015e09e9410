import { ShippingSettingsResponse } from '@isoko/shared/shipping/schema';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';

/** The shop's delivery rules as staff set them; the back-office refreshes this key when it saves. */
export const SHIPPING_RULES_KEY = ['shipping-rules'] as const;

/**
 * GET /api/shipping/settings for the storefront's delivery promises (product page, home), so they
 * say what checkout will charge: free in Kigali and the free-delivery amount only while they apply.
 */
export const shippingRulesQuery = () =>
  queryOptions({
    queryKey: SHIPPING_RULES_KEY,
    queryFn: ({ signal }) =>
      apiGet('/api/shipping/settings', ShippingSettingsResponse, { signal }).then((r) => r.settings),
    staleTime: 5 * 60_000,
  });

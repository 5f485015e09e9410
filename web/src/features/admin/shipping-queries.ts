import { type ShippingSettingsInput, ShippingSettingsResponse } from '@isoko/shared/shipping/schema';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiPut } from '../../api/client';
import { SHIPPING_RULES_KEY } from '../catalog/delivery-promises';

/** The picker offers the first 100 products; its list scrolls. */
export const SHIPPING_PICKER_LIMIT = 100;

export const shippingKeys = {
  all: ['admin-shipping'] as const,
  settings: () => [...shippingKeys.all, 'settings'] as const,
  products: () => [...shippingKeys.all, 'products'] as const,
};

export const shippingSettingsQuery = () =>
  queryOptions({
    queryKey: shippingKeys.settings(),
    queryFn: ({ signal }) =>
      apiGet('/api/shipping/settings', ShippingSettingsResponse, { signal }).then((r) => r.settings),
  });

const PickerProducts = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), price: z.number() })),
});
export type PickerProduct = z.infer<typeof PickerProducts>['data'][number];

export const pickerProductsQuery = () =>
  queryOptions({
    queryKey: shippingKeys.products(),
    queryFn: ({ signal }) =>
      apiGet('/api/products', PickerProducts, { query: { limit: SHIPPING_PICKER_LIMIT }, signal }).then(
        (r) => r.data,
      ),
  });

export function useSaveShippingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShippingSettingsInput) =>
      apiPut('/api/shipping/settings', body, ShippingSettingsResponse).then((r) => r.settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(shippingKeys.settings(), settings);
      // The storefront's delivery promises read the same rules.
      queryClient.setQueryData(SHIPPING_RULES_KEY, settings);
    },
  });
}

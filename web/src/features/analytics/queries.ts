import type { ProductCardsResponse } from '@isoko/shared/catalog/schema';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../api/client';
import { isListEnvelope, lightSchema } from '../../api/light-schema';
import { isProductCard } from '../catalog/light-schema';

const CardsResponse = lightSchema<ProductCardsResponse>(
  'a product list',
  isListEnvelope('data', isProductCard),
);

export const analyticsKeys = {
  alsoBought: (productId: string, limit: number) => ['analytics', 'also-bought', productId, limit] as const,
};

/** "Customers also bought": products bought in the same orders (GET /api/products/:id/also-bought). */
export const alsoBoughtQuery = (productId: string, limit = 8) =>
  queryOptions({
    queryKey: analyticsKeys.alsoBought(productId, limit),
    queryFn: ({ signal }) =>
      apiGet(`/api/products/${encodeURIComponent(productId)}/also-bought`, CardsResponse, {
        query: { limit },
        signal,
      }).then((r) => r.data),
    staleTime: 300_000,
  });

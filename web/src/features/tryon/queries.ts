import { ProductResponse } from '@isoko/shared/catalog/schema';
import { type TryOnBody, TryOnProductsResponse, TryOnResult } from '@isoko/shared/tryon/schema';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost, currentApiLanguage } from '../../api/client';

/** The answers name products in the shopper's language: each key names it, so a switch refetches. */
const lang = () => currentApiLanguage() ?? 'en';

export const tryOnKeys = {
  products: (limit: number, cameFrom: string | null) =>
    ['tryon', lang(), 'products', limit, cameFrom] as const,
  product: (id: string) => ['tryon', lang(), 'product', id] as const,
};

/**
 * The garments in stock offered on the try-on screens; `cameFrom` (a product id or slug, from
 * "Try it on" on a product page) is offered first when it can be tried on.
 */
export const tryOnProductsQuery = (limit = 3, cameFrom: string | null = null) =>
  queryOptions({
    queryKey: tryOnKeys.products(limit, cameFrom),
    queryFn: ({ signal }) =>
      apiGet('/api/ai/virtual-tryon/products', TryOnProductsResponse, {
        query: cameFrom ? { limit, product: cameFrom } : { limit },
        signal,
      }),
    staleTime: 60_000,
  });

/** The full product of a result, for Add to Cart (sizes, colours, price as the shop sells it). */
export const tryOnProductQuery = (id: string) =>
  queryOptions({
    queryKey: tryOnKeys.product(id),
    queryFn: ({ signal }) => apiGet(`/api/products/${encodeURIComponent(id)}`, ProductResponse, { signal }),
    staleTime: 60_000,
  });

/** Sends the photo and the choices; answers when the analysis job has ended. */
export const postTryOn = (body: TryOnBody) => apiPost('/api/ai/virtual-tryon', body, TryOnResult);

import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductStockFilter,
  AdminProductsResponse,
  AnalyzeStockResponse,
  BulkSeoResponse,
  MediaUploadResponse,
  SeoSuggestionResponse,
} from '@isoko/shared/admin/products-schema';
import type { ProductInput } from '@isoko/shared/catalog/admin-schema';
import { HierarchicalCategoriesResponse } from '@isoko/shared/catalog/schema';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiDelete, apiGet, apiPost, apiPut, currentApiLanguage } from '../../api/client';
import {
  AdminProductResponse,
  DeletedResponse,
  SavedProductResponse,
  savedProductId,
} from './admin-product-shapes';

export interface AdminProductFilter {
  search: string;
  stock: AdminProductStockFilter;
  page: number;
}

export const adminProductKeys = {
  all: ['admin-products'] as const,
  lists: () => [...adminProductKeys.all, 'list'] as const,
  list: (f: AdminProductFilter) => [...adminProductKeys.lists(), f] as const,
  detail: (id: string) => [...adminProductKeys.all, 'detail', id] as const,
  categories: () => [...adminProductKeys.all, 'categories'] as const,
};

/**
 * Categories come named in the staff member's language (the API reads Accept-Language), so the
 * list and the category choices are kept apart per language: switching language asks again.
 */
const inLanguage = <K extends readonly unknown[]>(key: K) => [...key, currentApiLanguage() ?? 'en'] as const;

export const adminProductsQuery = (f: AdminProductFilter) =>
  queryOptions({
    queryKey: inLanguage(adminProductKeys.list(f)),
    queryFn: ({ signal }) =>
      apiGet('/api/admin/products', AdminProductsResponse, {
        query: {
          search: f.search.trim() || undefined,
          stock: f.stock === 'all' ? undefined : f.stock,
          page: f.page,
          limit: ADMIN_PRODUCTS_PAGE_SIZE,
        },
        signal,
      }),
    // A new search keeps the old rows on screen until its answer arrives: no flashing table.
    placeholderData: keepPreviousData,
  });

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await apiGet(`/api/admin/products/${encodeURIComponent(id)}`, AdminProductResponse, { signal })).data,
    // The form copies the product once; a background refetch would not reach it anyway.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const productCategoriesQuery = () =>
  queryOptions({
    queryKey: inLanguage(adminProductKeys.categories()),
    queryFn: async ({ signal }) =>
      (await apiGet('/api/categories/hierarchical/all', HierarchicalCategoriesResponse, { signal }))
        .categories,
    staleTime: 5 * 60_000,
    // A language switch keeps the form on screen with the old names until the new ones arrive:
    // the form waits for categories while they are pending and would otherwise lose what was typed.
    placeholderData: keepPreviousData,
  });

/** Creates the product (no id) or saves the changes; answers the product's id. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: ProductInput }) => {
      const saved = id
        ? await apiPut(`/api/admin/products/${encodeURIComponent(id)}`, body, SavedProductResponse)
        : await apiPost('/api/admin/products', body, SavedProductResponse);
      return savedProductId(saved.data);
    },
    onSuccess: (id) => {
      void client.invalidateQueries({ queryKey: adminProductKeys.lists() });
      void client.invalidateQueries({ queryKey: adminProductKeys.detail(id) });
    },
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/admin/products/${encodeURIComponent(id)}`, DeletedResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: adminProductKeys.lists() }),
  });
}

/** Suggests a product's search-engine title, description and keywords from its stored fields (nothing saved). */
export function useGenerateSeo() {
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiPost(`/api/admin/products/${encodeURIComponent(id)}/seo`, {}, SeoSuggestionResponse)).data,
  });
}

/**
 * Starts the bulk search-engine text job; answers its id (its progress arrives live) and, for
 * a small batch the server waited for, that it is done and how many products it changed.
 */
export function useBulkSeo() {
  return useMutation({
    mutationFn: (productIds: readonly string[]) =>
      apiPost('/api/admin/products/bulk-seo-update', { productIds }, BulkSeoResponse),
  });
}

/** Runs the stock analysis now: the low-stock products and the report with its reorder list. */
export function useAnalyzeStock() {
  return useMutation({ mutationFn: () => apiPost('/api/admin/analyze-stock', {}, AnalyzeStockResponse) });
}

/**
 * Uploads one picture or video as multipart, reporting the percentage sent. XMLHttpRequest
 * rather than fetch: fetch cannot report upload progress.
 */
export function uploadMedia(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<MediaUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', 'Upload failed', 0));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        reject(new ApiError('BAD_RESPONSE', 'Unreadable answer', xhr.status));
        return;
      }
      const failure = (json as { error?: { code?: string; message?: string; details?: unknown } } | null)
        ?.error;
      if (xhr.status >= 400 || failure) {
        reject(
          new ApiError(
            failure?.code ?? `HTTP_${xhr.status}`,
            failure?.message ?? 'Upload failed',
            xhr.status,
            failure?.details,
          ),
        );
        return;
      }
      const parsed = MediaUploadResponse.safeParse(json);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError('BAD_RESPONSE', 'Unexpected answer', xhr.status, parsed.error.issues));
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

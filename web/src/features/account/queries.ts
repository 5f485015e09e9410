import { ProductListResponse } from '@isoko/shared/catalog/schema';
import {
  AddressesResponse,
  AddressResponse,
  PreferencesResponse,
  type PreferencesUpdate,
  ProfileResponse,
  WishlistResponse,
} from '@isoko/shared/customers/schema';
import { CustomerOrdersResponse, CustomerStatsResponse } from '@isoko/shared/orders/customer-orders';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { apiDelete, apiGet, apiPost, apiRequest, currentApiLanguage } from '../../api/client';
import { removeItem, wishlistAtom } from '../../state/wishlist';
import { accountKeys } from './account-keys';

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  /** '' or null clears it. */
  email?: string | null;
}

/** What the address form sends; the server derives province, city and country. */
export interface AddressValues {
  label?: 'home' | 'work' | 'other';
  receiverName?: string;
  phone?: string;
  district?: string;
  sector?: string;
  street?: string;
  isDefault?: boolean;
}

export { accountKeys };

export const profileQuery = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: async () => (await apiGet('/api/customers/me', ProfileResponse)).data.user,
  });

export const addressesQuery = () =>
  queryOptions({
    queryKey: accountKeys.addresses(),
    queryFn: async () => (await apiGet('/api/customers/me/addresses', AddressesResponse)).data.addresses,
  });

export const wishlistQuery = () =>
  queryOptions({
    queryKey: accountKeys.wishlist(),
    queryFn: async () => (await apiGet('/api/customers/me/wishlist', WishlistResponse)).data.items,
  });

export const statsQuery = () =>
  queryOptions({
    queryKey: accountKeys.stats(),
    queryFn: async () => (await apiPost('/api/orders/customer-stats', {}, CustomerStatsResponse)).stats,
  });

/** My Orders in the screen's language (item names follow it): one cache entry per language. */
export const ordersQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.orders(), currentApiLanguage() ?? 'en'],
    queryFn: async () => (await apiPost('/api/orders/customer-orders', {}, CustomerOrdersResponse)).orders,
  });

/** 'For You': the best-rated products of the real catalogue, named in the screen's language. */
export const forYouQuery = () =>
  queryOptions({
    queryKey: [...accountKeys.forYou(), currentApiLanguage() ?? 'en'],
    queryFn: async () =>
      (await apiGet('/api/products', ProductListResponse, { query: { sortBy: 'rating', limit: 6 } })).data,
  });

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfileChanges) => apiRequest('PATCH', '/api/customers/me', ProfileResponse, patch),
    onSuccess: (res) => qc.setQueryData(accountKeys.profile(), res.data.user),
  });
}

export function useUpdatePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: PreferencesUpdate) =>
      apiRequest('PATCH', '/api/customers/me/preferences', PreferencesResponse, patch),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.profile() }),
  });
}

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: AddressValues }) =>
      id
        ? apiRequest('PATCH', `/api/customers/me/addresses/${id}`, AddressResponse, values)
        : apiPost('/api/customers/me/addresses', values, AddressResponse),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.addresses() }),
  });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete(`/api/customers/me/addresses/${id}`, AddressesResponse),
    onSuccess: (res) => qc.setQueryData(accountKeys.addresses(), res.data.addresses),
  });
}

export function useSetDefaultAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost(`/api/customers/me/addresses/${id}/default`, {}, AddressesResponse),
    onSuccess: (res) => qc.setQueryData(accountKeys.addresses(), res.data.addresses),
  });
}

/** Takes a product off the account's wishlist, and its heart off this browser's too. */
export function useRemoveFromWishlist() {
  const qc = useQueryClient();
  const setLocal = useSetAtom(wishlistAtom);
  return useMutation({
    mutationFn: (productId: string) => apiDelete(`/api/customers/me/wishlist/${productId}`, WishlistResponse),
    onSuccess: (res, productId) => {
      qc.setQueryData(accountKeys.wishlist(), res.data.items);
      setLocal((items) => removeItem(items, productId));
    },
  });
}

export function useAddToWishlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => apiPost('/api/customers/me/wishlist', { productId }, WishlistResponse),
    onSuccess: (res) => qc.setQueryData(accountKeys.wishlist(), res.data.items),
  });
}

export const mergeWishlist = (productIds: string[]) =>
  apiPost('/api/customers/me/wishlist/merge', { productIds }, WishlistResponse);

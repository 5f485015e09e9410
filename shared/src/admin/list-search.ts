import { z } from 'zod';

/**
 * The longest search the back-office lists (orders, customers, products) accept. The search
 * boxes stop typing here, so staff never send a search the server refuses.
 */
export const ADMIN_SEARCH_MAX = 100;

/** A list's search as the API reads it: trimmed, at most ADMIN_SEARCH_MAX characters, '' for none. */
export const AdminListSearch = z.string().trim().max(ADMIN_SEARCH_MAX).default('');

/** A search read from the address (typed or pasted there), cut to what the server accepts. */
export const clipAdminSearch = (value: string | null | undefined): string =>
  (value ?? '').slice(0, ADMIN_SEARCH_MAX);

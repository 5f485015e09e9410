import { useQueryClient } from '@tanstack/react-query';
import { accountKeys, mergeWishlist } from './queries';

/** Product ids of the browser's own wishlist (key `wishlist`: ids, or items with `id`/`_id`). */
export function localWishlistIds(): string[] {
  let raw: unknown;
  try {
    raw = JSON.parse(localStorage.getItem('wishlist') ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const ids = raw.map((item) => {
    if (typeof item === 'string') return item;
    if (item && typeof item === 'object') {
      const o = item as { id?: unknown; _id?: unknown; productId?: unknown };
      const id = o.id ?? o._id ?? o.productId;
      return typeof id === 'string' ? id : null;
    }
    return null;
  });
  return [...new Set(ids.filter((id): id is string => !!id))];
}

/** On sign-in, the local wishlist joins the account's (unknown products are dropped by the server). */
export function useMergeLocalWishlist() {
  const qc = useQueryClient();
  return async () => {
    const ids = localWishlistIds();
    if (!ids.length) return;
    try {
      const res = await mergeWishlist(ids);
      qc.setQueryData(accountKeys.wishlist(), res.data.items);
      // A read sent before the merge may still arrive with the list as it was.
      await qc.invalidateQueries({ queryKey: accountKeys.wishlist() });
    } catch {
      // The local list stays; the next sign-in merges again.
    }
  };
}

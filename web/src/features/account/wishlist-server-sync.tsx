import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { apiDelete, apiPost } from '../../api/client';
import { isRecord, lightSchema } from '../../api/light-schema';
import { useSession } from '../../session/queries';
import { wishlistAtom } from '../../state/wishlist';
import { accountKeys } from './account-keys';

/** The account's wishlist answer, checked lightly: only its success matters here. */
const Saved = lightSchema<unknown>('the wishlist', (v) => isRecord(v) && v.success === true);

/**
 * Keeps a signed-in customer's account wishlist in step with the hearts they tap on any page:
 * each heart turned on is added on the server, each turned off is removed, so "My account"
 * and their other devices see it. A guest's hearts stay in the browser and join the account at
 * sign-in. Renders nothing.
 */
export function WishlistServerSync() {
  const items = useAtomValue(wishlistAtom);
  const session = useSession();
  const qc = useQueryClient();
  const last = useRef<Set<string> | null>(null);

  useEffect(() => {
    const ids = new Set(items.map((item) => item.id));
    const before = last.current;
    last.current = ids;
    if (before === null || session === 'loading' || session === null) return;
    const added = [...ids].filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !ids.has(id));
    if (added.length === 0 && removed.length === 0) return;
    void Promise.allSettled([
      ...added.map((productId) => apiPost('/api/customers/me/wishlist', { productId }, Saved)),
      ...removed.map((productId) =>
        apiDelete(`/api/customers/me/wishlist/${encodeURIComponent(productId)}`, Saved),
      ),
    ]).then(() => qc.invalidateQueries({ queryKey: accountKeys.wishlist() }));
  }, [items, session, qc]);

  return null;
}

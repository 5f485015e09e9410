import { clipAdminSearch } from '@isoko/shared/admin/list-search';
import { ADMIN_PRODUCT_STOCK_FILTERS } from '@isoko/shared/admin/products-schema';
import { useEffect, useState } from 'react';
import { useSearchParams } from '../../routing';

const SEARCH_DELAY_MS = 300;

/**
 * The product list's search, stock level and page, kept in the address so Back and reload keep
 * them. The search box's text reaches the address once typing pauses.
 */
export function useProductListAddress() {
  const [params, setParams] = useSearchParams();
  const search = clipAdminSearch(params.get('q'));
  const stock = ADMIN_PRODUCT_STOCK_FILTERS.find((f) => f === params.get('stock')) ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(search);

  // The search goes to the server once typing pauses, and starts again from page 1.
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  // Another stock level starts again from page 1 too.
  const setStock = (value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === 'all') next.delete('stock');
      else next.set('stock', value);
      next.delete('page');
      return next;
    });

  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const qs = next.toString();
    return `/admin/products${qs ? `?${qs}` : ''}`;
  };

  return { search, stock, page, typed, setTyped, setStock, hrefFor };
}

export type ProductListAddress = ReturnType<typeof useProductListAddress>;

import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { lazy, Suspense, useCallback, useState } from 'react';

const QuickViewHost = lazy(() => import('./quick-view').then((m) => ({ default: m.QuickViewHost })));

/**
 * Quick View and its 'Item added to cart successfully!' toast (3 s), loaded only when a shopper
 * first opens one; the host stays mounted afterwards so the toast outlives the dialog.
 */
export function useQuickView() {
  const [product, setProduct] = useState<ProductCardDto | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((p: ProductCardDto) => {
    setUsed(true);
    setProduct(p);
  }, []);
  const close = useCallback(() => setProduct(null), []);
  const element = used ? (
    <Suspense fallback={null}>
      <QuickViewHost product={product} onClose={close} />
    </Suspense>
  ) : null;
  return { open, element };
}

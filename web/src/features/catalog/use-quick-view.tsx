import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { lazy, Suspense, useCallback, useState } from 'react';

const QuickViewHost = lazy(() => import('./quick-view').then((m) => ({ default: m.QuickViewHost })));

/**
 * Quick View, loaded only when a shopper first opens one; after an add it closes and the app's
 * toast says 'Item added to cart successfully!' for 3 s.
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

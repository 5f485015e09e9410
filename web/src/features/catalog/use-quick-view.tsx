import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { Suspense, useCallback, useState } from 'react';
import { lazyPart } from '../../ui/lazy-part';
import { PartOfflineClosed } from '../layout/part-offline';

const QuickViewHost = lazyPart(() => import('./quick-view').then((m) => m.QuickViewHost), {
  unreachable: ({ onClose }) => <PartOfflineClosed onClose={onClose} />,
});

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

import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreachable } from '../api/unreachable';
import { type OfferRequest, ProductView } from '../features/catalog/product-view';
import { productQuery } from '../features/catalog/queries';
import { useOnline } from '../features/layout/network-status';
import { OfflineScreen } from '../features/layout/offline-banner';
import { Link, useParams } from '../routing';
import { QueryError } from '../ui/query-error';
import { AfterFirstPaint } from '../ui/use-after-first-paint';
import '../features/catalog/catalog.css';
import '../features/catalog/product.css';
import { PartOfflineClosed, partOfflineNotice } from '../features/layout/part-offline';
import { lazyPart } from '../ui/lazy-part';

// Bargaining loads when the shopper asks for it, never with the product page.
const NegotiationDialog = lazyPart(
  () => import('../features/negotiation/negotiation-dialog').then((m) => m.NegotiationDialog),
  { unreachable: ({ onClose }) => <PartOfflineClosed onClose={onClose} /> },
);

// An unknown product's screen loads only when one is asked for: most visits never need it.
const ProductNotFound = lazyPart(
  () => import('../features/catalog/product-not-found').then((m) => m.ProductNotFound),
  {
    unreachable: partOfflineNotice,
  },
);

// Customers also bought: below the product, loaded once the product has painted. Offline before
// it ever loaded, it is left out until the network is back.
const AlsoBoughtRail = lazyPart(() =>
  import('../features/analytics/also-bought-rail').then((m) => m.AlsoBoughtRail),
);

const renderOffer = (offer: OfferRequest, onClose: () => void) => (
  <Suspense fallback={null}>
    <NegotiationDialog {...offer} onClose={onClose} />
  </Suspense>
);

/** /product/:id (an id or a slug). */
export function Component() {
  const { t } = useTranslation(['product', 'catalog']);
  const { id = '' } = useParams();
  const query = useQuery(productQuery(id));
  const online = useOnline();

  // Offline and not kept by the service worker: the query waits for the network (paused) or
  // failed to reach it; either way the shopper is told, rather than left on "Loading", and the
  // product opens by itself once the network is back.
  const unreachable = useUnreachable(query);
  if (!online && unreachable) {
    return (
      <OfflineScreen onRetry={() => void query.refetch()}>
        <Link to="/shop" className="btn btn-outline">
          {t('product.back')}
        </Link>
      </OfflineScreen>
    );
  }
  if (query.isPending) {
    return (
      <div className="container status-screen" aria-busy="true">
        <p>{t('product.loading')}</p>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="container">
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
        <Link to="/shop" className="btn btn-outline">
          {t('product.back')}
        </Link>
      </div>
    );
  }
  // An unknown product says so (the API answered PRODUCT_NOT_FOUND, the page came as a 404).
  if (!query.data) {
    return (
      <Suspense fallback={null}>
        <ProductNotFound />
      </Suspense>
    );
  }
  return (
    <>
      <ProductView key={query.data.id} product={query.data} renderOffer={renderOffer} />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <AlsoBoughtRail productId={query.data.id} />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}

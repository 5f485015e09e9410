import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingScreen } from '../features/catalog/listing-screen';
import { useDocumentMeta } from '../features/catalog/use-document-meta';
import { AfterFirstPaint } from '../ui/use-after-first-paint';
import '../features/catalog/catalog.css';
import { lazyPart } from '../ui/lazy-part';

// An extra below the listing: offline before it ever loaded, it is left out until the network is back.
const RecommendedRail = lazyPart(() =>
  import('../features/catalog/recommended-rail').then((m) => m.RecommendedRail),
);

/** /shop: search, category, subcategory, category=deals and every filter in the URL. */
export function Component() {
  const { t } = useTranslation(['listing', 'catalog']);
  useDocumentMeta(t('shop.title'), t('shop.description'));
  return (
    <ListingScreen
      textParam="search"
      heading={(state) => <h1>{state.category === 'deals' ? t('shop.deals') : t('shop.title')}</h1>}
      emptyTitle={t('listing.emptyTitle')}
      emptyHint={t('listing.emptyHint')}
      after={(state) =>
        !state.text && state.page === 1 ? (
          <AfterFirstPaint>
            <Suspense fallback={null}>
              <RecommendedRail />
            </Suspense>
          </AfterFirstPaint>
        ) : null
      }
    />
  );
}

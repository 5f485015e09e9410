import { useTranslation } from 'react-i18next';
import { parseListing } from '../features/catalog/filters';
import { ListingScreen } from '../features/catalog/listing-screen';
import { useDocumentMeta } from '../features/catalog/use-document-meta';
import { useSearchParams } from '../routing';
import '../features/catalog/catalog.css';

/** /search?q=: the results of a search, titled with the query (or 'All Products'). */
export function Component() {
  const { t } = useTranslation(['listing', 'catalog']);
  const [params] = useSearchParams();
  const q = parseListing(params, 'q').text;
  useDocumentMeta(q || t('search.allProducts'));
  return (
    <ListingScreen
      textParam="q"
      heading={(state) => <h1>{state.text || t('search.allProducts')}</h1>}
      emptyTitle={t('listing.emptyTitle')}
      emptyHint={t('listing.emptyHint')}
    />
  );
}

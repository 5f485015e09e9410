import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../features/catalog/use-document-meta';
import { Link } from '../routing';

export function Component() {
  const { t } = useTranslation();
  // The tab names the missing page in the shopper's language, as every other screen does.
  useDocumentMeta(t('notFound.title'));
  return (
    <div className="container status-screen">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p className="actions">
        <Link to="/" className="btn btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to="/shop" className="btn btn-outline">
          {t('notFound.shop')}
        </Link>
      </p>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoriesQuery } from './queries';
import { useDocumentMeta } from './use-document-meta';

/**
 * /product/<id> for a product the shop does not have (the API answers PRODUCT_NOT_FOUND; the
 * server answers the page 404): says so, in the tab's title too, and offers the shop and its
 * categories, as the unknown category's page does.
 */
export function ProductNotFound() {
  const { t } = useTranslation('product');
  useDocumentMeta(t('product.notFound'));
  const categories = useQuery(categoriesQuery());
  return (
    <div className="container status-screen" data-testid="product-not-found">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('product.notFound')}</h1>
      <p className="muted">{t('product.notFoundHint')}</p>
      <p className="actions">
        <Link to="/shop" className="btn btn-primary">
          {t('product.back')}
        </Link>
      </p>
      {categories.data && categories.data.length > 0 && (
        <>
          <h2 id="product-not-found-list">{t('product.notFoundOthers')}</h2>
          <nav className="chips" aria-labelledby="product-not-found-list">
            {categories.data.map((c) => (
              <Link key={c.id} to={`/category/${encodeURIComponent(c.slug)}`} className="chip">
                {c.name}
              </Link>
            ))}
          </nav>
        </>
      )}
    </div>
  );
}

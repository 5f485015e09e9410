import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { categoriesQuery } from './queries';
import { useDocumentMeta } from './use-document-meta';

/**
 * /category/<slug> for a category the shop does not have (the API answers CATEGORY_NOT_FOUND):
 * says so, in place of the whole shop under a "Shop" title, and offers the shop and the
 * categories it does have.
 */
export function CategoryNotFound() {
  const { t } = useTranslation('listing');
  useDocumentMeta(t('category.notFound.title'));
  const categories = useQuery(categoriesQuery());
  return (
    <div className="container status-screen" data-testid="category-not-found">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('category.notFound.title')}</h1>
      <p>{t('category.notFound.body')}</p>
      <p className="actions">
        <Link to="/shop" className="btn btn-primary">
          {t('category.notFound.shop')}
        </Link>
      </p>
      {categories.data && categories.data.length > 0 && (
        <>
          <h2 id="category-not-found-list">{t('category.notFound.others')}</h2>
          <nav className="chips" aria-labelledby="category-not-found-list">
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

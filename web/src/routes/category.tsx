import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreachable } from '../api/unreachable';
import { categoryQuery } from '../features/catalog/listing-queries';
import { ListingScreen } from '../features/catalog/listing-screen';
import { useDocumentMeta } from '../features/catalog/use-document-meta';
import { Link, useParams, useSearchParams } from '../routing';
import '../features/catalog/catalog.css';
import { CategoryIcon } from '../features/layout/icons';
import { useOnline } from '../features/layout/network-status';
import { OfflineScreen } from '../features/layout/offline-banner';
import { partOfflineNotice } from '../features/layout/part-offline';
import { ErrorBanner } from '../ui/error-banner';
import { lazyPart } from '../ui/lazy-part';

// An unknown category's screen loads only when one is asked for: most visits never need it.
const CategoryNotFound = lazyPart(
  () => import('../features/catalog/category-not-found').then((m) => m.CategoryNotFound),
  {
    unreachable: partOfflineNotice,
  },
);

/** /category/:slug (a slug or an id): breadcrumb, banner and the category's products. */
export function Component() {
  const { t } = useTranslation(['listing', 'catalog']);
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const query = useQuery(categoryQuery(slug));
  const category = query.data;
  const online = useOnline();
  const unreachable = useUnreachable(query);
  useDocumentMeta(category?.name, category?.description);

  // An unknown category says so (the API answered CATEGORY_NOT_FOUND); it is not the whole shop.
  if (category === null) {
    return (
      <Suspense fallback={null}>
        <CategoryNotFound />
      </Suspense>
    );
  }
  // Offline, a category the service worker did not keep says so rather than loading for ever.
  if (!online && unreachable) {
    return (
      <OfflineScreen onRetry={() => void query.refetch()}>
        <Link to="/shop" className="btn btn-outline">
          {t('category.shop')}
        </Link>
      </OfflineScreen>
    );
  }
  if (query.isError) {
    return (
      <div className="container listing">
        <ErrorBanner error={query.error} action="load" />
        <p>
          <Link to="/shop" className="btn btn-primary">
            {t('category.shop')}
          </Link>
        </p>
      </div>
    );
  }
  if (!category) {
    return (
      <div className="container listing" aria-busy="true">
        <div className="skeleton skeleton-title" />
        <p className="visually-hidden">{t('category.loading')}</p>
      </div>
    );
  }
  const sub = params.get('subcategory') ?? '';
  const intro = (
    <>
      <nav className="breadcrumb" aria-label={t('category.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('category.home')}</Link>
          </li>
          <li>
            <Link to="/shop">{t('category.shop')}</Link>
          </li>
          {category.parent && (
            <li>
              <Link to={`/category/${category.parent.slug}`}>{category.parent.name}</Link>
            </li>
          )}
          <li aria-current="page">{category.name}</li>
        </ol>
      </nav>
      <header className="category-banner">
        <span className="category-icon" aria-hidden="true">
          <CategoryIcon slug={category.slug} size={40} />
        </span>
        <div>
          <h1>{category.name}</h1>
          {category.description && <p>{category.description}</p>}
        </div>
      </header>
      {category.subcategories.length > 0 && (
        <nav className="chips" aria-label={t('category.subcategories')}>
          <Link to="?" className={`chip${sub ? '' : ' is-active'}`} aria-current={sub ? undefined : 'page'}>
            {t('filters.all')}
          </Link>
          {category.subcategories.map((s) => (
            <Link
              key={s.id}
              to={`?subcategory=${encodeURIComponent(s.slug)}`}
              className={`chip${sub === s.slug ? ' is-active' : ''}`}
              aria-current={sub === s.slug ? 'page' : undefined}
            >
              {s.name}
            </Link>
          ))}
        </nav>
      )}
    </>
  );
  return (
    <ListingScreen
      textParam="search"
      fixedCategory={category.slug}
      intro={intro}
      // The category's name is the h1 of the banner above; the results carry their own h2.
      heading={() => null}
      emptyTitle={t('category.empty')}
    />
  );
}

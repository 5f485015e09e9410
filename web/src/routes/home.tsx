import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryCarousel } from '../features/catalog/category-carousel';
import { Countdown } from '../features/catalog/countdown';
import { BenefitsStrip, HomeHero } from '../features/catalog/home-hero';
import { ProductRail } from '../features/catalog/product-rail';
import { categoriesQuery, railQuery } from '../features/catalog/queries';
import { useDocumentMeta } from '../features/catalog/use-document-meta';
import { useQuickView } from '../features/catalog/use-quick-view';
import { Link } from '../routing';
import { QueryError } from '../ui/query-error';
import { AfterFirstPaint } from '../ui/use-after-first-paint';
import '../features/catalog/catalog.css';
import '../features/catalog/home.css';
import { partOfflineNotice } from '../features/layout/part-offline';
import { lazyPart } from '../ui/lazy-part';

const HomeMore = lazyPart(() => import('../features/catalog/home-more').then((m) => m.HomeMore), {
  unreachable: partOfflineNotice,
});

/** Home: hero, categories, rails, deals, bundles and the quiz, with real data only. */
export function Component() {
  const { t } = useTranslation(['home', 'catalog']);
  useDocumentMeta(t('home:meta.title'), t('home:meta.description'));
  const featured = useQuery(railQuery('featured', 12));
  const flash = useQuery(railQuery('flash-deals', 6));
  const trending = useQuery(railQuery('trending', 12));
  const bestDeals = useQuery(railQuery('best-deals', 8));
  const categories = useQuery(categoriesQuery());
  const quickView = useQuickView();
  // Forty-odd product cards arrive at once: each rail draws them a few per browser task
  // (ProductRail), so a slow phone never freezes on one long task.
  const previews = featured.data;

  const seeAll = (to: string) => (
    <Link to={to} className="rail-more">
      {t('home:rails.seeAll')}
    </Link>
  );

  return (
    <div className="home">
      <HomeHero previews={previews} />
      <BenefitsStrip />
      {categories.isError ? (
        <div className="container">
          <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
        </div>
      ) : categories.data ? (
        <CategoryCarousel categories={categories.data} />
      ) : (
        <div className="container carousel skeleton" aria-hidden="true" />
      )}
      <div className="container">
        <ProductRail
          className="rail-flash"
          title={t('home:rails.flash')}
          products={flash.data}
          error={flash.error}
          onRetry={() => void flash.refetch()}
          emptyText={t('home:rails.noFlash')}
          action={seeAll('/shop?category=deals')}
          extra={(p) => (p.flashDeal ? <Countdown endsAt={p.flashDeal.endsAt} /> : null)}
          onQuickView={quickView.open}
        />
        <ProductRail
          title={t('home:rails.trending')}
          products={trending.data}
          extra={() => <span className="badge badge-hot">{t('home:rails.hot')}</span>}
          error={trending.error}
          onRetry={() => void trending.refetch()}
          emptyText={t('home:rails.noTrending')}
          action={seeAll('/shop?sortBy=sales')}
          onQuickView={quickView.open}
        />
        <ProductRail
          title={t('home:rails.bestDeals')}
          products={bestDeals.data}
          error={bestDeals.error}
          onRetry={() => void bestDeals.refetch()}
          emptyText={t('home:rails.noBestDeals')}
          action={seeAll('/shop?sortBy=featured&minDiscount=10')}
          onQuickView={quickView.open}
        />
        <ProductRail
          title={t('home:rails.featured')}
          products={previews?.slice(0, 8)}
          error={featured.error}
          onRetry={() => void featured.refetch()}
          action={seeAll('/shop')}
          onQuickView={quickView.open}
        />
      </div>
      {/* The lower sections load once the first screen has painted. */}
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <HomeMore />
        </Suspense>
      </AfterFirstPaint>
      {quickView.element}
    </div>
  );
}

import { type SortOption, sortLabelKey } from '@isoko/shared/catalog/sort';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreachable } from '../../api/unreachable';
import { Link, useSearchParams } from '../../routing';
import { QueryError } from '../../ui/query-error';
import { AfterFirstPaint } from '../../ui/use-after-first-paint';
import { useMediaQuery } from '../../ui/use-media-query';
import {
  changeListing,
  clearFilters,
  hasActiveFilters,
  LISTING_SORTS,
  type ListingState,
  parseListing,
  type TextParam,
  writeListing,
} from './filters';
import { facetsQuery, listingQuery } from './listing-queries';
import { ProductGrid } from './product-grid';
import { useQuickView } from './use-quick-view';
import './catalog.css';
import { lazyPart } from '../../ui/lazy-part';
import { GridIcon, ListIcon } from '../layout/icons';
import { useOnline } from '../layout/network-status';
import { OfflineRetry } from '../layout/offline-banner';
import { PartOfflineClosed, partOfflineNotice } from '../layout/part-offline';

// Filters, pages and the phone's drawer load beside the first results, not before the first paint.
/** Where the filters show beside the results (the same width as in catalog.css). */
const SIDE_PANEL_QUERY = '(min-width: 1024px)';

const FilterDrawer = lazyPart(() => import('./filter-drawer').then((m) => m.FilterDrawer), {
  unreachable: ({ onClose }) => <PartOfflineClosed onClose={onClose} />,
});
const FilterPanel = lazyPart(() => import('./filter-panel').then((m) => m.FilterPanel), {
  unreachable: partOfflineNotice,
});
const Pagination = lazyPart(() => import('../../ui/pagination').then((m) => m.Pagination), {
  unreachable: partOfflineNotice,
});

export interface ListingScreenProps {
  textParam: TextParam;
  /** A category fixed by the route (the category page), as a slug or id. */
  fixedCategory?: string;
  /** The page's heading, given the listing as read from the URL. */
  heading: (state: ListingState) => ReactNode;
  /** Breadcrumb, banner or chips above the toolbar. */
  intro?: ReactNode;
  emptyTitle: string;
  emptyHint?: string;
  /** Something under the results (Recommended for You). */
  after?: (state: ListingState) => ReactNode;
}

/**
 * Shop, search results and category pages: the URL holds the whole listing (text, filters,
 * sort, page, view), so links, reload and Back give the same screen.
 */
export function ListingScreen({
  textParam,
  fixedCategory,
  heading,
  intro,
  emptyTitle,
  emptyHint,
  after,
}: ListingScreenProps) {
  const { t, i18n } = useTranslation('listing');
  const [params, setParams] = useSearchParams();
  const parsed = parseListing(params, textParam);
  const state: ListingState = fixedCategory ? { ...parsed, category: fixedCategory } : parsed;
  const query = useQuery(listingQuery(state));
  // Offline, results the service worker did not keep say so (not the last listing's, not "Loading").
  const online = useOnline();
  const unreachable = useUnreachable(query);
  const notSaved = !online && unreachable;
  // The filters present in these results, with counts; a failure only leaves them out.
  const facets = useQuery(facetsQuery(state, i18n.language)).data;
  const quickView = useQuickView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidePanelShown = useMediaQuery(SIDE_PANEL_QUERY);
  const sortId = useId();

  const urlOf = (next: ListingState) => {
    const search = writeListing(fixedCategory ? { ...next, category: '' } : next, textParam);
    // A text param of the other page (?search on /search) is replaced, not kept.
    return search;
  };
  const apply = (next: ListingState, resetScroll = false) =>
    setParams(urlOf(next), { preventScrollReset: !resetScroll });
  const update = (patch: Partial<ListingState>) => apply(changeListing(state, patch));
  const filtersOn = hasActiveFilters(state, !!fixedCategory);
  const clearAll = () => apply(clearFilters(state, !!fixedCategory));

  const data = notSaved ? undefined : query.data;
  const total = data?.pagination.total ?? 0;
  const pages = data?.pagination.pages ?? 0;
  const hrefFor = (page: number) => {
    const qs = urlOf({ ...state, page }).toString();
    return qs ? `?${qs}` : '?';
  };

  return (
    <div className="container listing">
      {intro}
      <div className="listing-head">
        <div>
          {heading(state)}
          {state.text && (
            <p className="muted">
              {t('listing.resultsFor')} <strong>“{state.text}”</strong>
            </p>
          )}
          {/* No count over the empty state: "Showing 0 of 0 products" says nothing "No products found" does not. */}
          <p className="listing-count" aria-live="polite">
            {data && data.data.length > 0
              ? t('listing.showing', { count: data.data.length, shown: data.data.length, total })
              : ' '}
          </p>
        </div>
        <div className="listing-tools">
          <button type="button" className="btn btn-outline filter-toggle" onClick={() => setDrawerOpen(true)}>
            {t('filters.title')}
          </button>
          <label htmlFor={sortId} className="visually-hidden">
            {t('sort.label')}
          </label>
          <select
            id={sortId}
            value={state.sortBy}
            onChange={(e) => update({ sortBy: e.target.value as SortOption })}
          >
            {LISTING_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(sortLabelKey(s))}
              </option>
            ))}
          </select>
          <fieldset className="view-toggle">
            <legend className="visually-hidden">{t('view.label')}</legend>
            <button
              type="button"
              aria-pressed={state.view === 'grid'}
              onClick={() => update({ view: 'grid', page: state.page })}
            >
              <GridIcon />
              <span className="visually-hidden">{t('view.grid')}</span>
            </button>
            <button
              type="button"
              aria-pressed={state.view === 'list'}
              onClick={() => update({ view: 'list', page: state.page })}
            >
              <ListIcon />
              <span className="visually-hidden">{t('view.list')}</span>
            </button>
          </fieldset>
          {filtersOn && (
            <button type="button" className="btn btn-link" onClick={clearAll}>
              {t('filters.clearAll')}
            </button>
          )}
        </div>
      </div>

      <div className="listing-body">
        <aside className="listing-filters" aria-label={t('filters.title')}>
          {/* The side panel shows from 1024 px (catalog.css); a phone uses the drawer instead and
              never builds the panel's hundreds of hidden elements. */}
          {sidePanelShown && (
            <Suspense fallback={null}>
              <FilterPanel state={state} onChange={update} facets={facets} fixedCategory={!!fixedCategory} />
            </Suspense>
          )}
        </aside>
        <section
          className={`listing-results${query.isPlaceholderData ? ' is-updating' : ''}`}
          aria-busy={query.isFetching}
        >
          {notSaved ? (
            <OfflineRetry onRetry={() => void query.refetch()} />
          ) : query.isError && !data ? (
            <QueryError error={query.error} onRetry={() => void query.refetch()} />
          ) : data && data.data.length === 0 ? (
            <div className="empty-state listing-empty">
              <h2>{emptyTitle}</h2>
              {state.text && (
                <p>
                  {t('listing.nothingFound', { query: state.text })}
                  {data.nearestCategory && (
                    <>
                      {' '}
                      {t('listing.tryCategory')}{' '}
                      <Link to={`/category/${encodeURIComponent(data.nearestCategory.slug)}`}>
                        {data.nearestCategory.name}
                      </Link>
                    </>
                  )}
                </p>
              )}
              {emptyHint && <p>{emptyHint}</p>}
              {filtersOn && (
                <button type="button" className="btn btn-primary" onClick={clearAll}>
                  {t('filters.clearAll')}
                </button>
              )}
            </div>
          ) : (
            <>
              {/* The cards' names are level-3 headings: this level 2 keeps the page's outline in
                  order (h1 page, h2 results, h3 product). */}
              <h2 className="visually-hidden">{t('listing.results')}</h2>
              <ProductGrid
                products={data?.data}
                loading={query.isPending}
                view={state.view}
                onQuickView={quickView.open}
                label={t('listing.results')}
              />
            </>
          )}
          {data && pages > 1 && (
            <AfterFirstPaint>
              <Suspense fallback={null}>
                <Pagination page={data.pagination.page} pages={pages} hrefFor={hrefFor} />
              </Suspense>
            </AfterFirstPaint>
          )}
        </section>
      </div>
      {after?.(state)}
      {drawerOpen && (
        <Suspense fallback={null}>
          <FilterDrawer
            state={state}
            facets={facets}
            fixedCategory={!!fixedCategory}
            onClose={() => setDrawerOpen(false)}
            onApply={(next) => {
              setDrawerOpen(false);
              apply(changeListing(next, {}));
            }}
          />
        </Suspense>
      )}
      {quickView.element}
    </div>
  );
}

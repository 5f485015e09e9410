import { BLOG_CHIPS, type BlogChip } from '@isoko/shared/content/schema';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnreachable } from '../../api/unreachable';
import { useSearchParams } from '../../routing';
import { Pagination } from '../../ui/pagination';
import { QueryError } from '../../ui/query-error';
import { useOnline } from '../layout/network-status';
import { OfflineRetry } from '../layout/offline-banner';
import { PostCard } from './post-card';
import { type BlogFilter, blogListQuery } from './queries';

const isChip = (v: string | null): v is BlogChip => (BLOG_CHIPS as readonly (string | null)[]).includes(v);

/** The blog: search, category chips, the featured post, the grid or the search results, pages. */
export function BlogList() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const chipParam = params.get('category');
  const filter: BlogFilter = {
    // A NUL character in the address (?search=%00) is read as nothing: the API refuses text
    // holding one, and the list would only say it could not load.
    search: (params.get('search') ?? '').replaceAll('\0', ''),
    chip: isChip(chipParam) ? chipParam : 'all',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const [text, setText] = useState(filter.search);
  useEffect(() => setText(filter.search), [filter.search]);
  const query = useQuery(blogListQuery(filter));
  // Offline, articles the service worker did not keep say so (not another list's, not "Loading").
  const online = useOnline();
  const unreachable = useUnreachable(query);
  const notSaved = !online && unreachable;

  const go = (next: Partial<BlogFilter>) => {
    const f = { ...filter, page: 1, ...next };
    const p = new URLSearchParams();
    if (f.search.trim()) p.set('search', f.search.trim());
    if (f.chip !== 'all') p.set('category', f.chip);
    if (f.page > 1) p.set('page', String(f.page));
    setParams(p);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ search: text });
  };
  const hrefFor = (page: number) => {
    const p = new URLSearchParams(params);
    if (page > 1) p.set('page', String(page));
    else p.delete('page');
    const qs = p.toString();
    return `/blog${qs ? `?${qs}` : ''}`;
  };

  const searching = filter.search.trim() !== '';
  const showFeatured = filter.chip === 'all' && !searching && filter.page === 1;
  const posts = (notSaved ? undefined : query.data?.posts) ?? [];
  const [featured, ...rest] = showFeatured ? posts : [undefined, ...posts];

  return (
    <>
      <form className="blog-search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="blog-search">
          {t('list.searchLabel')}
        </label>
        <input
          id="blog-search"
          type="search"
          value={text}
          placeholder={t('list.searchPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('list.search')}
        </button>
      </form>
      <fieldset className="chip-row">
        <legend className="visually-hidden">{t('list.categories')}</legend>
        {(['all', ...BLOG_CHIPS] as const).map((chip) => (
          <button
            key={chip}
            type="button"
            className={`chip${filter.chip === chip ? ' chip-active' : ''}`}
            aria-pressed={filter.chip === chip}
            onClick={() => go({ chip })}
          >
            {t(`chips.${chip}`)}
          </button>
        ))}
      </fieldset>

      {notSaved ? (
        <OfflineRetry onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className="post-grid" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="card post-card">
              <div className="skeleton post-image" />
              <div className="skeleton skeleton-line" />
              <div className="skeleton skeleton-line short" />
            </div>
          ))}
        </div>
      ) : query.isError && !query.data ? (
        <QueryError error={query.error} onRetry={() => query.refetch()} />
      ) : posts.length === 0 ? (
        <div className="empty-state">
          <p>{t('list.empty')}</p>
          <button type="button" className="btn btn-outline" onClick={() => setParams(new URLSearchParams())}>
            {t('list.clear')}
          </button>
        </div>
      ) : (
        <>
          {featured && (
            <section aria-labelledby="featured-h" className="blog-featured">
              <h2 id="featured-h" className="section-title">
                {t('list.featured')}
              </h2>
              <PostCard post={featured} featured />
            </section>
          )}
          {rest.length > 0 && (
            <section aria-labelledby="grid-h">
              <h2 id="grid-h" className="section-title">
                {searching ? t('list.results', { count: query.data?.total ?? 0 }) : t('list.latest')}
              </h2>
              <div className="post-grid">{rest.map((p) => p && <PostCard key={p.id} post={p} />)}</div>
            </section>
          )}
          {(query.data?.pages ?? 0) > 1 && (
            <Pagination page={filter.page} pages={query.data?.pages ?? 1} hrefFor={hrefFor} />
          )}
        </>
      )}
    </>
  );
}

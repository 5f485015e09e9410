import { useTranslation } from 'react-i18next';
import { Link } from '../routing';
import './pagination.css';

/** Pages 1 … n around the current one; every page is a real link, so Back and reload work. */
export function pageWindow(page: number, pages: number, span = 1): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= span) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

export interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pages: number;
  /** The address of a page: each page is a link, so lists stay shareable. */
  hrefFor: (page: number) => string;
}

/**
 * Previous, the pages around the current one with gaps, Next; nothing when there is one page.
 * Previous and Next carry keys: the built shop runs on Preact, which pairs unkeyed siblings of
 * the same type, so on page 2 it would turn the clicked Next link into the new Previous one and
 * move it to the front. Chrome scrolls a focused element into view when it is moved, and the
 * shopper who clicked Next at the bottom of page 1 was thrown down to the bottom of page 2.
 */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('ui.pagination.label')}>
      {page > 1 ? (
        <Link key="prev" to={hrefFor(page - 1)} className="btn btn-outline btn-small" rel="prev">
          {t('ui.pagination.prev')}
        </Link>
      ) : (
        <span key="prev" className="btn btn-outline btn-small is-disabled" aria-disabled="true">
          {t('ui.pagination.prev')}
        </span>
      )}
      <ol key="pages">
        {pageWindow(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('ui.pagination.page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link key="next" to={hrefFor(page + 1)} className="btn btn-outline btn-small" rel="next">
          {t('ui.pagination.next')}
        </Link>
      ) : (
        <span key="next" className="btn btn-outline btn-small is-disabled" aria-disabled="true">
          {t('ui.pagination.next')}
        </span>
      )}
    </nav>
  );
}

/**
 * In place of an empty list when the address asks for a page past the last one (an old link,
 * or products deleted since): says so and links back to the last page that has rows.
 */
export function PastLastPage({ page, pages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('ui.pagination.pastEnd', { page, pages })}</p>
      <Link to={hrefFor(pages)} className="btn btn-outline btn-small">
        {t('ui.pagination.toPage', { page: pages })}
      </Link>
    </>
  );
}

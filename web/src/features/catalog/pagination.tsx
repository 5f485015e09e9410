import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Pages 1 … n around the current one; every page is a real link, so Back and reload work. */
export function pageWindow(page: number, pages: number, span = 1): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= span) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

export function Pagination({
  page,
  pages,
  hrefFor,
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useTranslation('listing');
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className="btn btn-outline btn-small" rel="prev">
          {t('pagination.prev')}
        </Link>
      ) : (
        <span className="btn btn-outline btn-small is-disabled" aria-disabled="true">
          {t('pagination.prev')}
        </span>
      )}
      <ol>
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
                aria-label={t('pagination.page', { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className="btn btn-outline btn-small" rel="next">
          {t('pagination.next')}
        </Link>
      ) : (
        <span className="btn btn-outline btn-small is-disabled" aria-disabled="true">
          {t('pagination.next')}
        </span>
      )}
    </nav>
  );
}

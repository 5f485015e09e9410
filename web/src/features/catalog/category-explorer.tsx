import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { ErrorText } from '../../ui/error-text';
import { CategoryIcon } from '../layout/icons';
import { categoriesQuery } from './queries';

const shopLink = (category: string, subcategory?: string) =>
  `/shop?category=${encodeURIComponent(category)}${subcategory ? `&subcategory=${encodeURIComponent(subcategory)}` : ''}`;

/** Every category; each opens to its subcategories (links to the shop filtered on both). */
export function CategoryExplorer() {
  const { t } = useTranslation('discover');
  const query = useQuery(categoriesQuery());
  const [open, setOpen] = useState<string | null>(null);

  if (!query.data) {
    return (
      <section className="container explorer">
        <h2>{t('explorer.title')}</h2>
        <div className="explorer-fallback" aria-busy={query.isPending}>
          <p>{t('explorer.loading')}</p>
          {query.isError && (
            <p role="alert">
              <ErrorText error={query.error} action="loadCategories" />{' '}
              <button
                type="button"
                className="btn btn-outline btn-small"
                onClick={() => void query.refetch()}
              >
                {t('explorer.retry')}
              </button>
            </p>
          )}
          <Link to="/shop" className="btn btn-primary">
            {t('explorer.browseAll')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="container explorer" aria-labelledby="explorer-title">
      <h2 id="explorer-title">{t('explorer.title')}</h2>
      <ul className="explorer-list">
        {query.data.map((c) => {
          const expanded = open === c.id;
          return (
            <li key={c.id} className={expanded ? 'is-open' : undefined}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={`explorer-${c.id}`}
                onClick={() => setOpen(expanded ? null : c.id)}
              >
                <CategoryIcon slug={c.slug} />
                <span className="explorer-name">{c.name}</span>
                <span className="muted">{t('explorer.products', { n: c.productCount })}</span>
              </button>
              {expanded && (
                <ul id={`explorer-${c.id}`} className="explorer-subs">
                  {c.subcategories.map((s) => (
                    <li key={s.id}>
                      <Link to={shopLink(c.slug, s.slug)}>
                        <CategoryIcon slug={s.slug} size={18} /> {s.name}
                      </Link>
                    </li>
                  ))}
                  <li>
                    <Link to={shopLink(c.slug)} className="explorer-all">
                      {t('explorer.viewAll', { name: c.name })}
                    </Link>
                  </li>
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

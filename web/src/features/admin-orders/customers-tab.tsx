import { ADMIN_SEARCH_MAX, clipAdminSearch } from '@isoko/shared/admin/list-search';
import { formatRwf } from '@isoko/shared/money-format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../routing';
import { Pagination, PastLastPage } from '../../ui/pagination';
import { QueryError } from '../../ui/query-error';
import { CustomerDetailsDialog } from './customer-details-dialog';
import { formatAdminDate } from './format';
import { adminCustomersQuery } from './queries';
import { useDebouncedValue } from './use-debounced-value';
import './admin-orders.css';

/**
 * Customer Management: a server-side search over name, e-mail and phone, the customers with
 * Orders, Total Spent and Joined, pages, and a details modal. Search and page live in the
 * address (`cq`, `cpage`) so they do not clash with the orders list beside it.
 */
export function CustomersTab() {
  const { t, i18n } = useTranslation('admin-orders');
  const [params, setParams] = useSearchParams();
  const search = clipAdminSearch(params.get('cq'));
  const page = Math.max(1, Number(params.get('cpage')) || 1);
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed);
  const [viewing, setViewing] = useState<string | null>(null);

  useEffect(() => {
    if (settled.trim() === search.trim()) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (settled.trim()) next.set('cq', settled.trim());
        else next.delete('cq');
        next.delete('cpage');
        return next;
      },
      { replace: true },
    );
  }, [settled, search, setParams]);

  const customers = useQuery(adminCustomersQuery({ search, page }));
  const hrefFor = (n: number) => {
    const p = new URLSearchParams(params);
    if (n > 1) p.set('cpage', String(n));
    else p.delete('cpage');
    return `?${p.toString()}`;
  };
  const rows = customers.data?.customers ?? [];

  return (
    <section className="ao-crm" aria-labelledby="ao-customers-title">
      <div className="ao-head">
        <h2 id="ao-customers-title">{t('customers.title')}</h2>
        {customers.data && (
          <span className="muted">
            {t('customers.count', {
              count: customers.data.pagination.total,
              // A search stops counting at the server's cap: say "1000+" rather than a false total.
              total: customers.data.pagination.capped
                ? `${customers.data.pagination.total}+`
                : customers.data.pagination.total,
            })}
          </span>
        )}
      </div>
      <div className="ao-toolbar">
        <input
          type="search"
          className="ao-search"
          aria-label={t('customers.searchLabel')}
          placeholder={t('customers.search')}
          maxLength={ADMIN_SEARCH_MAX}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      {customers.isPending ? (
        <div aria-busy="true" className="ao-loading">
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      ) : customers.isError ? (
        <QueryError
          error={customers.error}
          title={t('customers.loadFailed')}
          onRetry={() => void customers.refetch()}
        />
      ) : rows.length === 0 &&
        page > customers.data.pagination.pages &&
        customers.data.pagination.pages > 0 ? (
        <div className="ao-empty">
          <PastLastPage page={page} pages={customers.data.pagination.pages} hrefFor={hrefFor} />
        </div>
      ) : rows.length === 0 ? (
        <p className="ao-empty">{t('customers.empty')}</p>
      ) : (
        <>
          <table className="ao-table">
            <caption className="visually-hidden">{t('customers.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.customer')}</th>
                <th scope="col">{t('customers.email')}</th>
                <th scope="col">{t('customers.phone')}</th>
                <th scope="col">{t('customers.orders')}</th>
                <th scope="col">{t('customers.totalSpent')}</th>
                <th scope="col">{t('customers.joined')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr key={c.id}>
                  <td data-label={t('customers.customer')}>
                    <button
                      type="button"
                      className="btn btn-link"
                      aria-label={t('customers.view', { name: c.name })}
                      onClick={() => setViewing(c.id)}
                    >
                      {c.name}
                    </button>
                  </td>
                  <td data-label={t('customers.email')}>{c.email ?? t('details.na')}</td>
                  <td data-label={t('customers.phone')}>{c.phone}</td>
                  <td data-label={t('customers.orders')}>{c.totalOrders}</td>
                  <td data-label={t('customers.totalSpent')}>{formatRwf(c.totalSpent, i18n.language)}</td>
                  <td data-label={t('customers.joined')}>{formatAdminDate(c.createdAt, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={customers.data.pagination.page}
            pages={customers.data.pagination.pages}
            hrefFor={hrefFor}
          />
        </>
      )}
      {viewing && <CustomerDetailsDialog customerId={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

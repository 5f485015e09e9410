import { ADMIN_PRODUCT_STOCK_FILTERS, type AdminProductRow } from '@isoko/shared/admin/products-schema';
import { formatRwf } from '@isoko/shared/money-format';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Pagination, PastLastPage } from '../../ui/pagination';
import { QueryError } from '../../ui/query-error';
import { useToast } from '../../ui/toast';
import { useCanWriteCatalog } from '../admin/staff-session';
import { BulkSeoProgress } from './bulk-seo-progress';
import { ConfirmDialog } from './confirm-dialog';
import { FailureBanner } from './failure-banner';
import { adminProductsQuery, useDeleteProduct } from './queries';
import { StockAnalysis } from './stock-analysis';
import { StockBadge } from './stock-badge';
import { useBulkSeoJob } from './use-bulk-seo-job';
import './admin-products.css';

const SEARCH_DELAY_MS = 300;
const skuOf = (p: AdminProductRow) => p.sku ?? p.id.slice(-8).toUpperCase();

/**
 * The products table: searched and paged by the server (the address holds both, so Back and
 * reload keep the page), rows selectable for the bulk search-engine job, edit and delete.
 */
export function ProductList() {
  const { t, i18n } = useTranslation('admin-products');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const stock = ADMIN_PRODUCT_STOCK_FILTERS.find((f) => f === params.get('stock')) ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [typed, setTyped] = useState(search);
  const list = useQuery(adminProductsQuery({ search, stock, page }));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<AdminProductRow | null>(null);
  const remove = useDeleteProduct();
  const bulk = useBulkSeoJob();
  const [notice, setNotice] = useState<string | null>(null);
  // Staff who may only read see the table without its selection, edit, delete and AI actions.
  const canWrite = useCanWriteCatalog();

  // The search goes to the server once typing pauses, and starts again from page 1.
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => {
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (typed.trim()) next.set('q', typed.trim());
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const rows = list.data?.data ?? [];
  const pages = list.data?.pagination.pages ?? 0;
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of rows) {
        if (allOnPage) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });

  const handleBulkSeo = async () => {
    if (selected.size === 0) {
      setNotice(t('list.selectFirst'));
      return;
    }
    setNotice(null);
    try {
      await bulk.run([...selected]);
      setSelected(new Set());
    } catch {
      // shown in the banner below
    }
  };

  const handleDelete = async () => {
    if (!pendingDelete) return;
    try {
      await remove.mutateAsync(pendingDelete.id);
      toast.show(t('list.deleted', { name: pendingDelete.name }));
      setSelected((s) => {
        const next = new Set(s);
        next.delete(pendingDelete.id);
        return next;
      });
      setPendingDelete(null);
    } catch {
      // shown in the dialog
    }
  };

  const hrefFor = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    const qs = next.toString();
    return `/admin/products${qs ? `?${qs}` : ''}`;
  };

  return (
    <section className="admin-products" aria-labelledby="admin-products-title">
      <div className="admin-products-head">
        <h1 id="admin-products-title">{t('list.title')}</h1>
        {canWrite && (
          <Link to="/admin/products/new" className="btn btn-primary">
            {t('list.add')}
          </Link>
        )}
      </div>
      {!canWrite && <p className="alert alert-info">{t('list.readOnly')}</p>}

      <div className="admin-products-tools">
        <div className="field admin-products-search">
          <label htmlFor="admin-products-q">{t('list.search')}</label>
          <input
            id="admin-products-q"
            type="search"
            value={typed}
            placeholder={t('list.searchPlaceholder')}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="field admin-products-stock">
          <label htmlFor="admin-products-stock">{t('list.stockFilter')}</label>
          <select
            id="admin-products-stock"
            value={stock}
            onChange={(e) =>
              setParams((p) => {
                const next = new URLSearchParams(p);
                if (e.target.value === 'all') next.delete('stock');
                else next.set('stock', e.target.value);
                next.delete('page');
                return next;
              })
            }
          >
            {ADMIN_PRODUCT_STOCK_FILTERS.map((f) => (
              <option key={f} value={f}>
                {t(`list.stockFilters.${f}`)}
              </option>
            ))}
          </select>
        </div>
        {canWrite && (
          <>
            <button
              type="button"
              className="btn btn-outline"
              onClick={handleBulkSeo}
              disabled={bulk.starting}
            >
              {t('list.bulkSeo', { count: selected.size })}
            </button>
            <StockAnalysis />
          </>
        )}
      </div>

      {notice && (
        <p className="alert alert-info" role="status">
          {notice}
        </p>
      )}
      <FailureBanner error={bulk.error} lead={t('bulk.failed')} />
      {bulk.job && <BulkSeoProgress job={bulk.job} onDismiss={bulk.dismiss} />}

      {list.isPending ? (
        <p className="muted" role="status">
          {t('list.loading')}
        </p>
      ) : list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} title={t('list.loadFailed')} />
      ) : rows.length === 0 && pages > 0 && page > pages ? (
        <div className="card admin-products-empty">
          <PastLastPage page={page} pages={pages} hrefFor={hrefFor} />
        </div>
      ) : rows.length === 0 ? (
        <div className="card admin-products-empty">
          <p>
            {search
              ? t('list.noMatch', { search })
              : stock !== 'all'
                ? t('list.noneAtLevel')
                : t('list.empty')}
          </p>
        </div>
      ) : (
        <>
          <div className="admin-products-summary">
            {/* Outside the table head, which phones do not show: selecting a page works everywhere. */}
            {canWrite && (
              <label className="admin-option">
                <input type="checkbox" checked={allOnPage} onChange={toggleAll} />
                {t('list.selectPage')}
              </label>
            )}
            <p className="muted" aria-live="polite">
              {t('list.count', { total: list.data.pagination.total })}
              {list.isFetching ? ` · ${t('list.refreshing')}` : ''}
            </p>
          </div>
          <table className="admin-products-table">
            <thead>
              <tr>
                {canWrite && (
                  <th scope="col">
                    <span className="visually-hidden">{t('list.columns.select')}</span>
                  </th>
                )}
                <th scope="col">{t('list.columns.product')}</th>
                <th scope="col">{t('list.columns.category')}</th>
                <th scope="col">{t('list.columns.price')}</th>
                <th scope="col">{t('list.columns.stock')}</th>
                <th scope="col">{t('list.columns.seoTitle')}</th>
                {canWrite && <th scope="col">{t('list.columns.actions')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((p) => (
                <tr key={p.id}>
                  {canWrite && (
                    <td>
                      <input
                        type="checkbox"
                        checked={selected.has(p.id)}
                        onChange={() => toggle(p.id)}
                        aria-label={t('list.select', { name: p.name })}
                      />
                    </td>
                  )}
                  <td>
                    <div className="admin-products-item">
                      {p.mainImage ? (
                        <img src={p.mainImage} alt="" width={48} height={48} loading="lazy" />
                      ) : (
                        <span className="admin-products-noimage" aria-hidden="true">
                          ◻
                        </span>
                      )}
                      <div>
                        <strong>{p.name}</strong>
                        <div className="muted admin-products-sku">{skuOf(p)}</div>
                      </div>
                    </div>
                  </td>
                  <td data-label={t('list.columns.category')}>{p.category ?? '—'}</td>
                  <td data-label={t('list.columns.price')}>{formatRwf(p.price, i18n.language)}</td>
                  <td data-label={t('list.columns.stock')}>
                    <StockBadge quantity={p.stockQuantity} />
                  </td>
                  <td data-label={t('list.columns.seoTitle')} className="admin-products-seo">
                    {p.seoTitle || <span className="muted">{t('list.noSeo')}</span>}
                  </td>
                  {canWrite && (
                    <td className="admin-products-actions">
                      <Link
                        to={`/admin/products/${p.id}`}
                        className="btn btn-outline btn-small"
                        aria-label={t('list.editName', { name: p.name })}
                      >
                        {t('list.edit')}
                      </Link>
                      <button
                        type="button"
                        className="btn btn-danger btn-small"
                        onClick={() => setPendingDelete(p)}
                        aria-label={t('list.deleteName', { name: p.name })}
                      >
                        {t('list.delete')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination page={page} pages={pages} hrefFor={hrefFor} />
        </>
      )}

      {pendingDelete && (
        <ConfirmDialog
          title={t('list.deleteTitle', { name: pendingDelete.name })}
          message={t('list.deleteConfirm')}
          confirmLabel={t('list.delete')}
          danger
          busy={remove.isPending}
          problem={<FailureBanner error={remove.error} lead={t('list.deleteFailed')} />}
          onConfirm={handleDelete}
          onCancel={() => {
            remove.reset();
            setPendingDelete(null);
          }}
        />
      )}
    </section>
  );
}

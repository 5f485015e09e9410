import { ADMIN_SEARCH_MAX, clipAdminSearch } from '@isoko/shared/admin/list-search';
import type { AdminOrderRow } from '@isoko/shared/admin/orders-schema';
import { formatRwf } from '@isoko/shared/money-format';
import type { AdminOrderCreatedEvent } from '@isoko/shared/orders/schema';
import type { OrderStatus } from '@isoko/shared/orders/status';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../routing';
import { Pagination, PastLastPage } from '../../ui/pagination';
import { QueryError } from '../../ui/query-error';
import { useToast } from '../../ui/toast';
import { BulkStatusBar } from './bulk-status-bar';
import { CrmSummary } from './crm-summary';
import { OrderDetailsDialog } from './order-details-dialog';
import { OrdersTable } from './orders-table';
import {
  adminOrdersQuery,
  crmDashboardQuery,
  ORDER_FILTERS,
  type OrderFilterStatus,
  ordersExportUrl,
  useChangeOrderStatus,
} from './queries';
import { useDebouncedValue } from './use-debounced-value';
import { useLiveAdminOrders } from './use-live-admin-orders';
import './admin-orders.css';

const isFilter = (value: string | null): value is OrderFilterStatus =>
  (ORDER_FILTERS as readonly string[]).includes(value ?? '');

/**
 * The Orders CRM: figures, status filters with counts, server-side search, bulk and per-row
 * status moves, CSV export and the details modal. Filter, search and page live in the address
 * (`status`, `q`, `page`), so Back, reload and a shared link show the same list.
 */
export function OrdersTab() {
  const { t, i18n } = useTranslation('admin-orders');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const status = isFilter(params.get('status')) ? (params.get('status') as OrderFilterStatus) : 'all';
  const search = clipAdminSearch(params.get('q'));
  const page = Math.max(1, Number(params.get('page')) || 1);

  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed);
  useEffect(() => {
    if (settled.trim() === search.trim()) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (settled.trim()) next.set('q', settled.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [settled, search, setParams]);

  const orders = useQuery(adminOrdersQuery({ status, search, page }));
  const dashboard = useQuery(crmDashboardQuery());
  const changeStatus = useChangeOrderStatus();

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [viewing, setViewing] = useState<string | null>(null);
  const [notice, setNotice] = useState<AdminOrderCreatedEvent | null>(null);
  const [fresh, setFresh] = useState<Set<string>>(new Set());

  useLiveAdminOrders((order) => {
    setNotice(order);
    setFresh((prev) => new Set(prev).add(order.orderId));
  });

  // What is selected belongs to the list shown: a new filter, search or page starts clean.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's identity is the trigger
  useEffect(() => setSelected(new Set()), [status, search, page]);

  const setFilter = (next: OrderFilterStatus) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next === 'all') p.delete('status');
      else p.set('status', next);
      p.delete('page');
      return p;
    });

  const hrefFor = (n: number) => {
    const p = new URLSearchParams(params);
    if (n > 1) p.set('page', String(n));
    else p.delete('page');
    return `?${p.toString()}`;
  };

  const rows = orders.data?.orders ?? [];
  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = (checked: boolean) => setSelected(checked ? new Set(rows.map((o) => o.id)) : new Set());

  const [moving, setMoving] = useState<Set<string>>(new Set());
  const handleStatus = (order: AdminOrderRow, to: OrderStatus) => {
    setMoving((prev) => new Set(prev).add(order.id));
    changeStatus.mutate(
      { id: order.id, status: to },
      {
        onSuccess: () => toast.show(t('crm.updated')),
        onError: () => toast.show(t('crm.updateFailed')),
        onSettled: () =>
          setMoving((prev) => {
            const next = new Set(prev);
            next.delete(order.id);
            return next;
          }),
      },
    );
  };

  return (
    <section className="ao-crm" aria-labelledby="ao-crm-title">
      <div className="ao-head">
        <h2 id="ao-crm-title">{t('crm.title')}</h2>
        <a
          className="btn btn-outline btn-small"
          href={ordersExportUrl({ status, search }, i18n.language)}
          download
        >
          {t('crm.export')}
        </a>
      </div>

      {notice && (
        <div className="ao-notice alert alert-success" role="status" data-testid="new-order-notice">
          <span>
            {t('crm.live.newOrder', {
              number: notice.orderNumber,
              name: notice.customerName,
              total: formatRwf(notice.total, i18n.language),
            })}
          </span>
          <button type="button" className="btn btn-link" onClick={() => setNotice(null)}>
            {t('crm.live.dismiss')}
          </button>
        </div>
      )}

      {dashboard.isError ? (
        <QueryError
          error={dashboard.error}
          title={t('crm.figuresFailed')}
          onRetry={() => void dashboard.refetch()}
        />
      ) : (
        dashboard.data && <CrmSummary data={dashboard.data} />
      )}

      <div className="ao-toolbar">
        <fieldset className="ao-filters">
          <legend className="visually-hidden">{t('crm.filters.label')}</legend>
          {ORDER_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn btn-small ${f === status ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={f === status}
              onClick={() => setFilter(f)}
            >
              {t(`crm.filters.${f}`)} <span className="ao-count">{orders.data?.counts[f] ?? '·'}</span>
            </button>
          ))}
        </fieldset>
        <input
          type="search"
          className="ao-search"
          aria-label={t('crm.searchLabel')}
          placeholder={t('crm.search')}
          maxLength={ADMIN_SEARCH_MAX}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        {/* The bar acts on the selected orders the list shows, so what it asks about cancelling
            them is what it sends. */}
        <BulkStatusBar
          selected={rows.filter((o) => selected.has(o.id))}
          onDone={() => setSelected(new Set())}
        />
      </div>

      {orders.isPending ? (
        <div aria-busy="true" className="ao-loading">
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      ) : orders.isError ? (
        <QueryError error={orders.error} title={t('crm.loadFailed')} onRetry={() => void orders.refetch()} />
      ) : rows.length === 0 && page > orders.data.pagination.pages && orders.data.pagination.pages > 0 ? (
        <div className="ao-empty">
          <PastLastPage page={page} pages={orders.data.pagination.pages} hrefFor={hrefFor} />
        </div>
      ) : rows.length === 0 ? (
        <p className="ao-empty">{t('crm.empty')}</p>
      ) : (
        <>
          <OrdersTable
            orders={rows}
            selected={selected}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onView={setViewing}
            onStatus={handleStatus}
            fresh={fresh}
            busy={moving}
          />
          <Pagination
            page={orders.data.pagination.page}
            pages={orders.data.pagination.pages}
            hrefFor={hrefFor}
          />
        </>
      )}

      {viewing && <OrderDetailsDialog orderId={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

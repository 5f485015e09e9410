import type { AdminCustomerRow } from '@isoko/shared/admin/customers-schema';
import type { AdminOrderRow } from '@isoko/shared/admin/orders-schema';
import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money-format';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../ui/error-banner';
import { QueryError } from '../../ui/query-error';
import { Tabs } from '../../ui/tabs';
import { OrderDetailsDialog } from '../admin-orders/order-details-dialog';
import { adminOrderKeys } from '../admin-orders/queries';
import { dashboardQuery, useCreateTestOrder } from './dashboard-queries';
import { LiveNotices, useLiveDashboard } from './live-dashboard';
import { OrderStatusPill } from './order-status-pill';
import { SimpleOrderActions } from './simple-order-actions';
import {
  type SimpleProduct,
  simpleCustomersQuery,
  simpleKeys,
  simpleOrdersQuery,
  simpleProductsQuery,
  useSetOrderStatus,
} from './simple-queries';
import { useIsDemo } from './staff-session';

const contains = (needle: string, ...fields: (string | null | undefined)[]) =>
  fields.some((f) => f?.toLowerCase().includes(needle));

export const matchOrder = (o: AdminOrderRow, q: string) =>
  contains(q, o.orderNumber, o.customerInfo.firstName, o.customerInfo.lastName, o.customerInfo.phone);
export const matchCustomer = (c: AdminCustomerRow, q: string) => contains(q, c.name, c.email, c.phone);
export const matchProduct = (p: SimpleProduct, q: string) => contains(q, p.name, p.shortDescription);

function Stat({
  label,
  shown,
  total,
  filtering,
}: {
  label: string;
  shown: string;
  total: string;
  filtering: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="card admin-card">
      <span className="admin-card-label">{label}</span>
      <span className="admin-card-value">{filtering ? t('simple.filtered', { shown, total }) : total}</span>
    </div>
  );
}

function OrdersTable({
  orders,
  query,
  onView,
}: {
  orders: AdminOrderRow[];
  query: string;
  onView: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const setStatus = useSetOrderStatus();
  if (orders.length === 0) {
    return <p className="empty-state">{query ? t('simple.noOrdersFor', { query }) : t('simple.noOrders')}</p>;
  }
  return (
    <>
      <ErrorBanner message={setStatus.isError ? t('simple.statusFailed') : null} />
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('simple.orderId')}</th>
            <th scope="col">{t('simple.customer')}</th>
            <th scope="col">{t('simple.items')}</th>
            <th scope="col">{t('simple.total')}</th>
            <th scope="col">{t('simple.status')}</th>
            <th scope="col">{t('simple.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td data-label={t('simple.orderId')}>{o.orderNumber}</td>
              <td data-label={t('simple.customer')}>
                {o.customerInfo.firstName} {o.customerInfo.lastName}
                <br />
                <span className="muted">{o.customerInfo.phone}</span>
              </td>
              <td data-label={t('simple.items')}>{o.itemCount}</td>
              <td data-label={t('simple.total')}>{formatRwf(o.total, i18n.language)}</td>
              <td data-label={t('simple.status')}>
                <OrderStatusPill status={o.status} />
              </td>
              <td data-label={t('simple.actions')}>
                <SimpleOrderActions
                  order={o}
                  onView={onView}
                  onStatus={(status) => setStatus.mutate({ id: o.id, status })}
                  busy={setStatus.isPending}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function CustomersTable({ customers, query }: { customers: AdminCustomerRow[]; query: string }) {
  const { t, i18n } = useTranslation('admin');
  if (customers.length === 0) {
    return (
      <p className="empty-state">{query ? t('simple.noCustomersFor', { query }) : t('simple.noCustomers')}</p>
    );
  }
  const na = t('simple.na');
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">{t('simple.name')}</th>
          <th scope="col">{t('simple.phone')}</th>
          <th scope="col">{t('simple.email')}</th>
          <th scope="col">{t('simple.joined')}</th>
        </tr>
      </thead>
      <tbody>
        {customers.map((c) => (
          <tr key={c.id}>
            <td data-label={t('simple.name')}>{c.name.trim() || na}</td>
            <td data-label={t('simple.phone')}>{c.phone || na}</td>
            <td data-label={t('simple.email')}>{c.email || na}</td>
            <td data-label={t('simple.joined')}>{formatDate(c.createdAt, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ProductCards({ products, query }: { products: SimpleProduct[]; query: string }) {
  const { t, i18n } = useTranslation('admin');
  if (products.length === 0) {
    return (
      <p className="empty-state">{query ? t('simple.noProductsFor', { query }) : t('simple.noProducts')}</p>
    );
  }
  return (
    <ul className="simple-products">
      {products.map((p) => (
        <li key={p.id} className="card">
          <strong>{p.name}</strong>
          {p.shortDescription && <p className="muted">{p.shortDescription}</p>}
          <span>{formatRwf(p.price, i18n.language)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What an order event changes in the simple view besides the figures: its orders list, and the
 * order open in the details window.
 */
const LIVE_LISTS = [simpleKeys.orders(), adminOrderKeys.all];

/** /admin/simple: the same shop figures in a compact view, with one search over the three lists. */
export function SimpleDashboard() {
  const { t, i18n } = useTranslation('admin');
  const ids = useId();
  const isDemo = useIsDemo();
  const dashboard = useQuery(dashboardQuery());
  const orders = useQuery(simpleOrdersQuery());
  const customers = useQuery(simpleCustomersQuery());
  const products = useQuery(simpleProductsQuery());
  const testOrder = useCreateTestOrder();
  // New orders and status changes show without a reload, like the full dashboard.
  const live = useLiveDashboard(LIVE_LISTS);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState('overview');
  // The order whose details window is open.
  const [viewing, setViewing] = useState<string | null>(null);
  const q = search.trim().toLowerCase();

  const orderRows = (orders.data?.orders ?? []).filter((o) => !q || matchOrder(o, q));
  const customerRows = (customers.data?.customers ?? []).filter((c) => !q || matchCustomer(c, q));
  const productRows = (products.data?.data ?? []).filter((p) => !q || matchProduct(p, q));
  const summary = dashboard.data?.summary;
  const filtering = q.length > 0;

  const listOf = (
    query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown },
    body: () => React.ReactNode,
  ) => {
    if (query.isPending) return <p className="muted">{t('loading')}</p>;
    if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
    return body();
  };

  return (
    <div className="container">
      <div className="admin-page-head">
        <h1>{t('simple.title')}</h1>
        <div className="field">
          <label htmlFor={`${ids}-search`} className="visually-hidden">
            {t('simple.searchLabel')}
          </label>
          <input
            id={`${ids}-search`}
            type="search"
            placeholder={t('simple.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
      </div>
      <LiveNotices live={live} />
      {dashboard.isError && <QueryError error={dashboard.error} onRetry={() => dashboard.refetch()} />}
      <section className="admin-cards" aria-label={t('dashboard.cards.label')}>
        <Stat
          label={t('simple.totalSales')}
          filtering={false}
          shown=""
          total={summary ? formatRwf(summary.totalRevenue, i18n.language) : '…'}
        />
        <Stat
          label={t('simple.orders')}
          filtering={filtering}
          shown={String(orderRows.length)}
          total={summary ? String(summary.totalOrders) : '…'}
        />
        <Stat
          label={t('simple.products')}
          filtering={filtering}
          shown={String(productRows.length)}
          total={summary ? String(summary.products) : '…'}
        />
        <Stat
          label={t('simple.customers')}
          filtering={filtering}
          shown={String(customerRows.length)}
          total={summary ? String(summary.customers) : '…'}
        />
      </section>
      <Tabs
        label={t('simple.tabsLabel')}
        active={tab}
        onChange={setTab}
        tabs={[
          {
            id: 'overview',
            label: t('simple.tabs.overview'),
            render: () => (
              <p className="card">
                {summary
                  ? t('simple.welcome', { orders: summary.totalOrders, customers: summary.customers })
                  : t('loading')}
              </p>
            ),
          },
          {
            id: 'products',
            label: t('simple.tabs.products'),
            render: () =>
              listOf(products, () => <ProductCards products={productRows} query={search.trim()} />),
          },
          {
            id: 'orders',
            label: t('simple.tabs.orders'),
            render: () => (
              <>
                <div className="admin-head-actions simple-order-tools">
                  <button
                    type="button"
                    className="btn btn-outline btn-small"
                    onClick={() => orders.refetch()}
                  >
                    {t('simple.refreshOrders')}
                  </button>
                  {isDemo && (
                    <button
                      type="button"
                      className="btn btn-outline btn-small"
                      disabled={testOrder.isPending}
                      onClick={() => testOrder.mutate(undefined, { onSuccess: () => void orders.refetch() })}
                    >
                      {testOrder.isPending ? t('simple.creatingTestOrder') : t('simple.createTestOrder')}
                    </button>
                  )}
                </div>
                {testOrder.isSuccess && (
                  <p className="alert alert-success" role="status">
                    {t('simple.testOrderCreated', { number: testOrder.data.orderNumber })}
                  </p>
                )}
                <ErrorBanner error={testOrder.error} action="placeOrder" />
                {listOf(orders, () => (
                  <OrdersTable orders={orderRows} query={search.trim()} onView={setViewing} />
                ))}
              </>
            ),
          },
          {
            id: 'customers',
            label: t('simple.tabs.customers'),
            render: () =>
              listOf(customers, () => <CustomersTable customers={customerRows} query={search.trim()} />),
          },
        ]}
      />
      {/* The window's texts load the first time it opens: they wait here, not in the screen's own
          boundary, so the page stays and focus goes back to View Details on close. */}
      <Suspense fallback={null}>
        {viewing && (
          <OrderDetailsDialog orderId={viewing} analysisPanel="simple" onClose={() => setViewing(null)} />
        )}
      </Suspense>
    </div>
  );
}

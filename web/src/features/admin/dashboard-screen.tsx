import { AdminOrderCreatedEvent } from '@isoko/shared/orders/schema';
import { AdminStockAlertEvent, rooms, type SocketEvent } from '@isoko/shared/realtime';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useLiveRoom } from '../../realtime/use-live-room';
import { QueryError } from '../../ui/query-error';
import { Tabs } from '../../ui/tabs';
import { adminDashboardKeys, dashboardQuery, stockReportQuery } from './dashboard-queries';
import { OverviewPanel } from './overview-panel';
import { useStaffSession } from './staff-session';
import { InsightsBanner, StockInsightsPanel } from './stock-insights';
import { SummaryCards } from './summary-cards';

export const DASHBOARD_TABS = ['overview', 'orders', 'customers', 'products', 'insights'] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];
const isTab = (v: string | null): v is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(v ?? '');

const LIVE_EVENTS: readonly SocketEvent[] = ['admin:order-created', 'order:updated', 'admin:stock-alert'];
const CATCH_UP = [adminDashboardKeys.all] as const;

export interface DashboardScreenProps {
  /** The orders CRM and the customers list, built by their own features; the route passes them in. */
  ordersTab: () => ReactNode;
  customersTab: () => ReactNode;
}

/**
 * The server reuses its order counts for up to a second under load, so a refetch right after an
 * event may still miss the order: the figures are fetched again once that window has passed.
 */
export const LIVE_RECOUNT_MS = 1500;

/** At most this many low-stock alerts are listed at once; older ones are still in the Low Stock list. */
export const STOCK_ALERTS_SHOWN = 5;

/**
 * Keeps the figures current: a new order shows a notice, a sale that takes a variant under the
 * low-stock threshold adds it to the stock alerts (newest first, once per variant), and the
 * cards refetch at once.
 */
function useLiveDashboard() {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<AdminOrderCreatedEvent | null>(null);
  const [stockAlerts, setStockAlerts] = useState<AdminStockAlertEvent[]>([]);
  const recount = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(recount.current), []);
  useLiveRoom(
    rooms.admins(),
    LIVE_EVENTS,
    (payload, event) => {
      if (event === 'admin:order-created') {
        const order = AdminOrderCreatedEvent.safeParse(payload);
        if (order.success) setNotice(order.data);
      }
      if (event === 'admin:stock-alert') {
        const alert = AdminStockAlertEvent.safeParse(payload);
        if (alert.success) {
          setStockAlerts((shown) =>
            [alert.data, ...shown.filter((a) => a.variantId !== alert.data.variantId)].slice(
              0,
              STOCK_ALERTS_SHOWN,
            ),
          );
        }
      }
      const refresh = () => queryClient.invalidateQueries({ queryKey: adminDashboardKeys.all });
      void refresh();
      clearTimeout(recount.current);
      recount.current = setTimeout(refresh, LIVE_RECOUNT_MS);
    },
    { catchUp: CATCH_UP },
  );
  return {
    notice,
    dismiss: () => setNotice(null),
    stockAlerts,
    dismissStockAlerts: () => setStockAlerts([]),
  };
}

/** /admin and /admin/advanced: the cards, the stock insights and the tabs of the back office. */
export function DashboardScreen({ ordersTab, customersTab }: DashboardScreenProps) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const session = useStaffSession();
  const dashboard = useQuery(dashboardQuery());
  const report = useQuery(stockReportQuery());
  const live = useLiveDashboard();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const active: DashboardTab = isTab(tabParam) ? tabParam : 'overview';
  const isAdmin = session.data?.role === 'admin';

  const handleTab = (id: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === 'overview') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  };

  const summary = dashboard.data?.summary;
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;

  return (
    <div className="container admin-dashboard">
      <div className="admin-page-head">
        <h1>{t('dashboard.title')}</h1>
        <div className="admin-head-actions">
          {isAdmin && (
            <Link className="btn btn-outline btn-small" to="/admin/shipping">
              {t('dashboard.shippingSettings')}
            </Link>
          )}
          {isAdmin && (
            <Link className="btn btn-outline btn-small" to="/admin/seo-generator">
              {t('dashboard.seoGenerator')}
            </Link>
          )}
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => void queryClient.invalidateQueries()}
          >
            {t('dashboard.refresh')}
          </button>
        </div>
      </div>

      {live.notice && (
        <div className="alert alert-success admin-live-notice" role="status">
          <span>
            {t('dashboard.liveNotice', {
              number: live.notice.orderNumber,
              name: live.notice.customerName,
              district: live.notice.district,
            })}
          </span>
          <button type="button" className="btn btn-link btn-small" onClick={live.dismiss}>
            {t('dashboard.dismiss')}
          </button>
        </div>
      )}

      {live.stockAlerts.length > 0 && (
        <div className="alert alert-info admin-live-notice" role="status">
          <div>
            <strong>{t('dashboard.stockAlert.title')}</strong>
            <ul className="admin-stock-alerts">
              {live.stockAlerts.map((alert) => (
                <li key={alert.variantId}>
                  {t('dashboard.stockAlert.item', {
                    name: alert.name,
                    sku: alert.sku,
                    count: alert.stockQuantity,
                  })}
                </li>
              ))}
            </ul>
          </div>
          <button type="button" className="btn btn-link btn-small" onClick={live.dismissStockAlerts}>
            {t('dashboard.dismiss')}
          </button>
        </div>
      )}

      {dashboard.isPending && (
        <p className="muted" role="status">
          {t('dashboard.loading')}
        </p>
      )}
      {dashboard.isError && (
        <QueryError
          error={dashboard.error}
          onRetry={() => dashboard.refetch()}
          title={t('dashboard.failed')}
        />
      )}
      {summary && <SummaryCards summary={summary} />}
      <InsightsBanner report={report.data} />

      <Tabs
        label={t('dashboard.tabs.label')}
        active={active}
        onChange={handleTab}
        tabs={[
          {
            id: 'overview',
            label: t('dashboard.tabs.overview'),
            render: () => (dashboard.data ? <OverviewPanel data={dashboard.data} /> : null),
          },
          {
            id: 'orders',
            label: withCount(t('dashboard.tabs.orders'), summary?.totalOrders),
            render: ordersTab,
          },
          {
            id: 'customers',
            label: withCount(t('dashboard.tabs.customers'), summary?.customers),
            render: customersTab,
          },
          {
            id: 'products',
            label: withCount(t('dashboard.tabs.products'), summary?.products),
            render: () => (
              <div className="card">
                <p>{t('dashboard.products.text', { count: summary?.products ?? 0 })}</p>
                {isAdmin && (
                  <Link className="btn btn-primary" to="/admin/products">
                    {t('dashboard.products.open')}
                  </Link>
                )}
              </div>
            ),
          },
          {
            id: 'insights',
            label: t('dashboard.tabs.insights'),
            render: () => <StockInsightsPanel report={report} />,
          },
        ]}
      />
    </div>
  );
}

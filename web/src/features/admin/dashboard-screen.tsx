import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../../routing';
import { QueryError } from '../../ui/query-error';
import { Tabs } from '../../ui/tabs';
import { dashboardQuery, stockReportQuery } from './dashboard-queries';
import { LiveNotices, useLiveDashboard } from './live-dashboard';
import { OverviewPanel } from './overview-panel';
import { useStaffSession } from './staff-session';
import { InsightsBanner, StockInsightsPanel } from './stock-insights';
import { SummaryCards } from './summary-cards';

export const DASHBOARD_TABS = ['overview', 'orders', 'customers', 'products', 'insights'] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];
const isTab = (v: string | null): v is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(v ?? '');

export interface DashboardScreenProps {
  /** The orders CRM and the customers list, built by their own features; the route passes them in. */
  ordersTab: () => ReactNode;
  customersTab: () => ReactNode;
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

      <LiveNotices live={live} />

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

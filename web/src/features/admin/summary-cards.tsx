import type { DashboardSummary } from '@isoko/shared/admin/dashboard-schema';
import { formatRwf } from '@isoko/shared/money-format';
import { LOW_STOCK_ALERT_BELOW } from '@isoko/shared/stock';
import { useTranslation } from 'react-i18next';

function Card({ label, value, trend }: { label: string; value: string; trend: string }) {
  return (
    <div className="card admin-card">
      <span className="admin-card-label">{label}</span>
      <span className="admin-card-value">{value}</span>
      <span className="admin-card-trend">{trend}</span>
    </div>
  );
}

/** The four figures at the top of the dashboard, all counted by the server. */
export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section className="admin-cards" aria-label={t('dashboard.cards.label')}>
      <Card
        label={t('dashboard.cards.revenue')}
        value={formatRwf(summary.totalRevenue, i18n.language)}
        trend={summary.totalRevenue > 0 ? t('dashboard.cards.growing') : t('dashboard.cards.startSelling')}
      />
      <Card
        label={t('dashboard.cards.orders')}
        value={String(summary.totalOrders)}
        trend={t('dashboard.cards.pending', { count: summary.pendingOrders })}
      />
      <Card
        label={t('dashboard.cards.customers')}
        value={String(summary.customers)}
        trend={t('dashboard.cards.activeUsers')}
      />
      <Card
        label={t('dashboard.cards.products')}
        value={String(summary.products)}
        trend={t('dashboard.cards.lowStock', {
          count: summary.lowStockProducts,
          below: LOW_STOCK_ALERT_BELOW,
        })}
      />
    </section>
  );
}

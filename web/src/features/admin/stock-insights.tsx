import type { StockReport } from '@isoko/shared/admin/products-schema';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/query-error';

/** Insight cards in the banner and reorder lines in the AI Insights tab. */
export const INSIGHTS_SHOWN = 3;
export const REORDER_SHOWN = 5;

/**
 * Up to three recommendations of the stock analysis above the tabs, worded from their code and
 * figures in the staff member's language; nothing while there are none.
 */
export function InsightsBanner({ report }: { report: StockReport | null | undefined }) {
  const { t } = useTranslation('admin');
  const shown = report?.recommendations.slice(0, INSIGHTS_SHOWN) ?? [];
  if (shown.length === 0) return null;
  return (
    <section className="card admin-insights" aria-labelledby="admin-insights-title">
      <h2 id="admin-insights-title">{t('dashboard.insights.title')}</h2>
      <ul>
        {shown.map((r) => (
          <li key={r.code}>
            <span className={`badge insight-${r.type}`}>{t(`dashboard.insights.type.${r.type}`)}</span>{' '}
            {t(`dashboard.insights.advice.${r.code}`, r.params)}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The AI Insights tab: stock summary and the first reorder recommendations with their priority. */
export function StockInsightsPanel({ report }: { report: UseQueryResult<StockReport> }) {
  const { t } = useTranslation('admin');
  if (report.isPending) return <p className="muted">{t('loading')}</p>;
  if (report.isError) {
    return (
      <QueryError error={report.error} onRetry={() => report.refetch()} title={t('dashboard.stock.failed')} />
    );
  }
  const { summary, reorderList } = report.data;
  const reorder = reorderList.slice(0, REORDER_SHOWN);
  return (
    <div className="admin-panels">
      <section className="card admin-panel" aria-labelledby="admin-stock-summary">
        <h2 id="admin-stock-summary">{t('dashboard.stock.summary')}</h2>
        <ul className="admin-list">
          <li>
            <span>{t('dashboard.stock.total')}</span> <strong>{summary.totalProducts}</strong>
          </li>
          <li>
            <span>{t('dashboard.stock.out')}</span> <strong>{summary.outOfStock}</strong>
          </li>
          <li>
            <span>{t('dashboard.stock.critical')}</span> <strong>{summary.critical}</strong>
          </li>
          <li>
            <span>{t('dashboard.stock.low')}</span> <strong>{summary.low}</strong>
          </li>
        </ul>
      </section>
      <section className="card admin-panel" aria-labelledby="admin-reorder">
        <h2 id="admin-reorder">{t('dashboard.stock.reorder')}</h2>
        {reorder.length === 0 ? (
          <p className="muted">{t('dashboard.stock.nothingToReorder')}</p>
        ) : (
          <ul className="admin-list">
            {reorder.map((line) => (
              <li key={line.product.id}>
                <span>{line.product.name}</span>
                <span>
                  {t('dashboard.stock.units', { count: line.orderQuantity })}{' '}
                  <span className={`badge priority-${line.priority}`}>
                    {t(`dashboard.stock.priority.${line.priority}`)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

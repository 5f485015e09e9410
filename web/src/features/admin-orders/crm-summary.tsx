import { TOP_CUSTOMERS } from '@isoko/shared/admin/crm-rules';
import type { DashboardData } from '@isoko/shared/admin/dashboard-schema';
import { formatRwf, formatRwfThousands } from '@isoko/shared/money-format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigureText } from '../../ui/use-figure-text';

/** The CRM's KPI cards, customer insights with the Top 5, and the recommendation banner. */
export function CrmSummary({
  data,
}: {
  data: Pick<DashboardData, 'kpis' | 'customerInsights' | 'recommendation'>;
}) {
  const { t, i18n } = useTranslation('admin-orders');
  const figure = useFigureText();
  const [showTop, setShowTop] = useState(false);
  const { kpis, customerInsights: ci, recommendation: reco } = data;
  return (
    <>
      <section className="ao-kpis" aria-label={t('crm.kpi.label')}>
        <div className="ao-kpi card">
          <span>{t('crm.kpi.totalOrders')}</span>
          <strong>{kpis.totalOrders}</strong>
          <small>{kpis.trend === 'Growing' ? t('crm.kpi.growing') : t('crm.kpi.stable')}</small>
        </div>
        <div className="ao-kpi card">
          <span>{t('crm.kpi.totalRevenue')}</span>
          <strong>{formatRwfThousands(kpis.totalRevenue, i18n.language)}</strong>
        </div>
        <div className="ao-kpi card">
          <span>{t('crm.kpi.avgOrder')}</span>
          <strong>{figure.rwfThousands(kpis.averageOrderValue)}</strong>
        </div>
        <div className="ao-kpi card">
          <span>{t('crm.kpi.deliveryRate')}</span>
          <strong>{figure.percent(kpis.deliveryRate)}</strong>
        </div>
      </section>

      {reco.pendingOrders > 0 && (
        <section className="ao-reco alert alert-info" aria-labelledby="ao-reco-title">
          <h3 id="ao-reco-title">{t('crm.recommendation.title')}</h3>
          <p>{reco.advice === 'HIGH_PENDING' ? t('crm.recommendation.high') : t('crm.recommendation.ok')}</p>
          <ul className="ao-reco-figures">
            <li>{t('crm.recommendation.pending', { count: reco.pendingOrders })}</li>
            <li>{t('crm.recommendation.processing', { count: reco.processingOrders })}</li>
            <li>{t('crm.recommendation.cancellation', { rate: figure.percent(reco.cancellationRate) })}</li>
            <li>
              {t('crm.recommendation.projection', {
                amount: formatRwfThousands(reco.projectedRevenue30Days.amount, i18n.language),
              })}{' '}
              <small className="muted">
                {t('crm.recommendation.projectionNote', { factor: reco.projectedRevenue30Days.factor })}
              </small>
            </li>
          </ul>
        </section>
      )}

      <section className="ao-insights card" aria-labelledby="ao-insights-title">
        <div className="ao-insights-head">
          <h3 id="ao-insights-title">{t('crm.insights.title')}</h3>
          <button
            type="button"
            className="btn btn-outline btn-small"
            aria-expanded={showTop}
            aria-controls="ao-top-customers"
            onClick={() => setShowTop((v) => !v)}
          >
            {showTop ? t('crm.insights.hide') : t('crm.insights.show')}
          </button>
        </div>
        <dl className="ao-insights-figures">
          <div>
            <dt>{t('crm.insights.totalCustomers')}</dt>
            <dd>{ci.totalCustomers}</dd>
          </div>
          <div>
            <dt>{t('crm.insights.repeatCustomers')}</dt>
            <dd>{ci.repeatCustomers}</dd>
          </div>
          <div>
            <dt>{t('crm.insights.repeatRate')}</dt>
            <dd>{figure.percent(ci.repeatRate)}</dd>
          </div>
          <div>
            <dt>{t('crm.insights.avgValue')}</dt>
            <dd>{figure.rwfThousands(ci.averageCustomerValue)}</dd>
          </div>
        </dl>
        {showTop && (
          <div id="ao-top-customers">
            <h4>{t('crm.insights.top')}</h4>
            {ci.topCustomers.length === 0 && (
              <p className="ao-top-empty muted">{t('crm.insights.topEmpty')}</p>
            )}
            <ol className="ao-top">
              {ci.topCustomers.slice(0, TOP_CUSTOMERS).map((c) => (
                <li key={c.customerId}>
                  <span>
                    <strong>{c.name}</strong> <span className="muted">{c.phone}</span>
                  </span>
                  <span>
                    {formatRwf(c.revenue, i18n.language)} ·{' '}
                    {t('crm.insights.orders', { count: c.orderCount })} ·{' '}
                    {t(`crm.insights.segment.${c.segment}`)}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        )}
      </section>
    </>
  );
}

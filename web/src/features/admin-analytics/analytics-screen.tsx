import type { VitalRow } from '@isoko/shared/analytics/schema';
import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money-format';
import { provinceLabel } from '@isoko/shared/rwanda';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/query-error';
import { useFigureText } from '../../ui/use-figure-text';
import {
  districtsQuery,
  funnelQuery,
  negotiationsSummaryQuery,
  searchMissesQuery,
  topProductsQuery,
  webVitalsQuery,
} from './queries';
import './admin-analytics.css';
import { lazyPart } from '../../ui/lazy-part';
import { partOfflineNotice } from '../layout/part-offline';

const FunnelChart = lazyPart(() => import('./funnel-chart').then((m) => m.FunnelChart), {
  unreachable: partOfflineNotice,
  // Holds the chart's place while its code downloads, so the page does not jump.
  loading: <div className="funnel-chart" />,
});
const PERIODS = [7, 30, 90] as const;

/** A titled block that shows loading, an error with Retry, an empty text, or its content. */
function Block<T>({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  empty: (data: T) => boolean;
  /** The content, given the block's heading id to name a table's scroll box by. */
  children: (data: T, headingId: string) => ReactNode;
}) {
  const { t } = useTranslation('admin-analytics');
  const id = useId();
  return (
    <section className="card analytics-block" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : empty(query.data) ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        children(query.data, id)
      )}
    </section>
  );
}

/**
 * A table that scrolls sideways inside its card when it is wider than the screen (a phone), named
 * by `labelledBy` and focusable so a keyboard can scroll it too.
 */
function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named box around a table, not a form's fieldset
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take the focus to be scrolled by keyboard
    <div className="table-scroll" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

/** /admin/analytics: funnel, top products, failed searches, bargaining, web vitals and revenue by district. */
export function AnalyticsScreen() {
  const { t, i18n } = useTranslation('admin-analytics');
  const figure = useFigureText();
  const perDayId = useId();
  const [days, setDays] = useState<number>(30);
  const funnel = useQuery(funnelQuery(days));
  const top = useQuery(topProductsQuery(days, i18n.language));
  const misses = useQuery(searchMissesQuery(days));
  const bargaining = useQuery(negotiationsSummaryQuery(days));
  const vitals = useQuery(webVitalsQuery(days));
  const districts = useQuery(districtsQuery(days));
  const labels = useMemo(
    () => ({
      view_item: t('steps.view_item'),
      add_to_cart: t('steps.add_to_cart'),
      begin_checkout: t('steps.begin_checkout'),
      purchase: t('steps.purchase'),
    }),
    [t],
  );

  return (
    <section className="analytics" aria-labelledby="analytics-title">
      <div className="analytics-head">
        <h1 id="analytics-title">{t('title')}</h1>
        <label className="analytics-period">
          {t('period')}
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t('days', { count: p })}
              </option>
            ))}
          </select>
        </label>
      </div>

      <Block title={t('funnel')} query={funnel} empty={() => false}>
        {(f) => (
          <>
            <dl className="analytics-steps">
              {(['view_item', 'add_to_cart', 'begin_checkout', 'purchase'] as const).map((s) => (
                <div key={s}>
                  <dt>{labels[s]}</dt>
                  <dd>{f.totals[s]}</dd>
                </div>
              ))}
              <div>
                <dt>{t('conversion')}</dt>
                <dd>{figure.ratio(f.totals.conversion)}</dd>
              </div>
            </dl>
            <Suspense fallback={<div className="funnel-chart" />}>
              <FunnelChart
                days={f.days}
                labels={labels}
                title={t('perDay')}
                dayLabel={t('day')}
                language={i18n.language}
              />
            </Suspense>
            <details>
              <summary id={perDayId}>{t('perDayTable')}</summary>
              <TableScroll labelledBy={perDayId}>
                <table className="analytics-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('day')}</th>
                      {Object.values(labels).map((l) => (
                        <th scope="col" key={l}>
                          {l}
                        </th>
                      ))}
                      <th scope="col">{t('conversion')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {f.days.map((d) => (
                      <tr key={d.day}>
                        <td>{formatDate(`${d.day}T12:00:00Z`, i18n.language, 'dayMonth')}</td>
                        <td>{d.view_item}</td>
                        <td>{d.add_to_cart}</td>
                        <td>{d.begin_checkout}</td>
                        <td>{d.purchase}</td>
                        <td>{figure.ratio(d.conversion)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            </details>
          </>
        )}
      </Block>

      <div className="analytics-grid">
        <Block title={t('topProducts')} query={top} empty={(rows) => rows.length === 0}>
          {(rows, heading) => (
            <TableScroll labelledBy={heading}>
              <table className="analytics-table">
                <thead>
                  <tr>
                    <th scope="col">{t('product')}</th>
                    <th scope="col">{labels.view_item}</th>
                    <th scope="col">{labels.add_to_cart}</th>
                    <th scope="col">{t('unitsSold')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.productId}>
                      <td>{r.name}</td>
                      <td>{r.views}</td>
                      <td>{r.addsToCart}</td>
                      <td>{r.unitsSold}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Block>

        <Block title={t('searchMisses')} query={misses} empty={(rows) => rows.length === 0}>
          {(rows, heading) => (
            <TableScroll labelledBy={heading}>
              <table className="analytics-table">
                <thead>
                  <tr>
                    <th scope="col">{t('search')}</th>
                    <th scope="col">{t('times')}</th>
                    <th scope="col">{t('lastSeen')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={`${r.query}-${r.language}`}>
                      <td lang={r.language}>{r.query}</td>
                      <td>{r.count}</td>
                      <td>{formatDate(r.lastSeen, i18n.language, 'dateTime')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Block>

        <Block title={t('bargaining')} query={bargaining} empty={() => false}>
          {(n) => (
            <dl className="analytics-steps">
              <div>
                <dt>{t('negotiations')}</dt>
                <dd>{n.negotiations}</dd>
              </div>
              <div>
                <dt>{t('deals')}</dt>
                <dd>{n.deals}</dd>
              </div>
              <div>
                <dt>{t('dealRate')}</dt>
                <dd>{figure.ratio(n.dealRate)}</dd>
              </div>
              <div>
                <dt>{t('meanDiscount')}</dt>
                <dd>{figure.ratio(n.meanDiscountPercent === null ? null : n.meanDiscountPercent / 100)}</dd>
              </div>
            </dl>
          )}
        </Block>

        <Block title={t('districts')} query={districts} empty={(rows) => rows.length === 0}>
          {(rows, heading) => (
            <TableScroll labelledBy={heading}>
              <table className="analytics-table">
                <thead>
                  <tr>
                    <th scope="col">{t('district')}</th>
                    <th scope="col">{t('province')}</th>
                    <th scope="col">{t('orders')}</th>
                    <th scope="col">{t('revenue')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((r) => (
                    <tr key={`${r.province}-${r.district}`}>
                      <td>{r.district}</td>
                      <td>{provinceLabel(r.province, i18n.language)}</td>
                      <td>{r.orders}</td>
                      <td>{formatRwf(r.revenue, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          )}
        </Block>
      </div>

      <Block title={t('vitals')} query={vitals} empty={(rows) => rows.length === 0}>
        {(rows, heading) => <VitalsTable rows={rows} labelledBy={heading} />}
      </Block>
    </section>
  );
}

function VitalsTable({ rows, labelledBy }: { rows: VitalRow[]; labelledBy: string }) {
  const { t } = useTranslation('admin-analytics');
  const shown = (metric: string, v: number) => (metric === 'cls' ? v.toFixed(3) : `${Math.round(v)} ms`);
  return (
    <TableScroll labelledBy={labelledBy}>
      <table className="analytics-table">
        <thead>
          <tr>
            <th scope="col">{t('route')}</th>
            <th scope="col">{t('metric')}</th>
            <th scope="col">p75</th>
            <th scope="col">{t('target')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('samples')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={`${r.route}-${r.metric}`} className={r.withinTarget ? '' : 'is-over'}>
              <td>{r.route || '/'}</td>
              <td>{r.metric.toUpperCase()}</td>
              <td>{shown(r.metric, r.p75)}</td>
              <td>{shown(r.metric, r.target)}</td>
              <td>{r.withinTarget ? t('ok') : t('over')}</td>
              <td>{r.samples}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

import { postalCodeShown } from '@isoko/shared/address';
import type { AdminOrderDetail } from '@isoko/shared/admin/orders-schema';
import { formatRwf } from '@isoko/shared/money-format';
import { isStatusStep } from '@isoko/shared/orders/history';
import { refundOutstanding } from '@isoko/shared/orders/refunds';
import { formatRwPhone } from '@isoko/shared/phone';
import { provinceLabel } from '@isoko/shared/rwanda';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryWords } from '../../i18n/history-words';
import { useStaffOrderStatusWord } from '../../i18n/order-status-words';
import { formatAdminDate, formatAdminDateTime } from './format';
import { RefundsSection } from './refunds-section';
import { StatusBadge } from './status-badge';
import './admin-orders.css';

/**
 * The two ways the heuristic analysis is shown. The full back-office's "AI Customer Insights"
 * shows at once. The simple view's "AI Analysis" says "Analysing…" for a moment first, as that
 * screen is described; the figures are already in the order (the server computes them), so the
 * pause is presentation only and the full back-office, where staff open order after order, skips it.
 */
export const ANALYSIS_PANELS = {
  insights: { titleKey: 'details.analysis', delayMs: 0 },
  simple: { titleKey: 'details.analysisSimple', delayMs: 1500 },
} as const;
export type AnalysisPanelKind = keyof typeof ANALYSIS_PANELS;

function AnalysisPanel({
  analysis,
  kind,
}: {
  analysis: AdminOrderDetail['analysis'];
  kind: AnalysisPanelKind;
}) {
  const { t } = useTranslation('admin-orders');
  const { titleKey, delayMs } = ANALYSIS_PANELS[kind];
  const [ready, setReady] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return (
    <section aria-labelledby="ao-d-analysis" className="ao-analysis" aria-busy={!ready}>
      <h3 id="ao-d-analysis">{t(titleKey)}</h3>
      {/* When the result comes after a pause, a screen reader hears it arrive. */}
      <div role={delayMs > 0 ? 'status' : undefined}>
        {ready ? (
          <>
            <ul>
              <li>{t('details.score', { score: analysis.score })}</li>
              <li>{t('details.risk', { risk: t(`analysis.risk.${analysis.risk}`) })}</li>
              <li>{t('details.value', { value: t(`analysis.value.${analysis.customerValue}`) })}</li>
              <li>
                {t('details.delivery', { estimate: t(`analysis.delivery.${analysis.deliveryEstimate}`) })}
              </li>
            </ul>
            {analysis.recommendations.length > 0 && (
              <ul className="ao-analysis-recos">
                {analysis.recommendations.map((r) => (
                  <li key={r}>{t(`analysis.advice.${r}`)}</li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p className="muted">{t('details.analysing')}</p>
        )}
      </div>
    </section>
  );
}

/**
 * Everything staff need about one order: customer, shipping address, items with photo and
 * variant, summary, the money owed back, the heuristic analysis and the timeline. Shared by the modal and the print page.
 */
export function OrderDetailsView({
  order,
  showAnalysis = true,
  analysisPanel = 'insights',
  canRecordRefund = false,
}: {
  order: AdminOrderDetail;
  showAnalysis?: boolean;
  analysisPanel?: AnalysisPanelKind;
  /** The modal offers "Record refund"; the print page only lists the refunds. */
  canRecordRefund?: boolean;
}) {
  const { t, i18n } = useTranslation('admin-orders');
  const statusWord = useStaffOrderStatusWord();
  // The system's notes are stored as codes beside their English: worded in the staff member's language.
  const words = useHistoryWords();
  const na = t('details.na');
  const a = order.shippingAddress;
  const c = order.customerInfo;
  const name = `${c.firstName} ${c.lastName}`.trim();
  const postalCode = postalCodeShown(a.postalCode);
  return (
    <div className="ao-details">
      <p>
        <StatusBadge status={order.status} />
      </p>
      <section aria-labelledby="ao-d-customer">
        <h3 id="ao-d-customer">{t('details.customer')}</h3>
        <dl className="ao-dl">
          <dt>{t('details.name')}</dt>
          <dd>{name || na}</dd>
          <dt>{t('details.customerPhone')}</dt>
          <dd>{c.phone ? formatRwPhone(c.phone) : na}</dd>
          <dt>{t('details.email')}</dt>
          <dd>{c.email || na}</dd>
          <dt>{t('details.date')}</dt>
          <dd>{formatAdminDate(order.createdAt, i18n.language)}</dd>
          <dt>{t('details.payment')}</dt>
          <dd data-testid="ao-payment">
            {t(`payment.${order.paymentMethod}`, { defaultValue: order.paymentMethod })} ·{' '}
            {t(`paymentStatus.${order.paymentStatus}`, { defaultValue: order.paymentStatus })}
            {refundOutstanding(order) > 0 && (
              <>
                {' · '}
                <strong className="ao-refund-due">{t('refundDue')}</strong>
              </>
            )}
          </dd>
        </dl>
      </section>
      <RefundsSection order={order} canRecord={canRecordRefund} />
      <section aria-labelledby="ao-d-address">
        <h3 id="ao-d-address">{t('details.shipping')}</h3>
        <address className="ao-address">
          {a.receiverName}
          <br />
          {[a.street, a.sector].filter(Boolean).join(', ')}
          <br />
          {[a.city, a.district, a.province && provinceLabel(a.province, i18n.language)]
            .filter(Boolean)
            .join(', ')}
          {postalCode ? (
            <>
              <br />
              {t('details.postalCode', { code: postalCode })}
            </>
          ) : null}
          {/* The number the courier calls at the door, which may not be the customer's. */}
          {a.phone ? (
            <>
              <br />
              <span data-testid="ao-receiver-phone">
                {t('details.receiverPhone', { phone: formatRwPhone(a.phone) })}
              </span>
            </>
          ) : null}
        </address>
      </section>
      <section aria-labelledby="ao-d-items">
        <h3 id="ao-d-items">{t('details.items')}</h3>
        <ul className="ao-items">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.image ? (
                <img src={item.image} alt="" width={56} height={56} loading="lazy" />
              ) : (
                <span className="ao-noimg">{t('details.noImage')}</span>
              )}
              <div>
                <strong>{item.name}</strong>
                <div className="muted">
                  {[
                    t('details.qty', { count: item.quantity }),
                    // The size and colour in the staff member's language ("Moyenne", not "Medium");
                    // an older server sends only the stored words.
                    item.size ? t('details.size', { value: item.sizeLabel ?? item.size }) : null,
                    item.color ? t('details.color', { value: item.colorLabel ?? item.color }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </div>
              <div className="ao-item-price">
                <strong>{formatRwf(item.lineTotal, i18n.language)}</strong>
                <small className="muted">
                  {t('details.each', { price: formatRwf(item.price, i18n.language) })}
                </small>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="ao-d-summary">
        <h3 id="ao-d-summary">{t('details.summary')}</h3>
        <dl className="ao-dl ao-summary">
          <dt>{t('details.subtotal')}</dt>
          <dd>{formatRwf(order.subtotal, i18n.language)}</dd>
          <dt>{t('details.shippingFee')}</dt>
          <dd>{formatRwf(order.shippingCost, i18n.language)}</dd>
          {order.discount > 0 && (
            <>
              <dt>{t('details.discount')}</dt>
              <dd>-{formatRwf(order.discount, i18n.language)}</dd>
            </>
          )}
          <dt>{t('details.total')}</dt>
          <dd>
            <strong>{formatRwf(order.total, i18n.language)}</strong>
          </dd>
        </dl>
      </section>
      {showAnalysis && <AnalysisPanel analysis={order.analysis} kind={analysisPanel} />}
      <section aria-labelledby="ao-d-timeline">
        <h3 id="ao-d-timeline">{t('details.timeline')}</h3>
        <ol className="ao-timeline">
          {order.timeline.map((step, i) =>
            isStatusStep(step) ? (
              <li key={`${step.status}-${step.timestamp}`}>
                <strong>{statusWord(step.status)}</strong>{' '}
                <time dateTime={step.timestamp}>{formatAdminDateTime(step.timestamp, i18n.language)}</time>
                {step.note ? (
                  <span className="muted"> · {words.text(step.noteCode, step.noteParams, step.note)}</span>
                ) : null}
              </li>
            ) : (
              // A refund recorded is not a status move: its note alone, not the status a second time.
              <li key={`${step.noteCode}-${step.timestamp}-${i}`}>
                <strong>{words.text(step.noteCode, step.noteParams, step.note)}</strong>{' '}
                <time dateTime={step.timestamp}>{formatAdminDateTime(step.timestamp, i18n.language)}</time>
              </li>
            ),
          )}
        </ol>
      </section>
    </div>
  );
}

import { ORDER_PATH, type OrderStatus } from '@isoko/shared/orders/status';
import type { TrackingDto } from '@isoko/shared/tracking/schema';
import { useTranslation } from 'react-i18next';
import './tracking.css';

const ICON: Partial<Record<OrderStatus, string>> = { delivered: '✔', cancelled: '✖' };

function formatDate(iso: string, language: string, withTime = true) {
  const locale = language === 'fr' ? 'fr-RW' : 'en-RW';
  const d = new Date(iso);
  return withTime
    ? d.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    : d.toLocaleDateString(locale, { weekday: 'short', day: 'numeric', month: 'short' });
}

/** Status card, progress bar, where the parcel is, and its history, newest first. */
export function TrackingView({ tracking }: { tracking: TrackingDto }) {
  const { t, i18n } = useTranslation('tracking');
  const status = tracking.status;
  const step = ORDER_PATH.indexOf(status as (typeof ORDER_PATH)[number]);
  const history = [...tracking.history].reverse();
  return (
    <div className="tracking">
      <section className={`card tracking-status status-${status}`} aria-live="polite">
        <span className="tracking-icon" aria-hidden="true">
          {ICON[status] ?? '🚚'}
        </span>
        <div>
          <p className="muted">
            {t('trackingNumber')} <strong>{tracking.trackingId}</strong> · {t('order')} {tracking.orderNumber}
          </p>
          <h2 data-testid="tracking-status">{t(`status.${status}`)}</h2>
          {status !== 'cancelled' && (
            <div
              className="progress"
              role="progressbar"
              aria-label={t('progress')}
              aria-valuemin={0}
              aria-valuemax={ORDER_PATH.length}
              aria-valuenow={step + 1}
            >
              <div className="progress-bar" style={{ width: `${Math.round(tracking.progress * 100)}%` }} />
            </div>
          )}
          <ol className="steps" aria-label={t('steps')}>
            {ORDER_PATH.map((s, i) => (
              <li key={s} className={i <= step ? 'done' : ''}>
                {t(`status.${s}`)}
              </li>
            ))}
          </ol>
        </div>
      </section>
      <dl className="card tracking-facts">
        <div>
          <dt>{t('currentLocation')}</dt>
          <dd data-testid="tracking-location">{tracking.currentLocation}</dd>
        </div>
        <div>
          <dt>{t('carrier')}</dt>
          <dd>{tracking.carrier}</dd>
        </div>
        <div>
          <dt>{t('destination')}</dt>
          <dd>{tracking.destination}</dd>
        </div>
        <div>
          <dt>{t('estimatedDelivery')}</dt>
          <dd>
            {status === 'delivered'
              ? t('status.delivered')
              : tracking.estimatedDelivery
                ? formatDate(tracking.estimatedDelivery, i18n.language, false)
                : '—'}
          </dd>
        </div>
      </dl>
      <section className="card">
        <h2>{t('history')}</h2>
        {history.length === 0 ? (
          <p className="muted">{t('noHistory')}</p>
        ) : (
          <ol className="timeline" data-testid="tracking-timeline">
            {history.map((h) => (
              <li key={`${h.timestamp}-${h.status}`}>
                <strong>{t(`status.${h.status}`)}</strong>
                <span className="muted">
                  {' '}
                  · {formatDate(h.timestamp, i18n.language)} · {h.location}
                </span>
                <p>{h.message}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

export function NeedHelp() {
  const { t } = useTranslation('tracking');
  return (
    <aside className="card need-help">
      <h2>{t('help.title')}</h2>
      <p>{t('help.body')}</p>
      <p className="help-actions">
        <a className="btn btn-outline" href="tel:+250788000000">
          {t('help.call')}
        </a>
        <a className="btn btn-outline" href="mailto:support@isoko.rw">
          {t('help.email')}
        </a>
        <a className="btn btn-outline" href="https://wa.me/250788000000" target="_blank" rel="noreferrer">
          {t('help.chat')}
        </a>
      </p>
    </aside>
  );
}

import { ORDER_PATH } from '@isoko/shared/orders/status';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { DEFAULT_TRACKING_MESSAGES, type TrackingDto } from '@isoko/shared/tracking/schema';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { assistantOpenAtom } from '../../state/assistant-open';
import { StatusIcon } from './status-icon';
import './tracking.css';

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
        <StatusIcon status={status} />
        <div>
          <p className="muted">
            {t('trackingNumber')} <strong className="nowrap">{tracking.trackingId}</strong> · {t('order')}{' '}
            <span className="nowrap">{tracking.orderNumber}</span>
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
                <p>
                  {h.message === DEFAULT_TRACKING_MESSAGES[h.status] ? t(`message.${h.status}`) : h.message}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/** Need Help: call or e-mail the shop, or open the chat assistant. */
export function NeedHelp({ trackingId }: { trackingId?: string }) {
  const { t } = useTranslation('tracking');
  const openAssistant = useSetAtom(assistantOpenAtom);
  const subject = encodeURIComponent(trackingId ? `${t('help.subject')} ${trackingId}` : t('help.subject'));
  return (
    <aside className="card need-help" aria-labelledby="need-help-title">
      <h2 id="need-help-title">{t('help.title')}</h2>
      <p>{t('help.body')}</p>
      <p className="help-actions">
        <a className="btn btn-outline" href={`tel:${SHOP_CONTACT.phone}`}>
          {t('help.call')} <span className="help-detail">{SHOP_CONTACT.phoneDisplay}</span>
        </a>
        <a className="btn btn-outline" href={`mailto:${SHOP_CONTACT.email}?subject=${subject}`}>
          {t('help.email')} <span className="help-detail">{SHOP_CONTACT.email}</span>
        </a>
        <button type="button" className="btn btn-primary" onClick={() => openAssistant(true)}>
          {t('help.chat')}
        </button>
      </p>
    </aside>
  );
}

import { formatDate } from '@isoko/shared/date-format';
import { ORDER_PATH } from '@isoko/shared/orders/status';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import { currentPlaceLabel } from '@isoko/shared/tracking/current-place';
import type { TrackingDto } from '@isoko/shared/tracking/schema';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useHistoryWords } from '../../i18n/history-words';
import { useOrderStatusWord } from '../../i18n/order-status-words';
import { assistantOpenAtom } from '../../state/assistant-open';
import { StatusIcon } from './status-icon';
import './tracking.css';

/** Status card, progress bar, where the parcel is, and its history, newest first. */
export function TrackingView({ tracking }: { tracking: TrackingDto }) {
  const { t, i18n } = useTranslation('tracking');
  const words = useHistoryWords();
  const statusWord = useOrderStatusWord();
  const status = tracking.status;
  const step = ORDER_PATH.indexOf(status as (typeof ORDER_PATH)[number]);
  // A cancelled parcel will take none of the remaining steps: the list shows the steps its
  // history went through, then the cancellation, and no future steps.
  const cancelled = status === 'cancelled';
  const steps = cancelled
    ? ORDER_PATH.filter((s) => tracking.history.some((h) => h.status === s))
    : ORDER_PATH;
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
          <h2 data-testid="tracking-status">{statusWord(status)}</h2>
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
            {steps.map((s, i) => (
              <li key={s} className={cancelled || i <= step ? 'done' : ''}>
                {statusWord(s)}
              </li>
            ))}
            {cancelled && (
              <li className="done cancelled" aria-current="step">
                {statusWord('cancelled')}
              </li>
            )}
          </ol>
        </div>
      </section>
      <dl className="card tracking-facts">
        <div>
          <dt>{t('currentLocation')}</dt>
          <dd data-testid="tracking-location">{currentPlaceLabel(tracking, i18n.language)}</dd>
        </div>
        {/* A cancelled parcel travels with nobody and arrives nowhere: no carrier, no date. */}
        {status !== 'cancelled' && (
          <div>
            <dt>{t('carrier')}</dt>
            <dd>{words.carrier(tracking.carrier)}</dd>
          </div>
        )}
        <div>
          <dt>{t('destination')}</dt>
          <dd>{words.destination(tracking.destination)}</dd>
        </div>
        <div>
          <dt>{t('estimatedDelivery')}</dt>
          <dd>
            {status === 'delivered' || status === 'cancelled'
              ? statusWord(status)
              : tracking.estimatedDelivery
                ? formatDate(tracking.estimatedDelivery, i18n.language, 'dayMonth')
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
                <strong>{statusWord(h.status)}</strong>
                <span className="muted">
                  {' '}
                  · <time dateTime={h.timestamp}>{formatDate(h.timestamp, i18n.language, 'dateTime')}</time> ·{' '}
                  {words.place(h.locationCode, h.locationParams, h.location)}
                </span>
                <p>{words.text(h.messageCode, h.messageParams, h.message)}</p>
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

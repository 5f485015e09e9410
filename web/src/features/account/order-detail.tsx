import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money';
import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { isStatusStep } from '@isoko/shared/orders/history';
import { useTranslation } from 'react-i18next';
import { useHistoryWords } from '../../i18n/history-words';
import { Link } from '../../routing';
import { BuyAgain } from './buy-again';
import { CancelOrder } from './cancel-order';
import { choiceOf } from './item-choice';
import { OrderNumberTitle } from './order-number-title';
import { OrderStatusBadge } from './order-status-badge';
import { trackPath } from './orders-list';
import { PayAgain } from './pay-again';

/** The detail panel of My Orders: items, amounts, payment, delivery address and timeline. */
export function OrderDetail({ order }: { order: CustomerOrderDto }) {
  const { t, i18n } = useTranslation('account');
  const words = useHistoryWords();
  const a = order.shippingAddress;
  return (
    <section className="card order-detail" aria-labelledby="order-detail-title">
      <header className="order-detail-head">
        <h2 id="order-detail-title">
          <OrderNumberTitle number={order.orderNumber} />
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className="muted">{t('orders.placedOn', { date: formatDate(order.createdAt, i18n.language) })}</p>

      <h3>{t('orders.itemsTitle')}</h3>
      <ul className="order-items">
        {order.items.map((item) => (
          <li key={item.id}>
            <span className="order-item-name">
              {/* The picture of the colour that was ordered. */}
              {item.image && (
                <img
                  src={item.image}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  className="order-item-image"
                />
              )}
              {item.name}
              {(item.size || item.color) && <span className="muted"> · {choiceOf(item)}</span>}
            </span>
            <span className="muted">× {item.quantity}</span>
            <strong>{formatRwf(item.lineTotal, i18n.language)}</strong>
          </li>
        ))}
      </ul>

      <dl className="order-amounts">
        <dt>{t('orders.subtotal')}</dt>
        <dd>{formatRwf(order.subtotal, i18n.language)}</dd>
        {order.discount > 0 && (
          <>
            <dt>{t('orders.discount')}</dt>
            <dd>−{formatRwf(order.discount, i18n.language)}</dd>
          </>
        )}
        <dt>{t('orders.shipping')}</dt>
        <dd>{order.shippingCost === 0 ? t('orders.free') : formatRwf(order.shippingCost, i18n.language)}</dd>
        <dt className="order-total">{t('orders.total')}</dt>
        <dd className="order-total">{formatRwf(order.total, i18n.language)}</dd>
      </dl>

      <p>
        <strong>{t('common:labelled', { label: t('orders.payment') })}</strong>{' '}
        {t(`payment.${order.paymentMethod}`, order.paymentMethod)}
      </p>
      <PayAgain order={order} />
      <p>
        <strong>{t('common:labelled', { label: t('orders.deliverTo') })}</strong> {a.receiverName}, {a.street}
        {a.sector ? `, ${a.sector}` : ''}, {a.district}, {a.country}
      </p>

      <h3>{t('orders.timeline')}</h3>
      <ol className="order-timeline">
        {order.timeline.map((entry, i) =>
          isStatusStep(entry) ? (
            <li key={`${entry.status}-${i}`}>
              <OrderStatusBadge status={entry.status} />{' '}
              <time className="muted" dateTime={entry.timestamp}>
                {formatDate(entry.timestamp, i18n.language, 'dateTime')}
              </time>
              {entry.note && <span> · {words.text(entry.noteCode, entry.noteParams, entry.note)}</span>}
            </li>
          ) : (
            // A refund given back is not a status: its note alone, not the order's status again.
            <li key={`${entry.noteCode}-${i}`}>
              <strong>{words.text(entry.noteCode, entry.noteParams, entry.note)}</strong>{' '}
              <time className="muted" dateTime={entry.timestamp}>
                {formatDate(entry.timestamp, i18n.language, 'dateTime')}
              </time>
            </li>
          ),
        )}
      </ol>

      <div className="order-detail-actions">
        <Link className="btn btn-primary" to={trackPath(order)}>
          {t('orders.track')}
        </Link>
        <BuyAgain order={order} />
        <CancelOrder order={order} />
      </div>
    </section>
  );
}

import { formatDateTime } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money-format';
import type { OrderDto } from '@isoko/shared/orders/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { useTranslation } from 'react-i18next';
import { useOrderStatusWord } from '../../i18n/order-status-words';
import { Link } from '../../routing';
import { ErrorBanner } from '../../ui/error-banner';
import { CheckIcon } from '../layout/icons';
import { retryPaymentBody } from './payment-view';
import { useRetryPayment } from './queries';
import { SummaryItem } from './summary-item';

const PAYMENT_BADGE: Record<string, string> = {
  paid: 'badge-green',
  pending: 'badge-yellow',
  failed: 'badge-red',
  unpaid: 'badge-blue',
};

const STATUS_BADGE: Record<string, string> = {
  delivered: 'badge-green',
  cancelled: 'badge-red',
  pending: 'badge-yellow',
};

/**
 * 'Order Confirmed': the order's details, items, total and tracking number, with
 * its payment badge kept live by the screen (it turns paid without a reload).
 */
export function OrderConfirmation({ order }: { order: OrderDto }) {
  const { t, i18n } = useTranslation('checkout');
  const statusWord = useOrderStatusWord();
  const retry = useRetryPayment();
  const name = order.customerInfo.firstName;
  const address = order.shippingAddress;
  const canRetry = order.paymentMethod === 'mobile_money' && order.paymentStatus === 'failed';

  return (
    <div className="container order-success-page">
      <header className="order-success-hero">
        <p className="order-success-mark" aria-hidden="true">
          <CheckIcon size={32} />
        </p>
        <h1>{t('success.title')}</h1>
        <p>{name ? t('success.thanks', { name }) : t('success.thanksAnonymous')}</p>
      </header>
      <div className="order-success-grid">
        <section className="card" aria-labelledby="order-details-title">
          <h2 id="order-details-title">{t('success.details')}</h2>
          <dl className="facts-list">
            <dt>{t('success.orderNumber')}</dt>
            <dd className="nowrap" data-testid="order-number">
              {order.orderNumber}
            </dd>
            <dt>{t('success.date')}</dt>
            <dd>{formatDateTime(order.createdAt, i18n.language)}</dd>
            <dt>{t('success.status')}</dt>
            <dd>
              <span className={`badge ${STATUS_BADGE[order.status] ?? 'badge-blue'}`}>
                {statusWord(order.status)}
              </span>
            </dd>
            <dt>{t('success.paymentMethod')}</dt>
            <dd>{order.paymentMethod === 'mobile_money' ? t('payment.momo') : t('payment.cod')}</dd>
            <dt>{t('success.payment')}</dt>
            <dd aria-live="polite">
              <span
                className={`badge ${PAYMENT_BADGE[order.paymentStatus] ?? 'badge-blue'}`}
                data-testid="payment-badge"
              >
                {t(`success.paymentStatus.${order.paymentStatus}`)}
              </span>
            </dd>
            {order.trackingId && (
              <>
                <dt>{t('success.trackingNumber')}</dt>
                <dd className="order-success-tracking" data-testid="tracking-number">
                  {order.trackingId}
                </dd>
              </>
            )}
            <dt>{t('success.deliverTo')}</dt>
            <dd>
              {address.receiverName}, {formatRwPhone(address.phone)}
              <br />
              {[address.street, address.sector, address.district, address.city].filter(Boolean).join(', ')}
            </dd>
          </dl>
          {canRetry && (
            <div className="order-success-retry">
              <ErrorBanner error={retry.error} action="retryPayment" />
              <button
                type="button"
                className="btn btn-accent"
                disabled={retry.isPending}
                onClick={() =>
                  retry.mutate({
                    orderId: order.id,
                    body: retryPaymentBody(order.payment),
                  })
                }
              >
                {retry.isPending ? t('dialog.retrying') : t('dialog.retry')}
              </button>
            </div>
          )}
        </section>
        <section className="card" aria-labelledby="order-items-title">
          <h2 id="order-items-title">{t('success.items')}</h2>
          <ul className="checkout-summary-items">
            {order.items.map((item) => (
              <SummaryItem key={item.id} {...item} />
            ))}
          </ul>
          <dl className="money-rows">
            <dt>{t('summary.subtotal')}</dt>
            <dd>{formatRwf(order.subtotal, i18n.language)}</dd>
            {order.discount > 0 && (
              <>
                <dt className="is-discount">{t('summary.discount')}</dt>
                <dd className="is-discount">−{formatRwf(order.discount, i18n.language)}</dd>
              </>
            )}
            <dt>{t('summary.shipping')}</dt>
            <dd>
              {order.shippingFee === 0 ? t('summary.free') : formatRwf(order.shippingFee, i18n.language)}
            </dd>
            <dt className="is-total">{t('success.total')}</dt>
            <dd className="is-total" data-testid="order-total">
              {formatRwf(order.total, i18n.language)}
            </dd>
          </dl>
        </section>
      </div>
      <p className="muted order-success-sms">
        {t('success.smsNote', { phone: formatRwPhone(order.customerInfo.phone) })}
      </p>
      <OrderSuccessActions trackingId={order.trackingId} />
    </div>
  );
}

export function OrderSuccessActions({ trackingId }: { trackingId?: string | null }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="order-success-actions">
      {trackingId && (
        <Link to={`/track/${encodeURIComponent(trackingId)}`} className="btn btn-primary">
          {t('success.trackOrder')}
        </Link>
      )}
      <Link to="/shop" className="btn btn-outline">
        {t('success.continueShopping')}
      </Link>
      <Link to="/orders" className="btn btn-outline">
        {t('success.viewOrders')}
      </Link>
    </div>
  );
}

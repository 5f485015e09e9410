import type { PricedCart } from '@isoko/shared/cart/schema';
import { formatRwf } from '@isoko/shared/money-format';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { ErrorText } from '../../ui/error-text';
import { SummaryItem } from './summary-item';

export interface OrderSummaryProps {
  /** The server's pricing of the cart for this address; undefined until it answers. */
  priced: PricedCart | undefined;
  /** Why the pricing failed, when it did (null otherwise). */
  error: unknown;
  /** A newer pricing is on its way (the district or the cart changed). */
  updating: boolean;
}

/** Items, subtotal, discount, shipping (for the chosen district) and total, all from the server. */
export function OrderSummary({ priced, error, updating }: OrderSummaryProps) {
  const { t, i18n } = useTranslation('checkout');
  const failed = error != null;
  return (
    <aside
      className="card summary-aside checkout-summary"
      aria-labelledby="checkout-summary-title"
      aria-busy={updating || undefined}
    >
      <h2 id="checkout-summary-title">{t('summary.title')}</h2>
      {!priced && !failed && (
        <div aria-hidden="true">
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      )}
      {failed && !priced && (
        <p className="alert alert-error">
          <ErrorText error={error} action="priceOrder" />
        </p>
      )}
      {priced && (
        <>
          <ul className="checkout-summary-items" aria-label={t('summary.items')}>
            {priced.lines.map((line) => (
              <SummaryItem key={`${line.index}-${line.productId}`} {...line} />
            ))}
          </ul>
          {!priced.canCheckout && priced.lines.length > 0 && (
            <p className="alert alert-error" role="alert">
              {t('summary.problems')} <Link to="/cart">{t('summary.editCart')}</Link>
            </p>
          )}
          {priced.coupon && !priced.coupon.success && (
            <p className="alert alert-info">
              <ErrorText error={priced.coupon.error ?? { code: 'COUPON_INVALID' }} action="placeOrder" />{' '}
              <Link to="/cart">{t('summary.editCart')}</Link>
            </p>
          )}
          <dl className="money-rows">
            <dt>{t('summary.subtotal')}</dt>
            <dd data-testid="summary-subtotal">{formatRwf(priced.subtotal, i18n.language)}</dd>
            {priced.discount > 0 && (
              <>
                <dt className="is-discount">
                  {priced.coupon?.code
                    ? t('summary.coupon', { code: priced.coupon.code })
                    : t('summary.discount')}
                </dt>
                <dd className="is-discount" data-testid="summary-discount">
                  −{formatRwf(priced.discount, i18n.language)}
                </dd>
              </>
            )}
            <dt>
              {t('summary.shipping')}
              <span className="checkout-shipping-reason muted">
                {t(`shippingReason.${priced.shippingReason}`)}
              </span>
            </dt>
            <dd data-testid="summary-shipping">
              {updating
                ? t('summary.calculating')
                : priced.isFreeShipping
                  ? t('summary.free')
                  : formatRwf(priced.shippingFee, i18n.language)}
            </dd>
            <dt className="is-total">{t('summary.total')}</dt>
            <dd className="is-total" data-testid="summary-total">
              {formatRwf(priced.total, i18n.language)}
            </dd>
          </dl>
        </>
      )}
    </aside>
  );
}

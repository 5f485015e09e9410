import { type CartLine, cartTotal, lineKey } from '@isoko/shared/cart/lines';
import type { PricedCart, PricedCartLine } from '@isoko/shared/cart/schema';
import { formatRwf } from '@isoko/shared/money-format';
import { isKigaliDistrict } from '@isoko/shared/rwanda';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { cartAtom, removeLineAtom, updateQuantityAtom } from '../../state/cart';
import { appliedCouponAtom } from '../../state/coupon';
import { claimingDealTokensAtom } from '../../state/deal-claims';
import { useDeliveryPromises } from '../catalog/delivery-promises';
import { CartLineItem } from './cart-line-item';
import { CouponBox } from './coupon-box';
import { type Pricing, priceItems, useApplyCoupon, usePricedCart } from './queries';
import './cart.css';
import { ErrorText } from '../../ui/error-text';
import { BigCartIcon } from '../layout/icons';
import { NeedsNetwork } from '../layout/offline-banner';

/**
 * Whether the cart ships free and, if not, how far the goods are from the shop's free-delivery
 * amount. Whether it ships free is the server's quote for these very lines (the shared shipping
 * rule: products sold with free shipping, the staff's selection, a free-shipping coupon, the
 * free-delivery amount), so a cart of free-shipping products is never told to add more. The
 * quote has no address, so Kigali's free delivery is added here from the district checkout will
 * suggest: free there for a Kigali district, the amount still to add for one elsewhere, and both
 * when no district is known (a guest, or no address yet). Nothing shows before the quote and
 * the district are known (or offline), nor when no rule covers every order.
 */
function FreeDeliveryHint({
  goods,
  quote,
  district,
}: {
  goods: number;
  quote: Pick<PricedCart, 'isFreeShipping'> | undefined;
  district: string | null | undefined;
}) {
  const { t, i18n } = useTranslation('cart');
  const { kigaliFree, freeAbove: above } = useDeliveryPromises();
  if (!quote || district === undefined) return null;
  // Free without an address holds anywhere in Rwanda.
  if (quote.isFreeShipping) {
    return (
      <p className="cart-free-delivery" data-testid="cart-free-delivery">
        {t('summary.shipsFree')}
      </p>
    );
  }
  if (kigaliFree && district !== null && isKigaliDistrict(district)) {
    return (
      <p className="cart-free-delivery" data-testid="cart-free-delivery">
        {t('summary.freeInDistrict', { district })}
      </p>
    );
  }
  if (above === null || goods > above) {
    if (!kigaliFree || district !== null) return null;
    return (
      <p className="cart-free-delivery" data-testid="cart-free-delivery">
        {t('summary.freeInKigali')}
      </p>
    );
  }
  const away = {
    amount: formatRwf(Math.max(1, above - goods), i18n.language),
    threshold: formatRwf(above, i18n.language),
  };
  return (
    <p className="cart-free-delivery" data-testid="cart-free-delivery">
      {kigaliFree && district === null
        ? t('summary.freeInKigaliElsewhereAway', away)
        : t('summary.freeDeliveryAway', away)}
    </p>
  );
}

/**
 * The server's answer for this line, or undefined while it has none that fits: the answer on
 * screen was for another negotiated-price token (the deal just moved to the account that signed
 * in, and the new token's pricing is on its way), or the line's guest deal is being claimed. The
 * line then shows the price it keeps, instead of a moment of "can no longer be used".
 */
function answerFor(
  pricing: Pricing | undefined,
  line: CartLine,
  claiming: ReadonlySet<string>,
): PricedCartLine | undefined {
  const key = lineKey(line);
  if (!pricing?.byKey.has(key)) return undefined;
  if (pricing.dealTokenByKey.get(key) !== line.negotiationToken) return undefined;
  if (line.negotiationToken && claiming.has(line.negotiationToken)) return undefined;
  return pricing.byKey.get(key);
}

/**
 * The cart: the browser's lines, priced again by the server a moment
 * after each change, so a changed price, short stock or a vanished product shows on its line.
 * `district` is where checkout will suggest delivering (null: unknown; undefined: not known yet).
 */
export function CartView({ district }: { district: string | null | undefined }) {
  const { t, i18n } = useTranslation('cart');
  const lines = useAtomValue(cartAtom);
  const setQuantity = useSetAtom(updateQuantityAtom);
  const remove = useSetAtom(removeLineAtom);
  const [coupon, setCoupon] = useAtom(appliedCouponAtom);
  const pricing = usePricedCart(lines, { couponCode: coupon });
  const applyCoupon = useApplyCoupon();
  const claiming = useAtomValue(claimingDealTokensAtom);

  if (lines.length === 0) {
    return (
      <div className="container page-section cart-page cart-empty">
        <h1>{t('title')}</h1>
        <div className="card cart-empty-card">
          <p className="cart-empty-icon" aria-hidden="true">
            <BigCartIcon />
          </p>
          <h2>{t('empty')}</h2>
          <p className="muted">{t('emptyHint')}</p>
          <Link to="/shop" className="btn btn-primary">
            {t('continueShopping')}
          </Link>
        </div>
      </div>
    );
  }

  const priced = pricing.data;
  const subtotal = priced?.cart.subtotal ?? cartTotal(lines);
  const discount = priced?.cart.discount ?? 0;
  const blocked = priced ? !priced.cart.canCheckout : false;

  const handleApply = async (code: string) => {
    await applyCoupon.mutateAsync({ code, orderTotal: subtotal, items: priceItems(lines) });
    setCoupon(code.toUpperCase());
  };

  return (
    <div className="container page-section cart-page">
      <h1>{t('title')}</h1>
      <div className="with-summary cart-layout">
        <section aria-labelledby="cart-items-title">
          <h2 id="cart-items-title" className="visually-hidden">
            {t('itemsLabel')}
          </h2>
          {pricing.isError && !priced && (
            <p className="alert alert-info">
              <ErrorText error={pricing.error} action="priceCart" />
            </p>
          )}
          <ul className="cart-lines">
            {lines.map((line) => (
              <CartLineItem
                key={lineKey(line)}
                line={line}
                priced={answerFor(priced, line, claiming)}
                onQuantity={(q) => setQuantity(line, q)}
                onRemove={() => remove(line)}
              />
            ))}
          </ul>
        </section>
        <aside
          className="card summary-aside cart-summary"
          aria-labelledby="cart-summary-title"
          aria-busy={pricing.updating || undefined}
        >
          <h2 id="cart-summary-title">{t('summary.title')}</h2>
          <CouponBox
            applied={coupon}
            evaluation={priced?.cart.coupon}
            onApply={handleApply}
            onRemove={() => setCoupon(null)}
          />
          <dl className="money-rows">
            <dt>{t('summary.subtotal')}</dt>
            <dd data-testid="cart-subtotal">{formatRwf(subtotal, i18n.language)}</dd>
            <dt className="is-discount">{t('summary.discount')}</dt>
            <dd className="is-discount" data-testid="cart-discount">
              {discount > 0 ? `−${formatRwf(discount, i18n.language)}` : formatRwf(0, i18n.language)}
            </dd>
            <dt className="is-total">{t('summary.total')}</dt>
            <dd className="is-total" data-testid="cart-total">
              {formatRwf(subtotal - discount, i18n.language)}
            </dd>
          </dl>
          <p className="muted cart-shipping-note">{t('summary.shippingNote')}</p>
          <FreeDeliveryHint goods={subtotal - discount} quote={priced?.cart} district={district} />
          <p className="muted cart-checking" aria-live="polite">
            {pricing.updating ? t('checking') : ''}
          </p>
          {blocked && (
            <p className="alert alert-error" role="alert">
              {t('problems.summary')}
            </p>
          )}
          <NeedsNetwork action="checkout" />
          <div className="cart-actions">
            {blocked ? (
              <button type="button" className="btn btn-primary" disabled>
                {t('proceed')}
              </button>
            ) : (
              <Link to="/checkout" className="btn btn-primary">
                {t('proceed')}
              </Link>
            )}
            <Link to="/shop" className="btn btn-outline">
              {t('continueShopping')}
            </Link>
          </div>
        </aside>
      </div>
    </div>
  );
}

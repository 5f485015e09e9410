import { withAddressLanguage } from '@isoko/shared/i18n-language';
import type { OrderDto } from '@isoko/shared/orders/schema';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderItems, usePricedCart } from '../features/cart/queries';
import { CheckoutWizard } from '../features/checkout/checkout-wizard';
import { endCheckoutAttempt } from '../features/checkout/idempotency';
import { OrderSummary } from '../features/checkout/order-summary';
import { PlacedOrder } from '../features/checkout/placed-order';
import { checkoutKeys, savedAddressesQuery } from '../features/checkout/queries';
import { useOnline } from '../features/layout/network-status';
import { NeedsNetwork } from '../features/layout/offline-banner';
import { useClaimGuestDeals } from '../features/negotiation/use-claim-guest-deals';
import { useLiveOrder } from '../features/tracking/use-live-order';
import { Navigate, useLocation, useNavigate } from '../routing';
import { useSession } from '../session/queries';
import { cartAtom, clearCartAtom } from '../state/cart';
import { appliedCouponAtom } from '../state/coupon';
import '../features/checkout/checkout.css';

/** How long the empty-cart message shows before the cart opens. */
export const EMPTY_REDIRECT_MS = 1500;
const CHECKOUT_SIGN_IN = '/login?from=/checkout&action=buy';

/**
 * /checkout: an empty cart leads back to /cart, a guest signs in by phone first and
 * comes back here; then the three-step wizard beside the server-priced summary. After ordering
 * the cart is cleared and the payment follows live.
 */
export function Component() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  // A language the address names goes along to the cart or the sign-in this screen sends to.
  const { search } = useLocation();
  const session = useSession();
  const online = useOnline();
  // Deals made as a guest before signing in are re-issued to the customer before ordering.
  useClaimGuestDeals();
  const lines = useAtomValue(cartAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const coupon = useAtomValue(appliedCouponAtom);
  const setCoupon = useSetAtom(appliedCouponAtom);
  const [district, setDistrict] = useState<string | null>(null);
  const [placed, setPlaced] = useState<OrderDto | null>(null);
  const signedIn = session !== 'loading' && session !== null;
  const pricing = usePricedCart(placed ? [] : lines, { couponCode: coupon, district });
  const addresses = useQuery({ ...savedAddressesQuery(), enabled: signedIn && !placed });
  // The payment dialog follows the payment over the order's socket room.
  useLiveOrder(placed?.id, placed ? [checkoutKeys.order(placed.id)] : []);

  const empty = lines.length === 0 && !placed;
  useEffect(() => {
    if (!empty) return;
    const timer = setTimeout(
      () => navigate(withAddressLanguage('/cart', search), { replace: true }),
      EMPTY_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [empty, navigate, search]);

  if (placed) {
    return (
      <div className="container page-section checkout-page">
        <h1>{t('title')}</h1>
        <PlacedOrder order={placed} />
      </div>
    );
  }
  if (empty) {
    return (
      <div className="container page-section checkout-page">
        <h1>{t('title')}</h1>
        <p className="alert alert-info" role="status">
          {t('emptyCart')}
        </p>
      </div>
    );
  }
  // Offline before the server said who this is: neither signing in nor ordering can work, and a
  // shopper signed in here is not a guest to send to the sign-in page.
  if (!online && (session === 'loading' || session === null)) {
    return (
      <div className="container page-section checkout-page">
        <h1>{t('title')}</h1>
        <NeedsNetwork action="checkout" />
      </div>
    );
  }
  if (session === 'loading') {
    return (
      <div className="container page-section checkout-page" aria-busy="true">
        <h1>{t('title')}</h1>
        <p className="muted">{t('loading')}</p>
      </div>
    );
  }
  if (session === null) return <Navigate to={withAddressLanguage(CHECKOUT_SIGN_IN, search)} replace />;

  const handlePlaced = (order: OrderDto) => {
    setPlaced(order);
    clearCart();
    setCoupon(null);
    endCheckoutAttempt();
  };

  return (
    <div className="container page-section checkout-page">
      <h1>{t('title')}</h1>
      <CheckoutWizard
        user={session}
        items={orderItems(lines)}
        couponCode={coupon}
        savedAddresses={addresses.data ?? []}
        savedAddressesLoading={addresses.isLoading}
        canOrder={pricing.data ? pricing.data.cart.canCheckout : true}
        onDistrictChange={setDistrict}
        onPlaced={handlePlaced}
        onCartRejected={() => void pricing.refetch()}
        summary={
          <OrderSummary priced={pricing.data?.cart} error={pricing.error} updating={pricing.updating} />
        }
      />
    </div>
  );
}

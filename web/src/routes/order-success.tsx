import type { OrderDto } from '@isoko/shared/orders/schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useUnreachable } from '../api/unreachable';
import { OrderConfirmation, OrderSuccessActions } from '../features/checkout/order-confirmation';
import { checkoutKeys, orderQuery } from '../features/checkout/queries';
import { useOnline } from '../features/layout/network-status';
import { OfflineRetry } from '../features/layout/offline-banner';
import { useLiveOrder } from '../features/tracking/use-live-order';
import { useLocation, useSearchParams } from '../routing';
import '../features/checkout/checkout.css';
import { ErrorText } from '../ui/error-text';

interface SuccessState {
  order?: OrderDto;
  orderId?: string;
}

/**
 * /order-success?orderId=… (or the checkout's router state): the confirmed order, its payment
 * badge kept live over the order's socket room (it turns paid without a reload).
 */
export function Component() {
  const { t } = useTranslation('checkout');
  const [search] = useSearchParams();
  const state = (useLocation().state ?? {}) as SuccessState;
  const orderId = search.get('orderId')?.trim() || state.orderId || state.order?.id;
  const seeded = state.order && state.order.id === orderId ? state.order : undefined;
  const order = useQuery({
    ...orderQuery(orderId ?? ''),
    enabled: Boolean(orderId),
    ...(seeded ? { initialData: seeded } : {}),
  });
  useLiveOrder(orderId, orderId ? [checkoutKeys.order(orderId)] : []);
  // Offline an order cannot be read (the phone keeps no order answers): it says so, with Retry.
  const online = useOnline();
  const needsConnection = useUnreachable(order) && !online;

  if (orderId && needsConnection) {
    return (
      <div className="container order-success-page status-screen">
        <h1>{t('success.pendingTitle')}</h1>
        <OfflineRetry reason="needsConnection" onRetry={() => void order.refetch()} />
        <OrderSuccessActions />
      </div>
    );
  }

  // A failed refetch keeps the order already on screen.
  if (!orderId || (order.isError && !order.data)) {
    const missing =
      !orderId || (order.error instanceof ApiError && [401, 403, 404].includes(order.error.status));
    // No order is shown, so nothing is said to be confirmed: a reload or an old link lands here.
    return (
      <div className="container order-success-page status-screen">
        <h1>{t(missing ? 'success.notFoundTitle' : 'success.pendingTitle')}</h1>
        <p className={missing ? 'muted' : 'alert alert-error'}>
          {orderId ? <ErrorText error={order.error} action="loadOrder" /> : t('success.noOrder')}
        </p>
        <OrderSuccessActions />
      </div>
    );
  }
  if (!order.data) {
    return (
      <div className="container order-success-page" aria-busy="true">
        {/* Not yet "confirmed": the id in the address may name no order. */}
        <h1>{t('success.pendingTitle')}</h1>
        <p className="muted">{t('success.loading')}</p>
        <div className="skeleton skeleton-line" />
        <div className="skeleton skeleton-line short" />
      </div>
    );
  }
  return <OrderConfirmation order={order.data} />;
}

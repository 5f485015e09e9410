import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { customerCanPayAgain } from '@isoko/shared/orders/customer-pay-again';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentDialog } from '../checkout/payment-dialog';
import { failureReasonOf } from '../checkout/payment-view';
import { checkoutKeys, orderQuery, useRetryPayment } from '../checkout/queries';
import { useLiveOrder } from '../tracking/use-live-order';
import { accountKeys } from './account-keys';

/**
 * My Orders' answer to a failed Mobile Money payment: says so, and "Pay now" sends a new prompt
 * to the phone and opens the payment instructions, which follow the payment live as at checkout.
 */
export function PayAgain({ order }: { order: CustomerOrderDto }) {
  const { t } = useTranslation('account');
  const [open, setOpen] = useState(false);
  if (!customerCanPayAgain(order) && !open) return null;
  return (
    <>
      {!open && (
        <div className="alert alert-error order-pay-again" role="status">
          <p>{t('orders.payAgain.failed')}</p>
          <button type="button" className="btn btn-accent" onClick={() => setOpen(true)}>
            {t('orders.payAgain.open')}
          </button>
        </div>
      )}
      {open && <PaymentFollow order={order} onClose={() => setOpen(false)} />}
    </>
  );
}

function PaymentFollow({ order, onClose }: { order: CustomerOrderDto; onClose: () => void }) {
  const queryClient = useQueryClient();
  const retry = useRetryPayment();
  const live = useQuery(orderQuery(order.id));
  useLiveOrder(order.id, [checkoutKeys.order(order.id), accountKeys.orders()]);
  // Opening is the shopper's "pay now": the new prompt goes to their phone once.
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    retry.mutate({ orderId: order.id, body: {} });
  }, []);
  // The order as the live updates leave it (the retry's answer is written there too): the
  // retry's own answer stays "pending", so preferring it froze the window on that.
  const current = live.data ?? retry.data;
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    onClose();
  };
  return (
    <PaymentDialog
      orderNumber={order.orderNumber}
      total={order.total}
      method="mobile_money"
      paymentStatus={retry.isPending ? 'pending' : (current?.paymentStatus ?? order.paymentStatus)}
      payerPhone={current?.payment?.payerPhone ?? null}
      failureReason={failureReasonOf(current?.payment)}
      retrying={retry.isPending}
      retryError={retry.error}
      onRetry={() => retry.mutate({ orderId: order.id, body: {} })}
      onClose={close}
      onViewOrder={close}
    />
  );
}

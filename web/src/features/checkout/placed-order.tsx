import type { OrderDto } from '@isoko/shared/orders/schema';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../routing';
import { PaymentDialog } from './payment-dialog';
import { failureReasonOf, retryPaymentBody } from './payment-view';
import { orderQuery, useRetryPayment } from './queries';

export interface PlacedOrderProps {
  /** The order as the create call returned it; the live copy comes from the query cache. */
  order: OrderDto;
}

/** The navigation state /order-success reads the order from when it is opened from here. */
export function orderSuccessState(order: OrderDto) {
  return {
    order,
    orderId: order.id,
    customerName: [order.customerInfo.firstName, order.customerInfo.lastName].filter(Boolean).join(' '),
    trackingId: order.trackingId,
  };
}

/**
 * After ordering: the Payment Instructions dialog, its status following the payment live (the
 * screen keeps the order's query live), and once closed a short card to reopen it or go on.
 */
export function PlacedOrder({ order: placed }: PlacedOrderProps) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const live = useQuery({ ...orderQuery(placed.id), initialData: placed });
  const order = live.data ?? placed;
  const retry = useRetryPayment();
  const [open, setOpen] = useState(true);
  const cardTitle = useRef<HTMLHeadingElement>(null);
  // The button that opened the dialog (Place Order) is gone with the form: closing the dialog
  // puts the focus on the card that replaces it, not back at the top of the page.
  useEffect(() => {
    if (!open) cardTitle.current?.focus();
  }, [open]);

  const viewOrder = () =>
    navigate(`/order-success?orderId=${encodeURIComponent(order.id)}`, { state: orderSuccessState(order) });

  return (
    <>
      {/* Behind the open dialog nothing else is reachable (aria-modal): the card shows once it closes. */}
      {!open && (
        <section className="card checkout-placed" aria-labelledby="checkout-placed-title">
          <h2 id="checkout-placed-title" ref={cardTitle} tabIndex={-1}>
            {t('placed.title', { number: order.orderNumber })}
          </h2>
          <p className="muted">{t('placed.body')}</p>
          <div className="checkout-dialog-actions">
            <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
              {t('placed.showPayment')}
            </button>
            <Link to="/shop" className="btn btn-outline">
              {t('success.continueShopping')}
            </Link>
            <button type="button" className="btn btn-primary" onClick={viewOrder}>
              {t('dialog.viewOrder')}
            </button>
          </div>
        </section>
      )}
      {open && (
        <PaymentDialog
          orderNumber={order.orderNumber}
          total={order.total}
          method={order.paymentMethod}
          paymentStatus={order.paymentStatus}
          payerPhone={order.payment?.payerPhone ?? null}
          failureReason={failureReasonOf(order.payment)}
          retrying={retry.isPending}
          retryError={retry.error}
          onRetry={() =>
            retry.mutate({
              orderId: order.id,
              body: retryPaymentBody(order.payment),
            })
          }
          onClose={() => setOpen(false)}
          onViewOrder={viewOrder}
        />
      )}
    </>
  );
}

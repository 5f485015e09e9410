import { customerCanCancel } from '@isoko/shared/orders/customer-cancel';
import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { OrderResponse } from '@isoko/shared/orders/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiPost } from '../../api/client';
import { Dialog } from '../../ui/dialog';
import { ErrorBanner } from '../../ui/error-banner';
import { accountKeys } from './queries';

/**
 * "Cancel order" in My Orders, while the shared rule allows it (unpaid, not yet being
 * prepared). Asks first; on success the orders and counts are fetched again, so the order shows
 * as cancelled with its reason in the history. A refusal (staff started on it meanwhile, a
 * payment came in) is said in the shopper's words and the order stays as it is.
 */
export function CancelOrder({ order }: { order: CustomerOrderDto }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => apiPost(`/api/orders/${encodeURIComponent(order.id)}/cancel`, {}, OrderResponse),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
    onSuccess: () => setAsking(false),
  });
  if (!customerCanCancel(order)) return null;
  const close = () => {
    if (!cancel.isPending) setAsking(false);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => {
          cancel.reset();
          setAsking(true);
        }}
      >
        {t('orders.cancel.open')}
      </button>
      {asking && (
        <Dialog
          title={t('orders.cancel.title', { number: order.orderNumber })}
          onClose={close}
          footer={
            <>
              <button type="button" className="btn btn-outline" onClick={close} disabled={cancel.isPending}>
                {t('orders.cancel.keep')}
              </button>
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => cancel.mutate()}
                disabled={cancel.isPending}
              >
                {cancel.isPending ? t('orders.cancel.working') : t('orders.cancel.confirm')}
              </button>
            </>
          }
        >
          <p>{t('orders.cancel.text')}</p>
          <ErrorBanner error={cancel.error} action="cancelOrder" />
        </Dialog>
      )}
    </>
  );
}

import type { AdminOrderRow } from '@isoko/shared/admin/orders-schema';
import { refundIfCancelled } from '@isoko/shared/orders/refunds';
import type { OrderStatus } from '@isoko/shared/orders/status';
import { useTranslation } from 'react-i18next';
import { useStaffOrderStatusWord } from '../../i18n/order-status-words';
import { CancelPaidDialog, useCancelPaidQuestion } from '../admin-orders/cancel-paid-dialog';

export interface SimpleOrderActionsProps {
  order: AdminOrderRow;
  onView: (id: string) => void;
  onStatus: (to: OrderStatus) => void;
  /** A status move is on its way to the server: the status choice waits for it. */
  busy: boolean;
}

/**
 * View Details and the status choice of one order in the simple dashboard. Choosing a status
 * saves it at once, except cancelling a paid order: that asks first, naming the refund it leaves
 * owed, and "keep" leaves the order and the choice as they were.
 */
export function SimpleOrderActions({ order, onView, onStatus, busy }: SimpleOrderActionsProps) {
  const { t } = useTranslation('admin');
  const statusWord = useStaffOrderStatusWord();
  // After a confirmed cancel the status choice waits for the server, then goes (a cancelled
  // order has no next status), so focus moves to the row's View Details instead of the page.
  const question = useCancelPaidQuestion<HTMLButtonElement>();

  const refund = refundIfCancelled(order);
  return (
    <div className="simple-order-actions">
      <button
        ref={question.returnTo}
        type="button"
        className="btn btn-outline btn-small"
        aria-label={t('simple.viewDetailsOf', { number: order.orderNumber })}
        onClick={() => onView(order.id)}
      >
        {t('simple.viewDetails')}
      </button>
      {order.nextStatuses.length > 0 && (
        <select
          aria-label={t('simple.changeStatus', { number: order.orderNumber })}
          value=""
          disabled={busy}
          onChange={(e) => {
            const to = e.target.value as OrderStatus;
            if (to === 'cancelled' && refund !== null) question.ask();
            else onStatus(to);
          }}
        >
          <option value="" disabled>
            {t('simple.moveTo')}
          </option>
          {order.nextStatuses.map((s) => (
            <option key={s} value={s}>
              {statusWord(s)}
            </option>
          ))}
        </select>
      )}
      {question.asking && refund !== null && (
        <CancelPaidDialog
          subject={{ orderNumber: order.orderNumber, refund }}
          onKeep={question.keep}
          onConfirm={() => question.confirm(() => onStatus('cancelled'))}
        />
      )}
    </div>
  );
}

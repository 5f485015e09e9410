import { nextStatuses, type OrderStatus } from '@isoko/shared/orders/status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffOrderStatusWord } from '../../i18n/order-status-words';
import { CancelPaidDialog, useCancelPaidQuestion } from './cancel-paid-dialog';

export interface RowStatusControlProps {
  orderNumber: string;
  status: OrderStatus;
  onSave: (to: OrderStatus) => void;
  busy: boolean;
  /**
   * What the shop would owe the customer once the order is cancelled (shared
   * `refundIfCancelled`), or null when the order was never paid and cancelling owes nothing.
   */
  refundIfCancelled: number | null;
}

/**
 * Picks the next status of one order, then Save moves it. Two steps on purpose: some browsers
 * fire a select's change on each arrow key, and a keyboard user must not ship orders by browsing.
 * Only the moves the lifecycle allows are offered; a finished order offers none. Cancelling a
 * paid order asks first, naming the refund it leaves owed, since that money must then go back.
 */
export function RowStatusControl({
  orderNumber,
  status,
  onSave,
  busy,
  refundIfCancelled,
}: RowStatusControlProps) {
  const { t } = useTranslation('admin-orders');
  const statusWord = useStaffOrderStatusWord();
  const [to, setTo] = useState<OrderStatus | ''>('');
  // After a confirmed cancel the Save button that opened the dialog is disabled, so focus goes
  // back to the status choice instead of falling to the page.
  const question = useCancelPaidQuestion<HTMLSelectElement>();

  const moves = nextStatuses(status);
  if (moves.length === 0) return null;
  const save = (next: OrderStatus) => {
    onSave(next);
    setTo('');
  };
  return (
    <form
      className="ao-row-status"
      onSubmit={(e) => {
        e.preventDefault();
        if (!to) return;
        if (to === 'cancelled' && refundIfCancelled !== null) question.ask();
        else save(to);
      }}
    >
      <select
        ref={question.returnTo}
        aria-label={t('crm.table.changeStatus', { number: orderNumber })}
        value={to}
        onChange={(e) => setTo(e.target.value as OrderStatus | '')}
      >
        <option value="">{t('crm.table.keep')}</option>
        {moves.map((s) => (
          <option key={s} value={s}>
            {statusWord(s)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="btn btn-primary btn-small"
        disabled={!to || busy}
        aria-label={t('crm.table.save', { number: orderNumber })}
      >
        {t('crm.table.saveShort')}
      </button>
      {question.asking && refundIfCancelled !== null && (
        <CancelPaidDialog
          subject={{ orderNumber, refund: refundIfCancelled }}
          onKeep={question.keep}
          onConfirm={() => question.confirm(() => save('cancelled'))}
        />
      )}
    </form>
  );
}

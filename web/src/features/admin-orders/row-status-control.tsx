import { nextStatuses, type OrderStatus } from '@isoko/shared/orders/status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffOrderStatusWord } from '../../i18n/order-status-words';

export interface RowStatusControlProps {
  orderNumber: string;
  status: OrderStatus;
  onSave: (to: OrderStatus) => void;
  busy: boolean;
}

/**
 * Picks the next status of one order, then Save moves it. Two steps on purpose: some browsers
 * fire a select's change on each arrow key, and a keyboard user must not ship orders by browsing.
 * Only the moves the lifecycle allows are offered; a finished order offers none.
 */
export function RowStatusControl({ orderNumber, status, onSave, busy }: RowStatusControlProps) {
  const { t } = useTranslation('admin-orders');
  const statusWord = useStaffOrderStatusWord();
  const [to, setTo] = useState<OrderStatus | ''>('');
  const moves = nextStatuses(status);
  if (moves.length === 0) return null;
  return (
    <form
      className="ao-row-status"
      onSubmit={(e) => {
        e.preventDefault();
        if (!to) return;
        onSave(to);
        setTo('');
      }}
    >
      <select
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
    </form>
  );
}

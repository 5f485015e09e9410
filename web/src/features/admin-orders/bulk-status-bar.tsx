import type { AdminOrderRow } from '@isoko/shared/admin/orders-schema';
import { refundIfCancelled } from '@isoko/shared/orders/refunds';
import type { OrderStatus } from '@isoko/shared/orders/status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../i18n/error-text';
import { useToast } from '../../ui/toast';
import { useBulkOutcomeText } from './bulk-outcome-text';
import { CancelPaidDialog, useCancelPaidQuestion } from './cancel-paid-dialog';
import { useBulkOrderStatus } from './queries';

/** The bulk moves offered; each order still moves only if the lifecycle allows it. */
const BULK_STATUSES = ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

export interface BulkStatusBarProps {
  /** The selected orders as listed: the move is sent for them, and their payments word the question. */
  selected: AdminOrderRow[];
  onDone: () => void;
}

/**
 * Changes the status of every selected order and says how many moved, how many could not and why.
 * Cancelling a selection with paid orders in it asks first, saying how many are paid and the
 * refund that cancelling them leaves owed in all.
 */
export function BulkStatusBar({ selected, onDone }: BulkStatusBarProps) {
  const { t } = useTranslation('admin-orders');
  const outcomeText = useBulkOutcomeText();
  const errorText = useErrorText();
  const toast = useToast();
  const bulk = useBulkOrderStatus();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  // After a confirmed cancel Apply waits for the server (disabled), so focus goes back to the
  // status choice instead of falling to the page.
  const question = useCancelPaidQuestion<HTMLSelectElement>();

  const refunds = selected.flatMap((o) => {
    const refund = refundIfCancelled(o);
    return refund === null ? [] : [refund];
  });

  const apply = (to: OrderStatus) => {
    bulk.mutate(
      { orderIds: selected.map((o) => o.id), status: to },
      {
        onSuccess: (result) => {
          // Refusals take longer to read: what moved, what did not, and why.
          toast.show(outcomeText(result), result.failed > 0 ? { ms: 8000 } : undefined);
          setStatus('');
          onDone();
        },
        onError: (error) =>
          toast.show(t('crm.bulk.requestFailed', { reason: errorText(error) }), { ms: 6000 }),
      },
    );
  };

  const handleApply = () => {
    if (selected.length === 0) {
      toast.show(t('crm.bulk.noSelection'));
      return;
    }
    if (!status) return;
    if (status === 'cancelled' && refunds.length > 0) question.ask();
    else apply(status);
  };

  return (
    <div className="ao-bulk">
      <label className="visually-hidden" htmlFor="ao-bulk-status">
        {t('crm.bulk.label')}
      </label>
      <select
        ref={question.returnTo}
        id="ao-bulk-status"
        value={status}
        onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
      >
        <option value="">{t('crm.bulk.placeholder', { count: selected.length })}</option>
        {BULK_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`crm.bulk.${s}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-outline btn-small"
        onClick={handleApply}
        disabled={bulk.isPending || (selected.length > 0 && !status)}
      >
        {t('crm.bulk.apply')}
      </button>
      {question.asking && refunds.length > 0 && (
        <CancelPaidDialog
          subject={{
            paid: refunds.length,
            selected: selected.length,
            refund: refunds.reduce((sum, r) => sum + r, 0),
          }}
          onKeep={question.keep}
          onConfirm={() => question.confirm(() => apply('cancelled'))}
        />
      )}
    </div>
  );
}

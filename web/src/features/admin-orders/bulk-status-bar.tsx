import type { OrderStatus } from '@isoko/shared/orders/status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffOrderStatusWord } from '../../i18n/order-status-words';
import { useToast } from '../../ui/toast';
import { useBulkOrderStatus } from './queries';

/** The bulk moves offered; each order still moves only if the lifecycle allows it. */
const BULK_STATUSES = ['confirmed', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

export interface BulkStatusBarProps {
  selectedIds: string[];
  onDone: () => void;
}

/** Changes the status of every selected order and says how many moved and how many could not. */
export function BulkStatusBar({ selectedIds, onDone }: BulkStatusBarProps) {
  const { t } = useTranslation('admin-orders');
  const statusWord = useStaffOrderStatusWord();
  const toast = useToast();
  const bulk = useBulkOrderStatus();
  const [status, setStatus] = useState<OrderStatus | ''>('');

  const handleApply = () => {
    if (selectedIds.length === 0) {
      toast.show(t('crm.bulk.noSelection'));
      return;
    }
    if (!status) return;
    const label = statusWord(status);
    bulk.mutate(
      { orderIds: selectedIds, status },
      {
        onSuccess: (result) => {
          if (result.failed > 0) {
            toast.show(
              `${t('crm.bulk.failed')} ${t('crm.bulk.done', { count: result.updated, status: label })}. ${t('crm.bulk.failedDetail', { count: result.failed, status: label })}`,
              { ms: 6000 },
            );
          } else toast.show(t('crm.bulk.done', { count: result.updated, status: label }));
          setStatus('');
          onDone();
        },
        onError: () => toast.show(t('crm.bulk.failed')),
      },
    );
  };

  return (
    <div className="ao-bulk">
      <label className="visually-hidden" htmlFor="ao-bulk-status">
        {t('crm.bulk.label')}
      </label>
      <select
        id="ao-bulk-status"
        value={status}
        onChange={(e) => setStatus(e.target.value as OrderStatus | '')}
      >
        <option value="">{t('crm.bulk.placeholder', { count: selectedIds.length })}</option>
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
        disabled={bulk.isPending || (selectedIds.length > 0 && !status)}
      >
        {t('crm.bulk.apply')}
      </button>
    </div>
  );
}

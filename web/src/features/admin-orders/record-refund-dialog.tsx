import { formatRwf } from '@isoko/shared/money-format';
import type { RecordRefundInput } from '@isoko/shared/orders/refunds';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/dialog';

export interface RecordRefundDialogProps {
  orderNumber: string;
  /** The refund as the form will send it. */
  refund: RecordRefundInput;
  /** Closes the question and leaves the form as it was (also on Escape). */
  onKeep: () => void;
  /** Closes the question and records the refund. */
  onConfirm: () => void;
}

/**
 * Asks before a refund is recorded, naming the amount, the method and the order: a recorded
 * refund cannot be changed or taken back, and it lowers what the order still owes.
 */
export function RecordRefundDialog({ orderNumber, refund, onKeep, onConfirm }: RecordRefundDialogProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const amount = formatRwf(refund.amount, i18n.language);
  return (
    <ConfirmDialog
      title={t('refunds.confirm.title', { number: orderNumber })}
      keepLabel={t('refunds.confirm.keep')}
      confirmLabel={t('refunds.confirm.confirm', { amount })}
      tone="primary"
      onKeep={onKeep}
      onConfirm={onConfirm}
    >
      <p>
        {t('refunds.confirm.text', {
          amount,
          number: orderNumber,
          method: t(`refunds.method.${refund.method}`),
        })}
      </p>
      <p>{t('refunds.confirm.final')}</p>
    </ConfirmDialog>
  );
}

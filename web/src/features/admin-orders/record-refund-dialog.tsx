import { formatRwf } from '@isoko/shared/money-format';
import type { RecordRefundInput } from '@isoko/shared/orders/refunds';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';

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
    <Dialog
      title={t('refunds.confirm.title', { number: orderNumber })}
      onClose={onKeep}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onKeep}>
            {t('refunds.confirm.keep')}
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            {t('refunds.confirm.confirm', { amount })}
          </button>
        </>
      }
    >
      <p>
        {t('refunds.confirm.text', {
          amount,
          number: orderNumber,
          method: t(`refunds.method.${refund.method}`),
        })}
      </p>
      <p>{t('refunds.confirm.final')}</p>
    </Dialog>
  );
}

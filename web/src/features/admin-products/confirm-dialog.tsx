import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** A red confirm button for a change that cannot be undone. */
  danger?: boolean;
  busy?: boolean;
  /** What went wrong with the last attempt, shown under the question. */
  problem?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes-or-no question in the app's dialog (keyboard and focus handled there). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger,
  busy,
  problem,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin-products');
  return (
    <Dialog
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      {problem}
    </Dialog>
  );
}

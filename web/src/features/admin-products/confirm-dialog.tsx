import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog as SharedConfirmDialog } from '../../ui/dialog';

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

/** The shared yes-or-no question with the product screens' Cancel and a message paragraph. */
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
    <SharedConfirmDialog
      title={title}
      keepLabel={t('cancel')}
      confirmLabel={confirmLabel}
      tone={danger ? 'danger' : 'primary'}
      busy={busy}
      onKeep={onCancel}
      onConfirm={onConfirm}
    >
      <p>{message}</p>
      {problem}
    </SharedConfirmDialog>
  );
}

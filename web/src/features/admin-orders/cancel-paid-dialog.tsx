import { formatRwf } from '@isoko/shared/money-format';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/dialog';

/**
 * What is about to be cancelled: one paid order, or a bulk selection with paid orders among it.
 * `refund` is what cancelling leaves owed (shared `refundIfCancelled`, summed over a selection).
 */
export type CancelPaidSubject =
  | { orderNumber: string; refund: number }
  | { paid: number; selected: number; refund: number };

/**
 * Whether the "cancel a paid order?" question is open, and where focus goes once it is answered
 * yes: to the element `returnTo` holds, since the control that asked is disabled (or gone) while
 * the server works. "Keep" leaves focus to the dialog, which gives it back to what opened it.
 */
export function useCancelPaidQuestion<T extends HTMLElement>() {
  const [asking, setAsking] = useState(false);
  const returnTo = useRef<T>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (asking || !refocus.current) return;
    refocus.current = false;
    returnTo.current?.focus();
  }, [asking]);
  return {
    asking,
    returnTo,
    ask: () => setAsking(true),
    keep: () => setAsking(false),
    /** Closes the question and runs the cancellation; focus then goes to `returnTo`. */
    confirm: (cancel: () => void) => {
      refocus.current = true;
      setAsking(false);
      cancel();
    },
  };
}

export interface CancelPaidDialogProps {
  subject: CancelPaidSubject;
  /** Closes the question and leaves the order(s) as they are (also on Escape). */
  onKeep: () => void;
  /** Closes the question and goes on with the cancellation. */
  onConfirm: () => void;
}

/**
 * Asks before a paid order is cancelled, naming the refund that will be owed. Every back-office
 * place that cancels orders asks with this one dialog. Its texts live in the admin-orders
 * namespace, which a screen may not have loaded yet (the simple dashboard): they wait in a
 * boundary of their own, so the screen around stays and focus can go back where it was.
 */
export function CancelPaidDialog(props: CancelPaidDialogProps) {
  return (
    <Suspense fallback={null}>
      <CancelPaidQuestion {...props} />
    </Suspense>
  );
}

function CancelPaidQuestion({ subject, onKeep, onConfirm }: CancelPaidDialogProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const amount = formatRwf(subject.refund, i18n.language);
  const texts =
    'orderNumber' in subject
      ? {
          title: t('crm.cancelPaid.title', { number: subject.orderNumber }),
          text: t('crm.cancelPaid.text', { number: subject.orderNumber, amount }),
          keep: t('crm.cancelPaid.keep'),
          confirm: t('crm.cancelPaid.confirm'),
        }
      : {
          title: t('crm.cancelPaid.bulk.title', { count: subject.paid }),
          text: t('crm.cancelPaid.bulk.text', { count: subject.paid, selected: subject.selected, amount }),
          keep: t('crm.cancelPaid.bulk.keep', { count: subject.selected }),
          confirm: t('crm.cancelPaid.bulk.confirm', { count: subject.paid }),
        };
  return (
    <ConfirmDialog
      title={texts.title}
      keepLabel={texts.keep}
      confirmLabel={texts.confirm}
      onKeep={onKeep}
      onConfirm={onConfirm}
    >
      <p>{texts.text}</p>
    </ConfirmDialog>
  );
}

import { formatRwf } from '@isoko/shared/money-format';
import type { PaymentMethod } from '@isoko/shared/payments/status';
import { formatRwPhone } from '@isoko/shared/phone';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { ErrorBanner } from '../../ui/error-banner';
import { CheckIcon, CloseIcon } from '../layout/icons';
import { paymentView } from './payment-view';

export interface PaymentDialogProps {
  orderNumber: string;
  total: number;
  method: PaymentMethod;
  /** The order's payment status as the server last said (updated live by the caller). */
  paymentStatus: string | undefined;
  payerPhone?: string | null;
  /** MoMo's reason for a failed attempt, when known. */
  failureReason?: string | null;
  retrying?: boolean;
  /** Why the last new payment request failed, when it did. */
  retryError?: unknown;
  onRetry: () => void;
  onClose: () => void;
  onViewOrder: () => void;
}

/** Inline drawings (no emoji font needed); pending and processing show a spinner instead. */
const ICONS = {
  pending: null,
  success: <CheckIcon size={28} />,
  failed: <CloseIcon size={28} />,
  processing: null,
  cod: <CheckIcon size={28} />,
} as const;

/** 'Payment Instructions' after ordering: its status follows the payment live. */
export function PaymentDialog(props: PaymentDialogProps) {
  const { t, i18n } = useTranslation('checkout');
  const view = paymentView(props.method, props.paymentStatus);
  const amount = formatRwf(props.total, i18n.language);
  const phone = props.payerPhone ? formatRwPhone(props.payerPhone) : '';
  return (
    // Closing loses nothing: the screen keeps a card that reopens these instructions. A stray
    // tap beside the sheet on a phone should not hide them, so only Close and Escape do.
    <Dialog
      title={t('dialog.title')}
      onClose={props.onClose}
      closeOnBackdrop={false}
      footer={
        <>
          {view === 'failed' && (
            <button
              type="button"
              className="btn btn-accent"
              onClick={props.onRetry}
              disabled={props.retrying}
              aria-busy={props.retrying || undefined}
            >
              {props.retrying ? t('dialog.retrying') : t('dialog.retry')}
            </button>
          )}
          <button type="button" className="btn btn-outline" onClick={props.onClose}>
            {t('dialog.close')}
          </button>
          <button type="button" className="btn btn-primary" onClick={props.onViewOrder}>
            {t('dialog.viewOrder')}
          </button>
        </>
      }
    >
      <div className={`checkout-pay-status is-${view}`} aria-live="polite" data-testid="payment-status">
        <span className="checkout-pay-icon" aria-hidden="true">
          {ICONS[view]}
        </span>
        <div>
          <h3>{t(`dialog.${view}.title`)}</h3>
          {view === 'pending' && (
            <>
              <p>{t('dialog.pending.sent', { amount, phone })}</p>
              <p>{t('dialog.pending.approve')}</p>
            </>
          )}
          {view === 'success' && <p>{t('dialog.success.body', { amount })}</p>}
          {view === 'failed' && (
            <>
              <p>{t('dialog.failed.body')}</p>
              {props.failureReason && (
                <p className="muted">
                  {t(`dialog.reasons.${props.failureReason}`, { defaultValue: t('dialog.reasons.other') })}
                </p>
              )}
            </>
          )}
          {view === 'processing' && <p>{t('dialog.processing.body')}</p>}
          {view === 'cod' && <p>{t('dialog.cod.body', { amount })}</p>}
        </div>
      </div>
      <dl className="facts-list checkout-dialog-facts">
        <dt>{t('dialog.orderId')}</dt>
        <dd className="nowrap" data-testid="dialog-order-number">
          {props.orderNumber}
        </dd>
        <dt>{t('dialog.amount')}</dt>
        <dd className="nowrap">{amount}</dd>
        <dt>{t('dialog.method')}</dt>
        <dd>{props.method === 'mobile_money' ? t('payment.momo') : t('payment.cod')}</dd>
      </dl>
      <ErrorBanner error={props.retryError} action="retryPayment" />
    </Dialog>
  );
}

import type { AdminOrderDetail } from '@isoko/shared/admin/orders-schema';
import { formatRwf } from '@isoko/shared/money-format';
import {
  REFUND_METHODS,
  type RecordRefundInput,
  type RefundMethod,
  refundClaims,
  refundStanding,
} from '@isoko/shared/orders/refunds';
import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useErrorText } from '../../i18n/error-text';
import { formatAdminDateTime } from './format';
import { useRecordRefund } from './queries';
import { RecordRefundDialog } from './record-refund-dialog';

/**
 * The money this order owes back: each sum (the cancelled paid order, each extra payment with
 * its reason and MoMo reference), the refunds staff recorded, what is still owed, and the
 * "Record refund" form (amount prefilled with what is still owed, never more), which asks before
 * recording. Nothing shows for an order that never owed anything.
 */
export function RefundsSection({ order, canRecord }: { order: AdminOrderDetail; canRecord: boolean }) {
  const { t, i18n } = useTranslation('admin-orders');
  const standing = useRef<HTMLParagraphElement>(null);
  const claims = refundClaims(order);
  const settled = order.refunds?.settled ?? [];
  if (claims.length === 0 && settled.length === 0) return null;
  const { outstanding } = refundStanding(order);
  return (
    <section
      aria-labelledby="ao-d-refunds"
      className={outstanding > 0 ? 'ao-refunds' : 'ao-refunds ao-refunds-settled'}
    >
      <h3 id="ao-d-refunds">{t('refunds.title')}</h3>
      <ul className="ao-refund-list">
        {claims.map((claim, i) => (
          <li key={`${claim.source}-${i}`}>
            <span>
              {t(`refunds.why.${claim.source}`)}
              {claim.reference ? (
                <small className="muted ao-refund-ref">
                  {' '}
                  {t('refunds.momoReference', { reference: claim.reference })}
                </small>
              ) : null}
            </span>
            <strong>{formatRwf(claim.amount, i18n.language)}</strong>
          </li>
        ))}
        {settled.map((refund) => (
          <li key={`${refund.at}-${refund.amount}`} className="ao-refund-given">
            <span>
              {t(`refunds.given.${refund.method}`)}{' '}
              <time dateTime={refund.at} className="muted">
                {formatAdminDateTime(refund.at, i18n.language)}
              </time>
              {refund.reference ? (
                <small className="muted ao-refund-ref">
                  {' '}
                  {t('refunds.reference', { reference: refund.reference })}
                </small>
              ) : null}
            </span>
            <strong>-{formatRwf(refund.amount, i18n.language)}</strong>
          </li>
        ))}
      </ul>
      {/* Focus comes here once a refund is confirmed: the form's button waits (or the form goes),
          and this line then says what is still owed. */}
      <p ref={standing} className="ao-refund-outstanding" data-testid="ao-refund-outstanding" tabIndex={-1}>
        {outstanding > 0
          ? t('refunds.outstanding', { amount: formatRwf(outstanding, i18n.language) })
          : t('refunds.settled')}
      </p>
      {canRecord && outstanding > 0 && (
        <RecordRefundForm
          orderId={order.id}
          orderNumber={order.orderNumber}
          outstanding={outstanding}
          standing={standing}
        />
      )}
    </section>
  );
}

interface RecordRefundFormProps {
  orderId: string;
  orderNumber: string;
  outstanding: number;
  /** Where focus goes once a refund is confirmed. */
  standing: RefObject<HTMLElement | null>;
}

function RecordRefundForm({ orderId, orderNumber, outstanding, standing }: RecordRefundFormProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const errorText = useErrorText();
  const record = useRecordRefund(orderId);
  const [amount, setAmount] = useState(String(outstanding));
  const [method, setMethod] = useState<RefundMethod>('mobile_money');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The refund the question names, held as asked: what staff confirm is what is sent.
  const [asking, setAsking] = useState<RecordRefundInput | null>(null);
  const confirmed = useRef(false);
  // After a yes the question closes while the button waits for the server: focus goes to the
  // line that will say what is still owed, not to the disabled button (or the page).
  useEffect(() => {
    if (asking || !confirmed.current) return;
    confirmed.current = false;
    standing.current?.focus();
  }, [asking, standing]);
  // When what is owed changes (a partial refund recorded here or by someone else), the amount
  // starts again from the new sum; the method staff chose stays, as the rest often goes back
  // the same way.
  const [prefilledFrom, setPrefilledFrom] = useState(outstanding);
  if (prefilledFrom !== outstanding) {
    setPrefilledFrom(outstanding);
    setAmount(String(outstanding));
    setProblem(null);
  }

  // Someone else recorded a refund meanwhile: the server says how much is still owed, so say it
  // as the form's own check would.
  const refusalText = (refusal: unknown) => {
    const owed = overOwedBy(refusal);
    return owed === null
      ? errorText(refusal)
      : t('refunds.form.amountTooHigh', { amount: formatRwf(owed, i18n.language) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value < 1) return setProblem(t('refunds.form.amountInvalid'));
    if (value > outstanding) {
      return setProblem(t('refunds.form.amountTooHigh', { amount: formatRwf(outstanding, i18n.language) }));
    }
    setProblem(null);
    setAsking({ amount: value, method, reference: reference.trim() || null });
  };

  const handleConfirm = (refund: RecordRefundInput) => {
    confirmed.current = true;
    setAsking(null);
    // The reference belongs to the refund just given: the next one has its own.
    record.mutate(refund, { onSuccess: () => setReference('') });
  };

  const error = problem ?? (record.isError ? refusalText(record.error) : null);
  return (
    <>
      <form className="ao-refund-form" onSubmit={submit} noValidate>
        <div className="ao-refund-fields">
          <div className="field">
            <label htmlFor="ao-refund-amount">{t('refunds.form.amount')}</label>
            <input
              id="ao-refund-amount"
              type="number"
              inputMode="numeric"
              min={1}
              max={outstanding}
              step={1}
              value={amount}
              onChange={(e) => setAmount(e.currentTarget.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={error ? 'ao-refund-error' : undefined}
            />
          </div>
          <div className="field">
            <label htmlFor="ao-refund-method">{t('refunds.form.method')}</label>
            <select
              id="ao-refund-method"
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value as RefundMethod)}
            >
              {REFUND_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`refunds.method.${m}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="ao-refund-reference">{t('refunds.form.reference')}</label>
            <input
              id="ao-refund-reference"
              type="text"
              maxLength={100}
              value={reference}
              onChange={(e) => setReference(e.currentTarget.value)}
            />
          </div>
        </div>
        {error && (
          <p role="alert" className="field-error" id="ao-refund-error">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={record.isPending}>
          {record.isPending ? t('refunds.form.saving') : t('refunds.form.submit')}
        </button>
      </form>
      {asking && (
        <RecordRefundDialog
          orderNumber={orderNumber}
          refund={asking}
          onKeep={() => setAsking(null)}
          onConfirm={() => handleConfirm(asking)}
        />
      )}
    </>
  );
}

/** What is still owed, from a REFUND_OVER_OWED refusal's details; null for any other failure. */
function overOwedBy(refusal: unknown): number | null {
  if (!(refusal instanceof ApiError) || refusal.code !== 'REFUND_OVER_OWED') return null;
  const details = refusal.details as { outstanding?: unknown } | undefined;
  return typeof details?.outstanding === 'number' ? details.outstanding : null;
}

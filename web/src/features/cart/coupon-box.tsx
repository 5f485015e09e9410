import type { CouponResult } from '@isoko/shared/checkout/schema';
import { formatRwf } from '@isoko/shared/money';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

const KNOWN_COUPON_ERRORS = [
  'COUPON_INVALID',
  'COUPON_NOT_STARTED',
  'COUPON_EXPIRED',
  'COUPON_MIN_TOTAL',
  'COUPON_FIRST_ORDER_ONLY',
  'COUPON_USAGE_LIMIT',
] as const;

export interface CouponBoxProps {
  /** The code currently applied, if any. */
  applied: string | null;
  /** The coupon as the latest pricing evaluated it (it may stop applying when the cart changes). */
  evaluation: CouponResult | null | undefined;
  /** Checks the code with the server; rejects with an ApiError. */
  onApply: (code: string) => Promise<void>;
  onRemove: () => void;
}

/** Words a coupon rejection: the code's own text, else the server's, else a default per code. */
export function useCouponErrorText() {
  const { t } = useTranslation('cart');
  return (error: unknown): string => {
    if (!(error instanceof ApiError)) return t('coupon.failed');
    if (error.code === 'NETWORK' || error.code === 'BAD_RESPONSE' || error.status >= 500)
      return t('coupon.failed');
    if ((KNOWN_COUPON_ERRORS as readonly string[]).includes(error.code)) {
      const min = (error.details as { minSubtotal?: unknown } | undefined)?.minSubtotal;
      return t(`coupon.errors.${error.code}`, { min: typeof min === 'number' ? formatRwf(min) : '' });
    }
    return error.message || t('coupon.invalid');
  };
}

/**
 * The coupon box: upper-cased as typed, trimmed, Apply disabled while empty or
 * applying. An applied coupon shows with its effect and a way to remove it.
 */
export function CouponBox({ applied, evaluation, onApply, onRemove }: CouponBoxProps) {
  const { t } = useTranslation('cart');
  const errorText = useCouponErrorText();
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = code.trim();

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || applying) return;
    setApplying(true);
    setError(null);
    try {
      await onApply(trimmed);
      setCode('');
    } catch (e) {
      setError(errorText(e));
    } finally {
      setApplying(false);
    }
  };

  if (applied) {
    const rejected = evaluation && !evaluation.success;
    return (
      <div className="coupon-box coupon-applied" aria-live="polite">
        <p className={rejected ? 'coupon-rejected' : 'coupon-ok'}>
          <strong>{t('coupon.applied', { code: applied })}</strong>
          {evaluation?.success && evaluation.description && (
            <span className="muted"> — {evaluation.description}</span>
          )}
          {evaluation?.success && evaluation.freeShipping && (
            <span className="badge coupon-free">{t('coupon.freeShipping')}</span>
          )}
        </p>
        {rejected && evaluation.error && (
          <p className="field-error" role="alert">
            {evaluation.error.code === 'COUPON_MIN_TOTAL'
              ? t('coupon.errors.minTotalGeneric')
              : t(`coupon.errors.${evaluation.error.code}`)}
          </p>
        )}
        <button type="button" className="btn-link" onClick={onRemove}>
          {t('coupon.remove')}
        </button>
      </div>
    );
  }

  return (
    <form className="coupon-box" onSubmit={handleSubmit} noValidate>
      <label htmlFor="coupon-code">{t('coupon.label')}</label>
      <div className="coupon-row">
        <input
          id="coupon-code"
          value={code}
          placeholder={t('coupon.placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          onChange={(e) => {
            setCode(e.target.value.toUpperCase());
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : undefined}
        />
        <button type="submit" className="btn btn-outline" disabled={!trimmed || applying}>
          {applying ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
      {error && (
        <p className="field-error" id="coupon-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

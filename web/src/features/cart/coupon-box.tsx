import type { CouponResult } from '@isoko/shared/coupons/schema';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText, WithErrorText } from '../../ui/error-text';
import { couponWords } from './coupon-words';

export interface CouponBoxProps {
  /** The code currently applied, if any. */
  applied: string | null;
  /** The coupon as the latest pricing evaluated it (it may stop applying when the cart changes). */
  evaluation: CouponResult | null | undefined;
  /** Checks the code with the server; rejects with an ApiError. */
  onApply: (code: string) => Promise<void>;
  onRemove: () => void;
}

/**
 * The coupon box: upper-cased as typed, trimmed, Apply disabled while empty or
 * applying. An applied coupon shows with its effect and a way to remove it.
 */
export function CouponBox({ applied, evaluation, onApply, onRemove }: CouponBoxProps) {
  const { t, i18n } = useTranslation('cart');
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [error, setError] = useState<unknown>(null);
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
      setError(e);
    } finally {
      setApplying(false);
    }
  };

  if (applied) {
    const rejected = evaluation && !evaluation.success;
    const words = evaluation?.success ? couponWords(t, evaluation, i18n.language) : '';
    return (
      <div className="coupon-box coupon-applied" aria-live="polite">
        <p className={rejected ? 'coupon-rejected' : 'coupon-ok'}>
          <strong>{t('coupon.applied', { code: applied })}</strong>
          {/* In the shopper's language from the coupon's data; staff's text only as a fallback. */}
          {evaluation?.success && words && <span className="muted"> — {words}</span>}
          {evaluation?.success && evaluation.freeShipping && (
            <span className="badge coupon-free">{t('coupon.freeShipping')}</span>
          )}
        </p>
        {rejected && evaluation.error && (
          <p className="field-error" role="alert">
            <ErrorText error={evaluation.error} />
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
          aria-invalid={error != null ? true : undefined}
          aria-describedby={error != null ? 'coupon-error' : undefined}
        />
        <button type="submit" className="btn btn-outline" disabled={!trimmed || applying}>
          {applying ? t('coupon.applying') : t('coupon.apply')}
        </button>
      </div>
      {error != null && (
        <WithErrorText error={error} action="applyCoupon">
          {(text) => (
            <p className="field-error" id="coupon-error" role="alert">
              {text}
            </p>
          )}
        </WithErrorText>
      )}
    </form>
  );
}

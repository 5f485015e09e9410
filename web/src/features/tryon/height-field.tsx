import { TRYON_HEIGHT_MAX_CM, TRYON_HEIGHT_MIN_CM } from '@isoko/shared/tryon/schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HeightInput } from './use-height-input';

/**
 * The optional "Your height" field, in centimetres. A text box with a numeric keyboard rather
 * than a number box: phones show digits only, and a scroll wheel cannot change the height.
 */
export function HeightField({ input }: { input: HeightInput }) {
  const { t } = useTranslation('tryon');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field tryon-height">
      <label htmlFor={id}>{t('height.label')}</label>
      <input
        ref={input.ref}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        value={input.text}
        aria-invalid={input.invalid}
        aria-describedby={input.invalid ? `${errorId} ${hintId}` : hintId}
        onChange={(e) => input.onChange(e.target.value)}
        onBlur={input.onBlur}
      />
      {input.invalid && (
        <span id={errorId} className="field-error">
          {t('height.error', { min: TRYON_HEIGHT_MIN_CM, max: TRYON_HEIGHT_MAX_CM })}
        </span>
      )}
      <span id={hintId} className="tryon-hint">
        {t('height.hint')}
      </span>
    </div>
  );
}

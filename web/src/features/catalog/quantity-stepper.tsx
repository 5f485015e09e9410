import { useTranslation } from 'react-i18next';

/** Minus, the number and plus; stays between 1 and `max`. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation('product');
  const clamp = (n: number) => Math.max(1, Math.min(max, Number.isFinite(n) ? Math.floor(n) : 1));
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">{t('quantity.label')}</legend>
      <button
        type="button"
        aria-label={t('quantity.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(clamp(value - 1))}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        value={value}
        aria-label={t('quantity.label')}
        onChange={(e) => onChange(clamp(Number(e.target.value)))}
      />
      <button
        type="button"
        aria-label={t('quantity.increase')}
        disabled={value >= max}
        onClick={() => onChange(clamp(value + 1))}
      >
        +
      </button>
    </fieldset>
  );
}

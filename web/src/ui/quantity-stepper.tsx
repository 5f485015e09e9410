import { useTranslation } from 'react-i18next';
import './quantity-stepper.css';

export interface QuantityStepperProps {
  value: number;
  /** The most that can be chosen (what is in stock); + is disabled at it. */
  max: number;
  onChange: (value: number) => void;
  /** The least that can be chosen; − is disabled at it. */
  min?: number;
  /** Names the buttons after a product ("Increase quantity of …") where several steppers share a page. */
  name?: string;
  /** A typed number (default) or a plain readout between the buttons. */
  editable?: boolean;
  /** Told when a number above `max` was typed (the box is brought back to `max`). */
  onOverMax?: (max: number) => void;
}

/** Keeps a chosen quantity a whole number between `min` and `max`. */
export function clampQuantity(n: number, min: number, max: number): number {
  const whole = Number.isFinite(n) ? Math.floor(n) : min;
  return Math.max(min, Math.min(max, whole));
}

/**
 * Minus, the number and plus. Minus only lowers and plus only raises, so a quantity already
 * above `max` (stock fell after it was chosen) can be stepped down one at a time.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  min = 1,
  name,
  editable = true,
  onOverMax,
}: QuantityStepperProps) {
  const { t } = useTranslation();
  const label = t('ui.quantity.label');
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">{label}</legend>
      <button
        type="button"
        aria-label={name ? t('ui.quantity.decreaseOf', { name }) : t('ui.quantity.decrease')}
        disabled={value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        −
      </button>
      {editable ? (
        <input
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={value}
          aria-label={label}
          onChange={(e) => {
            const box = e.currentTarget;
            const typed = Number(box.value);
            const next = clampQuantity(typed, min, max);
            onChange(next);
            if (typed > max) {
              // The box shows what is taken: when the quantity was already at the top, nothing is
              // drawn again and the typed number would otherwise stay in view.
              box.value = String(next);
              onOverMax?.(max);
            }
          }}
        />
      ) : (
        <output className="stepper-value" aria-live="polite" data-testid="quantity">
          {value}
        </output>
      )}
      <button
        type="button"
        aria-label={name ? t('ui.quantity.increaseOf', { name }) : t('ui.quantity.increase')}
        disabled={value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        +
      </button>
    </fieldset>
  );
}

import type { OptionAvailability } from '@isoko/shared/catalog/variant';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './catalog.css';

interface OptionGroupProps {
  label: string;
  required?: boolean;
  values: string[];
  availability: OptionAvailability[];
  chosen: string;
  onChoose: (value: string) => void;
  kind: 'size' | 'color';
}

/** One row of choices (sizes or colours). Sold-out values are disabled and marked. */
function OptionGroup({ label, required, values, availability, chosen, onChoose, kind }: OptionGroupProps) {
  const { t } = useTranslation('product');
  const id = useId();
  return (
    <fieldset className="option-group">
      <legend id={id}>
        {label}
        {required && <span className="required"> {t('variant.required')}</span>}
        {chosen && <span className="option-chosen">: {chosen}</span>}
      </legend>
      <div className="option-values">
        {values.map((value) => {
          const soldOut =
            availability.find((o) => o.value.toLowerCase() === value.toLowerCase())?.soldOut ?? true;
          const selected = chosen === value;
          return (
            <button
              key={value}
              type="button"
              className={`option${selected ? ' is-selected' : ''}${soldOut ? ' is-sold-out' : ''} option-${kind}`}
              aria-pressed={selected}
              disabled={soldOut}
              onClick={() => onChoose(selected ? '' : value)}
            >
              {value}
              {soldOut && <span className="visually-hidden"> ({t('variant.soldOut')})</span>}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

export interface VariantPickerProps {
  sizes: string[];
  colors: string[];
  options: { sizes: OptionAvailability[]; colors: OptionAvailability[] };
  size: string;
  color: string;
  onSize: (size: string) => void;
  onColor: (color: string) => void;
}

export function VariantPicker({ sizes, colors, options, size, color, onSize, onColor }: VariantPickerProps) {
  const { t } = useTranslation('product');
  return (
    <div className="variant-picker">
      {sizes.length > 0 && (
        <OptionGroup
          kind="size"
          label={t('variant.size')}
          required
          values={sizes}
          availability={options.sizes}
          chosen={size}
          onChoose={onSize}
        />
      )}
      {colors.length > 0 && (
        <OptionGroup
          kind="color"
          label={t('variant.color')}
          values={colors}
          availability={options.colors}
          chosen={color}
          onChoose={onColor}
        />
      )}
    </div>
  );
}

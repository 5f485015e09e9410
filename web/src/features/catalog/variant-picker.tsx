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
  /** The text shown for a value (a size or colour in the shopper's language); the value itself by default. */
  labels?: ReadonlyMap<string, string>;
}

/** One row of choices (sizes or colours). Sold-out values are disabled and marked. */
function OptionGroup({
  label,
  required,
  values,
  availability,
  chosen,
  onChoose,
  kind,
  labels,
}: OptionGroupProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const shown = (value: string) => labels?.get(value) ?? value;
  return (
    <fieldset className="option-group">
      <legend id={id}>
        {label}
        {required && <span className="required"> {t('variant.required')}</span>}
        {chosen && <span className="option-chosen">{t('common:chosenValue', { value: shown(chosen) })}</span>}
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
              // Tapping the chosen value again clears it, unless it is the only one there is.
              onClick={() => onChoose(selected && values.length > 1 ? '' : value)}
            >
              {shown(value)}
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
  /** Colour names in the shopper's language, by stored colour. */
  colorLabels?: ReadonlyMap<string, string>;
  /** Size names in the shopper's language ("Moyenne" for Medium), by stored size. */
  sizeLabels?: ReadonlyMap<string, string>;
}

export function VariantPicker({
  sizes,
  colors,
  options,
  size,
  color,
  onSize,
  onColor,
  colorLabels,
  sizeLabels,
}: VariantPickerProps) {
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
          labels={sizeLabels}
        />
      )}
      {colors.length > 0 && (
        <OptionGroup
          kind="color"
          label={t('variant.color')}
          // Adding to the cart asks for a colour as it does for a size, so both are marked alike.
          required
          values={colors}
          availability={options.colors}
          chosen={color}
          onChoose={onColor}
          labels={colorLabels}
        />
      )}
    </div>
  );
}

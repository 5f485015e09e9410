import { useId } from 'react';

export interface OptionGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
}

/** A set of radio buttons shown as chips; arrow keys move between them like any radio group. */
export function OptionGroup<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  labelOf,
}: OptionGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="tryon-options">
      <legend>{legend}</legend>
      <div className="tryon-chips">
        {options.map((option) => (
          <label key={option} className="tryon-chip">
            <input
              type="radio"
              name={`${name}-${id}`}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{labelOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

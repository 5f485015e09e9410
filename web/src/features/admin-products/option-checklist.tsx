export interface OptionChecklistProps {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Turns an option into its shown name (the stored value stays as listed). */
  labelOf?: (option: string) => string;
}

/** A group of check boxes; the value keeps the options' listed order. */
export function OptionChecklist({ legend, options, value, onChange, labelOf }: OptionChecklistProps) {
  const toggle = (option: string) =>
    onChange(
      value.includes(option)
        ? value.filter((v) => v !== option)
        : options.filter((o) => o === option || value.includes(o)),
    );
  return (
    <fieldset className="admin-options">
      <legend>{legend}</legend>
      <div className="admin-options-list">
        {options.map((option) => (
          <label key={option} className="admin-option">
            <input type="checkbox" checked={value.includes(option)} onChange={() => toggle(option)} />
            {labelOf ? labelOf(option) : option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { OTP_LENGTH } from '@isoko/shared/auth/schema';
import type { InputHTMLAttributes, Ref } from 'react';

export interface CodeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** Six digits, digits only; the phone's keyboard offers the code from the SMS (one-time-code). */
export function CodeInput({ id, label, value, onChange, error, inputRef, ...rest }: CodeInputProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        className="code-input"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        {...rest}
      />
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

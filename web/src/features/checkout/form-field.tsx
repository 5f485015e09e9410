import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** An i18n key of the `checkout` namespace (the forms' messages are keys). */
  error?: string;
  hint?: string;
  children: ReactNode;
}

/** Label, control and its message; the message is tied to the control for screen readers. */
export function FormField({ id, label, required, error, hint, children }: FormFieldProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="checkout-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && <p className="muted checkout-hint">{hint}</p>}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {t(error)}
        </p>
      )}
    </div>
  );
}

/** aria attributes for a control whose FormField may show an error. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

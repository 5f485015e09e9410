import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormFieldProps {
  id: string;
  label: string;
  /** A key of the `admin-products` namespace (the form's messages are keys). */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** Label, control, hint and its message; the message is tied to the control for screen readers. */
export function FormField({ id, label, error, hint, required, children }: FormFieldProps) {
  const { t } = useTranslation('admin-products');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && !error && <p className="muted admin-form-hint">{hint}</p>}
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

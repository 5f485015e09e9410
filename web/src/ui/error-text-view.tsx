import type { ReactNode } from 'react';
import { type ErrorAction, useErrorText } from '../i18n/error-text';

export interface ErrorTextViewProps {
  error: unknown;
  action?: ErrorAction;
  children: (text: string) => ReactNode;
}

/** Hands the shopper's words for `error` to `children` (loaded with the `errors` namespace). */
export function ErrorTextView({ error, action, children }: ErrorTextViewProps) {
  const errorText = useErrorText();
  return <>{children(errorText(error, action))}</>;
}

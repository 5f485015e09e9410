import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorAction } from '../i18n/error-text';
import { lazyPart } from './lazy-part';

// The error words and their namespace load the first time something fails, never with a page.
// Offline before they ever loaded, the block says only that something went wrong.
const ErrorTextView = lazyPart(() => import('./error-text-view').then((m) => m.ErrorTextView), {
  unreachable: ({ children }) => <GenericErrorText>{children}</GenericErrorText>,
});

function GenericErrorText({ children }: { children: (text: string) => ReactNode }) {
  const { t } = useTranslation();
  return <>{children(t('error.title'))}</>;
}

export interface WithErrorTextProps {
  /** What the failed call threw (an ApiError keeps the server's code), or `{ code }`. */
  error: unknown;
  /** What the shopper was doing: it words generic failures and may word some codes its own way. */
  action?: ErrorAction;
  /** The whole error block, built around its text: nothing shows until the words are ready. */
  children: (text: string) => ReactNode;
}

/** Renders an error block once its words are loaded, so an alert never appears without text. */
export function WithErrorText({ error, action, children }: WithErrorTextProps) {
  return (
    <Suspense fallback={null}>
      <ErrorTextView error={error} action={action}>
        {children}
      </ErrorTextView>
    </Suspense>
  );
}

/** The shopper's words for a failed call, as inline text. */
export function ErrorText({ error, action }: { error: unknown; action?: ErrorAction }) {
  return (
    <WithErrorText error={error} action={action}>
      {(text) => text}
    </WithErrorText>
  );
}

import type { ErrorAction } from '../i18n/error-text';
import { WithErrorText } from './error-text';
import './ui.css';
import { AlertIcon } from '../features/layout/icons';

export type ErrorBannerProps =
  /** A text already in the shopper's words; nothing shows without one. */
  | { message: string | null | undefined; error?: never; action?: never }
  /** A failed call, worded from the `errors` namespace; nothing shows while it is null. */
  | { error: unknown; action?: ErrorAction; message?: never };

function Banner({ text }: { text: string }) {
  return (
    <div className="alert alert-error error-banner" role="alert">
      <span aria-hidden="true" className="error-banner-mark">
        <AlertIcon />
      </span>
      <span>{text}</span>
    </div>
  );
}

/** The red error banner with a warning mark. */
export function ErrorBanner(props: ErrorBannerProps) {
  if (props.message !== undefined) return props.message ? <Banner text={props.message} /> : null;
  if (props.error == null) return null;
  return (
    <WithErrorText error={props.error} action={props.action}>
      {(text) => <Banner text={text} />}
    </WithErrorText>
  );
}

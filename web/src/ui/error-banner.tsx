import './ui.css';
/** The red error banner with a warning mark; renders nothing without a message. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div className="alert alert-error error-banner" role="alert">
      <span aria-hidden="true" className="error-banner-mark">
        ⚠
      </span>
      <span>{message}</span>
    </div>
  );
}

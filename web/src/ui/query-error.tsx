import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/error-text';
import './ui.css';

export interface QueryErrorProps {
  /** What the failed query threw. */
  error: unknown;
  onRetry: () => void;
  /** What could not be shown; a general "We couldn't load this." otherwise. */
  title?: string;
}

/** An honest failure: what went wrong in plain words, and a Retry button. Never sample data. */
export function QueryError({ error, onRetry, title }: QueryErrorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <div className="alert alert-error query-error" role="alert">
      <p>
        <strong>{title ?? t('ui.loadFailed')}</strong> {errorText(error, 'load')}
      </p>
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

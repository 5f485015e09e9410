import { useTranslation } from 'react-i18next';
import { WithErrorText } from './error-text';
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
  return (
    <WithErrorText error={error} action="load">
      {(text) => (
        <div className="alert alert-error query-error" role="alert">
          <p>
            <strong>{title ?? t('ui.loadFailed')}</strong> {text}
          </p>
          <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      )}
    </WithErrorText>
  );
}

import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';

/** An honest failure: what went wrong in plain words, and a Retry button. Never sample products. */
export function QueryError({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  title?: string;
}) {
  const { t } = useTranslation('catalog');
  const offline = error instanceof ApiError && error.code === 'NETWORK';
  return (
    <div className="alert alert-error query-error" role="alert">
      <p>
        <strong>{title ?? t('error.title')}</strong> {offline ? t('error.offline') : t('error.server')}
      </p>
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
        {t('error.retry')}
      </button>
    </div>
  );
}

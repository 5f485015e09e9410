import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from '../../routing';
import { isStaleCodeError, reloadForNewCode } from './stale-code';

/**
 * The route error boundary: an uncaught render error never leaves a blank page. A screen whose
 * script is gone since the shop was updated reloads the page once, to the new version.
 */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    if (isStaleCodeError(error)) reloadForNewCode();
  }, [error]);
  return (
    <div className="container status-screen" role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.body')}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** The route error boundary: an uncaught render error never leaves a blank page. */
export function ErrorScreen() {
  const { t } = useTranslation();
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

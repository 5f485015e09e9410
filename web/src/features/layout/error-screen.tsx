import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from '../../routing';
import { useOnline } from './network-status';
import { OfflineScreen } from './offline-banner';
import { actionForFailure, reloadForNewCode, serverReachable } from './stale-code';

/**
 * The route error boundary: an uncaught render error never leaves a blank page. A screen whose
 * script is gone since the shop was updated reloads the page once, to the new version. A screen
 * whose script could not be downloaded because the network is gone never reloads (that would
 * leave the shop for the browser's offline page): it says the screen needs the network, and
 * opens once the network is back.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const online = useOnline();
  const action = actionForFailure(error, online);
  // The server did not answer though the browser says it is online.
  const [unreachable, setUnreachable] = useState(false);
  useEffect(() => {
    if (action !== 'check') return;
    let current = true;
    void serverReachable().then((reachable) => {
      if (!current) return;
      setUnreachable(!reachable);
      if (reachable) reloadForNewCode();
    });
    return () => {
      current = false;
    };
  }, [action]);

  if (action === 'offline' || (action === 'check' && unreachable)) {
    const retry = () => {
      void serverReachable().then((reachable) => {
        if (reachable) window.location.reload();
      });
    };
    return <OfflineScreen reason="needsConnection" onRetry={retry} />;
  }
  return <ErrorText />;
}

function ErrorText() {
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

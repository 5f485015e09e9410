import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from './network-status';
import './offline.css';

function OfflineText() {
  const { t } = useTranslation('offline');
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <strong>{t('banner.title')}</strong> <span>{t('banner.body')}</span>
    </div>
  );
}

/** Shown while the network is gone: what still works (pages seen before, the cart, the wishlist). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineText />
    </Suspense>
  );
}

/** A short line under an action that needs the network, shown only while offline. */
export function NeedsNetwork({ action }: { action: 'order' | 'checkout' }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <NeedsNetworkText action={action} />
    </Suspense>
  );
}

function NeedsNetworkText({ action }: { action: 'order' | 'checkout' }) {
  const { t } = useTranslation('offline');
  return (
    <p className="alert alert-info needs-network" role="status">
      {t(`needsNetwork.${action}`)}
    </p>
  );
}

/**
 * Offline, in place of a page the service worker did not keep (never opened before): says so,
 * with a Retry button for when the network is back.
 */
export function NotSavedOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <Suspense fallback={null}>
      <NotSavedText onRetry={onRetry} />
    </Suspense>
  );
}

function NotSavedText({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['offline', 'common']);
  return (
    <div className="alert alert-info not-saved-offline" role="status" data-testid="not-saved-offline">
      <p>
        <strong>{t('notSaved.title')}</strong> {t('notSaved.body')}
      </p>
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}

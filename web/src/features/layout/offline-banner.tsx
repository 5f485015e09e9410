import i18next from 'i18next';
import { type ReactNode, Suspense, useEffect } from 'react';
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

/**
 * Fetches the words of the banner and of the offline notices while the network is there (drawn
 * once the first screen has painted): going offline before the service worker has kept them must
 * still say what happened, in the shopper's language.
 */
export function KeepOfflineWords() {
  useEffect(() => {
    void i18next.loadNamespaces('offline').catch(() => undefined);
  }, []);
  return null;
}

/** What needs the network: placing an order, checkout, sending a sign-in code. */
export type NeedsNetworkAction = 'order' | 'checkout' | 'signIn' | 'verifyCode';

/** A short line under an action that needs the network, shown only while offline. */
export function NeedsNetwork({ action }: { action: NeedsNetworkAction }) {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <NeedsNetworkText action={action} />
    </Suspense>
  );
}

function NeedsNetworkText({ action }: { action: NeedsNetworkAction }) {
  const { t } = useTranslation('offline');
  return (
    <p className="alert alert-info needs-network" role="status">
      {t(`needsNetwork.${action}`)}
    </p>
  );
}

/**
 * Why a screen cannot open without the network: `notSaved`, a page anyone may see that the
 * service worker did not keep (never opened before); `needsConnection`, a page whose answers are
 * never kept on the phone (the shopper's own account, orders, sign-in), so it only opens online;
 * `part`, one part of a screen whose code was not downloaded yet (the rest of the screen works).
 */
export type OfflineReason = 'notSaved' | 'needsConnection' | 'part';

const OFFLINE_TEST_IDS: Record<OfflineReason, string> = {
  notSaved: 'not-saved-offline',
  needsConnection: 'needs-connection',
  part: 'part-offline',
};

/**
 * Offline, in place of what could not load: says why, with a Retry button for when the network
 * is back. The one notice every screen uses for this.
 */
export function OfflineRetry({
  reason = 'notSaved',
  onRetry,
}: {
  reason?: OfflineReason;
  onRetry: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <OfflineRetryText reason={reason} onRetry={onRetry} />
    </Suspense>
  );
}

function OfflineRetryText({ reason, onRetry }: { reason: OfflineReason; onRetry: () => void }) {
  const { t } = useTranslation(['offline', 'common']);
  return (
    <div className="alert alert-info offline-retry" role="status" data-testid={OFFLINE_TEST_IDS[reason]}>
      <p>
        <strong>{t(`${reason}.title`)}</strong> {t(`${reason}.body`)}
      </p>
      <button type="button" className="btn btn-outline btn-small" onClick={onRetry}>
        {t('common:retry')}
      </button>
    </div>
  );
}

/** A whole screen that cannot open offline: the notice, then what else the screen offers (a way back). */
export function OfflineScreen({
  reason,
  onRetry,
  children,
}: {
  reason?: OfflineReason;
  onRetry: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="container status-screen">
      <OfflineRetry reason={reason} onRetry={onRetry} />
      {children}
    </div>
  );
}

import { withAddressLanguage } from '@isoko/shared/i18n-language';
import { type UseQueryResult, useQueries, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couldNotReach, isNetworkError, useAskAgainWhenOnline } from '../api/unreachable';
import { AccountHeader } from '../features/account/account-header';
import { AddressesTab } from '../features/account/addresses-tab';
import { ForYouTab } from '../features/account/for-you-tab';
import { GuestWishlist } from '../features/account/guest-wishlist';
import { OrdersList } from '../features/account/orders-list';
import { OverviewTab } from '../features/account/overview-tab';
import {
  accountKeys,
  addressesQuery,
  ordersQuery,
  profileQuery,
  statsQuery,
  wishlistQuery,
} from '../features/account/queries';
import { SettingsTab } from '../features/account/settings-tab';
import { useMergeLocalWishlist } from '../features/account/wishlist-sync';
import { WishlistTab } from '../features/account/wishlist-tab';
import { OfflineRetry, OfflineScreen } from '../features/layout/offline-banner';
import { useLogout } from '../features/layout/use-logout';
import { Navigate, useLocation, useSearchParams } from '../routing';
import { useSession, useSessionUnreachable } from '../session/queries';
import { Tabs } from '../ui/tabs';
import '../features/account/account.css';
import { ErrorText } from '../ui/error-text';

const TABS = ['overview', 'orders', 'wishlist', 'forYou', 'addresses', 'settings'] as const;

/** /account (and /my-account): the signed-in customer's area. */
export function Component() {
  const { t } = useTranslation('account');
  const session = useSession();
  const sessionReach = useSessionUnreachable();
  const { search } = useLocation();
  const wishlistAsked = new URLSearchParams(search).get('tab') === 'wishlist';
  if (session === 'loading') {
    // Offline nothing of the account is kept on the phone: it says it needs a connection.
    // The wishlist kept in this browser opens offline all the same.
    if (sessionReach.unreachable && wishlistAsked) return <GuestWishlist />;
    if (sessionReach.unreachable)
      return <OfflineScreen reason="needsConnection" onRetry={sessionReach.retry} />;
    return <p className="container account-loading">{t('loadingAccount')}</p>;
  }
  // The wishlist is kept in the browser for a guest: it opens without signing in.
  if (!session && wishlistAsked) return <GuestWishlist />;
  if (!session) return <Navigate to={withAddressLanguage('/login?from=/account', search)} replace />;
  return <AccountArea />;
}

function AccountArea() {
  const { t } = useTranslation('account');
  const qc = useQueryClient();
  const logout = useLogout();
  const [search, setSearch] = useSearchParams();
  const [refreshing, setRefreshing] = useState(false);
  const [profile, stats, orders, wishlist, addresses] = useQueries({
    queries: [profileQuery(), statsQuery(), ordersQuery(), wishlistQuery(), addressesQuery()],
  });
  // Hearts this browser kept that the account lacks (tapped offline, or before signing in here).
  const mergeLocalWishlist = useMergeLocalWishlist();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit to the account
  useEffect(() => void mergeLocalWishlist(), []);
  // Back online after failing to reach the server: every part of the account is asked again.
  const failedOffline = [profile, stats, orders, wishlist, addresses].some(
    (q) => q.isError && isNetworkError(q.error),
  );
  const askAgain = useCallback(() => void qc.invalidateQueries({ queryKey: accountKeys.all }), [qc]);
  useAskAgainWhenOnline(failedOffline, askAgain);

  if (couldNotReach(profile)) {
    return <OfflineScreen reason="needsConnection" onRetry={() => void profile.refetch()} />;
  }
  if (profile.isPending) return <p className="container account-loading">{t('loadingAccount')}</p>;
  if (profile.isError) {
    return (
      <div className="container status-screen" role="alert">
        <p>
          <ErrorText error={profile.error} action="loadAccount" />
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void profile.refetch()}>
          {t('refresh')}
        </button>
      </div>
    );
  }
  const user = profile.data;
  const active = (TABS as readonly string[]).includes(search.get('tab') ?? '')
    ? search.get('tab')!
    : 'overview';

  const handleRefresh = async () => {
    setRefreshing(true);
    await qc.invalidateQueries({ queryKey: accountKeys.all });
    setRefreshing(false);
  };

  // A tab whose list could not be fetched offline says it needs a connection, not "Loading".
  const list = <T,>(q: UseQueryResult<T[]>, render: (items: T[]) => ReactNode) =>
    couldNotReach(q) ? (
      <OfflineRetry reason="needsConnection" onRetry={() => void q.refetch()} />
    ) : q.isPending ? (
      <p className="muted">{t('loading')}</p>
    ) : (
      render(q.data ?? [])
    );

  return (
    <div className="container account-page">
      <AccountHeader
        user={user}
        refreshing={refreshing}
        onRefresh={() => void handleRefresh()}
        onLogout={() => void logout()}
      />
      <Tabs
        label={t('tabsLabel')}
        active={active}
        onChange={(id) => setSearch({ tab: id }, { replace: true })}
        tabs={[
          {
            id: 'overview',
            label: t('tabs.overview'),
            render: () => <OverviewTab stats={stats.data} wishlistCount={wishlist.data?.length} />,
          },
          {
            id: 'orders',
            label: t('tabs.orders'),
            render: () => list(orders, (o) => <OrdersList orders={o} />),
          },
          {
            id: 'wishlist',
            label: t('tabs.wishlist'),
            render: () => list(wishlist, (w) => <WishlistTab items={w} />),
          },
          { id: 'forYou', label: t('tabs.forYou'), render: () => <ForYouTab /> },
          {
            id: 'addresses',
            label: t('tabs.addresses'),
            render: () =>
              list(addresses, (a) => (
                <AddressesTab
                  addresses={a}
                  defaults={{
                    receiverName: [user.firstName, user.lastName].filter(Boolean).join(' '),
                    phone: user.phone,
                  }}
                />
              )),
          },
          { id: 'settings', label: t('tabs.settings'), render: () => <SettingsTab user={user} /> },
        ]}
      />
    </div>
  );
}

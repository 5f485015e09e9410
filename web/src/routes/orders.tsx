import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couldNotReach, isNetworkError, useAskAgainWhenOnline } from '../api/unreachable';
import { OrderDetail } from '../features/account/order-detail';
import { OrdersList } from '../features/account/orders-list';
import { accountKeys, ordersQuery, statsQuery } from '../features/account/queries';
import { useMergeLocalWishlist } from '../features/account/wishlist-sync';
import { SignInFlow } from '../features/auth/sign-in-flow';
import { CloseIcon } from '../features/layout/icons';
import { OfflineRetry, OfflineScreen } from '../features/layout/offline-banner';
import { useLiveCustomerOrders } from '../features/tracking/use-live-order';
import { useSession, useSessionUnreachable } from '../session/queries';
import '../features/account/account.css';
import '../features/auth/sign-in.css';
import { ErrorText } from '../ui/error-text';

/** /orders: My Orders — the signed-in customer's orders, a detail panel and counts. */
export function Component() {
  const { t } = useTranslation('account');
  const session = useSession();
  const sessionReach = useSessionUnreachable();
  // The dialog stays up through its success step, even though the session is already set.
  const [open, setOpen] = useState(false);
  if (session === 'loading') {
    // Offline no order is kept on the phone: it says it needs a connection.
    if (sessionReach.unreachable)
      return <OfflineScreen reason="needsConnection" onRetry={sessionReach.retry} />;
    return <p className="container account-loading">{t('loading')}</p>;
  }
  if (!session || open) return <LoginRequired open={open} setOpen={setOpen} />;
  return <MyOrders />;
}

function LoginRequired({ open, setOpen }: { open: boolean; setOpen: (open: boolean) => void }) {
  const { t } = useTranslation('account');
  const { t: ta } = useTranslation('auth');
  const dialog = useRef<HTMLDialogElement>(null);
  const mergeWishlist = useMergeLocalWishlist();
  useEffect(() => {
    if (open) dialog.current?.showModal?.();
    else dialog.current?.close?.();
  }, [open]);
  const handleComplete = useCallback(() => setOpen(false), [setOpen]);

  return (
    <div className="container status-screen">
      <h1>{t('loginRequired.title')}</h1>
      <p>{t('loginRequired.body')}</p>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)}>
        {t('loginRequired.loginNow')}
      </button>
      <dialog
        ref={dialog}
        className="signin-dialog"
        aria-labelledby="signin-dialog-title"
        onClose={() => setOpen(false)}
      >
        <div className="signin-dialog-head">
          <h2 id="signin-dialog-title">{ta('title')}</h2>
          <button type="button" className="btn-link" aria-label={t('close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </button>
        </div>
        {open && <SignInFlow onComplete={handleComplete} onSignedIn={() => void mergeWishlist()} />}
        <p className="signin-footnote">{ta('footerNote')}</p>
      </dialog>
    </div>
  );
}

function MyOrders() {
  const { t } = useTranslation('account');
  const session = useSession();
  // Status changes of any of the customer's orders arrive in their room: the list and counts follow.
  useLiveCustomerOrders(session && session !== 'loading' ? session.id : undefined, [
    accountKeys.orders(),
    accountKeys.stats(),
  ]);
  const stats = useQuery(statsQuery());
  const orders = useQuery(ordersQuery());
  const ordersUnreachable = couldNotReach(orders);
  // Back online after failing to reach the server: the orders and their counts are asked again.
  const failedOffline = [stats, orders].some((q) => q.isError && isNetworkError(q.error));
  const qc = useQueryClient();
  const askAgain = useCallback(() => void qc.invalidateQueries({ queryKey: accountKeys.all }), [qc]);
  useAskAgainWhenOnline(failedOffline, askAgain);
  const [selected, setSelected] = useState<string | undefined>();
  const list = orders.data ?? [];
  const current = list.find((o) => o.id === selected) ?? list[0];

  return (
    <div className="container my-orders">
      <h1>{t('orders.title')}</h1>
      <ul className="stat-tiles">
        {(['totalOrders', 'activeDeliveries', 'completedOrders', 'pendingOrders'] as const).map((key) => (
          <li key={key} className="card stat-tile">
            <span className="stat-value" data-testid={`stat-${key}`}>
              {stats.data?.[key] ?? '–'}
            </span>
            <span className="stat-label">{t(`overview.${key}`)}</span>
          </li>
        ))}
      </ul>
      {ordersUnreachable ? (
        <OfflineRetry reason="needsConnection" onRetry={() => void orders.refetch()} />
      ) : orders.isPending ? (
        <p className="muted">{t('loading')}</p>
      ) : orders.isError ? (
        <p className="empty-state">
          <ErrorText error={orders.error} action="loadOrders" />
        </p>
      ) : !list.length ? (
        <p className="empty-state">{t('orders.noneFound')}</p>
      ) : (
        <div className="my-orders-grid">
          <OrdersList orders={list} selectedId={current?.id} onSelect={setSelected} />
          {current && <OrderDetail order={current} />}
        </div>
      )}
    </div>
  );
}

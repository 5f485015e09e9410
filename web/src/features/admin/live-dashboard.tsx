import { nameIn } from '@isoko/shared/catalog/product-names';
import { AdminOrderCreatedEvent } from '@isoko/shared/orders/schema';
import { AdminStockAlertEvent, rooms, type SocketEvent } from '@isoko/shared/realtime';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveRoom } from '../../realtime/use-live-room';
import { adminDashboardKeys } from './dashboard-queries';

const LIVE_EVENTS: readonly SocketEvent[] = ['admin:order-created', 'order:updated', 'admin:stock-alert'];

/**
 * The server reuses its order counts for up to a second under load, so a refetch right after an
 * event may still miss the order: the figures are fetched again once that window has passed.
 */
export const LIVE_RECOUNT_MS = 1500;

/** At most this many low-stock alerts are listed at once; older ones are still in the Low Stock list. */
export const STOCK_ALERTS_SHOWN = 5;

export interface LiveDashboard {
  /** The newest order placed while the screen is open. */
  notice: AdminOrderCreatedEvent | null;
  dismiss: () => void;
  /** Products a sale took under the low-stock threshold while the screen is open, newest first. */
  stockAlerts: AdminStockAlertEvent[];
  dismissStockAlerts: () => void;
}

/**
 * Keeps a back-office screen current: a new order shows a notice, a sale that takes a product's
 * units under the low-stock threshold adds it to the stock alerts (newest first, once per product),
 * and the shop figures and `alsoRefetch` are fetched again at once and once more a moment later.
 */
export function useLiveDashboard(alsoRefetch: readonly QueryKey[] = []): LiveDashboard {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<AdminOrderCreatedEvent | null>(null);
  const [stockAlerts, setStockAlerts] = useState<AdminStockAlertEvent[]>([]);
  const recount = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(recount.current), []);
  const keys = [adminDashboardKeys.all, ...alsoRefetch];
  useLiveRoom(
    rooms.admins(),
    LIVE_EVENTS,
    (payload, event) => {
      if (event === 'admin:order-created') {
        const order = AdminOrderCreatedEvent.safeParse(payload);
        if (order.success) setNotice(order.data);
      }
      if (event === 'admin:stock-alert') {
        const alert = AdminStockAlertEvent.safeParse(payload);
        if (alert.success) {
          setStockAlerts((shown) =>
            [alert.data, ...shown.filter((a) => a.productId !== alert.data.productId)].slice(
              0,
              STOCK_ALERTS_SHOWN,
            ),
          );
        }
      }
      const refresh = () => {
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      };
      refresh();
      clearTimeout(recount.current);
      recount.current = setTimeout(refresh, LIVE_RECOUNT_MS);
    },
    { catchUp: keys },
  );
  return {
    notice,
    dismiss: () => setNotice(null),
    stockAlerts,
    dismissStockAlerts: () => setStockAlerts([]),
  };
}

/** The new-order notice and the low-stock alerts of useLiveDashboard, each with Dismiss. */
export function LiveNotices({ live }: { live: LiveDashboard }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <>
      {live.notice && (
        <div className="alert alert-success admin-live-notice" role="status">
          <span>
            {t('dashboard.liveNotice', {
              number: live.notice.orderNumber,
              name: live.notice.customerName,
              district: live.notice.district,
            })}
          </span>
          <button type="button" className="btn btn-link btn-small" onClick={live.dismiss}>
            {t('dashboard.dismiss')}
          </button>
        </div>
      )}

      {live.stockAlerts.length > 0 && (
        <div className="alert alert-info admin-live-notice" role="status">
          <div>
            <strong>{t('dashboard.stockAlert.title')}</strong>
            <ul className="admin-stock-alerts">
              {live.stockAlerts.map((alert) => (
                <li key={alert.productId}>
                  {t('dashboard.stockAlert.item', {
                    name: nameIn(alert.names, i18n.resolvedLanguage ?? i18n.language) ?? alert.names.en,
                    count: alert.stockQuantity,
                  })}
                </li>
              ))}
            </ul>
          </div>
          <button type="button" className="btn btn-link btn-small" onClick={live.dismissStockAlerts}>
            {t('dashboard.dismiss')}
          </button>
        </div>
      )}
    </>
  );
}

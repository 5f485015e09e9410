import type { CustomerStats } from '@isoko/shared/orders/customer-orders';
import { useTranslation } from 'react-i18next';

export interface OverviewTabProps {
  stats: CustomerStats | undefined;
  wishlistCount: number | undefined;
}

/** Real counts from the server: orders, wishlist, deliveries on their way. */
export function OverviewTab({ stats, wishlistCount }: OverviewTabProps) {
  const { t } = useTranslation('account');
  const tiles = [
    { key: 'totalOrders', value: stats?.totalOrders },
    { key: 'wishlistItems', value: wishlistCount },
    { key: 'activeDeliveries', value: stats?.activeDeliveries },
    { key: 'pendingOrders', value: stats?.pendingOrders },
    { key: 'completedOrders', value: stats?.completedOrders },
  ];
  return (
    <ul className="stat-tiles">
      {tiles.map((tile) => (
        <li key={tile.key} className="card stat-tile">
          <span className="stat-value" data-testid={`stat-${tile.key}`}>
            {tile.value ?? '–'}
          </span>
          <span className="stat-label">{t(`overview.${tile.key}`)}</span>
        </li>
      ))}
    </ul>
  );
}

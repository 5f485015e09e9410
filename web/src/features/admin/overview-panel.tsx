import type { DashboardData, LowStockItem } from '@isoko/shared/admin/dashboard-schema';
import { formatRwf } from '@isoko/shared/money-format';
import { LOW_STOCK_ALERT_BELOW } from '@isoko/shared/stock';
import { useTranslation } from 'react-i18next';
import { OrderStatusPill } from './order-status-pill';

/**
 * A low-stock variant's size and colour in the staff member's language (the server words them;
 * an older server sends only the stored English words).
 */
const variantText = (item: LowStockItem) =>
  [item.sizeLabel ?? item.size, item.colorLabel ?? item.color].filter(Boolean).join(' / ');

/** The Overview tab: the five newest orders and up to five items of the products under 10 units. */
export function OverviewPanel({ data }: { data: DashboardData }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="admin-panels">
      <section className="card admin-panel" aria-labelledby="admin-recent-orders">
        <h2 id="admin-recent-orders">{t('dashboard.overview.recentOrders')}</h2>
        {data.recentOrders.length === 0 ? (
          <p className="muted">{t('dashboard.overview.noOrders')}</p>
        ) : (
          <ul className="admin-list">
            {data.recentOrders.map((order) => (
              <li key={order.id}>
                <span>
                  <strong>{order.orderNumber}</strong>
                  <br />
                  <span className="muted">
                    {order.customerInfo.firstName} {order.customerInfo.lastName}
                  </span>
                </span>
                <span>
                  <OrderStatusPill status={order.status} />{' '}
                  <strong>{formatRwf(order.total, i18n.language)}</strong>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card admin-panel" aria-labelledby="admin-low-stock">
        <h2 id="admin-low-stock">{t('dashboard.overview.lowStock')}</h2>
        {data.lowStock.length === 0 ? (
          <p className="muted">{t('dashboard.overview.noLowStock', { below: LOW_STOCK_ALERT_BELOW })}</p>
        ) : (
          <ul className="admin-list">
            {data.lowStock.map((item) => (
              <li key={item.variantId}>
                <span>
                  {item.name}
                  {(item.size || item.color) && <span className="muted"> · {variantText(item)}</span>}
                </span>
                <span className={`badge ${item.stockQuantity === 0 ? 'badge-red' : 'badge-yellow'}`}>
                  {t('dashboard.overview.units', { count: item.stockQuantity })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

import { formatDate } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money';
import type { CustomerOrderDto } from '@isoko/shared/orders/customer-orders';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { OrderNumberTitle } from './order-number-title';
import { OrderStatusBadge } from './order-status-badge';

export const trackPath = (order: Pick<CustomerOrderDto, 'trackingId' | 'orderNumber'>) =>
  `/track/${encodeURIComponent(order.trackingId ?? order.orderNumber)}`;

export interface OrdersListProps {
  orders: CustomerOrderDto[];
  /** With it, a row selects the order (the /orders detail panel); without it, rows are plain. */
  selectedId?: string;
  onSelect?: (id: string) => void;
}

/** The customer's orders: number, date, status, item count, total and Track Order. */
export function OrdersList({ orders, selectedId, onSelect }: OrdersListProps) {
  const { t, i18n } = useTranslation('account');
  if (!orders.length) {
    return (
      <div className="empty-state">
        <p>{t('orders.empty')}</p>
        <Link className="btn btn-primary" to="/shop">
          {t('orders.startShopping')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="orders-list">
      {orders.map((order) => (
        <li key={order.id} className={`card order-row${order.id === selectedId ? ' is-selected' : ''}`}>
          <div className="order-row-main">
            {onSelect ? (
              <button type="button" className="btn-link order-number" onClick={() => onSelect(order.id)}>
                <OrderNumberTitle number={order.orderNumber} />
              </button>
            ) : (
              <strong className="order-number">
                <OrderNumberTitle number={order.orderNumber} />
              </strong>
            )}
            <OrderStatusBadge status={order.status} />
          </div>
          <div className="order-row-meta muted">
            <time dateTime={order.createdAt}>{formatDate(order.createdAt, i18n.language)}</time>
            <span>{t('orders.items', { n: order.itemCount })}</span>
            <strong>{formatRwf(order.total, i18n.language)}</strong>
          </div>
          <Link to={trackPath(order)} className="order-track">
            {t('orders.track')}
          </Link>
        </li>
      ))}
    </ul>
  );
}

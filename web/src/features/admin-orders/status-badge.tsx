import type { OrderStatus } from '@isoko/shared/orders/status';
import { useTranslation } from 'react-i18next';
import './admin-orders.css';

/** An order's status in words and colour (pending yellow, processing blue, shipped purple, delivered green, cancelled red). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('admin-orders');
  return <span className={`ao-status ao-status-${status}`}>{t(`status.${status}`)}</span>;
}

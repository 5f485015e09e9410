import type { OrderStatus } from '@isoko/shared/orders/status';
import { useStaffOrderStatusWord } from '../../i18n/order-status-words';
import './admin-orders.css';

/** An order's status in words and colour (pending yellow, processing blue, shipped purple, delivered green, cancelled red). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const statusWord = useStaffOrderStatusWord();
  return <span className={`ao-status ao-status-${status}`}>{statusWord(status)}</span>;
}

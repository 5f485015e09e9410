import type { OrderStatus } from '@isoko/shared/orders/status';
import { useStaffOrderStatusWord } from '../../i18n/order-status-words';

/** Pending yellow, on its way blue or purple, delivered green, cancelled red. */
const COLOUR: Record<OrderStatus, string> = {
  pending: 'badge-yellow',
  confirmed: 'badge-blue',
  processing: 'badge-blue',
  shipped: 'badge-purple',
  in_transit: 'badge-purple',
  out_for_delivery: 'badge-purple',
  delivered: 'badge-green',
  cancelled: 'badge-red',
};

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const statusWord = useStaffOrderStatusWord();
  return <span className={`badge ${COLOUR[status]}`}>{statusWord(status)}</span>;
}

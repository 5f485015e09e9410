import { ORDER_STATUS, type OrderStatus } from '@isoko/shared/orders/status';
import { useOrderStatusWord } from '../../i18n/order-status-words';

/** Delivered green, pending yellow, cancelled red, the rest of the way blue. */
export function statusTone(status: OrderStatus): 'green' | 'yellow' | 'red' | 'blue' {
  if (status === 'delivered') return 'green';
  if (status === 'pending') return 'yellow';
  if (status === 'cancelled') return 'red';
  return 'blue';
}

/** A customer-facing status badge; pending reads 'Processing', an unknown status counts as pending. */
export function OrderStatusBadge({ status }: { status: string }) {
  const statusWord = useOrderStatusWord();
  const known: OrderStatus = (ORDER_STATUS as readonly string[]).includes(status)
    ? (status as OrderStatus)
    : 'pending';
  return <span className={`badge badge-${statusTone(known)}`}>{statusWord(known)}</span>;
}

import type { OrderStatus } from '@isoko/shared/orders/status';
import { useTranslation } from 'react-i18next';

/**
 * The names of an order's statuses, in the language read now: one place for the shopper's and the
 * staff's words, side by side in `common` (`orderStatus` and `staffOrderStatus`), so a status reads
 * the same on every screen of each side. The two sides share their words except where the old
 * shop's spec sets them apart on purpose: a shopper sees a new (pending) order as "Processing",
 * staff see it as "Pending" beside their own "Processing" step; Kinyarwanda also tells a shopper
 * the parcel comes "to you".
 */
export function useOrderStatusWord(): (status: OrderStatus) => string {
  const { t } = useTranslation('common');
  return (status) => t(`orderStatus.${status}`);
}

/** The staff's word for an order's status (back-office lists, pills, history, status menus). */
export function useStaffOrderStatusWord(): (status: string) => string {
  const { t } = useTranslation('common');
  return (status) => t(`staffOrderStatus.${status}`, { defaultValue: status });
}

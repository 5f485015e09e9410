import type { OrderStatus } from '@isoko/shared/orders/status';
import { useTranslation } from 'react-i18next';

/**
 * The shopper's word for an order's status, in the language read now. My Orders, the order page
 * and the tracking page all ask here, so an order reads the same everywhere; the words live once
 * per language, in `common:orderStatus`. (The back-office has its own staff words.)
 */
export function useOrderStatusWord(): (status: OrderStatus) => string {
  const { t } = useTranslation('common');
  return (status) => t(`orderStatus.${status}`);
}

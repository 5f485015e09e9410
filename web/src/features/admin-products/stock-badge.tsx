import { LOW_STOCK_ALERT_BELOW } from '@isoko/shared/stock';
import { useTranslation } from 'react-i18next';

/** Red when none is left, yellow under the low-stock threshold, green above it; the count always shown. */
export function StockBadge({ quantity }: { quantity: number }) {
  const { t } = useTranslation('admin-products');
  const tone = quantity <= 0 ? 'red' : quantity < LOW_STOCK_ALERT_BELOW ? 'yellow' : 'green';
  const label =
    quantity <= 0 ? t('stock.out') : quantity < LOW_STOCK_ALERT_BELOW ? t('stock.low') : t('stock.in');
  return (
    <span className={`badge badge-${tone}`}>
      {label} · {quantity}
    </span>
  );
}

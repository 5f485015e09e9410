import { useTranslation } from 'react-i18next';
import { OrdersTab } from '../features/admin-orders/orders-tab';

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <div className="container">
      {/* The tab's own title is a level 2 (it is also a tab of the dashboard): the page's h1. */}
      <h1 className="visually-hidden">{t('layout.links.orders')}</h1>
      <OrdersTab />
    </div>
  );
}

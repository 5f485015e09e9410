import { useTranslation } from 'react-i18next';
import { CustomersTab } from '../features/admin-orders/customers-tab';

export function Component() {
  const { t } = useTranslation('admin');
  return (
    <div className="container">
      {/* The tab's own title is a level 2 (it is also a tab of the dashboard): the page's h1. */}
      <h1 className="visually-hidden">{t('layout.links.customers')}</h1>
      <CustomersTab />
    </div>
  );
}

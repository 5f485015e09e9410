import { type ComponentType, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardScreen } from '../features/admin/dashboard-screen';
import { partOfflineNotice } from '../features/layout/part-offline';
import { lazyPart } from '../ui/lazy-part';

/**
 * The orders CRM and the customers list are their own feature, written beside this screen: the
 * glob finds each module once it exists and loads it with its tab; until then the tab says the
 * list is not there yet.
 */
const tabModules = import.meta.glob<Record<string, ComponentType>>([
  '../features/admin-orders/orders-tab.tsx',
  '../features/admin-orders/customers-tab.tsx',
]);

function TabLoading() {
  const { t } = useTranslation('admin');
  return <p className="muted">{t('loading')}</p>;
}

function lazyTab(file: string, name: string) {
  const load = tabModules[`../features/admin-orders/${file}`];
  return load
    ? lazyPart(() => load().then((m) => m[name] as ComponentType), {
        unreachable: partOfflineNotice,
        loading: <TabLoading />,
      })
    : null;
}

const OrdersTab = lazyTab('orders-tab.tsx', 'OrdersTab');
const CustomersTab = lazyTab('customers-tab.tsx', 'CustomersTab');

function TabPanel({ Tab }: { Tab: ComponentType | null }) {
  const { t } = useTranslation('admin');
  if (!Tab) return <p className="alert alert-info">{t('dashboard.tabMissing')}</p>;
  return (
    <Suspense fallback={<p className="muted">{t('loading')}</p>}>
      <Tab />
    </Suspense>
  );
}

/** /admin and /admin/advanced: the dashboard, with the orders CRM and customers in its tabs. */
export function Component() {
  return (
    <DashboardScreen
      ordersTab={() => <TabPanel Tab={OrdersTab} />}
      customersTab={() => <TabPanel Tab={CustomersTab} />}
    />
  );
}

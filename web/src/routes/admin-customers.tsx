import { CustomersTab } from '../features/admin-orders/customers-tab';

export function Component() {
  return (
    <div className="container">
      <CustomersTab />
    </div>
  );
}

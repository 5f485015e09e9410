import { OrdersTab } from '../features/admin-orders/orders-tab';

export function Component() {
  return (
    <div className="container">
      <OrdersTab />
    </div>
  );
}

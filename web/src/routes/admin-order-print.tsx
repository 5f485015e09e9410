import { OrderPrint } from '../features/admin-orders/order-print';
import { useParams } from '../routing';

export function Component() {
  const { id = '' } = useParams();
  return <OrderPrint orderId={id} />;
}

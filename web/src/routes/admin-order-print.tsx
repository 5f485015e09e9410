import { useParams } from 'react-router-dom';
import { OrderPrint } from '../features/admin-orders/order-print';

export function Component() {
  const { id = '' } = useParams();
  return <OrderPrint orderId={id} />;
}

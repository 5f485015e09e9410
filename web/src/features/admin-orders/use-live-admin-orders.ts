import { AdminOrderCreatedEvent } from '@isoko/shared/orders/schema';
import { rooms, type SocketEvent } from '@isoko/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveRoom } from '../../realtime/use-live-room';
import { adminCustomerKeys, adminOrderKeys } from './queries';

const ADMIN_EVENTS: readonly SocketEvent[] = ['admin:order-created', 'order:updated'];
const CATCH_UP = [adminOrderKeys.all, adminCustomerKeys.all] as const;

/**
 * Keeps the back-office's order screens current: joins `admins` (the server lets only staff in)
 * and refetches orders when one is placed or changes status anywhere (another staff member, a
 * payment settling, a cancellation). A new order is also handed to `onNewOrder` for the notice.
 */
export function useLiveAdminOrders(onNewOrder: (order: AdminOrderCreatedEvent) => void) {
  const queryClient = useQueryClient();
  useLiveRoom(
    rooms.admins(),
    ADMIN_EVENTS,
    (payload, event) => {
      if (event === 'admin:order-created') {
        const parsed = AdminOrderCreatedEvent.safeParse(payload);
        if (parsed.success) onNewOrder(parsed.data);
        void queryClient.invalidateQueries({ queryKey: adminCustomerKeys.all });
      }
      void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    },
    { catchUp: CATCH_UP },
  );
}

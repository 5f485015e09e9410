import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { customerCanCancel } from '@isoko/shared/orders/customer-cancel';
import type { ChangeOrderStatusBody } from '@isoko/shared/orders/events';
import type { OrderDto } from '@isoko/shared/orders/schema';
import type { OrderStatus } from '@isoko/shared/orders/status';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { changeOrderStatus } from '../fulfilment/order-status';
import { findOrder, findOrderFor, type OrderRow, type OrderViewer } from '../orders/service';
import { newPaymentAttempt } from '../payments/attempts';
import { orderView } from './order-view';

/** The checkout's answers about orders that need their payments too (the full order view). */

async function viewById(deps: AppDeps, orderId: string, lang: ShopLanguage = 'en'): Promise<OrderDto> {
  const row: OrderRow | undefined = await findOrder(deps.db, orderId);
  if (!row) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  return orderView(deps.db, row, { lang, catalog: deps.catalog });
}

/** GET /api/orders/:id: by id or order number, for its owner or staff. */
export async function orderFor(
  deps: AppDeps,
  idOrNumber: string,
  viewer: OrderViewer,
  lang: ShopLanguage = 'en',
): Promise<OrderDto> {
  if (!viewer.customerId && !viewer.staff)
    throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  return orderView(deps.db, await findOrderFor(deps.db, idOrNumber, viewer), { lang, catalog: deps.catalog });
}

/**
 * POST /api/orders/:id/payments: a new Mobile Money attempt, answered with the whole order in
 * the shopper's language (the order page shows the answer as it is).
 */
export async function payAgain(
  deps: AppDeps,
  customerId: string,
  idOrNumber: string,
  payerPhone: string | undefined,
  lang: ShopLanguage = 'en',
): Promise<{ created: boolean; order: OrderDto }> {
  const attempt = await newPaymentAttempt(deps, customerId, idOrNumber, payerPhone);
  return { created: attempt.created, order: await viewById(deps, attempt.orderId, lang) };
}

/**
 * POST /api/orders/:id/cancel: the shopper cancels their own order while the shared rule
 * allows it (checked on the locked order, so a payment landing at the same moment wins). The
 * units go back, staff and the order's pages hear it live, and the answer is the whole order.
 */
export async function cancelByCustomer(
  deps: AppDeps,
  customerId: string,
  idOrNumber: string,
  lang: ShopLanguage = 'en',
): Promise<OrderDto> {
  const row = await findOrderFor(deps.db, idOrNumber, { customerId, staff: false });
  await changeOrderStatus(deps, {
    orderId: row.id,
    to: 'cancelled',
    actor: `customer:${customerId}`,
    noteCode: 'cancelled_by_customer',
    precondition: (order) => {
      if (!customerCanCancel(order)) {
        throw new AppError(
          'ORDER_NOT_CANCELLABLE',
          'This order can no longer be cancelled online: it is being prepared or a payment has been made. Please call us to cancel it.',
          { status: order.status, paymentStatus: order.paymentStatus },
        );
      }
    },
  });
  return viewById(deps, row.id, lang);
}

/** Staff move an order along its lifecycle; the answer is the order as it is now. */
export async function moveOrder(
  deps: AppDeps,
  staffId: string,
  idOrNumber: string,
  change: ChangeOrderStatusBody,
): Promise<OrderDto & { orderId: string; previousStatus: OrderStatus }> {
  // Staff name an order by its id or its number (ISK-…), as on the order-details route.
  const order = await findOrderFor(deps.db, idOrNumber, { customerId: null, staff: true });
  const result = await changeOrderStatus(deps, {
    orderId: order.id,
    to: change.status,
    note: change.note,
    location: change.location,
    actor: `staff:${staffId}`,
  });
  return { ...(await viewById(deps, result.orderId)), orderId: result.orderId, previousStatus: result.from };
}

import type { HistoryParams, HistoryTextCode } from '@isoko/shared/orders/history';
import { canTransition, type OrderStatus } from '@isoko/shared/orders/status';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lockOrder, type OrderRow, recordStatusChange, releaseOrderStock } from './service';

export interface StatusChange {
  orderId: string;
  to: OrderStatus;
  /** Who made the change: 'system', 'payments', 'staff:<id>', 'customer:<id>'. */
  actor: string;
  /** A note staff wrote, shown as written. */
  note?: string;
  /** Or a coded note (worded in each shopper's language) and its values. */
  noteCode?: HistoryTextCode;
  noteParams?: HistoryParams;
  /**
   * Checked on the locked order before anything is written: throws to refuse the move (a
   * shopper's own cancel, which depends on the payment as it is at that moment).
   */
  precondition?: (order: OrderRow) => void;
}

export interface StatusChanged {
  /** The order as it was before the move (its number, customer, phone, tracking id). */
  order: OrderRow;
  from: OrderStatus;
  paymentStatus: string;
  at: Date;
  /** Products whose stock came back (cancel): the catalogue hears about them after commit. */
  restockedProductIds: string[];
}

/**
 * The order's side of a status move, in the caller's transaction: locks the order, checks the
 * shared status machine, writes the new status and the timeline, and gives the stock back on
 * cancel (once, whoever released it first). Refused moves write nothing.
 */
export async function moveOrderStatus(tx: Tx, change: StatusChange): Promise<StatusChanged> {
  const order = await lockOrder(tx, change.orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
  change.precondition?.(order);
  const from = order.status as OrderStatus;
  if (!canTransition(from, change.to)) {
    throw new AppError(
      'ORDER_BAD_TRANSITION',
      `An order that is ${from.replaceAll('_', ' ')} cannot become ${change.to.replaceAll('_', ' ')}.`,
      { from, to: change.to },
    );
  }
  const at = new Date();
  // Cash on delivery is paid to the courier at the door: delivered means paid.
  const paymentStatus =
    change.to === 'delivered' && order.paymentMethod === 'cash_on_delivery' ? 'paid' : order.paymentStatus;
  await recordStatusChange(tx, {
    orderId: order.id,
    to: change.to,
    paymentStatus,
    note: change.note,
    noteCode: change.noteCode,
    noteParams: change.noteParams,
    actor: change.actor,
    at,
  });
  // The sale did not happen: its units go back.
  const restockedProductIds = change.to === 'cancelled' ? await releaseOrderStock(tx, order.id) : [];
  return { order, from, paymentStatus, at, restockedProductIds };
}

import type { AdminOrderRow } from '@isoko/shared/admin/orders-schema';
import { formatRwf } from '@isoko/shared/money-format';
import { refundIfCancelled, refundOutstanding } from '@isoko/shared/orders/refunds';
import type { OrderStatus } from '@isoko/shared/orders/status';
import { useTranslation } from 'react-i18next';
import { formatAdminDate } from './format';
import { RowStatusControl } from './row-status-control';
import { StatusBadge } from './status-badge';

export const customerName = (order: Pick<AdminOrderRow, 'customerInfo'>) =>
  `${order.customerInfo.firstName} ${order.customerInfo.lastName}`.trim();

export interface OrdersTableProps {
  orders: AdminOrderRow[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onView: (id: string) => void;
  onStatus: (order: AdminOrderRow, status: OrderStatus) => void;
  /** Orders whose move is on its way to the server. */
  busy: ReadonlySet<string>;
  /** Orders that arrived live since the list was opened, marked until the next reload. */
  fresh: ReadonlySet<string>;
}

/**
 * The orders of one page. Wide screens get a table; under 640 px each row becomes a card
 * (the cells carry their column name).
 */
export function OrdersTable({
  orders,
  selected,
  onToggle,
  onToggleAll,
  onView,
  onStatus,
  fresh,
  busy,
}: OrdersTableProps) {
  const { t, i18n } = useTranslation('admin-orders');
  const allSelected = orders.length > 0 && orders.every((o) => selected.has(o.id));
  // On a tablet the seven columns are wider than the screen: the table scrolls sideways in its own
  // box instead of pushing the page past the edge; tabbing to a row's buttons scrolls them into view.
  return (
    <div className="ao-table-scroll">
      <table className="ao-table">
        <caption className="visually-hidden">{t('crm.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label={t('crm.table.selectAll')}
                checked={allSelected}
                onChange={(e) => onToggleAll(e.target.checked)}
              />
            </th>
            <th scope="col">{t('crm.table.number')}</th>
            <th scope="col">{t('crm.table.customer')}</th>
            <th scope="col">{t('crm.table.total')}</th>
            <th scope="col">{t('crm.table.status')}</th>
            <th scope="col">{t('crm.table.date')}</th>
            <th scope="col">{t('crm.table.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            return (
              <tr
                key={order.id}
                className={fresh.has(order.id) ? 'ao-fresh' : undefined}
                data-testid="order-row"
              >
                <td className="ao-cell-select">
                  <input
                    type="checkbox"
                    aria-label={t('crm.table.select', { number: order.orderNumber })}
                    checked={selected.has(order.id)}
                    onChange={() => onToggle(order.id)}
                  />
                </td>
                <td className="ao-cell-number" data-label={t('crm.table.number')}>
                  <strong>{order.orderNumber}</strong>
                </td>
                <td data-label={t('crm.table.customer')}>
                  <span className="ao-customer">
                    {customerName(order)}
                    <span className="muted">{order.customerInfo.phone}</span>
                  </span>
                </td>
                <td data-label={t('crm.table.total')}>{formatRwf(order.total, i18n.language)}</td>
                <td data-label={t('crm.table.status')}>
                  <StatusBadge status={order.status} />
                  {refundOutstanding(order) > 0 && <span className="ao-refund-due">{t('refundDue')}</span>}
                </td>
                <td data-label={t('crm.table.date')}>{formatAdminDate(order.createdAt, i18n.language)}</td>
                <td className="ao-cell-actions">
                  <div className="ao-actions">
                    <button
                      type="button"
                      className="btn btn-outline btn-small"
                      onClick={() => onView(order.id)}
                    >
                      {t('crm.table.view')}
                    </button>
                    <RowStatusControl
                      orderNumber={order.orderNumber}
                      status={order.status}
                      busy={busy.has(order.id)}
                      refundIfCancelled={refundIfCancelled(order)}
                      onSave={(to) => onStatus(order, to)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

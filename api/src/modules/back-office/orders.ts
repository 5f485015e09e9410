import { csvLine } from '@isoko/shared/admin/csv-cell';
import { analyseOrder } from '@isoko/shared/admin/order-analysis';
import { csvKigaliDateTime, csvStatusWord, ORDERS_CSV_COLUMNS } from '@isoko/shared/admin/orders-csv';
import {
  ADMIN_ORDERS_EXPORT_MAX,
  ADMIN_SEARCH_COUNT_CAP,
  type AdminOrderDetail,
  type AdminOrdersFilter,
  type AdminOrdersQuery,
  type AdminOrdersResponse,
  type AdminPagination,
  type BulkStatusBody,
  type BulkStatusResponse,
  type BulkStatusResult,
} from '@isoko/shared/admin/orders-schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { isUuid } from '@isoko/shared/ids';
import { smsTextsIn } from '@isoko/shared/notifications/texts';
import { type OrderRefundsDto, type RecordRefundBody, refundsFromMeta } from '@isoko/shared/orders/refunds';
import { nextStatuses, ORDER_STATUS, type OrderStatus } from '@isoko/shared/orders/status';
import { SHOP_CONTACT } from '@isoko/shared/shop-contact';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { termLabels, withTermLabels } from '../catalog/color-labels';
import { orderView } from '../checkout/order-view';
import { textLanguageOf } from '../customers/service';
import { changeOrderStatus } from '../fulfilment/order-status';
import {
  adminOrderCounts,
  adminOrderPage,
  adminOrdersForExport,
  forgetOrderCounts,
  withOrderDetails,
} from '../orders/admin-queries';
import { findOrder, findOrderFor, recordRefund } from '../orders/service';
import { recordEvent, toJob } from '../outbox/service';
import { paymentReferences } from '../payments/service';

/** The orders CRM: list with counts, one order with its analysis, bulk moves, CSV export. */

/** `matched` is one past ADMIN_SEARCH_COUNT_CAP when the count stopped there. */
export function adminPagination(page: { page: number; limit: number }, matched: number): AdminPagination {
  const capped = matched > ADMIN_SEARCH_COUNT_CAP;
  const total = capped ? ADMIN_SEARCH_COUNT_CAP : matched;
  return { page: page.page, limit: page.limit, total, pages: Math.ceil(total / page.limit), capped };
}

/**
 * A page of the list. Each row's items keep their stored colour and size and add their names in
 * the staff member's language (`lang`, English without one), as the order details do.
 */
export async function adminOrders(
  deps: AppDeps,
  query: AdminOrdersQuery,
  lang: ShopLanguage = 'en',
): Promise<AdminOrdersResponse> {
  const [counts, label] = await Promise.all([
    adminOrderCounts(deps.db),
    termLabels({ lang, catalog: deps.catalog }),
  ]);
  const page = await adminOrderPage(deps.db, query, query, query.search ? undefined : counts[query.status]);
  return {
    success: true,
    orders: await withOrderDetails(deps.db, page.rows, label),
    pagination: adminPagination(query, page.total),
    counts,
  };
}

/**
 * The order-details view: the full order, its heuristic analysis and the moves staff may make.
 * Each item keeps its stored colour and size and adds their names in the staff member's language
 * (`lang`, English without one). Item names stay as the order stored them: only the colour and
 * size are worded.
 */
export async function adminOrderDetail(
  deps: AppDeps,
  idOrNumber: string,
  lang: ShopLanguage = 'en',
): Promise<AdminOrderDetail> {
  const row = await findOrderFor(deps.db, idOrNumber, { customerId: null, staff: true });
  const [view, label, references] = await Promise.all([
    orderView(deps.db, row),
    termLabels({ lang, catalog: deps.catalog }),
    paymentReferences(deps.db, row.id),
  ]);
  const units = view.items.reduce((n, item) => n + item.quantity, 0);
  return {
    ...view,
    items: view.items.map((item) => withTermLabels(label, item)),
    customerId: row.customerId,
    analysis: analyseOrder({
      email: row.customerEmail,
      total: row.total,
      city: row.city,
      district: row.district,
      itemCount: units,
    }),
    nextStatuses: nextStatuses(view.status),
    refunds: withReferences(refundsFromMeta(row.meta), references),
  };
}

/** Each payment owed back with its MoMo reference, so staff can find it in the MoMo portal. */
function withReferences(refunds: OrderRefundsDto, references: Map<string, string>): OrderRefundsDto {
  return {
    ...refunds,
    due: refunds.due.map((d) => ({ ...d, reference: references.get(d.paymentId) ?? null })),
  };
}

/**
 * Staff record money given back to the customer (any staff role, as for moving orders).
 * The order is named by its id or its order number (ISK-…), as the order-details route takes
 * it; the orders service checks the amount against what is still owed, under the order's lock.
 */
export async function recordOrderRefund(
  deps: AppDeps,
  staffId: string,
  idOrNumber: string,
  body: RecordRefundBody,
) {
  const refunded = await deps.db.transaction(async (tx) => {
    const order = await findOrderFor(tx, idOrNumber, { customerId: null, staff: true });
    const result = await recordRefund(tx, order.id, {
      amount: body.amount,
      method: body.method,
      reference: body.reference,
      staffId,
    });
    // The customer hears of the money in their language, sent after commit by the outbox.
    const language = await textLanguageOf(tx, order.customerId);
    await recordEvent(tx, {
      type: 'order.refunded',
      payload: { orderId: order.id, amount: body.amount, method: body.method },
      deliveries: [
        toJob('sms', 'send', {
          to: order.customerPhone,
          message: smsTextsIn(language).refundSent(
            {
              orderNumber: order.orderNumber,
              amount: body.amount,
              method: body.method === 'cash' ? 'cash' : 'momo',
              stillOwed: result.outstanding,
            },
            SHOP_CONTACT.phoneDisplay,
          ),
          essential: true,
          kind: 'payment',
          customerId: order.customerId,
        }),
      ],
    });
    return { orderId: order.id, ...result };
  });
  deps.kickOutbox();
  return refunded;
}

/**
 * Moves each selected order through the lifecycle, one transaction per order, so one refusal
 * (a delivered order cannot go back to processing) does not stop the others.
 */
export async function bulkChangeStatus(
  deps: AppDeps,
  staffId: string,
  body: BulkStatusBody,
): Promise<BulkStatusResponse> {
  const results: BulkStatusResult[] = [];
  for (const orderId of new Set(body.orderIds.map((id) => id.toLowerCase()))) {
    results.push(await moveOne(deps, staffId, orderId, body.status));
  }
  forgetOrderCounts(deps.db);
  const updated = results.filter((r) => r.ok).length;
  return { success: true, status: body.status, updated, failed: results.length - updated, results };
}

async function moveOne(
  deps: AppDeps,
  staffId: string,
  orderId: string,
  to: BulkStatusBody['status'],
): Promise<BulkStatusResult> {
  try {
    if (!isUuid(orderId)) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
    const moved = await changeOrderStatus(deps, { orderId, to, actor: `staff:${staffId}` });
    return { orderId, ok: true, orderNumber: moved.orderNumber, from: moved.from, code: null };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const row = await findOrder(deps.db, orderId);
    const from =
      row && (ORDER_STATUS as readonly string[]).includes(row.status) ? (row.status as OrderStatus) : null;
    return { orderId, ok: false, orderNumber: row?.orderNumber ?? null, from, code: err.code };
  }
}

/**
 * The filtered list as CSV, newest first, every cell neutralised against spreadsheet formulas.
 * Status words in the staff member's language (`lang`, English without one); dates and times in
 * Kigali time, as the header says.
 */
export async function ordersCsv(
  deps: AppDeps,
  filter: AdminOrdersFilter,
  lang: ShopLanguage = 'en',
): Promise<string> {
  const rows = await adminOrdersForExport(deps.db, filter, ADMIN_ORDERS_EXPORT_MAX);
  const lines = [csvLine([...ORDERS_CSV_COLUMNS])];
  for (const r of rows) {
    const name = `${r.customerInfo.firstName} ${r.customerInfo.lastName}`.trim();
    lines.push(
      csvLine([
        r.orderNumber,
        name,
        r.customerInfo.phone,
        r.total,
        csvStatusWord(r.status, lang),
        csvKigaliDateTime(r.createdAt),
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

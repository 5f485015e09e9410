import { z } from 'zod';
import { Pagination } from '../envelope';
import { Uuid } from '../id-schema';
import { Rwf } from '../money';
import { CustomerOrderItemDto, OrderTimelineEntryDto } from '../orders/customer-orders';
import { OrderRefundsDto } from '../orders/refunds';
import { OrderDto, OrderShippingAddressDto } from '../orders/schema';
import { ORDER_STATUS } from '../orders/status';
import { ORDER_PAYMENT_STATUS, PAYMENT_METHODS } from '../payments/status';
import { AdminListSearch } from './list-search';
import { DELIVERY_ESTIMATES, ORDER_ANALYSIS_ADVICE, ORDER_RISKS, ORDER_VALUE_BANDS } from './order-analysis';

/**
 * The back-office orders CRM (staff and admins).
 *   GET  /api/admin/orders               AdminOrdersQuery  -> AdminOrdersResponse (newest first)
 *   GET  /api/admin/orders/export.csv    AdminOrdersFilter -> text/csv, orders_{date}.csv (?lang= for the
 *                                        status words; dates in Kigali time, see orders-csv.ts)
 *   GET  /api/admin/orders/:id           id or order number -> AdminOrderDetailResponse | 404
 *   POST /api/admin/orders/bulk-status   BulkStatusBody    -> BulkStatusResponse (per-order outcome)
 *   PUT  /api/admin/orders/:id/status    (checkout routes) one order through the lifecycle
 *   POST /api/admin/orders/:id/refunds   (id or order number) RecordRefundBody -> RecordRefundResponse | 400 | 404 | 409
 *   POST /api/admin/test-order           (demo mode only)  -> TestOrderResponse | 404
 */

/** 'all' or one lifecycle status. */
export const ADMIN_ORDER_FILTERS = ['all', ...ORDER_STATUS] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];

export const ADMIN_ORDERS_PAGE_SIZE = 20;
export const ADMIN_ORDERS_MAX_PAGE_SIZE = 100;
/** The CSV export stops here; narrow the filter for more. */
export const ADMIN_ORDERS_EXPORT_MAX = 10_000;

/** Filters shared by the list and the CSV export. `search` matches order number, customer name or phone. */
export const AdminOrdersFilter = z.object({
  status: z.enum(ADMIN_ORDER_FILTERS).default('all'),
  search: AdminListSearch,
});
export type AdminOrdersFilter = z.infer<typeof AdminOrdersFilter>;

export const AdminOrdersQuery = AdminOrdersFilter.extend({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_ORDERS_MAX_PAGE_SIZE).default(ADMIN_ORDERS_PAGE_SIZE),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>;

/** One row of the CRM table. */
export const AdminOrderRow = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUS),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUS),
  paymentMethod: z.enum(PAYMENT_METHODS),
  customerId: z.string(),
  customerInfo: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
  }),
  district: z.string(),
  city: z.string(),
  subtotal: Rwf,
  shippingCost: Rwf,
  discount: Rwf,
  total: Rwf,
  itemCount: z.number().int().min(0),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The statuses the lifecycle allows next (shared `nextStatuses`): the row's status select. */
  nextStatuses: z.array(z.enum(ORDER_STATUS)),
  /** The delivery address as stored with the order. */
  shippingAddress: OrderShippingAddressDto,
  /** Payments owed back and refunds given (shared `refundOutstanding` reads them with the order). */
  refunds: OrderRefundsDto.optional(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

/** Orders per status over the whole shop (not narrowed by the search), plus `all`. */
export const AdminOrderCounts = z.record(z.enum(ADMIN_ORDER_FILTERS), z.number().int().min(0));
export type AdminOrderCounts = z.infer<typeof AdminOrderCounts>;

/**
 * A search counts its matches up to this many; past it the total reads "1,000+" (`capped`).
 * Counting tens of thousands of matches would cost more than the page itself.
 */
export const ADMIN_SEARCH_COUNT_CAP = 1000;

/** Pages of a list whose search total may be capped at ADMIN_SEARCH_COUNT_CAP. */
export const AdminPagination = Pagination.extend({
  /** True when `total` is the cap and more rows match (pages then goes only as far as the cap). */
  capped: z.boolean(),
});
export type AdminPagination = z.infer<typeof AdminPagination>;

/**
 * A row of the list as the API answers it: the row plus the order's items and history, so a
 * details view can open from the list alone (as the first back-office did).
 */
export const AdminOrderListEntry = AdminOrderRow.extend({
  items: z.array(CustomerOrderItemDto),
  timeline: z.array(OrderTimelineEntryDto),
});
export type AdminOrderListEntry = z.infer<typeof AdminOrderListEntry>;

export const AdminOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(AdminOrderListEntry),
  pagination: AdminPagination,
  counts: AdminOrderCounts,
});
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>;

/** The heuristic of the order-details modal, computed on the server from the stored order. */
export const OrderAnalysisDto = z.object({
  score: z.number().int().min(0).max(100),
  risk: z.enum(ORDER_RISKS),
  customerValue: z.enum(ORDER_VALUE_BANDS),
  deliveryEstimate: z.enum(DELIVERY_ESTIMATES),
  recommendations: z.array(z.enum(ORDER_ANALYSIS_ADVICE)),
});
export type OrderAnalysisDto = z.infer<typeof OrderAnalysisDto>;

/** The full order (as its owner sees it) plus what staff need: analysis and allowed moves. */
export const AdminOrderDetail = OrderDto.extend({
  customerId: z.string(),
  analysis: OrderAnalysisDto,
  nextStatuses: z.array(z.enum(ORDER_STATUS)),
  /** Payments owed back (with their MoMo reference) and refunds given. */
  refunds: OrderRefundsDto.optional(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrderDetailResponse = z.object({ success: z.literal(true), data: AdminOrderDetail });
export type AdminOrderDetailResponse = z.infer<typeof AdminOrderDetailResponse>;

export const AdminOrderParams = z.object({ id: z.string().trim().min(1).max(80) });

/** A refund recorded: the order's refund records and what is still owed after it. */
export const RecordRefundResponse = z.object({
  success: z.literal(true),
  data: z.object({ orderId: z.string(), refunds: OrderRefundsDto, outstanding: z.number().int().min(0) }),
});
export type RecordRefundResponse = z.infer<typeof RecordRefundResponse>;

export const BULK_STATUS_MAX = 200;

export const BulkStatusBody = z.object({
  orderIds: z.array(Uuid('Unknown order')).min(1, 'Please select orders first').max(BULK_STATUS_MAX),
  status: z.enum(ORDER_STATUS),
});
export type BulkStatusBody = z.infer<typeof BulkStatusBody>;

/** One order's outcome: moved, or the stable error code that refused it. */
export const BulkStatusResult = z.object({
  orderId: z.string(),
  ok: z.boolean(),
  orderNumber: z.string().nullable(),
  /** Status before the move; null when the order was not found. */
  from: z.enum(ORDER_STATUS).nullable(),
  /** ORDER_NOT_FOUND, ORDER_BAD_TRANSITION, ... when `ok` is false. */
  code: z.string().nullable(),
});
export type BulkStatusResult = z.infer<typeof BulkStatusResult>;

export const BulkStatusResponse = z.object({
  success: z.literal(true),
  status: z.enum(ORDER_STATUS),
  updated: z.number().int().min(0),
  failed: z.number().int().min(0),
  results: z.array(BulkStatusResult),
});
export type BulkStatusResponse = z.infer<typeof BulkStatusResponse>;

export const TestOrderResponse = z.object({
  success: z.literal(true),
  data: z.object({ orderId: z.string(), orderNumber: z.string(), total: Rwf }),
});
export type TestOrderResponse = z.infer<typeof TestOrderResponse>;

import { ordersCsvFileName } from '@isoko/shared/admin/orders-csv';
import {
  AdminOrderDetailResponse,
  AdminOrderParams,
  AdminOrdersFilter,
  AdminOrdersQuery,
  AdminOrdersResponse,
  BulkStatusBody,
  BulkStatusResponse,
  RecordRefundResponse,
  TestOrderResponse,
} from '@isoko/shared/admin/orders-schema';
import { RecordRefundBody } from '@isoko/shared/orders/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { adminOrderDetail, adminOrders, bulkChangeStatus, ordersCsv, recordOrderRefund } from './orders';
import { createTestOrder } from './test-order';

/** The orders CRM: list, CSV export, bulk status, one order, and the demo's test order (staff and admins). */
export const backOfficeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin'];
  const staff = app.requireStaff();

  app.get(
    '/api/admin/orders',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Orders CRM: filtered, searched page newest first, with counts per status',
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersResponse },
      },
    },
    // Staff page through it all day: the typed answer goes out as JSON text, skipping a second
    // validation pass per request (the type already holds it to AdminOrdersResponse). Item
    // colours and sizes worded in the staff member's language (`?lang=`, else Accept-Language).
    async (req, reply) => {
      const lang = requestLanguage(req, reply);
      return reply
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(await adminOrders(deps, req.query, lang)) as never);
    },
  );

  app.get(
    '/api/admin/orders/export.csv',
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'The filtered orders as CSV (Order Number, Customer, Phone, Total, Status, Date): status words in `?lang=` (else Accept-Language, else English), dates in Kigali time',
        querystring: AdminOrdersFilter,
      },
    },
    async (req, reply) => {
      const csv = await ordersCsv(deps, req.query, requestLanguage(req, reply));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ordersCsvFileName(new Date())}"`)
        .send(csv);
    },
  );

  app.post(
    '/api/admin/orders/bulk-status',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Move several orders through the lifecycle; each order succeeds or fails on its own',
        body: BulkStatusBody,
        response: { 200: BulkStatusResponse },
      },
    },
    (req) => bulkChangeStatus(deps, req.staff!.staffId, req.body),
  );

  app.get(
    '/api/admin/orders/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One order with its analysis and the statuses it may move to',
        params: AdminOrderParams,
        response: { 200: AdminOrderDetailResponse },
      },
    },
    // Item colours and sizes worded in the staff member's language (`?lang=`, else Accept-Language).
    async (req, reply) => ({
      success: true as const,
      data: await adminOrderDetail(deps, req.params.id, requestLanguage(req, reply)),
    }),
  );

  app.post(
    '/api/admin/orders/:id/refunds',
    {
      onRequest: staff,
      schema: {
        tags,
        summary:
          'Record money given back to the customer (at most what the order still owes); the order by id or order number',
        params: AdminOrderParams,
        body: RecordRefundBody,
        response: { 200: RecordRefundResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await recordOrderRefund(deps, req.staff!.staffId, req.params.id, req.body),
    }),
  );

  app.post(
    '/api/admin/test-order',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Demo mode only: place a real cash-on-delivery order for the demo shopper',
        response: { 200: TestOrderResponse },
      },
    },
    async () => ({ success: true as const, data: await createTestOrder(deps) }),
  );
};

import {
  CustomerOrderParams,
  CustomerOrderResponse,
  CustomerOrdersBody,
  CustomerOrdersResponse,
  CustomerStatsResponse,
} from '@isoko/shared/orders/customer-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language';
import { customerOrder, customerOrders, customerStats } from './customer-queries';
import { staffTimeline } from './service';

const StaffOrderIdParams = z.object({ id: z.string().trim().min(1).max(64) });

/**
 * Orders without their payments: My Orders (counts and the list; the customer is the session's,
 * the `phone`/`email` the old client sends are ignored, so nobody reads another person's orders
 * by typing their number) and the staff timeline. Items are named, and their colours worded, in
 * the shopper's language (`?lang=`, else Accept-Language, else English).
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, catalog } = app.deps;
  const tags = ['orders'];

  app.post(
    '/api/orders/customer-stats',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'Counts of the signed-in customer’s orders',
        body: CustomerOrdersBody,
        response: { 200: CustomerStatsResponse },
      },
    },
    async (req) => ({ success: true as const, stats: await customerStats(db, req.customer!.customerId) }),
  );

  app.post(
    '/api/orders/customer-orders',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'The signed-in customer’s orders, newest first',
        body: CustomerOrdersBody,
        response: { 200: CustomerOrdersResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      orders: await customerOrders(db, req.customer!.customerId, {
        lang: requestLanguage(req, reply),
        catalog,
      }),
    }),
  );

  app.get(
    '/api/orders/mine/:id',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'One of the signed-in customer’s orders, by id or order number',
        params: CustomerOrderParams,
        response: { 200: CustomerOrderResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await customerOrder(db, req.customer!.customerId, req.params.id, {
        lang: requestLanguage(req, reply),
        catalog,
      }),
    }),
  );

  app.get(
    '/api/admin/orders/:id/timeline',
    { schema: { tags: ['admin'], params: StaffOrderIdParams }, onRequest: app.requireStaff() },
    async (req) => ({ success: true, timeline: await staffTimeline(db, req.params.id) }),
  );
};

import {
  CustomerOrderParams,
  CustomerOrderResponse,
  CustomerOrdersBody,
  CustomerOrdersResponse,
  CustomerStatsResponse,
} from '@isoko/shared/orders/customer-orders';
import { TrackingResponse } from '@isoko/shared/tracking/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerOrder, customerOrders, customerStats } from './customer-queries';
import { publicTrackingOf, trackingOfOrder } from './parcel-tracking';
import { staffTimeline } from './service';

const StaffOrderIdParams = z.object({ id: z.string().trim().min(1).max(64) });
const TrackingIdParams = z.object({ trackingId: z.string().trim().min(1).max(40) });
const CreateTrackingBody = z.object({ orderId: z.string().trim().min(1).max(64) }).passthrough();

/**
 * Orders without their payments: My Orders (counts and the list; the customer is the session's,
 * the `phone`/`email` the old client sends are ignored, so nobody reads another person's orders
 * by typing their number), the staff timeline and the parcel's public tracking.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
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
    async (req) => ({ success: true as const, orders: await customerOrders(db, req.customer!.customerId) }),
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
    async (req) => ({
      success: true as const,
      data: await customerOrder(db, req.customer!.customerId, req.params.id),
    }),
  );

  app.get(
    '/api/admin/orders/:id/timeline',
    { schema: { tags: ['admin'], params: StaffOrderIdParams }, preHandler: app.requireStaff() },
    async (req) => ({ success: true, timeline: await staffTimeline(db, req.params.id) }),
  );

  app.get(
    '/api/tracking/:trackingId',
    {
      schema: {
        tags: ['tracking'],
        summary: "A parcel's public status and history (no personal details)",
        params: TrackingIdParams,
        response: { 200: TrackingResponse },
      },
    },
    async (req) => ({ success: true as const, tracking: await publicTrackingOf(db, req.params.trackingId) }),
  );

  // Kept from the old shop: tracking is created with the order; this returns it (idempotent).
  app.post(
    '/api/tracking/create',
    { schema: { tags: ['tracking'], body: CreateTrackingBody } },
    async (req) => {
      const trackingId = await trackingOfOrder(db, req.body.orderId, {
        customerId: req.customer?.customerId ?? null,
        staff: Boolean(req.staff),
      });
      return { success: true, tracking: { trackingId } };
    },
  );
};

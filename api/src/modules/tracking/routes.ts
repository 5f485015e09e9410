import { TrackingResponse } from '@isoko/shared/tracking/schema';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../realtime/room-access';
import { orders } from '../orders/tables';
import { createShipmentForOrder, getPublicTracking } from './service';

const TrackingIdParams = z.object({ trackingId: z.string().trim().min(1).max(40) });
const CreateTrackingBody = z.object({ orderId: z.string().trim().min(1).max(64) }).passthrough();

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (req) => ({
      success: true as const,
      tracking: await getPublicTracking(app.deps.db, req.params.trackingId),
    }),
  );

  // Kept from the old shop: tracking is created with the order; this returns it (idempotent).
  app.post(
    '/api/tracking/create',
    { schema: { tags: ['tracking'], body: CreateTrackingBody } },
    async (req) => {
      if (!req.customer && !req.staff) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const { orderId } = req.body;
      if (!isUuid(orderId)) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
      const ownership = req.staff
        ? eq(orders.id, orderId)
        : and(eq(orders.id, orderId), eq(orders.customerId, req.customer!.customerId));
      const [order] = await app.deps.db.select().from(orders).where(ownership).limit(1);
      if (!order) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
      const created = await app.deps.db.transaction((tx) =>
        createShipmentForOrder(tx, {
          id: order.id,
          district: order.district,
          province: order.province,
          createdAt: order.createdAt,
        }),
      );
      return { success: true, tracking: { trackingId: created.trackingId } };
    },
  );
};

import { TRACKING_ID_MAX_LENGTH, TrackingResponse } from '@isoko/shared/tracking/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicTrackingOf, trackingOfOrder } from './public-tracking';

const TrackingIdParams = z.object({ trackingId: z.string().trim().min(1).max(TRACKING_ID_MAX_LENGTH) });
const CreateTrackingBody = z.object({ orderId: z.string().trim().min(1).max(64) }).passthrough();

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

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

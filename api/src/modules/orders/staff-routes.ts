import { ChangeOrderStatusBody } from '@isoko/shared/tracking/schema';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../realtime/room-access';
import { changeOrderStatus } from './lifecycle';
import { orderTimeline } from './tables';

const OrderIdParams = z.object({ id: z.string().trim().min(1).max(64) });

/** Staff move orders along the lifecycle; the shared status machine decides what is allowed. */
export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (req: {
    params: { id: string };
    body: ChangeOrderStatusBody;
    staff: { staffId: string } | null;
  }) => {
    if (!isUuid(req.params.id)) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
    const result = await changeOrderStatus(app.deps, {
      orderId: req.params.id,
      to: req.body.status,
      note: req.body.note,
      location: req.body.location,
      actor: `staff:${req.staff!.staffId}`,
    });
    return {
      success: true,
      message: 'Order status updated!',
      data: {
        orderId: result.orderId,
        orderNumber: result.orderNumber,
        status: result.to,
        previousStatus: result.from,
      },
    };
  };
  const opts = {
    schema: { tags: ['admin'], params: OrderIdParams, body: ChangeOrderStatusBody },
    preHandler: app.requireStaff(),
  };
  app.put('/api/admin/orders/:id/status', opts, (req) => handler(req));
  app.post('/api/admin/orders/:id/status', opts, (req) => handler(req));

  app.get(
    '/api/admin/orders/:id/timeline',
    { schema: { tags: ['admin'], params: OrderIdParams }, preHandler: app.requireStaff() },
    async (req) => {
      if (!isUuid(req.params.id)) throw new AppError('ORDER_NOT_FOUND', 'Order not found.');
      const rows = await app.deps.db
        .select()
        .from(orderTimeline)
        .where(eq(orderTimeline.orderId, req.params.id))
        .orderBy(asc(orderTimeline.createdAt));
      return {
        success: true,
        timeline: rows.map((r) => ({
          status: r.status,
          timestamp: r.createdAt.toISOString(),
          note: r.note,
          actor: r.actor,
        })),
      };
    },
  );
};

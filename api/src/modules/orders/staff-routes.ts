import { OrderDto } from '@isoko/shared/checkout/schema';
import { ChangeOrderStatusBody } from '@isoko/shared/orders/events';
import { OrderStatusSchema } from '@isoko/shared/orders/status';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../realtime/room-access';
import { orderView } from '../checkout/order-view';
import { changeOrderStatus } from './lifecycle';
import { orders, orderTimeline } from './tables';

const OrderIdParams = z.object({ id: z.string().trim().min(1).max(64) });
const StatusChangedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: OrderDto.extend({ orderId: z.string(), previousStatus: OrderStatusSchema }),
});

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
    const [row] = await app.deps.db.select().from(orders).where(eq(orders.id, result.orderId));
    return {
      success: true as const,
      message: 'Order status updated!',
      data: { ...(await orderView(app.deps.db, row!)), orderId: result.orderId, previousStatus: result.from },
    };
  };
  const opts = {
    schema: {
      tags: ['admin'],
      summary: 'Move an order along its lifecycle (the shared status machine decides)',
      params: OrderIdParams,
      body: ChangeOrderStatusBody,
      response: { 200: StatusChangedResponse },
    },
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

import { CreateOrderBody } from '@isoko/shared/checkout/schema';
import { ChangeOrderStatusBody } from '@isoko/shared/orders/events';
import { OrderDto, OrderIdParams, OrderResponse } from '@isoko/shared/orders/schema';
import { OrderStatusSchema } from '@isoko/shared/orders/status';
import { NewPaymentBody } from '@isoko/shared/payments/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language';
import { orderInLanguage } from './order-view';
import { placeOrder } from './place-order';
import { cancelByCustomer, moveOrder, orderFor, payAgain } from './service';

const StaffOrderIdParams = z.object({ id: z.string().trim().min(1).max(64) });
const StatusChangedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: OrderDto.extend({ orderId: z.string(), previousStatus: OrderStatusSchema }),
});

/**
 * Placing and following an order with its payments. Items are named, and their colours worded,
 * in the shopper's language (`?lang=`, else Accept-Language, else English).
 */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['checkout'];

  app.post(
    '/api/orders',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'Place an order (once per Idempotency-Key); prices and totals come from the database',
        body: CreateOrderBody,
        response: { 200: OrderResponse, 201: OrderResponse },
      },
    },
    async (req, reply) => {
      const header = req.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      const placed = await placeOrder(deps, req.customer!.customerId, req.body, key);
      const order = await orderInLanguage(deps.db, placed.order, {
        lang: requestLanguage(req, reply),
        catalog: deps.catalog,
      });
      return reply.status(placed.created ? 201 : 200).send({ success: true as const, data: order });
    },
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order (id or order number), for its owner or staff',
        params: OrderIdParams,
        response: { 200: OrderResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await orderFor(
        deps,
        req.params.id,
        { customerId: req.customer?.customerId ?? null, staff: Boolean(req.staff) },
        requestLanguage(req, reply),
      ),
    }),
  );

  app.post(
    '/api/orders/:id/cancel',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'The shopper cancels their own order while it is unpaid and not yet being prepared',
        params: OrderIdParams,
        response: { 200: OrderResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await cancelByCustomer(
        deps,
        req.customer!.customerId,
        req.params.id,
        requestLanguage(req, reply),
      ),
    }),
  );

  app.post(
    '/api/orders/:id/payments',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ['payments'],
        summary: 'A new Mobile Money attempt for an unpaid order (after a decline or an expiry)',
        params: OrderIdParams,
        body: NewPaymentBody,
        response: { 200: OrderResponse, 201: OrderResponse },
      },
    },
    async (req, reply) => {
      const result = await payAgain(
        deps,
        req.customer!.customerId,
        req.params.id,
        req.body?.payerPhone,
        requestLanguage(req, reply),
      );
      return reply.status(result.created ? 201 : 200).send({ success: true as const, data: result.order });
    },
  );
};

/** Staff move an order along its lifecycle; the answer is the full order view, payments included. */
export const staffOrderStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const statusRoute = {
    schema: {
      tags: ['admin'],
      summary: 'Move an order along its lifecycle (the shared status machine decides)',
      params: StaffOrderIdParams,
      body: ChangeOrderStatusBody,
      response: { 200: StatusChangedResponse },
    },
    onRequest: app.requireStaff(),
  };
  const changeStatus = async (req: {
    params: { id: string };
    body: ChangeOrderStatusBody;
    staff: { staffId: string } | null;
  }) => ({
    success: true as const,
    message: 'Order status updated!',
    data: await moveOrder(deps, req.staff!.staffId, req.params.id, req.body),
  });
  app.put('/api/admin/orders/:id/status', statusRoute, (req) => changeStatus(req));
  app.post('/api/admin/orders/:id/status', statusRoute, (req) => changeStatus(req));
};

import {
  CreateOrderBody,
  OrderIdParams,
  OrderResponse,
  PriceCartBody,
  PriceCartResponse,
} from '@isoko/shared/checkout/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { priceCart } from '../cart/pricing';
import { findOrderFor, orderView } from './order-view';
import { placeOrder } from './place-order';

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['checkout'];

  app.post(
    '/api/cart/price',
    {
      schema: {
        tags,
        summary: 'Price a cart from the database: current prices, stock, coupon, shipping, totals',
        body: PriceCartBody,
        response: { 200: PriceCartResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await priceCart(deps.db, deps.config.sessionSecret, req.customer?.customerId ?? null, req.body),
    }),
  );

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
      return reply.status(placed.created ? 201 : 200).send({ success: true as const, data: placed.order });
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
    async (req) => {
      if (!req.customer && !req.staff) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const order = await findOrderFor(deps.db, req.params.id, {
        customerId: req.customer?.customerId ?? null,
        staff: Boolean(req.staff),
      });
      return { success: true as const, data: await orderView(deps.db, order) };
    },
  );
};

import { ApplyCouponBody, ApplyCouponResponse } from '@isoko/shared/checkout/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subtotalOf } from '../cart/pricing';
import { applyCoupon } from './service';

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  app.post(
    '/api/checkout/apply-coupon',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Check a coupon code against a cart (a preview: the order applies it for real)',
        body: ApplyCouponBody,
        response: { 200: ApplyCouponResponse },
      },
    },
    async (req) => {
      // With items the server's own subtotal counts; the old client sends only its total.
      const subtotal = req.body.items?.length ? await subtotalOf(db, req.body.items) : req.body.orderTotal;
      return applyCoupon(db, req.customer?.customerId ?? null, req.body.code, subtotal);
    },
  );
};

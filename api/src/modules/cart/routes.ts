import {
  ApplyCouponBody,
  PriceCartBody,
  PriceCartResponse,
  ShippingCalculateBody,
} from '@isoko/shared/cart/schema';
import { ApplyCouponResponse } from '@isoko/shared/coupons/schema';
import { ShippingCalculateResponse } from '@isoko/shared/shipping/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { previewCoupon } from './coupon-preview';
import { calculateShipping, priceCart } from './pricing';

/**
 * Everything that prices a cart before it is an order. The coupon preview and the shipping quote
 * keep their coupon and shipping paths, but both price the cart, so they live with the pricing.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/api/cart/price',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Price a cart from the database: current prices, stock, coupon, shipping, totals',
        body: PriceCartBody,
        response: { 200: PriceCartResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await priceCart(deps.db, deps.config.sessionSecret, req.customer?.customerId ?? null, req.body, {
        lang: requestLanguage(req, reply),
        catalog: deps.catalog,
      }),
    }),
  );

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
    (req) => previewCoupon(deps.db, req.customer?.customerId ?? null, req.body),
  );

  app.post(
    '/api/shipping/calculate',
    {
      schema: {
        tags: ['shipping'],
        summary: 'The shipping fee for some items and a district',
        body: ShippingCalculateBody,
        response: { 200: ShippingCalculateResponse },
      },
    },
    (req) => calculateShipping(deps.db, req.customer?.customerId ?? null, req.body),
  );
};

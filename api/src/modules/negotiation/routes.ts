import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  ClaimDealsBody,
  ClaimDealsResponse,
  MakeOfferBody,
  MakeOfferResponse,
  NegotiationOfferBody,
  NegotiationOfferResponse,
  NegotiationStateQuery,
  NegotiationStateResponse,
} from '@isoko/shared/negotiation/schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config, DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../config';
import { AppError } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/client-address';
import { notifyAdmins } from '../../realtime/chat-takeover';
import { makeOffer, negotiationStanding, widgetOffer } from './entry-points';
import { claimGuestDeals } from './service';

/** Offers one device (or customer) may send per minute: a person bargains a few times a minute. */
const OFFERS_PER_MINUTE = 30;

/** The device or customer a request speaks for, read from the validated body. */
function limitKey(req: FastifyRequest): string {
  if (req.customer) return `customer:${req.customer.customerId}`;
  const body = (req.body ?? {}) as {
    deviceId?: string;
    userId?: string;
    customerInfo?: { deviceId?: string; userId?: string };
  };
  const device = body.deviceId ?? body.userId ?? body.customerInfo?.deviceId ?? body.customerInfo?.userId;
  return device ? `device:${device}` : `ip:${clientAddressKey(req)}`;
}

/**
 * A per-device limit, counted after validation (the device id is in the body). Raising
 * RATE_LIMIT_PER_MINUTE for load runs from one address raises it in proportion.
 */
function perDeviceLimit(config: Config): RateLimitOptions {
  const scale = Math.max(1, config.http.rateLimitPerMinute / DEFAULT_RATE_LIMIT_PER_MINUTE);
  return {
    max: Math.round(OFFERS_PER_MINUTE * scale),
    timeWindow: '1 minute',
    hook: 'preHandler',
    skipOnError: true,
    keyGenerator: (req) => `negotiation:${limitKey(req)}`,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        `Too many offers from this device. Please wait ${ctx.after} and try again.`,
        {
          retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
        },
      ),
  };
}

/** Price negotiation: the widget, the make-offer dialog, and a guest's deals following them to their account. */
export const negotiationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const rateLimit = perDeviceLimit(deps.config);
  const tags = ['negotiation'];
  // Staff watch negotiations live: each answered move tells the admins room to read them again.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'POST' && reply.statusCode === 200 && !req.url.startsWith('/api/negotiation/claim')) {
      notifyAdmins(deps, { kind: 'negotiation', at: new Date().toISOString() });
    }
  });

  app.post(
    '/api/negotiation/offer',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'One bargaining move in the product page widget (3 rounds per shopper and product a day)',
        body: NegotiationOfferBody,
        response: { 200: NegotiationOfferResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await widgetOffer(deps, req.customer?.customerId ?? null, req.body),
    }),
  );

  app.get(
    '/api/negotiation/state',
    {
      schema: {
        tags,
        summary:
          "Where this shopper's bargaining over a product stands today (rounds used, the shop's last price)",
        querystring: NegotiationStateQuery,
        response: { 200: NegotiationStateResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await negotiationStanding(deps, req.customer?.customerId ?? null, req.query),
    }),
  );

  app.post(
    '/api/offers/make',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "An offer from the assistant's make-offer dialog (same engine and rounds as the widget)",
        body: MakeOfferBody,
        response: { 200: MakeOfferResponse },
      },
    },
    (req) => makeOffer(deps, req.customer?.customerId ?? null, req.body),
  );

  app.post(
    '/api/negotiation/claim',
    {
      config: { rateLimit },
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'Re-issue the deals this device made as a guest to the signed-in customer',
        body: ClaimDealsBody,
        response: { 200: ClaimDealsResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await claimGuestDeals(deps, req.customer!.customerId, req.body.deviceId, req.body.tokens),
    }),
  );
};

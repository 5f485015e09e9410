import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  AssistantChatBody,
  AssistantChatResponse,
  AssistantHistoryQuery,
  AssistantHistoryResponse,
} from '@isoko/shared/assistant/schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config, DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../config';
import { AppError } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/client-address';
import { requestLanguage } from '../../lib/request-language';
import { chatHistory } from './history';
import { chat } from './service';

/** Messages one device (or customer) may send per minute: a person types a few a minute. */
const MESSAGES_PER_MINUTE = 30;

function limitKey(req: FastifyRequest): string {
  if (req.customer) return `customer:${req.customer.customerId}`;
  const body = (req.body ?? {}) as AssistantChatBody;
  const device = body.deviceId ?? body.context?.deviceId ?? body.userId;
  return device ? `device:${device}` : `ip:${clientAddressKey(req)}`;
}

/** Counted after validation (the device id is in the body); scales with RATE_LIMIT_PER_MINUTE for load runs. */
function perDeviceLimit(config: Config): RateLimitOptions {
  const scale = Math.max(1, config.http.rateLimitPerMinute / DEFAULT_RATE_LIMIT_PER_MINUTE);
  return {
    max: Math.round(MESSAGES_PER_MINUTE * scale),
    timeWindow: '1 minute',
    hook: 'preHandler',
    skipOnError: true,
    keyGenerator: (req) => `assistant:${limitKey(req)}`,
    errorResponseBuilder: (_req, ctx) =>
      new AppError('RATE_LIMITED', `Too many messages from this device. Please wait ${ctx.after}.`, {
        retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
      }),
  };
}

/** The shopping assistant. Its replies also stream as `assistant:message` in `chat:<sessionId>`. */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const rateLimit = perDeviceLimit(deps.config);
  app.post(
    '/api/offers/chat',
    {
      config: { rateLimit },
      schema: {
        tags: ['assistant'],
        summary: 'One message to the shopping assistant (products, deals, delivery, orders, offers)',
        body: AssistantChatBody,
        response: { 200: AssistantChatResponse },
      },
    },
    (req) => chat(deps, req.customer?.customerId ?? null, req.body),
  );
  app.get(
    '/api/offers/chat/history',
    {
      schema: {
        tags: ['assistant'],
        summary:
          "The shopper's recent conversation with the assistant, oldest first; replies' product cards in `?lang=` or Accept-Language",
        querystring: AssistantHistoryQuery,
        response: { 200: AssistantHistoryResponse },
      },
    },
    (req, reply) =>
      chatHistory(deps, req.customer?.customerId ?? null, req.query, requestLanguage(req, reply)),
  );
};

import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  DevPhoneMessagesResponse,
  DevPhoneNumbersResponse,
  DevPhoneParams,
  SmsAdminAlertBody,
  SmsOrderConfirmationBody,
  SmsQueuedResponse,
  SmsWelcomeBody,
} from '@isoko/shared/notifications/schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendError } from '../../plugins/error-handler';
import { devPhoneMessages, devPhoneNumbers } from './dev-phone';
import { requestAdminAlertSms, requestOrderConfirmationSms, requestWelcomeSms } from './requests';

/** Alerts one customer may send to the shop's phone per hour; staff may send many more. */
export const CUSTOMER_ALERTS_PER_HOUR = 3;
const STAFF_ALERTS_PER_HOUR = 60;

/**
 * Counted per caller after sign-in is known, and closed while the counter (Redis) is out of
 * reach: each alert is a text the shop pays for.
 */
const adminAlertLimit: RateLimitOptions = {
  max: (req) => (req.staff ? STAFF_ALERTS_PER_HOUR : CUSTOMER_ALERTS_PER_HOUR),
  timeWindow: '1 hour',
  hook: 'preHandler',
  skipOnError: false,
  keyGenerator: (req) =>
    `admin-alert:${req.staff ? `staff:${req.staff.staffId}` : `customer:${req.customer?.customerId}`}`,
  errorResponseBuilder: (_req, ctx) =>
    new AppError('RATE_LIMITED', `Too many alerts. Please wait ${ctx.after} and try again.`, {
      retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
    }),
};

/** Staff, or a customer signed in: a guest cannot text the shop's phone. */
async function requireShopperOrStaff(req: FastifyRequest): Promise<void> {
  if (!req.staff && !req.customer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
}

/**
 * SMS requests of the old client (welcome, order confirmation, status): each only queues a
 * text for the `sms` worker.
 * In demo mode, the simulated handset's API; in production, /dev/phone does not exist at all.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['sms'];

  app.post(
    '/api/sms/welcome',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'Queue the welcome text to the signed-in customer (once per customer)',
        body: SmsWelcomeBody,
        response: { 200: SmsQueuedResponse },
      },
    },
    (req) => requestWelcomeSms(deps, req.customer!.customerId),
  );

  app.post(
    '/api/sms/order-confirmation',
    {
      preHandler: app.requireCustomer,
      schema: {
        tags,
        summary: 'Queue the confirmation of one of the customer’s orders (once per order)',
        body: SmsOrderConfirmationBody,
        response: { 200: SmsQueuedResponse },
      },
    },
    (req) => requestOrderConfirmationSms(deps, req.customer!.customerId, req.body.orderData.orderNumber),
  );

  app.post(
    '/api/sms/admin-alert',
    {
      preHandler: requireShopperOrStaff,
      config: { rateLimit: adminAlertLimit },
      schema: {
        tags,
        summary:
          'Queue an alert to the shop’s admin phone (staff, or a signed-in customer a few times an hour)',
        body: SmsAdminAlertBody,
        response: { 200: SmsQueuedResponse },
      },
    },
    (req) =>
      requestAdminAlertSms(
        deps,
        req.body.alertMessage,
        req.staff ? undefined : { customerId: req.customer!.customerId },
      ),
  );

  if (!deps.config.isDemo) {
    // The simulated handset is a demo tool: in production its page is a plain 404.
    const notFound = (_req: unknown, reply: import('fastify').FastifyReply) =>
      sendError(reply, 'NOT_FOUND', 'Not found');
    app.get('/dev/phone', { schema: { hide: true } }, notFound);
    app.get('/dev/phone/*', { schema: { hide: true } }, notFound);
    return;
  }

  const devTags = ['demo phone'];
  app.get(
    '/api/dev/phone',
    {
      schema: {
        tags: devTags,
        summary: 'Numbers that received texts lately (demo mode only)',
        response: { 200: DevPhoneNumbersResponse },
      },
    },
    async () => ({ success: true as const, data: { numbers: await devPhoneNumbers(deps.db) } }),
  );
  app.get(
    '/api/dev/phone/:phone/messages',
    {
      schema: {
        tags: devTags,
        summary: 'Texts delivered to this number, newest first (demo mode only)',
        params: DevPhoneParams,
        response: { 200: DevPhoneMessagesResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { phone: req.params.phone, messages: await devPhoneMessages(deps.db, req.params.phone) },
    }),
  );
};

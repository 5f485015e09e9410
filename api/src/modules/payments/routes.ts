import { Uuid } from '@isoko/shared/id-schema';
import {
  DevMomoDecisionResponse,
  DevMomoPromptsResponse,
  PaymentIdParams,
  PaymentResponse,
} from '@isoko/shared/payments/schema';
import { RwPhone, toMsisdn } from '@isoko/shared/phone';
import { rooms } from '@isoko/shared/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { decideSandboxPayment, momoSandboxPlugin, type SandboxOptions } from './momo-sandbox/server';
import { SandboxStore, toPrompt } from './momo-sandbox/store';
import { handleMomoCallback } from './reconcile';
import { paymentFor } from './service';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['payments'];

  app.get(
    '/api/payments/:id',
    {
      schema: {
        tags,
        summary: 'One payment attempt (its order’s owner or staff)',
        params: PaymentIdParams,
        response: { 200: PaymentResponse },
      },
    },
    async (req) => {
      if (!req.customer && !req.staff) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const data = await paymentFor(deps.db, req.params.id, {
        customerId: req.customer?.customerId ?? null,
        staff: Boolean(req.staff),
      });
      return { success: true as const, data };
    },
  );

  // MoMo's callback: a hint only. It queues a status check and never reads the body's status.
  const callback = {
    schema: {
      tags,
      summary: 'MoMo callback (a hint: triggers a status check)',
      params: z.object({ paymentId: z.string() }),
    },
    // MoMo sends whatever it likes; nothing of it is used.
    bodyLimit: 64 * 1024,
  };
  const onCallback = async (req: { params: { paymentId: string } }) => {
    if (PaymentIdParams.safeParse({ id: req.params.paymentId }).success) {
      await handleMomoCallback(deps, req.params.paymentId);
    }
    return { success: true as const };
  };
  app.put('/api/payments/momo/callback/:paymentId', callback, onCallback);
  app.post('/api/payments/momo/callback/:paymentId', callback, onCallback);

  // Our MoMo sandbox: demo mode without a real MoMo. In production there is no trace of it.
  if (deps.config.isDemo && !deps.config.momo.baseUrl) await sandboxRoutes(app, {});
};

/** The demo's MoMo sandbox under /dev/momo and the demo handset's approve/decline routes. */
const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const sandbox: SandboxOptions = {
    store: new SandboxStore(deps.redis, deps.config.redis.prefix),
    apiUser: deps.config.momo.apiUser,
    apiKey: deps.config.momo.apiKey,
    subscriptionKey: deps.config.momo.subscriptionKey,
    targetEnvironment: deps.config.momo.targetEnvironment,
    callbackDropRate: 0.25,
    callbackBase: deps.config.http.publicUrl,
    onPrompt: (prompt) => deps.emitter.to(rooms.phone(prompt.phone)).emit('devphone:momo-prompt', prompt),
  };
  await app.register(momoSandboxPlugin, { ...sandbox, prefix: '/dev/momo' });

  const devTags = ['demo phone'];
  const Decision = z.object({ referenceId: Uuid(), decision: z.enum(['approve', 'decline']) });
  app.post(
    '/api/dev/momo/:referenceId/:decision',
    {
      schema: {
        tags: devTags,
        summary: 'Approve or decline a Mobile Money prompt on the demo handset (demo mode only)',
        params: Decision,
        response: { 200: DevMomoDecisionResponse },
      },
    },
    async (req) => {
      const decided = await decideSandboxPayment(
        sandbox,
        req.params.referenceId.toLowerCase(),
        req.params.decision,
      );
      if (!decided) throw new AppError('PAYMENT_NOT_FOUND', 'No such Mobile Money request.');
      return { success: true as const, data: toPrompt(decided) };
    },
  );
  app.get(
    '/api/dev/momo/prompts',
    {
      schema: {
        tags: devTags,
        summary: 'Mobile Money prompts sent to a demo handset, newest first (demo mode only)',
        querystring: z.object({ phone: RwPhone }),
        response: { 200: DevMomoPromptsResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: { prompts: (await sandbox.store.prompts(toMsisdn(req.query.phone))).map(toPrompt) },
    }),
  );
};

import type { RateLimitOptions } from '@fastify/rate-limit';
import { TrackBody, TrackResponse } from '@isoko/shared/analytics/schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Config, DEFAULT_RATE_LIMIT_PER_MINUTE } from '../../config';
import { AppError } from '../../lib/app-error';
import { clientAddressKey } from '../../lib/client-address';
import { flushAnalytics, track } from './service';

/** Track requests one device may send per minute (each carries up to 50 events). */
const TRACKS_PER_MINUTE = 120;

function headerDevice(req: FastifyRequest): string | null {
  const value = req.headers['x-device-id'];
  const device = typeof value === 'string' ? value.trim() : '';
  return device && device.length <= 200 ? device : null;
}

/** The device a track request speaks for: the first event's device id, else the header, else the address. */
function deviceKey(req: FastifyRequest): string {
  const body = (req.body ?? {}) as {
    params?: { device_id?: string };
    events?: { params?: { device_id?: string } }[];
  };
  const device = body.params?.device_id ?? body.events?.[0]?.params?.device_id ?? headerDevice(req);
  return device ? `device:${device}` : `ip:${clientAddressKey(req)}`;
}

function perDeviceLimit(config: Config): RateLimitOptions {
  const scale = Math.max(1, config.http.rateLimitPerMinute / DEFAULT_RATE_LIMIT_PER_MINUTE);
  return {
    max: Math.round(TRACKS_PER_MINUTE * scale),
    timeWindow: '1 minute',
    hook: 'preHandler',
    skipOnError: true,
    keyGenerator: (req) => `analytics:${deviceKey(req)}`,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        `Too many analytics requests from this device. Please wait ${ctx.after}.`,
        {
          retryAfterSeconds: Math.ceil(ctx.ttl / 1000),
        },
      ),
  };
}

/** The analytics ingest: the browser's events after consent, queued and written in batches. */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  app.addHook('onClose', async () => flushAnalytics(deps));

  app.post(
    '/api/analytics/track',
    {
      config: { rateLimit: perDeviceLimit(deps.config) },
      schema: {
        tags: ['analytics'],
        summary: 'Record analytics events (one, or a batch of up to 50); answered before they are written',
        body: TrackBody,
        response: { 202: TrackResponse },
      },
    },
    async (req, reply) =>
      reply.status(202).send(
        track(deps, req.body, {
          customerId: req.customer?.customerId ?? null,
          deviceId: headerDevice(req),
        }),
      ),
  );
};

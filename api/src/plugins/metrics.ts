import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { sendError } from './error-handler';

/**
 * How often the event-loop lag monitor samples, in ms. prom-client's default (10 ms) wakes an
 * idle process a hundred times a second, about half of what an idle shop spends; ten samples a
 * second still give the lag percentiles an operator needs.
 */
export const EVENT_LOOP_SAMPLE_MS = 100;

/**
 * Prometheus metrics at /metrics: process defaults plus request durations by route. Behind
 * METRICS_TOKEN (a bearer token) when one is set; open in demo mode; absent in production
 * without a token, and then nothing is collected either (nobody could read it).
 */
export const metricsPlugin = fp(async (app) => {
  const { enabled, token } = app.deps.config.metrics;
  // In production without METRICS_TOKEN there is no /metrics at all (a plain 404).
  if (!enabled) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, reply) => {
    duration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (req, reply) => {
    if (token && !sameSecret(bearerToken(req.headers.authorization), token)) {
      return sendError(reply, 'UNAUTHENTICATED', 'A bearer token is required for /metrics.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});

const bearerToken = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice(7).trim() : '';

/** Compares without leaking, through timing, how much of the token was right. */
function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

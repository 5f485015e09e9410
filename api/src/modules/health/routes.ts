import { HealthDto } from '@isoko/shared/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readHealth } from './service';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (_req: unknown, reply: import('fastify').FastifyReply) => {
    const health = await readHealth(app.deps, startedAt);
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  };
  const schema = {
    tags: ['health'],
    summary: 'Database, Redis and queue state, version and mode',
    response: { 200: HealthDto, 503: HealthDto },
  };
  app.get('/health', { schema, config: { rateLimit: false } }, handler);
  app.get('/api/health', { schema, config: { rateLimit: false } }, handler);
};

import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './modules/health/routes';

/** Every domain's routes, one line each. Paths are absolute inside each module (spec paths). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
}

import type { FastifyInstance } from 'fastify';
import { adminCatalogRoutes } from './modules/admin-catalog/routes';
import { analyticsRoutes } from './modules/analytics/routes';
import { assistantRoutes } from './modules/assistant/routes';
import { authRoutes } from './modules/auth/routes';
import { staffAccountRoutes } from './modules/auth/staff-accounts-routes';
import { backOfficeRoutes } from './modules/back-office/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { checkoutRoutes, staffOrderStatusRoutes } from './modules/checkout/routes';
import { contentRoutes } from './modules/content/routes';
import { customerRoutes } from './modules/customers/routes';
import { healthRoutes } from './modules/health/routes';
import { insightsRoutes } from './modules/insights/routes';
import { negotiationRoutes } from './modules/negotiation/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderRoutes } from './modules/orders/routes';
import { paymentRoutes } from './modules/payments/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { trackingRoutes } from './modules/tracking/routes';
import { tryOnRoutes } from './modules/tryon/routes';
import { queueBoardRoutes } from './queue/queue-board';

/** Every domain's routes, one line each. Paths are absolute inside each module (the paths old clients call). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(orderRoutes);
  await app.register(notificationRoutes);
  await app.register(trackingRoutes);
  await app.register(tryOnRoutes);
  await app.register(shippingRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(staffOrderStatusRoutes);
  await app.register(paymentRoutes);
  await app.register(negotiationRoutes);
  await app.register(assistantRoutes);
  await app.register(adminCatalogRoutes);
  await app.register(queueBoardRoutes);
  await app.register(backOfficeRoutes);
  await app.register(staffAccountRoutes);
  await app.register(analyticsRoutes);
  await app.register(insightsRoutes);
  await app.register(contentRoutes);
}

import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { checkoutRoutes } from './modules/checkout/routes';
import { couponRoutes } from './modules/coupons/routes';
import { customerRoutes } from './modules/customers/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { customerOrderRoutes } from './modules/orders/customer-routes';
import { staffOrderRoutes } from './modules/orders/staff-routes';
import { paymentRoutes } from './modules/payments/routes';
import { shippingRoutes } from './modules/shipping/routes';
import { trackingRoutes } from './modules/tracking/routes';

/** Every domain's routes, one line each. Paths are absolute inside each module (spec paths). */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(catalogRoutes);
  await app.register(authRoutes);
  await app.register(customerRoutes);
  await app.register(customerOrderRoutes);
  await app.register(notificationRoutes);
  await app.register(trackingRoutes);
  await app.register(staffOrderRoutes);
  await app.register(shippingRoutes);
  await app.register(couponRoutes);
  await app.register(checkoutRoutes);
  await app.register(paymentRoutes);
}

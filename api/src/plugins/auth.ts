import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import {
  CUSTOMER_COOKIE,
  type CustomerPrincipal,
  resolveCustomerSession,
  resolveStaffSession,
  STAFF_COOKIE,
  type StaffPrincipal,
  type StaffRole,
} from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    customer: CustomerPrincipal | null;
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    requireCustomer: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireStaff: (...roles: StaffRole[]) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Reads the bearer token staff API clients may send instead of the cookie. */
function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || undefined : undefined;
}

/**
 * Resolves who is calling from the httpOnly session cookies. Customers and staff have separate
 * cookies, so one browser can shop and run the back-office at once.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('customer', null);
  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (req) => {
    const customerToken = req.cookies[CUSTOMER_COOKIE];
    if (customerToken) req.customer = await resolveCustomerSession(app.deps.db, customerToken);
    const staffToken =
      req.cookies[STAFF_COOKIE] ?? (req.url.startsWith('/api/admin') ? bearer(req) : undefined);
    if (staffToken) req.staff = await resolveStaffSession(app.deps.db, staffToken);
  });

  app.decorate('requireCustomer', async (req: FastifyRequest) => {
    if (!req.customer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  });

  app.decorate('requireStaff', (...roles: StaffRole[]) => async (req: FastifyRequest) => {
    if (!req.staff) throw new AppError('UNAUTHENTICATED', 'Authentication required. Please login again.');
    if (roles.length && !roles.includes(req.staff.role)) {
      throw new AppError('FORBIDDEN', 'Access denied. Admin privileges required.');
    }
  });
});

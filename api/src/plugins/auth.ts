import { STAFF_DISABLED_MESSAGE } from '@isoko/shared/auth/schema';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import {
  CUSTOMER_COOKIE,
  type CustomerPrincipal,
  isDisabledStaffSession,
  resolveCustomerSession,
  resolveStaffSession,
  STAFF_COOKIE,
  type StaffPrincipal,
  type StaffRole,
} from '../modules/auth/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Opens a route under /api/admin to callers without a staff session (the staff sign-in and
     * sign-out). Every other /api/admin route requires one.
     */
    public?: boolean;
  }
  interface FastifyRequest {
    customer: CustomerPrincipal | null;
    staff: StaffPrincipal | null;
    /** The staff session sent belonged to an account that has been disabled. */
    staffDisabled: boolean;
  }
  interface FastifyInstance {
    requireCustomer: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireStaff: (...roles: StaffRole[]) => (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** Routes under this prefix require a staff session unless marked `config: { public: true }`. */
export const ADMIN_PREFIX = '/api/admin';

export const isAdminPath = (url: string) => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

/** Every guard `app.requireStaff` has made, so route registration can see where each one runs. */
const staffGuards = new WeakSet<object>();

/**
 * The check behind every staff guard: no staff session answers 401 (a shopper's session is
 * not one), a staff session without one of `roles` answers 403. Routes run it as an onRequest
 * hook: Fastify validates the body and params after onRequest and before preValidation and
 * preHandler, so a guard there would tell a caller without the role which fields a route wants
 * (400) before refusing them.
 */
function requireStaffRole(...roles: StaffRole[]) {
  const guard = async (req: FastifyRequest): Promise<void> => {
    if (!req.staff && req.staffDisabled) {
      throw new AppError('STAFF_DISABLED', STAFF_DISABLED_MESSAGE);
    }
    if (!req.staff) throw new AppError('UNAUTHENTICATED', 'Authentication required. Please login again.');
    if (roles.length && !roles.includes(req.staff.role)) {
      throw new AppError('FORBIDDEN', 'Access denied. Admin privileges required.');
    }
  };
  staffGuards.add(guard);
  return guard;
}

/** Refuses, at start-up, a route that runs a staff guard after validation (see requireStaffRole). */
function assertGuardsRunFirst(route: RouteOptions) {
  for (const stage of ['preValidation', 'preHandler'] as const) {
    const hooks = route[stage];
    const list: unknown[] = Array.isArray(hooks) ? hooks : hooks ? [hooks] : [];
    if (list.some((hook) => typeof hook === 'function' && staffGuards.has(hook))) {
      throw new Error(
        `${String(route.method)} ${route.url}: app.requireStaff() runs as onRequest, not ${stage}, so roles are checked before the input`,
      );
    }
  }
}

const requireAnyStaff = requireStaffRole();

/**
 * The guard every /api/admin route gets. It runs on the request, before validation, so a caller
 * without a staff session learns nothing about a route's input. No session at all answers 401;
 * a shopper signed in as a customer is known but not allowed: 403. Role checks stay on the
 * routes that need one (`app.requireStaff('admin')`).
 */
async function denyWithoutStaff(req: FastifyRequest): Promise<void> {
  if (!req.staff && req.customer)
    throw new AppError('FORBIDDEN', 'Access denied. Admin privileges required.');
  await requireAnyStaff(req);
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
  app.decorateRequest('staffDisabled', false);

  // Deny by default: added to each route as it is registered, so a new admin route cannot
  // forget it. Fastify reports only routes added after this hook: app.ts registers this plugin
  // before any route.
  app.addHook('onRoute', (route) => {
    assertGuardsRunFirst(route);
    if (!isAdminPath(route.url) || route.config?.public === true) return;
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [denyWithoutStaff, ...own];
  });

  app.addHook('onRequest', async (req) => {
    const customerToken = req.cookies[CUSTOMER_COOKIE];
    if (customerToken) req.customer = await resolveCustomerSession(app.deps.db, customerToken);
    const staffToken =
      req.cookies[STAFF_COOKIE] ?? (req.url.startsWith('/api/admin') ? bearer(req) : undefined);
    if (staffToken) req.staff = await resolveStaffSession(app.deps.db, staffToken);
    // A token that no longer works is looked at once more, to say when its account was disabled.
    if (staffToken && !req.staff) req.staffDisabled = await isDisabledStaffSession(app.deps.db, staffToken);
  });

  app.decorate('requireCustomer', async (req: FastifyRequest) => {
    if (!req.customer) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  });

  app.decorate('requireStaff', requireStaffRole);
});

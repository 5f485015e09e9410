import {
  AdminCustomerDetailResponse,
  AdminCustomerParams,
  AdminCustomersQuery,
  AdminCustomersResponse,
} from '@isoko/shared/admin/customers-schema';
import { DashboardResponse } from '@isoko/shared/admin/dashboard-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../lib/request-language';
import { adminCustomerDetail, adminCustomers } from './customers';
import { dashboard } from './dashboard';
import { backOfficeOrderRoutes } from './order-routes';

/**
 * The back-office's customers and dashboard (staff and admins; /api/admin already refuses
 * callers without a staff session), with the orders CRM beside it (order-routes.ts). Staff
 * accounts are the auth module's (auth/staff-accounts-routes.ts). Colours come back worded in
 * the staff member's language (`?lang=`, else Accept-Language, else English) beside the
 * stored English word.
 */
export const backOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(backOfficeOrderRoutes);
  const { deps } = app;
  const tags = ['admin'];
  const staff = app.requireStaff();

  app.get(
    '/api/admin/customers',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Customers, searched by name, e-mail or phone, with orders and spend',
        querystring: AdminCustomersQuery,
        response: { 200: AdminCustomersResponse },
      },
    },
    (req) => adminCustomers(deps, req.query),
  );

  app.get(
    '/api/admin/customers/:id',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'One customer with addresses, order figures and what they tend to order',
        params: AdminCustomerParams,
        response: { 200: AdminCustomerDetailResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await adminCustomerDetail(deps, req.params.id, requestLanguage(req, reply)),
    }),
  );

  app.get(
    '/api/admin/dashboard',
    {
      onRequest: staff,
      schema: {
        tags,
        summary: 'Dashboard cards, recent orders, low stock and the orders CRM figures',
        response: { 200: DashboardResponse },
      },
    },
    async (req, reply) => ({
      success: true as const,
      data: await dashboard(deps, requestLanguage(req, reply)),
    }),
  );
};

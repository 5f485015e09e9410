import {
  CreateStaffBody,
  StaffIdParams,
  StaffListResponse,
  StaffMemberResponse,
  StaffPasswordResponse,
  UpdateStaffBody,
} from '@isoko/shared/admin/staff-schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addStaff, listStaff, resetStaffPassword, updateStaff } from './staff-accounts';

/** Staff accounts, admins only: list, add (temporary password shown once), disable, role, reset. */
export const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['admin staff'];
  const admin = app.requireStaff('admin');

  app.get(
    '/api/admin/staff',
    {
      onRequest: admin,
      schema: { tags, summary: 'Every staff account', response: { 200: StaffListResponse } },
    },
    async () => ({ success: true as const, staff: await listStaff(deps.db) }),
  );

  app.post(
    '/api/admin/staff',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Add a staff account; its temporary password is in this answer only',
        body: CreateStaffBody,
        response: { 200: StaffPasswordResponse },
      },
    },
    async (req) => ({ success: true as const, data: await addStaff(deps.db, req.body) }),
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'Disable or enable an account, or change its role (disabling revokes its sessions)',
        params: StaffIdParams,
        body: UpdateStaffBody,
        response: { 200: StaffMemberResponse },
      },
    },
    async (req) => ({
      success: true as const,
      data: await updateStaff(deps, req.staff!.staffId, req.params.id, req.body),
    }),
  );

  app.post(
    '/api/admin/staff/:id/reset-password',
    {
      onRequest: admin,
      schema: {
        tags,
        summary: 'A new temporary password (in this answer only); the account’s sessions end',
        params: StaffIdParams,
        response: { 200: StaffPasswordResponse },
      },
    },
    async (req) => ({ success: true as const, data: await resetStaffPassword(deps, req.params.id) }),
  );
};

import { z } from 'zod';
import { Uuid } from '../id-schema';

/**
 * Staff accounts, admins only.
 *   GET   /api/admin/staff                     -               -> StaffListResponse
 *   POST  /api/admin/staff                     CreateStaffBody -> StaffPasswordResponse (temporary password, shown once)
 *   PATCH /api/admin/staff/:id                 UpdateStaffBody -> StaffMemberResponse (disabling revokes their sessions)
 *   POST  /api/admin/staff/:id/reset-password  -               -> StaffPasswordResponse (new temporary password, shown once)
 * An admin cannot disable or demote their own account (STAFF_SELF_CHANGE).
 *
 * Every signed-in staff member, whatever their role, changes their own password:
 *   POST  /api/admin/auth/password             ChangeOwnPasswordBody -> ChangeOwnPasswordResponse
 * A wrong current password is STAFF_PASSWORD_WRONG (counted like a failed sign-in); their other
 * sessions are signed out, the one that made the change stays.
 */

export const STAFF_ROLE_VALUES = ['admin', 'staff'] as const;
export type StaffRoleValue = (typeof STAFF_ROLE_VALUES)[number];

/**
 * Who may change the catalogue: add, edit and delete products, categories and deals, upload
 * media, write search-engine text and run the stock analysis. Other staff may only read the
 * products table and the stored stock report. The API guards its routes with this list and the
 * back office hides the actions it would refuse.
 */
export const CATALOG_WRITE_ROLES: readonly StaffRoleValue[] = ['admin'];

export const canWriteCatalog = (role: StaffRoleValue | null | undefined): boolean =>
  !!role && CATALOG_WRITE_ROLES.includes(role);

export const StaffMemberDto = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLE_VALUES),
  disabled: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffMemberDto = z.infer<typeof StaffMemberDto>;

export const StaffListResponse = z.object({ success: z.literal(true), staff: z.array(StaffMemberDto) });
export type StaffListResponse = z.infer<typeof StaffListResponse>;

/** The longest name and e-mail address a staff account keeps. */
export const STAFF_NAME_MAX = 120;
export const STAFF_EMAIL_MAX = 254;

export const CreateStaffBody = z.object({
  email: z.email('Please enter a valid e-mail address').trim().toLowerCase().max(STAFF_EMAIL_MAX),
  name: z.string().trim().min(1).max(STAFF_NAME_MAX),
  role: z.enum(STAFF_ROLE_VALUES).default('staff'),
});
export type CreateStaffBody = z.infer<typeof CreateStaffBody>;

export const UpdateStaffBody = z
  .object({ disabled: z.boolean().optional(), role: z.enum(STAFF_ROLE_VALUES).optional() })
  .refine((b) => b.disabled !== undefined || b.role !== undefined, 'Nothing to change');
export type UpdateStaffBody = z.infer<typeof UpdateStaffBody>;

export const StaffIdParams = z.object({ id: Uuid('Unknown staff member') });

export const StaffMemberResponse = z.object({ success: z.literal(true), data: StaffMemberDto });
export type StaffMemberResponse = z.infer<typeof StaffMemberResponse>;

/** The temporary password is returned this once and stored only as a hash. */
export const StaffPasswordResponse = z.object({
  success: z.literal(true),
  data: z.object({ staff: StaffMemberDto, temporaryPassword: z.string() }),
});
export type StaffPasswordResponse = z.infer<typeof StaffPasswordResponse>;

/**
 * The rule for a staff password a person chooses: the start-up admin password (ADMIN_PASSWORD)
 * and a new password set from the back office. At least 10 characters, as long as a sentence
 * someone remembers; no other rule about kinds of characters. (A temporary password the shop
 * makes up is 16 characters.)
 */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 200;

export const StaffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, `The password needs at least ${STAFF_PASSWORD_MIN} characters`)
  .max(STAFF_PASSWORD_MAX, `The password is too long: ${STAFF_PASSWORD_MAX} characters at most`);

export const ChangeOwnPasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(STAFF_PASSWORD_MAX),
    newPassword: StaffPassword,
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one',
  });
export type ChangeOwnPasswordBody = z.infer<typeof ChangeOwnPasswordBody>;

export const ChangeOwnPasswordResponse = z.object({
  success: z.literal(true),
  /** How many other sessions of the account were signed out. */
  data: z.object({ signedOutSessions: z.number().int().min(0) }),
});
export type ChangeOwnPasswordResponse = z.infer<typeof ChangeOwnPasswordResponse>;

/** The message of STAFF_PASSWORD_WRONG. */
export const STAFF_PASSWORD_WRONG_MESSAGE = 'Your current password is not right.';

import { randomBytes } from 'node:crypto';
import {
  type ChangeOwnPasswordBody,
  type CreateStaffBody,
  STAFF_PASSWORD_WRONG_MESSAGE,
  type StaffMemberDto,
  type UpdateStaffBody,
} from '@isoko/shared/admin/staff-schema';
import { verify } from '@node-rs/argon2';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  revokeAllStaffSessions,
  revokeOtherStaffSessions,
  revokeSession,
  STAFF_ROLES,
  type StaffRole,
  sessionIdOf,
  staffSessionRoom,
} from './sessions';
import { hashPassword } from './staff';
import { staffUsers } from './tables';

/** Admins manage back-office accounts: add with a temporary password, disable, change role, reset. */

type StaffRow = typeof staffUsers.$inferSelect;

// Readable when read out or typed from a screen: no 0/O, 1/l/I.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters from 56: about 93 bits. */
const TEMPORARY_PASSWORD_LENGTH = 16;

export function temporaryPassword(): string {
  // 256 is not a multiple of 56: drop bytes that would bias the first characters.
  const limit = 256 - (256 % PASSWORD_ALPHABET.length);
  let out = '';
  while (out.length < TEMPORARY_PASSWORD_LENGTH) {
    for (const b of randomBytes(32)) {
      if (b < limit && out.length < TEMPORARY_PASSWORD_LENGTH)
        out += PASSWORD_ALPHABET[b % PASSWORD_ALPHABET.length];
    }
  }
  return out;
}

const roleOf = (role: string): StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : 'staff';

export function toStaffMember(row: StaffRow): StaffMemberDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(row.role),
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

export async function listStaff(db: DbOrTx): Promise<StaffMemberDto[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.createdAt), asc(staffUsers.email));
  return rows.map(toStaffMember);
}

async function findStaff(db: DbOrTx, id: string): Promise<StaffRow> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id.toLowerCase())).limit(1);
  if (!row) throw new AppError('STAFF_NOT_FOUND', 'Staff member not found.');
  return row;
}

/** Drops the sockets of revoked sessions from every room on every API process. */
export function disconnectStaffSockets(deps: AppDeps, sessionIds: string[]): void {
  for (const id of sessionIds) deps.emitter.in(staffSessionRoom(id)).disconnectSockets(true);
}

/** Sign-out: the session stops working and its sockets leave every room. */
export async function signOutStaff(deps: AppDeps, token: string): Promise<void> {
  const sessionId = await sessionIdOf(deps.db, token);
  await revokeSession(deps.db, token);
  if (sessionId) disconnectStaffSockets(deps, [sessionId]);
}

export async function addStaff(
  db: DbOrTx,
  input: CreateStaffBody,
): Promise<{ staff: StaffMemberDto; temporaryPassword: string }> {
  const password = temporaryPassword();
  const [row] = await db
    .insert(staffUsers)
    .values({
      email: input.email,
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(password),
    })
    .onConflictDoNothing({ target: staffUsers.email })
    .returning();
  if (!row) throw new AppError('STAFF_EMAIL_TAKEN', 'A staff member with this e-mail already exists.');
  return { staff: toStaffMember(row), temporaryPassword: password };
}

/**
 * Disables or enables an account, or changes its role. Disabling revokes every session of the
 * account and drops its sockets. Admins cannot disable or demote themselves, so the shop always
 * keeps the admin who is making changes.
 */
export async function updateStaff(
  deps: AppDeps,
  actorId: string,
  id: string,
  change: UpdateStaffBody,
): Promise<StaffMemberDto> {
  const current = await findStaff(deps.db, id);
  const demotes = change.role !== undefined && change.role !== 'admin';
  if (current.id === actorId && (change.disabled === true || demotes)) {
    throw new AppError('STAFF_SELF_CHANGE', 'You cannot disable or demote your own account.');
  }
  const { row, revoked } = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffUsers)
      .set({
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? sql`now()` : null }),
      })
      .where(eq(staffUsers.id, current.id))
      .returning();
    // A new role takes effect on the next request anyway (sessions read it live); a disabled
    // account's sessions are revoked so they stay dead if it is enabled again.
    const revokedIds = change.disabled === true ? await revokeAllStaffSessions(tx, current.id) : [];
    return { row: updated ?? current, revoked: revokedIds };
  });
  disconnectStaffSockets(deps, revoked);
  return toStaffMember(row);
}

/** A new temporary password; the old one and every session of the account stop working. */
export async function resetStaffPassword(
  deps: AppDeps,
  id: string,
): Promise<{ staff: StaffMemberDto; temporaryPassword: string }> {
  const current = await findStaff(deps.db, id);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const revoked = await deps.db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, current.id));
    return revokeAllStaffSessions(tx, current.id);
  });
  disconnectStaffSockets(deps, revoked);
  return { staff: toStaffMember(current), temporaryPassword: password };
}

/**
 * A signed-in staff member replaces their own password (a temporary one an admin gave them, or
 * the start-up one). The current password must be right, else STAFF_PASSWORD_WRONG; the caller
 * counts that like a failed sign-in. Every other session of the account is signed out (a
 * password someone else learnt stops giving them a way in); the session that made the change
 * stays. Returns how many sessions were signed out.
 */
export async function changeOwnPassword(
  deps: AppDeps,
  who: { staffId: string; sessionId: string },
  change: ChangeOwnPasswordBody,
): Promise<{ signedOutSessions: number }> {
  const current = await findStaff(deps.db, who.staffId);
  const ok = await verify(current.passwordHash, change.currentPassword).catch(() => false);
  if (!ok) throw new AppError('STAFF_PASSWORD_WRONG', STAFF_PASSWORD_WRONG_MESSAGE);
  const passwordHash = await hashPassword(change.newPassword);
  const revoked = await deps.db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ passwordHash }).where(eq(staffUsers.id, current.id));
    return revokeOtherStaffSessions(tx, current.id, who.sessionId);
  });
  disconnectStaffSockets(deps, revoked);
  return { signedOutSessions: revoked.length };
}

/** The e-mail of a staff account (the sign-in limit counts failures per e-mail). */
export async function staffEmailOf(db: DbOrTx, staffId: string): Promise<string> {
  return (await findStaff(db, staffId)).email;
}

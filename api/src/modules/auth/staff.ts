import {
  STAFF_DISABLED_MESSAGE,
  STAFF_FORBIDDEN,
  STAFF_INVALID_CREDENTIALS,
  type StaffUserDto,
} from '@isoko/shared/auth/schema';
import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createSession, STAFF_ROLES, STAFF_SESSION_HOURS, type StaffRole } from './sessions';
import { staffUsers } from './tables';

type StaffRow = typeof staffUsers.$inferSelect;

/** argon2id (the library's default algorithm) with its default cost: 19 MiB, 2 passes. */
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;
/** Verifying against a throwaway hash when the e-mail is unknown keeps both answers equally slow. */
const dummy = () => {
  dummyHash ??= hash('isoko-no-such-user-placeholder');
  return dummyHash;
};

export function toStaffDto(row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>): StaffUserDto {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: (STAFF_ROLES as readonly string[]).includes(row.role) ? (row.role as StaffRole) : 'staff',
  };
}

export async function staffLogin(
  db: DbOrTx,
  email: string,
  password: string,
  userAgent: string | undefined,
): Promise<{ token: string; expiresAt: Date; user: StaffUserDto }> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.email, email.trim().toLowerCase()))
    .limit(1);
  const ok = row
    ? await verify(row.passwordHash, password).catch(() => false)
    : await verify(await dummy(), password);
  if (!row || !ok) throw new AppError('UNAUTHENTICATED', STAFF_INVALID_CREDENTIALS);
  // Only someone who knows the password learns the account is disabled; an unknown e-mail and
  // a wrong password stay the same 401 above. Still a 403, as the sign-in screen expects, but
  // with its own code so the screen can say why instead of "Admin privileges required".
  if (row.disabledAt) throw new AppError('STAFF_DISABLED', STAFF_DISABLED_MESSAGE, undefined, 403);
  if (!(STAFF_ROLES as readonly string[]).includes(row.role))
    throw new AppError('FORBIDDEN', STAFF_FORBIDDEN);
  await db.update(staffUsers).set({ lastLoginAt: sql`now()` }).where(eq(staffUsers.id, row.id));
  const session = await createSession(db, { staffId: row.id }, STAFF_SESSION_HOURS * 3600 * 1000, userAgent);
  return { ...session, user: toStaffDto(row) };
}

export async function loadStaffUser(db: DbOrTx, staffId: string): Promise<StaffUserDto> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, staffId)).limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Authentication required. Please login again.');
  return toStaffDto(row);
}

/**
 * Creates the account when the e-mail is new; with `resetPassword` an existing account gets
 * this password (the demo admin whose password file was replaced). Returns whether it created one.
 */
export async function ensureStaffUser(
  db: DbOrTx,
  input: { email: string; password: string; name: string; role: StaffRole; resetPassword?: boolean },
): Promise<'created' | 'updated' | 'unchanged'> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (!row) {
    await db
      .insert(staffUsers)
      .values({ email, name: input.name, role: input.role, passwordHash: await hashPassword(input.password) })
      .onConflictDoNothing({ target: staffUsers.email });
    return 'created';
  }
  if (input.resetPassword && !(await verify(row.passwordHash, input.password).catch(() => false))) {
    await db
      .update(staffUsers)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(staffUsers.id, row.id));
    return 'updated';
  }
  return 'unchanged';
}

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, staffUsers } from './tables';

export const CUSTOMER_COOKIE = 'isoko_session';
export const STAFF_COOKIE = 'isoko_staff';
export const CUSTOMER_SESSION_DAYS = 30;
export const STAFF_SESSION_HOURS = 12;

export const STAFF_ROLES = ['admin', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface CustomerPrincipal {
  sessionId: string;
  customerId: string;
}
export interface StaffPrincipal {
  sessionId: string;
  staffId: string;
  role: StaffRole;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: DbOrTx,
  owner: { customerId: string } | { staffId: string },
  ttlMs: number,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    customerId: 'customerId' in owner ? owner.customerId : null,
    staffId: 'staffId' in owner ? owner.staffId : null,
    userAgent: userAgent?.slice(0, 300),
    expiresAt,
  });
  return { token, expiresAt };
}

/** The customer-session lookup every signed-in shopper request makes, prepared once per handle. */
function customerSessionQuery(db: DbOrTx) {
  return db
    .select({ sessionId: sessions.id, customerId: sessions.customerId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('customer_session_by_token');
}
const preparedCustomerSession = new WeakMap<object, ReturnType<typeof customerSessionQuery>>();

export async function resolveCustomerSession(db: DbOrTx, token: string): Promise<CustomerPrincipal | null> {
  let query = preparedCustomerSession.get(db);
  if (!query) {
    query = customerSessionQuery(db);
    preparedCustomerSession.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  return row?.customerId ? { sessionId: row.sessionId, customerId: row.customerId } : null;
}

/**
 * The staff-session lookup every back-office request makes, built once per database handle as a
 * prepared statement: building the query each time cost more CPU than running it.
 */
function staffSessionQuery(db: DbOrTx) {
  return db
    .select({ sessionId: sessions.id, staffId: sessions.staffId, role: staffUsers.role })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // A disabled account's sessions stop working at once.
        isNull(staffUsers.disabledAt),
      ),
    )
    .limit(1)
    .prepare('staff_session_by_token');
}
const preparedStaffSession = new WeakMap<object, ReturnType<typeof staffSessionQuery>>();

export async function resolveStaffSession(db: DbOrTx, token: string): Promise<StaffPrincipal | null> {
  let query = preparedStaffSession.get(db);
  if (!query) {
    query = staffSessionQuery(db);
    preparedStaffSession.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: hashToken(token) });
  if (!row?.staffId) return null;
  const role = (STAFF_ROLES as readonly string[]).includes(row.role) ? (row.role as StaffRole) : 'staff';
  return { sessionId: row.sessionId, staffId: row.staffId, role };
}

/**
 * Whether `token` was a session of a staff account that has since been disabled (its sessions
 * were revoked with it), so the refusal can say why. Asked only of a token that no longer works.
 */
export async function isDisabledStaffSession(db: DbOrTx, token: string): Promise<boolean> {
  const [row] = await db
    .select({ disabledAt: staffUsers.disabledAt })
    .from(sessions)
    .innerJoin(staffUsers, eq(staffUsers.id, sessions.staffId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return !!row?.disabledAt;
}

/** Server-side logout: the token stops working everywhere at once. */
export async function revokeSession(db: DbOrTx, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

export async function revokeAllCustomerSessions(db: DbOrTx, customerId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

/**
 * A server-side room holding one staff session's sockets (clients cannot ask to join it), so
 * revoking the session can disconnect them from `admins` on every API process.
 */
export const staffSessionRoom = (sessionId: string) => `staff-session:${sessionId}`;

/** Revokes every live session of a staff member; returns their ids so their sockets can be dropped. */
export async function revokeAllStaffSessions(db: DbOrTx, staffId: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Revokes every live session of a staff member but `keepSessionId`; returns the revoked ids. */
export async function revokeOtherStaffSessions(
  db: DbOrTx,
  staffId: string,
  keepSessionId: string,
): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** The session a token belongs to, revoked or not (to drop its sockets at sign-out). */
export async function sessionIdOf(db: DbOrTx, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row?.id;
}

import { count, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { CUSTOMER_SEARCH_TEXT, customers } from './tables';

/** The back-office's reads of customer accounts: the searched list and the total. */

/** `%` and `_` typed by staff are matched literally. */
const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AdminCustomerRecord = Pick<
  typeof customers.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'createdAt' | 'lastLoginAt' | 'smsOptIn'
>;

const columns = {
  id: customers.id,
  firstName: customers.firstName,
  lastName: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  createdAt: customers.createdAt,
  lastLoginAt: customers.lastLoginAt,
  smsOptIn: customers.smsOptIn,
};

/** One page of customers, newest first; `search` is a case-insensitive contains over name, e-mail and phone. */
export async function adminCustomerPage(
  db: DbOrTx,
  search: string,
  page: { page: number; limit: number },
): Promise<{ rows: AdminCustomerRecord[]; total: number }> {
  const where = search ? sql`(${CUSTOMER_SEARCH_TEXT}) ilike ${likeContains(search)}` : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}

export async function customerCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers);
  return Number(row?.n ?? 0);
}

import { ADMIN_SEARCH_COUNT_CAP } from '@isoko/shared/admin/orders-schema';
import { count, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { searchMatches } from '../../lib/search-matches';
import { CUSTOMER_SEARCH_TEXT, customers } from './tables';

/** The back-office's reads of customer accounts: the searched list and the total. */

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

/**
 * One page of customers, newest first; `search` is a case- and accent-insensitive contains over
 * name, e-mail and phone (a phone however it is typed). `total` stops at ADMIN_SEARCH_COUNT_CAP + 1 for a search.
 */
export async function adminCustomerPage(
  db: DbOrTx,
  search: string,
  page: { page: number; limit: number },
): Promise<{ rows: AdminCustomerRecord[]; total: number }> {
  const where = search ? searchMatches(CUSTOMER_SEARCH_TEXT, search) : undefined;
  // A search counts one past the cap at most: a broad one would otherwise read every row.
  const matches = db
    .select({ one: sql`1` })
    .from(customers)
    .where(where)
    .limit(ADMIN_SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    search ? db.select({ n: count() }).from(matches) : db.select({ n: count() }).from(customers),
  ]);
  return { rows, total: Number(totals?.n ?? 0) };
}

export async function customerCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customers);
  return Number(row?.n ?? 0);
}

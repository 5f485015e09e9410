import type {
  AddressInput,
  Preferences,
  PreferencesUpdate,
  PreferredLanguage,
  ProfileUpdate,
  UserDto,
} from '@isoko/shared/customers/schema';
import { isUuid } from '@isoko/shared/ids';
import { smsLanguageOf } from '@isoko/shared/notifications/texts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertAddresses, listAddressRows } from './addresses';
import { toUserDto } from './dto';
import { customers } from './tables';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerByPhone(db: DbOrTx, phone: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.phone, phone)).limit(1);
  return row;
}

export async function findCustomer(db: DbOrTx, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  return row;
}

/**
 * The customer's row lock until the caller's transaction ends: what one customer does at the
 * checkout (first-order coupons, idempotency keys) is decided one request at a time.
 */
export async function lockCustomer(tx: Tx, customerId: string): Promise<CustomerRow | undefined> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  return row;
}

/**
 * Keeps the e-mail a customer gave at checkout when their account has none, so the next checkout
 * (which asks for one) starts filled in. An e-mail already on the account is never replaced.
 */
export async function rememberEmailIfMissing(tx: Tx, customer: CustomerRow, email: string): Promise<void> {
  const typed = email.trim();
  if (customer.email || !typed) return;
  await tx
    .update(customers)
    .set({ email: typed })
    .where(and(eq(customers.id, customer.id), isNull(customers.email)));
}

export async function toUser(db: DbOrTx, row: CustomerRow): Promise<UserDto> {
  return toUserDto(row, await listAddressRows(db, row.id));
}

/** The signed-in customer with their addresses. */
export async function loadUser(db: DbOrTx, customerId: string): Promise<UserDto> {
  const row = await findCustomer(db, customerId);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'Your account no longer exists. Please sign in again.');
  return toUser(db, row);
}

export interface NewCustomer {
  phone: string;
  firstName: string;
  lastName: string;
  email?: string;
  addresses: AddressInput[];
  /** The language they registered with (English when not said). */
  preferredLanguage?: PreferredLanguage;
}

/** Creates a customer and their first addresses inside the caller's transaction. */
export async function createCustomer(tx: Tx, input: NewCustomer): Promise<CustomerRow> {
  const [row] = await tx
    .insert(customers)
    .values({
      phone: input.phone,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email ?? null,
      preferredLanguage: input.preferredLanguage ?? 'en',
      lastLoginAt: sql`now()`,
    })
    .onConflictDoNothing({ target: customers.phone })
    .returning();
  if (!row) {
    throw new AppError(
      'CUSTOMER_EXISTS',
      'This phone number already has an account. Please sign in instead.',
    );
  }
  await insertAddresses(tx, row, input.addresses);
  return row;
}

/** A sign-in: its time, and the screen's language when it named one (the texts follow it). */
export async function markSignedIn(
  db: DbOrTx,
  customerId: string,
  language?: PreferredLanguage,
): Promise<void> {
  await db
    .update(customers)
    .set({ lastLoginAt: sql`now()`, ...(language ? { preferredLanguage: language } : {}) })
    .where(eq(customers.id, customerId));
}

export async function updateProfile(db: DbOrTx, customerId: string, patch: ProfileUpdate): Promise<UserDto> {
  const set: Partial<typeof customers.$inferInsert> = {};
  if (patch.firstName !== undefined) set.firstName = patch.firstName;
  if (patch.lastName !== undefined) set.lastName = patch.lastName;
  if (patch.email !== undefined) set.email = patch.email;
  if (Object.keys(set).length) await db.update(customers).set(set).where(eq(customers.id, customerId));
  return loadUser(db, customerId);
}

export async function getPreferences(db: DbOrTx, customerId: string): Promise<Preferences> {
  const row = await findCustomer(db, customerId);
  if (!row) throw new AppError('CUSTOMER_NOT_FOUND', 'Your account no longer exists. Please sign in again.');
  return { smsOptIn: row.smsOptIn, language: textLanguage(row) };
}

export async function updatePreferences(
  db: DbOrTx,
  customerId: string,
  prefs: PreferencesUpdate,
): Promise<Preferences> {
  const set: Partial<typeof customers.$inferInsert> = {};
  if (prefs.smsOptIn !== undefined) set.smsOptIn = prefs.smsOptIn;
  if (prefs.language !== undefined) set.preferredLanguage = prefs.language;
  if (Object.keys(set).length) await db.update(customers).set(set).where(eq(customers.id, customerId));
  return getPreferences(db, customerId);
}

/** The language a customer's texts are written in (English for a value this code does not know). */
export const textLanguage = (row: Pick<CustomerRow, 'preferredLanguage'>): PreferredLanguage =>
  smsLanguageOf(row.preferredLanguage);

/** The language of a customer's texts, by id; English when the customer is unknown. */
export async function textLanguageOf(db: DbOrTx, customerId: string): Promise<PreferredLanguage> {
  const [row] = await db
    .select({ preferredLanguage: customers.preferredLanguage })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ? textLanguage(row) : 'en';
}

/** Whether non-essential texts may go to this customer (the SMS worker asks before sending). */
export async function acceptsOptionalSms(
  db: DbOrTx,
  who: { customerId?: string; phone: string },
): Promise<boolean> {
  const byId = who.customerId && isUuid(who.customerId);
  const row = byId ? await findCustomer(db, who.customerId!) : await findCustomerByPhone(db, who.phone);
  return row?.smsOptIn ?? true;
}

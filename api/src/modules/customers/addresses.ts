import {
  type AddressDto,
  type AddressInput,
  type AddressUpdate,
  MAX_ADDRESSES,
} from '@isoko/shared/customers/schema';
import { provinceOf } from '@isoko/shared/rwanda';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toAddressDto } from './dto';
import { addresses, customers } from './tables';

type Owner = Pick<typeof customers.$inferSelect, 'id' | 'firstName' | 'lastName' | 'phone'>;

const ownerName = (c: Owner) => [c.firstName, c.lastName].filter(Boolean).join(' ') || c.firstName;

function province(district: string): string {
  const p = provinceOf(district);
  // DistrictSchema already refused anything else; this guards callers that skip it.
  if (!p) throw new AppError('VALIDATION_FAILED', 'Please choose one of Rwanda’s 30 districts.');
  return p;
}

export async function listAddressRows(db: DbOrTx, customerId: string) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

export async function listAddresses(db: DbOrTx, customerId: string): Promise<AddressDto[]> {
  return (await listAddressRows(db, customerId)).map(toAddressDto);
}

async function loadOwner(tx: DbOrTx, customerId: string): Promise<Owner> {
  const [owner] = await tx
    .select({
      id: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      phone: customers.phone,
    })
    .from(customers)
    .where(eq(customers.id, customerId))
    // Serialises address changes of one customer (count limit, single default).
    .for('update');
  if (!owner)
    throw new AppError('CUSTOMER_NOT_FOUND', 'Your account no longer exists. Please sign in again.');
  return owner;
}

/** Adds addresses inside the caller's transaction; the first one a customer has becomes the default. */
export async function insertAddresses(tx: Tx, owner: Owner, inputs: AddressInput[]): Promise<void> {
  const [{ n } = { n: 0 }] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(addresses)
    .where(eq(addresses.customerId, owner.id));
  if (Number(n) + inputs.length > MAX_ADDRESSES) {
    throw new AppError('VALIDATION_FAILED', `You can keep at most ${MAX_ADDRESSES} addresses.`);
  }
  let hasDefault = Number(n) > 0 && (await currentDefault(tx, owner.id)) !== undefined;
  const wantsDefault = inputs.findIndex((a) => a.isDefault);
  for (const [i, input] of inputs.entries()) {
    const makeDefault = wantsDefault >= 0 ? i === wantsDefault : !hasDefault && i === 0;
    if (makeDefault && hasDefault) await clearDefault(tx, owner.id);
    await tx.insert(addresses).values({
      customerId: owner.id,
      label: input.label,
      receiverName: input.receiverName ?? ownerName(owner),
      phone: input.phone ?? owner.phone,
      province: province(input.district),
      district: input.district,
      sector: input.sector,
      street: input.street,
      postalCode: input.postalCode,
      isDefault: makeDefault,
    });
    if (makeDefault) hasDefault = true;
  }
}

async function currentDefault(tx: DbOrTx, customerId: string) {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)));
  return row;
}

async function clearDefault(tx: DbOrTx, customerId: string, except?: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.customerId, customerId),
        eq(addresses.isDefault, true),
        except ? ne(addresses.id, except) : undefined,
      ),
    );
}

async function ownedAddress(tx: DbOrTx, customerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  // Someone else's address answers exactly like a missing one.
  if (!row) throw new AppError('ADDRESS_NOT_FOUND', 'Address not found.');
  return row;
}

export async function addAddress(db: Db, customerId: string, input: AddressInput): Promise<AddressDto> {
  const id = await db.transaction(async (tx) => {
    const owner = await loadOwner(tx, customerId);
    await insertAddresses(tx, owner, [input]);
    const [row] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.customerId, customerId))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    return row!.id;
  });
  return toAddressDto(await ownedAddress(db, customerId, id));
}

export async function updateAddress(
  db: Db,
  customerId: string,
  id: string,
  patch: AddressUpdate,
): Promise<AddressDto> {
  await db.transaction(async (tx) => {
    await loadOwner(tx, customerId);
    await ownedAddress(tx, customerId, id);
    if (patch.isDefault) await clearDefault(tx, customerId, id);
    const set: Partial<typeof addresses.$inferInsert> = {};
    if (patch.label !== undefined) set.label = patch.label;
    if (patch.receiverName !== undefined) set.receiverName = patch.receiverName;
    if (patch.phone !== undefined) set.phone = patch.phone;
    if (patch.district !== undefined) {
      set.district = patch.district;
      set.province = province(patch.district);
    }
    if (patch.sector !== undefined) set.sector = patch.sector;
    if (patch.street !== undefined) set.street = patch.street;
    if (patch.postalCode !== undefined) set.postalCode = patch.postalCode;
    // Unsetting the only default is refused silently: a customer with addresses keeps one default.
    if (patch.isDefault === true) set.isDefault = true;
    if (Object.keys(set).length) await tx.update(addresses).set(set).where(eq(addresses.id, id));
  });
  return toAddressDto(await ownedAddress(db, customerId, id));
}

export async function deleteAddress(db: Db, customerId: string, id: string): Promise<AddressDto[]> {
  await db.transaction(async (tx) => {
    await loadOwner(tx, customerId);
    const row = await ownedAddress(tx, customerId, id);
    await tx.delete(addresses).where(eq(addresses.id, id));
    if (row.isDefault) {
      // The newest remaining address takes over as default.
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    }
  });
  return listAddresses(db, customerId);
}

export async function setDefaultAddress(db: Db, customerId: string, id: string): Promise<AddressDto[]> {
  await db.transaction(async (tx) => {
    await loadOwner(tx, customerId);
    await ownedAddress(tx, customerId, id);
    await clearDefault(tx, customerId, id);
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  });
  return listAddresses(db, customerId);
}

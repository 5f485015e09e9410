import { normalizeFreeShippingType, type ShippingRules } from '@isoko/shared/checkout/pricing';
import {
  DEFAULT_FREE_ABOVE,
  DEFAULT_KIGALI_FREE,
  DEFAULT_STANDARD_SHIPPING_FEE,
  FREE_SHIPPING_TYPES,
  type FreeShippingType,
  type ShippingSettingsDto,
  type ShippingSettingsInput,
} from '@isoko/shared/shipping/schema';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listedProductIds } from '../catalog/read';
import { shippingSettings } from './tables';

export const SETTINGS_ID = 'default';
type SettingsRow = typeof shippingSettings.$inferSelect;

const typeOf = (t: string): FreeShippingType =>
  (FREE_SHIPPING_TYPES as readonly string[]).includes(t) ? (t as FreeShippingType) : 'none';

export function rulesOf(row: SettingsRow | undefined): ShippingRules {
  if (!row) {
    return {
      standardFee: DEFAULT_STANDARD_SHIPPING_FEE,
      freeShippingType: 'none',
      freeShippingThreshold: 0,
      selectedProducts: [],
      kigaliFree: DEFAULT_KIGALI_FREE,
      freeAbove: DEFAULT_FREE_ABOVE,
    };
  }
  const type = typeOf(row.freeShippingType);
  return {
    standardFee: row.standardFee,
    freeShippingType: type,
    freeShippingThreshold: row.freeShippingThreshold,
    selectedProducts: normalizeFreeShippingType(type, row.selectedProducts ?? []).selectedProducts,
    kigaliFree: row.kigaliFree,
    freeAbove: row.freeAbove,
  };
}

export function toSettingsDto(row: SettingsRow | undefined): ShippingSettingsDto {
  const rules = rulesOf(row);
  return {
    freeShippingEnabled: rules.freeShippingType !== 'none',
    freeShippingType: rules.freeShippingType,
    standardShippingFee: rules.standardFee,
    freeShippingThreshold: rules.freeShippingThreshold,
    selectedProducts: [...rules.selectedProducts],
    kigaliFree: rules.kigaliFree,
    freeAbove: rules.freeAbove,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

async function settingsRow(db: DbOrTx): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(shippingSettings).where(eq(shippingSettings.id, SETTINGS_ID)).limit(1);
  return row;
}

/** The rules every price uses; the defaults when the row is missing (the seed writes it). */
export async function shippingRules(db: DbOrTx): Promise<ShippingRules> {
  return rulesOf(await settingsRow(db));
}

export async function getShippingSettings(db: DbOrTx): Promise<ShippingSettingsDto> {
  return toSettingsDto(await settingsRow(db));
}

/**
 * Saves the admin's form. Type all clears the selection, none keeps no products,
 * the enabled flag follows the type. Fields left out keep their current value.
 */
export async function updateShippingSettings(
  db: DbOrTx,
  input: z.output<typeof ShippingSettingsInput>,
  staffId: string,
): Promise<ShippingSettingsDto> {
  const current = rulesOf(await settingsRow(db));
  const type = input.freeShippingType;
  const { selectedProducts } = normalizeFreeShippingType(
    type,
    input.selectedProducts ?? (type === 'selected' ? current.selectedProducts : []),
  );
  await assertProductsExist(db, selectedProducts);
  const values = {
    standardFee: input.standardShippingFee,
    freeShippingType: type,
    freeShippingThreshold: input.freeShippingThreshold ?? current.freeShippingThreshold,
    selectedProducts,
    kigaliFree: input.kigaliFree ?? current.kigaliFree,
    freeAbove: input.freeAbove === undefined ? current.freeAbove : input.freeAbove,
    updatedAt: new Date(),
    updatedBy: staffId,
  };
  const [row] = await db
    .insert(shippingSettings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: shippingSettings.id, set: values })
    .returning();
  return toSettingsDto(row);
}

/** A selection naming products the shop does not sell is a mistake worth saying, not saving. */
async function assertProductsExist(db: DbOrTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await listedProductIds(db, ids);
  const known = new Set(found);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length) {
    throw new AppError(
      'VALIDATION_FAILED',
      `Unknown product${unknown.length > 1 ? 's' : ''} in the free-shipping selection: ${unknown.slice(0, 5).join(', ')}`,
      unknown.map((id) => ({ path: 'body.selectedProducts', message: `No product ${id}` })),
    );
  }
}

/** Writes the default row once; an admin's later edits are never overwritten. */
export async function ensureShippingSettings(db: DbOrTx): Promise<void> {
  await db.insert(shippingSettings).values({ id: SETTINGS_ID }).onConflictDoNothing();
}

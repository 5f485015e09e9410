import { z } from 'zod';
import { RwPhone } from './phone';
import { DistrictSchema, ProvinceSchema } from './rwanda-schema';

/**
 * The one set of limits for a delivery address, wherever it is typed: registration, the address
 * book, the checkout. Where older schemas differed the larger limit was kept, so nothing stored
 * before is refused now; the database columns are `text` and add no limit of their own.
 */
export const ADDRESS_LIMITS = {
  receiverName: 160,
  sector: 120,
  street: 300,
  postalCode: 20,
} as const;

/**
 * A person's name has at least one letter, in any script: "😀😀" or "1234" is no name to print on
 * a parcel, greet in a text or call out at the door.
 */
export const NAME_HAS_LETTER = /\p{L}/u;

export const ADDRESS_REQUIRED_MESSAGE = 'Please enter your delivery address';

/**
 * The fields every delivery address shares. Each form picks the ones it asks for and says which
 * are optional or defaulted; the limits stay these. `receiverName` carries no minimum here: the
 * address book's form requires it, while an order or a saved address may leave it out and take
 * the customer's name.
 */
export const AddressBase = z.object({
  /** Who takes the parcel. */
  receiverName: z.string().trim().max(ADDRESS_LIMITS.receiverName),
  /** The receiver's phone, normalised to E.164 by the one phone normaliser. */
  phone: RwPhone,
  province: ProvinceSchema,
  /** One of the 30 districts; decides the shipping fee and the courier. */
  district: DistrictSchema,
  sector: z.string().trim().max(ADDRESS_LIMITS.sector),
  street: z.string().trim().min(1, ADDRESS_REQUIRED_MESSAGE).max(ADDRESS_LIMITS.street),
  postalCode: z.string().trim().max(ADDRESS_LIMITS.postalCode),
});
export type AddressBase = z.infer<typeof AddressBase>;

/**
 * The postal code worth printing, or '' for none. Rwanda has no postal codes in everyday use, so
 * the field is optional; older checkouts stored "0000" when it was left blank, and a code of
 * zeros is that placeholder, never a real one.
 */
export function postalCodeShown(code: string | null | undefined): string {
  const trimmed = (code ?? '').trim();
  return /^0*$/.test(trimmed) ? '' : trimmed;
}

/**
 * An address as the API returns it: the same fields as text. Responses show stored rows as they
 * are, so the input rules (and the phone transform) are not applied on the way out.
 */
export const AddressView = z.object({
  receiverName: z.string(),
  phone: z.string(),
  province: z.string(),
  district: z.string(),
  sector: z.string(),
  street: z.string(),
});
export type AddressView = z.infer<typeof AddressView>;

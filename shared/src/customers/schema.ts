import { z } from 'zod';
import { AddressBase, NAME_HAS_LETTER } from '../address';
import { FlashDealRef, ProductNamesDto } from '../catalog/schema';
import { SHOP_LANGUAGES } from '../i18n-language';
import { Uuid } from '../id-schema';
import { Rwf } from '../money';
import { E164Phone } from '../phone';
import { KIGALI_PROVINCE, PROVINCE_NAMES, type Province, provinceOf } from '../rwanda';

/**
 * Customers, their delivery addresses, preferences and wishlist.
 * Every path acts on the signed-in customer (from the session cookie), never on an id in the payload:
 *   GET    /api/customers/me                        -                    -> ProfileResponse
 *   PATCH  /api/customers/me                        ProfileUpdate        -> ProfileResponse
 *   GET    /api/customers/me/addresses              -                    -> AddressesResponse
 *   POST   /api/customers/me/addresses              AddressInput         -> AddressResponse (201)
 *   PATCH  /api/customers/me/addresses/:id          AddressUpdate        -> AddressResponse
 *   DELETE /api/customers/me/addresses/:id          -                    -> AddressesResponse
 *   POST   /api/customers/me/addresses/:id/default  -                    -> AddressesResponse
 *   GET    /api/customers/me/preferences            -                    -> PreferencesResponse
 *   PATCH  /api/customers/me/preferences            PreferencesUpdate    -> PreferencesResponse
 *   GET    /api/customers/me/wishlist               -                    -> WishlistResponse
 *   POST   /api/customers/me/wishlist               WishlistAddBody      -> WishlistResponse
 *   DELETE /api/customers/me/wishlist/:productId    -                    -> WishlistResponse
 *   POST   /api/customers/me/wishlist/merge         WishlistMergeBody    -> WishlistResponse
 */

export const ADDRESS_LABELS = ['home', 'work', 'other'] as const;
export type AddressLabel = (typeof ADDRESS_LABELS)[number];

/** How many addresses and wishlist entries one customer may keep. */
export const MAX_ADDRESSES = 20;
export const MAX_WISHLIST = 200;

export const NAME_REQUIRED_MESSAGE = 'Please enter your full name';

/** Empty strings from blank form fields mean "not set". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The longest first or last name an account keeps. */
export const PERSON_NAME_MAX = 80;
/** The longest e-mail address an account keeps. */
export const PROFILE_EMAIL_MAX = 200;

export const PersonName = z
  .string()
  .trim()
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(PERSON_NAME_MAX)
  .regex(NAME_HAS_LETTER, NAME_REQUIRED_MESSAGE);
export const OptionalEmail = z.preprocess(
  blank,
  z.email('Please enter a valid email address').max(200).toLowerCase().optional(),
);

/**
 * "Kigali" means the City of Kigali province; up-country the district is the town people name
 * (Huye, Musanze, Rubavu), so the city shown on an address follows from its district.
 */
export function cityOf(district: string): string {
  return provinceOf(district) === KIGALI_PROVINCE ? 'Kigali' : district;
}

/** A saved address: AddressBase's fields and limits; the province is derived from the district. */
const AddressFields = z.object({
  label: z.enum(ADDRESS_LABELS).default('home'),
  /** Who receives the parcel; defaults to the customer's name. */
  receiverName: z.preprocess(blank, AddressBase.shape.receiverName.optional()),
  /** The receiver's phone; defaults to the customer's phone. */
  phone: z.preprocess(blank, AddressBase.shape.phone.optional()),
  district: AddressBase.shape.district,
  sector: z.preprocess((v) => blank(v) ?? '', AddressBase.shape.sector),
  street: AddressBase.shape.street,
  /** Optional: absent or blank, it is stored as the old shop's default "0000" (never printed). */
  postalCode: z.preprocess((v) => blank(v) ?? '0000', AddressBase.shape.postalCode),
  isDefault: z.boolean().optional(),
});

/**
 * Accepts the old client's shape too: `type` for `label`, `address` for `street`, `firstName` +
 * `lastName` for `receiverName`. `province`, `city` and `country` are derived, so a client
 * cannot store a district in the wrong province.
 */
function fromSpecShape(v: unknown): unknown {
  if (!v || typeof v !== 'object') return v;
  const o = { ...(v as Record<string, unknown>) };
  if (
    o.label === undefined &&
    typeof o.type === 'string' &&
    (ADDRESS_LABELS as readonly string[]).includes(o.type)
  ) {
    o.label = o.type;
  }
  if (o.street === undefined && o.address !== undefined) o.street = o.address;
  if (o.receiverName === undefined && (o.firstName || o.lastName)) {
    o.receiverName = [o.firstName, o.lastName].filter((s) => typeof s === 'string' && s.trim()).join(' ');
  }
  return o;
}

export const AddressInput = z.preprocess(fromSpecShape, AddressFields);
export type AddressInput = z.infer<typeof AddressInput>;

/** Only the fields sent change: no defaults here (a default label would overwrite 'work' with 'home'). */
export const AddressUpdate = z.preprocess(
  fromSpecShape,
  AddressFields.extend({ label: z.enum(ADDRESS_LABELS) }).partial(),
);
export type AddressUpdate = z.infer<typeof AddressUpdate>;

export const AddressDto = z.object({
  id: z.string(),
  label: z.enum(ADDRESS_LABELS),
  /** Same as `label` (the old client's name). */
  type: z.enum(ADDRESS_LABELS),
  receiverName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: E164Phone,
  province: z.enum(PROVINCE_NAMES as [Province, ...Province[]]),
  district: z.string(),
  sector: z.string(),
  street: z.string(),
  /** Same as `street` (the old client's name). */
  address: z.string(),
  city: z.string(),
  country: z.string(),
  postalCode: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type AddressDto = z.infer<typeof AddressDto>;

/** The language of a customer's texts: English, French or Kinyarwanda. */
export const PreferredLanguage = z.enum(SHOP_LANGUAGES, {
  error: 'Please choose English (en), French (fr) or Kinyarwanda (rw).',
});
export type PreferredLanguage = z.infer<typeof PreferredLanguage>;

/** The signed-in customer as the web sees them. */
export const UserDto = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: E164Phone,
  /** 'Order updates via SMS': non-essential texts go out only while this is on. */
  smsOptIn: z.boolean(),
  /** The language their texts are written in: the one they last signed in with, or chose in Settings. */
  preferredLanguage: PreferredLanguage.optional(),
  addresses: z.array(AddressDto),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof UserDto>;

export const ProfileUpdate = z
  .object({
    firstName: PersonName.optional(),
    lastName: z.string().trim().max(PERSON_NAME_MAX).optional(),
    /** null or '' clears it. */
    email: z.preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .email('Please enter a valid email address')
        .max(PROFILE_EMAIL_MAX)
        .toLowerCase()
        .nullable()
        .optional(),
    ),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to update' });
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const ProfileResponse = z.object({ success: z.literal(true), data: z.object({ user: UserDto }) });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

export const AddressIdParams = z.object({ id: Uuid('Unknown address') });
export const AddressResponse = z.object({
  success: z.literal(true),
  data: z.object({ address: AddressDto }),
});
export const AddressesResponse = z.object({
  success: z.literal(true),
  data: z.object({ addresses: z.array(AddressDto) }),
});
export type AddressesResponse = z.infer<typeof AddressesResponse>;

export const Preferences = z.object({ smsOptIn: z.boolean(), language: PreferredLanguage });
export type Preferences = z.infer<typeof Preferences>;
/** Either or both: the SMS switch and the texts' language. */
export const PreferencesUpdate = z
  .object({ smsOptIn: z.boolean().optional(), language: PreferredLanguage.optional() })
  .refine((v) => v.smsOptIn !== undefined || v.language !== undefined, { message: 'Nothing to update' });
export type PreferencesUpdate = z.infer<typeof PreferencesUpdate>;
export const PreferencesResponse = z.object({ success: z.literal(true), data: Preferences });

/** A wishlist entry with what the account page shows (image, name, price). */
export const WishlistItemDto = z.object({
  productId: z.string(),
  addedAt: z.string(),
  product: z.object({
    id: z.string(),
    slug: z.string(),
    /** The product's own (default) name. */
    name: z.string(),
    /** The name in every language the catalogue has it in: the page shows the one read now. */
    names: ProductNamesDto.optional(),
    price: Rwf,
    originalPrice: Rwf.nullable(),
    /** The flash deal running when the list was read: the page shows its price (shownPrice). */
    flashDeal: FlashDealRef.nullish(),
    mainImage: z.string(),
    inStock: z.boolean(),
  }),
});
export type WishlistItemDto = z.infer<typeof WishlistItemDto>;

export const WishlistResponse = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(WishlistItemDto) }),
});
export type WishlistResponse = z.infer<typeof WishlistResponse>;

export const WishlistAddBody = z.object({ productId: Uuid('Unknown product') });
export const WishlistProductParams = WishlistAddBody;
/** The browser's local wishlist, merged into the account on sign-in; unknown ids are dropped. */
export const WishlistMergeBody = z.object({ productIds: z.array(z.string()).max(MAX_WISHLIST) });
export type WishlistMergeBody = z.infer<typeof WishlistMergeBody>;

/** The address form of the account area (AddressBase's fields); what it sends is read by AddressInput. */
export const AddressForm = z.object({
  label: z.enum(ADDRESS_LABELS),
  receiverName: AddressBase.shape.receiverName
    .min(1, 'Receiver name is required')
    .regex(NAME_HAS_LETTER, 'Receiver name is required'),
  phone: AddressBase.shape.phone,
  district: AddressBase.shape.district,
  sector: AddressBase.shape.sector,
  street: AddressBase.shape.street,
  isDefault: z.boolean(),
});
export type AddressForm = z.infer<typeof AddressForm>;
export type AddressFormInput = z.input<typeof AddressForm>;

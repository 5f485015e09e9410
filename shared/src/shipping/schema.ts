import { z } from 'zod';
import { Rwf } from '../money';

/**
 * Shipping: the admin's settings and the fee's reasons.
 *   GET  /api/shipping/settings               -                      -> ShippingSettingsResponse
 *   PUT  /api/shipping/settings  (admin)      ShippingSettingsInput  -> ShippingSettingsResponse
 *   POST /api/shipping/calculate              ShippingCalculateBody (cart/schema) -> ShippingCalculateResponse
 * The calculation's request carries cart lines, so it sits with cart pricing, which this file
 * must not import.
 */

export { DEFAULT_FREE_ABOVE, DEFAULT_KIGALI_FREE, DEFAULT_STANDARD_SHIPPING_FEE } from './defaults';

export const FREE_SHIPPING_TYPES = ['none', 'all', 'selected'] as const;
export type FreeShippingType = (typeof FREE_SHIPPING_TYPES)[number];

/**
 * Why the fee is what it is; the web words each through i18n (`checkout:shippingReason.<r>`).
 * `free_selected` = every item ships free (chosen by the admin under type selected, or sold with
 * free shipping); `standard` = the standard fee applies; `unknown_district` = no district yet, the
 * standard fee is an estimate (Kigali addresses may still ship free).
 */
export const SHIPPING_REASONS = [
  'kigali',
  'above_threshold',
  'free_all',
  'free_selected',
  'coupon',
  'empty',
  'standard',
  'unknown_district',
] as const;
export type ShippingReason = (typeof SHIPPING_REASONS)[number];

/** The admin's shipping settings: fee, free-shipping type and selection, Kigali free, free above. */
export const ShippingSettingsDto = z.object({
  /** True for every type but none; derived, never stored on its own. */
  freeShippingEnabled: z.boolean(),
  freeShippingType: z.enum(FREE_SHIPPING_TYPES),
  standardShippingFee: Rwf,
  /** Type all/selected applies only to goods above this (0 = any order). */
  freeShippingThreshold: Rwf,
  /** Product ids shipping free under type selected (empty under the other types). */
  selectedProducts: z.array(z.string()),
  /** Deliveries in the City of Kigali (Gasabo, Kicukiro, Nyarugenge) ship free. */
  kigaliFree: z.boolean(),
  /** Any order whose goods (after discount) cost more than this ships free; null = off. */
  freeAbove: Rwf.nullable(),
  updatedAt: z.string(),
});
export type ShippingSettingsDto = z.infer<typeof ShippingSettingsDto>;

/** The largest fee or free-delivery amount staff may set, in RWF. */
export const SHIPPING_AMOUNT_MAX = 10_000_000;

/** A form may send digits as text ("2500"); anything else that is not a number is refused, never read as 0. */
const FeeNumber = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: `${label} must be a whole number of RWF.` })
      .int(`${label} must be a whole number of RWF.`)
      .min(0, `${label} cannot be negative.`)
      .max(SHIPPING_AMOUNT_MAX, `${label} is too large.`),
  );

/**
 * The admin form's object. The fee must be a number (a blank or a word is refused, not read
 * as 0). `freeShippingEnabled` is accepted and ignored: the type decides it.
 */
export const ShippingSettingsInput = z.object({
  freeShippingEnabled: z.boolean().optional(),
  freeShippingType: z.enum(FREE_SHIPPING_TYPES, {
    error: 'Choose No Free Shipping, Free Shipping on All Products or on Selected Products.',
  }),
  standardShippingFee: FeeNumber('The standard shipping fee'),
  freeShippingThreshold: FeeNumber('The free shipping threshold').optional(),
  selectedProducts: z.array(z.string().trim().min(1).max(80)).max(5000).optional(),
  kigaliFree: z.boolean().optional(),
  freeAbove: FeeNumber('The free-shipping amount').nullable().optional(),
});
export type ShippingSettingsInput = z.input<typeof ShippingSettingsInput>;

export const ShippingSettingsResponse = z.object({
  success: z.literal(true),
  settings: ShippingSettingsDto,
  message: z.string().optional(),
});
export type ShippingSettingsResponse = z.infer<typeof ShippingSettingsResponse>;

export const ShippingCalculateResponse = z.object({
  success: z.literal(true),
  shippingFee: Rwf,
  isFreeShipping: z.boolean(),
  reason: z.enum(SHIPPING_REASONS),
  /** The subtotal the rule looked at. */
  subtotal: Rwf,
});
export type ShippingCalculateResponse = z.infer<typeof ShippingCalculateResponse>;

import type { ShippingSettingsDto } from '@isoko/shared/shipping/schema';

/** The shop's delivery rules as GET /api/shipping/settings gives them: the demo shop's defaults. */
export const SHIPPING_RULES: ShippingSettingsDto = {
  freeShippingEnabled: false,
  freeShippingType: 'none',
  standardShippingFee: 2000,
  freeShippingThreshold: 0,
  selectedProducts: [],
  kigaliFree: true,
  freeAbove: 50000,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

/** A fake-api answer to GET /api/shipping/settings with these rules changed. */
export const shippingRulesAnswer =
  (changes: Partial<ShippingSettingsDto> = {}) =>
  () => ({ body: { success: true, settings: { ...SHIPPING_RULES, ...changes } } });

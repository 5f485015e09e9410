/**
 * Showing money, without zod: screens on the first-render path import this file directly
 * (`@isoko/shared/money-format`); `money.ts` re-exports it beside the `Rwf` schema.
 */

const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * The one money format of the shop, identical in Node and every browser: `12,500 RWF`.
 * Intl is avoided on purpose: browsers have no Kinyarwanda locale data and fall back silently.
 */
export function formatRwf(amount: number): string {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0);
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${String(Math.abs(rounded)).replace(GROUPS, ',')} RWF`;
}

/** Amounts in the admin CRM are shown in thousands: `12.5K RWF`. */
export function formatRwfThousands(amount: number): string {
  const k = Math.round(amount / 100) / 10;
  return `${String(k).replace(GROUPS, ',')}K RWF`;
}

/** Percentage saved from an original price, rounded; 0 when there is no real discount. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

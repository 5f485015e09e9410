import type { ShopLanguage } from '../i18n-language';
import type { OrderStatus } from '../orders/status';
import { KIGALI_OFFSET_MS } from '../rwanda';

/**
 * What the orders CSV export writes besides the raw values: status words in the staff member's
 * language, and times on the shop's clock (Kigali, UTC+2 all year, no daylight saving), so an
 * order placed at 01:00 in Kigali is on its own day, not the day before as in UTC.
 */

/** The header; the Date column says which clock its times are on. */
export const ORDERS_CSV_COLUMNS = [
  'Order Number',
  'Customer',
  'Phone',
  'Total',
  'Status',
  'Date (Kigali time UTC+2)',
] as const;

/**
 * The status words of the back office (the web's `staffOrderStatus` texts, which a test keeps
 * equal to these), for the API, which cannot read the web's translations.
 */
export const STAFF_ORDER_STATUS_WORDS: Record<ShopLanguage, Record<OrderStatus, string>> = {
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    processing: 'Processing',
    shipped: 'Shipped',
    in_transit: 'In transit',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  fr: {
    pending: 'En attente',
    confirmed: 'Confirmée',
    processing: 'En préparation',
    shipped: 'Expédiée',
    in_transit: 'En transit',
    out_for_delivery: 'En cours de livraison',
    delivered: 'Livrée',
    cancelled: 'Annulée',
  },
  rw: {
    pending: 'Bitegereje',
    confirmed: 'Byemejwe',
    processing: 'Birimo gutegurwa',
    shipped: 'Byoherejwe',
    in_transit: 'Biri mu nzira',
    out_for_delivery: 'Biri kugezwa ku mukiriya',
    delivered: 'Byagejejwe',
    cancelled: 'Byahagaritswe',
  },
};

/** A stored status in `lang`; a status the table does not know stays as it is stored. */
export const csvStatusWord = (status: string, lang: ShopLanguage): string =>
  (STAFF_ORDER_STATUS_WORDS[lang] as Record<string, string>)[status] ?? status;

/** `2026-11-29 01:30`, Kigali time: sorts as text and spreadsheets read it as a date and time. */
export function csvKigaliDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Date(date.getTime() + KIGALI_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** `orders_YYYY-MM-DD.csv`, the day in Kigali. */
export const ordersCsvFileName = (at: Date) =>
  `orders_${new Date(at.getTime() + KIGALI_OFFSET_MS).toISOString().slice(0, 10)}.csv`;

import { z } from 'zod';
import type { OrderStatus } from './status';

/**
 * An order's history (timeline notes, payment notes, the parcel's steps and places) is stored
 * as a code and its values, so each shopper reads it in their own language. The English text
 * is kept beside the code (the `note`, `message` and `location` columns) for clients that read
 * only the text; it is written from the templates below. The web words the same codes from its
 * `history` namespace in English, French and Kinyarwanda.
 */

/** Values a history text is filled with: names, numbers, codes of places and carriers. */
export const HistoryParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type HistoryParams = z.infer<typeof HistoryParams>;

/** What a note or a parcel step says. `status_<status>` is a step's default text. */
export const HISTORY_TEXT_EN = {
  order_placed: 'Order placed',
  cash_on_delivery: 'Cash on delivery: pay the courier',
  payment_received: 'Mobile Money payment received',
  payment_received_late: 'Mobile Money payment received (late)',
  paid_sold_out_refund: 'Paid after the payment expired, but the items were sold out: refund due',
  no_payment: 'No payment within {{hours}} hours',
  cancelled_by_customer: 'Cancelled by the customer',
  refund_momo: 'Refund of {{amount}} sent by MTN MoMo',
  refund_cash: 'Refund of {{amount}} given back in cash',
  status_pending: 'Order received',
  status_confirmed: 'Order confirmed',
  status_processing: 'Your order is being prepared',
  status_shipped: 'Parcel handed to the carrier',
  status_in_transit: 'Parcel on its way',
  status_out_for_delivery: 'Out for delivery: the courier will call you',
  status_delivered: 'Delivered',
  status_cancelled: 'Order cancelled',
} as const satisfies Record<string, string> & Record<`status_${OrderStatus}`, string>;
export type HistoryTextCode = keyof typeof HISTORY_TEXT_EN;
export const HISTORY_TEXT_CODES = Object.keys(HISTORY_TEXT_EN) as HistoryTextCode[];

/**
 * Notes that record something done for the order without moving it along: a refund given back.
 * Their timeline entry carries the order's status of the moment (every entry has one, and the
 * history sorts on it), but it is not a step of the order's way. Screens show such an entry by
 * its note alone, never as the status a second time (a refunded cancelled order would read
 * "Cancelled" twice), and the delivery speed skips them.
 */
export const NOTE_ONLY_TEXT_CODES = [
  'refund_momo',
  'refund_cash',
] as const satisfies readonly HistoryTextCode[];

/** True when a timeline entry is a status step; false for a note-only entry (a refund). */
export function isStatusStep(entry: { noteCode?: string | null }): boolean {
  return !(NOTE_ONLY_TEXT_CODES as readonly string[]).includes(entry.noteCode ?? '');
}

/** Where a parcel is. `district` is the same in every language; `province` is a province key. */
export const HISTORY_PLACE_EN = {
  shop: 'Isoko shop, Kimironko, Kigali',
  handed_to_carrier: 'Isoko shop, Kimironko, Kigali (handed to {{carrier}})',
  on_the_way: 'On the way to {{district}}, {{province}}',
  destination: '{{district}}, {{province}}',
} as const;
export type HistoryPlaceCode = keyof typeof HISTORY_PLACE_EN;
export const HISTORY_PLACE_CODES = Object.keys(HISTORY_PLACE_EN) as HistoryPlaceCode[];

/** The shop's carriers: moto couriers in Kigali, bus parcels up-country. */
export const CARRIER_NAMES_EN = {
  kigali: 'Isoko moto courier',
  upcountry: 'Isoko bus parcel service',
} as const;
export type CarrierCode = keyof typeof CARRIER_NAMES_EN;
export const CARRIER_CODES = Object.keys(CARRIER_NAMES_EN) as CarrierCode[];

/** The carrier code of a stored carrier name (parcels store the English name), or null. */
export function carrierCodeOf(name: string): CarrierCode | null {
  return CARRIER_CODES.find((c) => CARRIER_NAMES_EN[c] === name) ?? null;
}

/** A coded text: the code and the values it is filled with. */
export interface CodedText<C extends string = string> {
  code: C;
  params?: HistoryParams;
}

/** Fills `{{name}}` placeholders (the same syntax as the web's i18next texts). */
export function fillTemplate(template: string, params: HistoryParams = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The English of a note or step text, as stored in the text columns. */
export function historyTextEn(text: CodedText<HistoryTextCode>): string {
  return fillTemplate(HISTORY_TEXT_EN[text.code], text.params);
}

/** The English of a place; a `carrier` value that is a carrier code is written as its name. */
export function historyPlaceEn(place: CodedText<HistoryPlaceCode>): string {
  const params = { ...place.params };
  const carrier = params.carrier;
  if (typeof carrier === 'string' && carrier in CARRIER_NAMES_EN) {
    params.carrier = CARRIER_NAMES_EN[carrier as CarrierCode];
  }
  return fillTemplate(HISTORY_PLACE_EN[place.code], params);
}

export const isHistoryTextCode = (code: unknown): code is HistoryTextCode =>
  typeof code === 'string' && code in HISTORY_TEXT_EN;
export const isHistoryPlaceCode = (code: unknown): code is HistoryPlaceCode =>
  typeof code === 'string' && code in HISTORY_PLACE_EN;

const SHOP_PLACE = HISTORY_PLACE_EN.shop;
const NO_PAYMENT = /^No payment within (\d+) hours$/;

/**
 * The code of a note or step written before codes were stored (or by code that passed only
 * English): the exact English of a template, or null for text a person wrote.
 */
export function inferHistoryText(text: string): CodedText<HistoryTextCode> | null {
  if (!text) return null;
  const code = HISTORY_TEXT_CODES.find((c) => HISTORY_TEXT_EN[c] === text);
  if (code) return { code };
  const hours = NO_PAYMENT.exec(text);
  if (hours) return { code: 'no_payment', params: { hours: Number(hours[1]) } };
  return null;
}

/**
 * The code of a stored place text: the shop, the shop handing over to a carrier, on the way to
 * or at a destination written as "District, Province" with a province key. `isPlace(district,
 * province)` says whether the pair is a real destination. Null for a place a person wrote.
 */
export function inferHistoryPlace(
  text: string,
  isPlace: (district: string, province: string) => boolean,
): CodedText<HistoryPlaceCode> | null {
  if (text === SHOP_PLACE) return { code: 'shop' };
  if (text.startsWith(`${SHOP_PLACE} (handed to `) && text.endsWith(')')) {
    const name = text.slice(SHOP_PLACE.length + ' (handed to '.length, -1);
    const carrier = carrierCodeOf(name);
    return carrier ? { code: 'handed_to_carrier', params: { carrier } } : null;
  }
  const onTheWay = text.startsWith('On the way to ');
  const rest = onTheWay ? text.slice('On the way to '.length) : text;
  const [district, province, ...more] = rest.split(', ');
  if (district && province && more.length === 0 && isPlace(district, province)) {
    return { code: onTheWay ? 'on_the_way' : 'destination', params: { district, province } };
  }
  return null;
}

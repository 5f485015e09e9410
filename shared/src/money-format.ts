/**
 * Showing money, without zod: screens on the first-render path import this file directly
 * (`@isoko/shared/money-format`); `money.ts` re-exports it beside the `Rwf` schema.
 *
 * Amounts are grouped the way each of the shop's languages writes them, and read the same in
 * Node and every browser:
 * - English: `24,400 RWF`
 * - French: `24 400 RWF`, grouped with a narrow no-break space (U+202F) as `Intl` writes French
 * - Kinyarwanda: `24.400 RWF`, grouped with dots as Rwandan papers and CLDR's `rw` data write it.
 *   Browsers have no `rw` locale data (`Intl.NumberFormat('rw')` silently prints English), so
 *   the dots are put in here rather than asked of Intl.
 */

import { type ShopLanguage, shopLanguageOfTag } from './i18n-language';

/**
 * Intl does the grouping of fractions for English and French (whole numbers: groupWholeNumber
 * below). Kinyarwanda reuses the English formatter and
 * swaps its marks, so it never depends on the runtime having `rw` data. One formatter per
 * language and number of decimals, made on first use: building one costs far more than using it.
 */
const INTL_LOCALE: Record<ShopLanguage, string> = { en: 'en-US', fr: 'fr-FR', rw: 'en-US' };
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormatter(language: ShopLanguage, decimals: number, minimumDecimals = 0): Intl.NumberFormat {
  const key = `${language}|${decimals}|${minimumDecimals}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[language], {
      maximumFractionDigits: decimals,
      minimumFractionDigits: minimumDecimals,
      useGrouping: true,
    });
    formatters.set(key, f);
  }
  return f;
}

/** Any language tag (`fr-RW`, `rw`, i18next's current language) as one of ours; English otherwise. */
function moneyLanguageOf(language: string | null | undefined): ShopLanguage {
  return shopLanguageOfTag(language) ?? 'en';
}

/** The mark between groups of three digits, as Intl writes it for each language (see the top). */
const GROUP_MARK: Record<ShopLanguage, string> = { en: ',', fr: '\u202F', rw: '.' };

/**
 * Whole numbers are grouped here without Intl: building the first Intl.NumberFormat of a page
 * loads the runtime's number data, about 20 ms on a laptop and 80 ms on a mid-range phone, in the
 * middle of the first render of every price list. The text is the same as Intl's (a test compares
 * them over random numbers). Returns null where Intl must do it: fractions, -0, huge values.
 */
function groupWholeNumber(value: number, language: ShopLanguage, minimumDecimals: number): string | null {
  if (minimumDecimals > 0 || !Number.isInteger(value) || Object.is(value, -0)) return null;
  if (Math.abs(value) >= 1e15) return null;
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_MARK[language]);
  return value < 0 ? `-${digits}` : digits;
}

/** The mark before the decimals: a point in English, a comma in French and Kinyarwanda. */
const DECIMAL_MARK: Record<ShopLanguage, string> = { en: '.', fr: ',', rw: ',' };

/**
 * Small positive fractions (a 4.5-star rating on every product card) written without Intl, for
 * the same reason as groupWholeNumber. Rounded half up on the number's shortest decimal text, as
 * Intl rounds (`toFixed` would round the binary value: 4.765 to 4.76 where Intl writes 4.77); a
 * test compares the two over random numbers. Returns null where Intl must do it.
 */
function groupSmallFraction(
  value: number,
  language: ShopLanguage,
  decimals: number,
  minimumDecimals: number,
): string | null {
  const text = String(value);
  if (!(value >= 0 && value < 1e9) || decimals < 1 || decimals > 4 || text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = Number(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  const rounded = String(kept + (fraction.charAt(decimals) >= '5' ? 1 : 0)).padStart(decimals + 1, '0');
  const shownWhole = rounded.slice(0, -decimals);
  let shownFraction = rounded.slice(-decimals);
  while (shownFraction.length > minimumDecimals && shownFraction.endsWith('0')) {
    shownFraction = shownFraction.slice(0, -1);
  }
  const grouped = groupWholeNumber(Number(shownWhole), language, 0) ?? shownWhole;
  return shownFraction ? `${grouped}${DECIMAL_MARK[language]}${shownFraction}` : grouped;
}

function groupNumber(value: number, language: ShopLanguage, decimals: number, minimumDecimals = 0): string {
  const whole = groupWholeNumber(value, language, minimumDecimals);
  if (whole !== null) return whole;
  const fraction = groupSmallFraction(value, language, decimals, minimumDecimals);
  if (fraction !== null) return fraction;
  const text = numberFormatter(language, decimals, minimumDecimals).format(value);
  if (language !== 'rw') return text;
  // Kinyarwanda groups with dots and writes decimals after a comma: English's marks swapped, in
  // one pass so neither overwrites the other.
  return text.replace(/[,.]/g, (mark) => (mark === ',' ? '.' : ','));
}

/**
 * A whole number grouped in the shopper's language (counts of orders, views, items):
 * `1,234` · `1 234` · `1.234`. Non-numbers read 0.
 */
export function formatCount(value: number, language?: string | null): string {
  // `|| 0` turns -0 (a rounded -0.4) into 0, so it never prints as "-0".
  const n = Math.round(Number.isFinite(value) ? value : 0) || 0;
  return groupNumber(n, moneyLanguageOf(language), 0);
}

/**
 * The one money format of the shop: integer francs grouped in the shopper's language, then
 * `RWF`. Without a language it writes English (`12,500 RWF`), as it always has.
 */
export function formatRwf(amount: number, language?: string | null): string {
  return `${formatCount(amount, language)} RWF`;
}

/**
 * How each language writes "thousand" after a short number, as CLDR's compact forms do:
 * English `25K`; French `25 k` (a no-break space and a small k, what `Intl` gives for `fr`);
 * Kinyarwanda `25K`, CLDR's `rw` form (it has none of its own, so it takes the common `0K`),
 * with the Kinyarwanda decimal comma from groupNumber.
 */
const THOUSANDS_MARK: Record<ShopLanguage, string> = { en: 'K', fr: '\u00A0k', rw: 'K' };

/**
 * Amounts in the admin CRM are shown in thousands, always (a million stays `2,450K`, never
 * `2.5M`): `12.5K RWF` · `12,5 k RWF` · `12,5K RWF`. An amount with no thousands to show (none
 * paid yet) is written in full, `0 RWF`, never `0K RWF`.
 */
export function formatRwfThousands(amount: number, language?: string | null): string {
  const lang = moneyLanguageOf(language);
  const whole = Number.isFinite(amount) ? amount : 0;
  const k = Math.round(whole / 100) / 10 || 0;
  if (k === 0) return formatRwf(Math.round(whole), language);
  return `${groupNumber(k, lang, 1)}${THOUSANDS_MARK[lang]} RWF`;
}

/**
 * A number with a fraction (a 4.5-star rating, a body ratio) in the reader's language, with at
 * most `decimals` digits after the decimal mark, or exactly that many when `fixed`:
 * `4.5` · `4,5` · `4,5`. Non-numbers read 0.
 */
export function formatDecimal(
  value: number,
  language?: string | null,
  { decimals = 1, fixed = false }: { decimals?: number; fixed?: boolean } = {},
): string {
  const n = (Number.isFinite(value) ? value : 0) || 0;
  return groupNumber(n, moneyLanguageOf(language), decimals, fixed ? decimals : 0);
}

/** What stands between a number and its percent sign: none in English, a no-break space in French and Kinyarwanda. */
const PERCENT_SPACE: Record<ShopLanguage, string> = { en: '', fr: '\u202F', rw: '\u00A0' };

/**
 * A percentage (21.4 for 21.4 %) in the reader's language, with at most `decimals` digits after
 * the decimal mark, or exactly that many when `fixed`: `21.4%` · `21,4 %` · `21,4 %`.
 */
export function formatPercent(
  value: number,
  language?: string | null,
  { decimals = 1, fixed = false }: { decimals?: number; fixed?: boolean } = {},
): string {
  const lang = moneyLanguageOf(language);
  const n = (Number.isFinite(value) ? value : 0) || 0;
  return `${groupNumber(n, lang, decimals, fixed ? decimals : 0)}${PERCENT_SPACE[lang]}%`;
}

/** Percentage saved from an original price, rounded; 0 when there is no real discount. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= 0 || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/**
 * The one way the shop writes dates and times, beside the money format (`money-format.ts`), and
 * without zod so first-render screens can import it directly (`@isoko/shared/date-format`).
 *
 * Times are the shop's own clock (Kigali, UTC+2 all year), so a shopper, the SMS and the back
 * office name the same day whatever the device's time zone. English and French go through
 * Intl. Kinyarwanda is written here: browsers have no `rw` locale data and would silently print
 * English month names.
 */

import { KIGALI_OFFSET_MS } from './rwanda';

export type DateLanguage = 'en' | 'fr' | 'rw';

/**
 * - `date`: 24 Nov 2026 · 24 nov. 2026 · 24 Ugushyingo 2026
 * - `dateTime`: the date and the hour, 24 Nov 2026, 14:05
 * - `dayMonth`: the weekday with day and month (delivery estimates), Thu 26 Nov · jeu. 26 nov. ·
 *   Ku wa kane 26 Ugushyingo
 * - `day`: day and month alone (chart axes), 26 Nov · 26 nov. · 26 Ugushyingo
 * - `time`: 14:05
 */
export type DateStyle = 'date' | 'dateTime' | 'dayMonth' | 'day' | 'time';

export const SHOP_TIME_ZONE = 'Africa/Kigali';

/** Kinyarwanda month names, January first. */
export const RW_MONTHS = [
  'Mutarama',
  'Gashyantare',
  'Werurwe',
  'Mata',
  'Gicurasi',
  'Kamena',
  'Nyakanga',
  'Kanama',
  'Nzeri',
  'Ukwakira',
  'Ugushyingo',
  'Ukuboza',
] as const;

/** Kinyarwanda day names, Sunday first (as `Date.getDay()` counts). */
export const RW_WEEKDAYS = [
  'Ku cyumweru',
  'Ku wa mbere',
  'Ku wa kabiri',
  'Ku wa gatatu',
  'Ku wa kane',
  'Ku wa gatanu',
  'Ku wa gatandatu',
] as const;

const INTL_LOCALE: Record<Exclude<DateLanguage, 'rw'>, string> = { en: 'en-GB', fr: 'fr-FR' };

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dayMonth: { weekday: 'short', day: 'numeric', month: 'short' },
  day: { day: 'numeric', month: 'short' },
  time: { hour: '2-digit', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      ...INTL_OPTIONS[style],
      timeZone: SHOP_TIME_ZONE,
      hourCycle: 'h23',
    });
    formatters.set(key, f);
  }
  return f;
}

function kigaliFields(date: Date) {
  const d = new Date(date.getTime() + KIGALI_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth(),
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function formatKinyarwanda(date: Date, style: DateStyle): string {
  const f = kigaliFields(date);
  const time = `${pad(f.hour)}:${pad(f.minute)}`;
  const day = `${f.day} ${RW_MONTHS[f.month]}`;
  switch (style) {
    case 'time':
      return time;
    case 'dayMonth':
      return `${RW_WEEKDAYS[f.weekday]}, ${day}`;
    case 'day':
      return day;
    case 'dateTime':
      return `${day} ${f.year}, ${time}`;
    default:
      return `${day} ${f.year}`;
  }
}

/** Any language tag as one of the shop's three (unknown ones read English). */
export function dateLanguageOf(language: string | null | undefined): DateLanguage {
  const t = (language ?? '').toLowerCase();
  if (t.startsWith('fr')) return 'fr';
  if (t.startsWith('rw') || t.startsWith('kin')) return 'rw';
  return 'en';
}

/**
 * A date in the shopper's language. Takes an ISO string, a Date or epoch milliseconds; a value
 * that is not a date comes back as it was given (as text) rather than "Invalid Date".
 */
export function formatDate(
  value: string | number | Date,
  language: string,
  style: DateStyle = 'date',
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const lang = dateLanguageOf(language);
  if (lang === 'rw') return formatKinyarwanda(date, style);
  return formatterFor(INTL_LOCALE[lang], style).format(date);
}

/** The date and the hour: `formatDate(value, language, 'dateTime')`. */
export const formatDateTime = (value: string | number | Date, language: string) =>
  formatDate(value, language, 'dateTime');

/** Hours and minutes: `formatDate(value, language, 'time')`. */
export const formatTime = (value: string | number | Date, language: string) =>
  formatDate(value, language, 'time');

/** The word for "days" before or after the count in a countdown: 2d · 2 j · iminsi 2. */
const DAYS: Record<DateLanguage, (n: number) => string> = {
  en: (n) => `${n}d`,
  fr: (n) => `${n} j`,
  rw: (n) => `iminsi ${n}`,
};

/**
 * Time left as a countdown, h:mm:ss with the days in front when there is at least one:
 * `2d 03:04:05` · `2 j 03:04:05` · `iminsi 2 03:04:05`. Null once nothing is left.
 */
export function formatCountdown(msLeft: number, language: string): string | null {
  if (!Number.isFinite(msLeft) || msLeft <= 0) return null;
  const total = Math.floor(msLeft / 1000);
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${DAYS[dateLanguageOf(language)](days)} ${clock}` : clock;
}

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@isoko/shared/errors';
import { SMS_LANGUAGES, SMS_TEXTS } from '@isoko/shared/notifications/texts';
import { HISTORY_TEXT_CODES } from '@isoko/shared/orders/history';
import { ORDER_STATUS } from '@isoko/shared/orders/status';
import { PROVINCE_LABELS, PROVINCE_NAMES } from '@isoko/shared/rwanda';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { withKinyarwandaPlurals } from './plural-rules';

/**
 * Translation completeness: every text the web shows exists in English, French and
 * Kinyarwanda with the same placeholders; so do the error codes, the SMS templates and the
 * codes of an order's history. A French or Kinyarwanda text that is a copy of the English is
 * caught too (names and numbers may stay the same; sentences may not).
 */

const dir = path.join(import.meta.dirname, 'locales');
const LANGS = ['en', 'fr', 'rw'] as const;
const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const entries = (obj: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? entries(v as Record<string, unknown>, `${prefix}${k}.`)
      : [[`${prefix}${k}`, String(v)] as [string, string]],
  );
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const placeholders = (text: string) =>
  [...new Set(text.match(/\{\{\s*[\w.]+/g) ?? [])].map((p) => p.replace(/[{\s]/g, '')).sort();
/** Lower-case words of three letters or more, once placeholders and nested `$t(...)` are removed. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|\$t\([^)]*\)/g, '').match(/\b[a-z]{3,}\b/g) ?? [];

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A text's key without its plural form: `count_one` → `count`. */
const pluralBase = (key: string) => key.replace(PLURAL_SUFFIX, '');
/** The plural forms i18next asks for in a language, as the web's i18next is set up. */
const plurals = i18next.createInstance();
await plurals.init({ resources: {} });
withKinyarwandaPlurals(plurals);
const pluralSuffixes = (lang: string): string[] => plurals.services.pluralResolver.getSuffixes(lang);

describe('translations', () => {
  const namespaces = readdirSync(path.join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));
  it.each(namespaces)('namespace %s exists in French and Kinyarwanda', (ns) => {
    for (const lang of ['fr', 'rw'])
      expect(existsSync(path.join(dir, lang, `${ns}.json`)), `${lang}/${ns}`).toBe(true);
  });
  it('has no French or Kinyarwanda namespace without its English one', () => {
    for (const lang of ['fr', 'rw']) {
      for (const f of readdirSync(path.join(dir, lang)))
        expect(existsSync(path.join(dir, 'en', f)), `${lang}/${f}`).toBe(true);
    }
  });
  it.each(namespaces)('namespace %s has the same keys in English, French and Kinyarwanda', (ns) => {
    // A count's text has one form per plural category, and the languages' categories differ.
    const texts = (lang: string) => [...new Set(keys(load(lang, ns)).map(pluralBase))].sort();
    expect(texts('fr')).toEqual(texts('en'));
    expect(texts('rw')).toEqual(texts('en'));
  });
  it.each(namespaces)('namespace %s has no empty text', (ns) => {
    for (const lang of LANGS) {
      for (const [key, text] of entries(load(lang, ns)))
        expect(text.trim().length, `${lang}/${ns}:${key}`).toBeGreaterThan(0);
    }
  });
  it.each(namespaces)('namespace %s fills the same placeholders in every language', (ns) => {
    const en = new Map(entries(load('en', ns)));
    for (const lang of ['fr', 'rw']) {
      for (const [key, text] of entries(load(lang, ns))) {
        // French's `_many` form says what English's `_other` says.
        const english = en.get(key) ?? en.get(key.replace(/_many$/, '_other'));
        if (english !== undefined)
          expect(placeholders(text), `${lang}/${ns}:${key}`).toEqual(placeholders(english));
      }
    }
  });
  it.each(namespaces)('namespace %s has no English sentence left untranslated', (ns) => {
    const en = new Map(entries(load('en', ns)));
    for (const lang of ['fr', 'rw']) {
      const copies = entries(load(lang, ns)).filter(
        ([key, text]) => en.get(key) === text && words(text).length >= 2,
      );
      expect(copies, `${lang}/${ns}`).toEqual([]);
    }
  });
  it.each(namespaces)('namespace %s writes a count’s text in each plural form of each language', (ns) => {
    // i18next picks a form by the language's plural rule: Intl.PluralRules' for English (one,
    // other) and French (one, many, other), the shop's own for Kinyarwanda (one, other), which
    // CLDR lacks. A text with forms has every form its language's rule can pick, and no other.
    for (const lang of LANGS) {
      const wanted = pluralSuffixes(lang);
      const texts = new Map(entries(load(lang, ns)));
      const bases = new Set([...texts.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map(pluralBase));
      for (const base of bases) {
        const forms = [...texts.keys()].filter((k) => pluralBase(k) === base && k !== base);
        expect(forms.map((k) => k.slice(base.length)).sort(), `${lang}/${ns}:${base}`).toEqual(
          [...wanted].sort(),
        );
        expect(texts.has(base), `${lang}/${ns}:${base} and its plural forms`).toBe(false);
      }
    }
  });
});

describe('the shop’s words in Kinyarwanda', () => {
  const namespaces = readdirSync(path.join(dir, 'rw')).map((f) => f.replace(/\.json$/, ''));
  it.each(namespaces)('namespace %s calls the cart igitebo, as every screen does, never agatebo', (ns) => {
    // "agatebo" (a small basket, "mu gatebo", "kawe") once crept into the try-on's buttons while
    // the rest of the shop says "igitebo" ("mu gitebo", "cyawe"): one word for one thing.
    const odd = entries(load('rw', ns)).filter(([, text]) => /\b(a|u)?gatebo\b|\bkatebo\b/i.test(text));
    expect(odd, `rw/${ns}`).toEqual([]);
  });
  it.each(namespaces)('namespace %s says "x of y" as "x muri y", as sign-in does, never "x kuri y"', (ns) => {
    // "Intambwe ya 1 muri 3": checkout once said "kuri 3" while sign-in said "muri 3".
    const odd = entries(load('rw', ns)).filter(([, text]) =>
      /\{\{\s*\w+\s*\}\}\s+kuri\s+(\{\{|\d)/.test(text),
    );
    expect(odd, `rw/${ns}`).toEqual([]);
  });
});

describe('texts that come from the server', () => {
  it.each(LANGS)('words every error code in %s', (lang) => {
    const errors = load(lang, 'errors');
    // A text that names a count has its plural forms instead (`RATE_LIMITED_other`).
    const missing = ERROR_CODES.filter((code) => {
      const text = errors[code] ?? errors[`${code}_other`];
      return typeof text !== 'string' || !text.trim();
    });
    expect(missing).toEqual([]);
  });

  it('has every SMS template in every language, none a copy of the English', () => {
    const templates = Object.keys(SMS_TEXTS.en).sort();
    for (const lang of SMS_LANGUAGES) expect(Object.keys(SMS_TEXTS[lang]).sort(), lang).toEqual(templates);
    const sample = (lang: (typeof SMS_LANGUAGES)[number]) => {
      const t = SMS_TEXTS[lang];
      return [
        t.otp('123456'),
        t.welcome('Aline', 'https://isoko.rw'),
        t.orderConfirmation({ orderNumber: 'ISK-1', total: 1000 }, 'https://isoko.rw/track/1'),
        t.orderStatus('ISK-1', 'shipped', 'u'),
        t.orderStatus('ISK-1', 'out_for_delivery', 'u'),
        t.orderStatus('ISK-1', 'delivered', 'u'),
        t.adminAlert('x'),
      ];
    };
    const en = sample('en');
    for (const lang of ['fr', 'rw'] as const) {
      sample(lang).forEach((text, i) => {
        expect(text, `${lang} template ${i}`).not.toBe(en[i]);
      });
    }
  });

  // Places and carriers are worded once in shared/ (orders/history-places.ts, tested there).
  it.each(LANGS)('words every code of an order’s history in %s', (lang) => {
    const history = load(lang, 'history') as Record<string, Record<string, string>>;
    for (const code of HISTORY_TEXT_CODES) expect(history.text?.[code], `${lang} text.${code}`).toBeTruthy();
  });

  it('names every province in every language, as the address forms do', () => {
    for (const lang of LANGS) {
      const forms = load(lang, 'address').provinces as Record<string, string>;
      for (const p of PROVINCE_NAMES) expect(PROVINCE_LABELS[p][lang], `${p} ${lang}`).toBe(forms[p]);
    }
  });
});

describe('the names of an order’s statuses', () => {
  const namespaces = readdirSync(path.join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));
  /** Every group of texts keyed by all the order statuses, by where it sits. */
  const statusLists = (obj: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) => {
      if (!v || typeof v !== 'object') return [];
      const here = ORDER_STATUS.every((s) => s in v) ? [`${prefix}${k}`] : [];
      return [...here, ...statusLists(v as Record<string, unknown>, `${prefix}${k}.`)];
    });

  it.each(LANGS)(
    'live in one place in %s: the shopper’s and the staff’s lists in common, nowhere else',
    (lang) => {
      // Not names: the history's sentences per step, and the staff's filters, which name groups of
      // orders (French "Confirmées").
      const notNames = ['tracking:message', 'admin-orders:crm.filters'];
      const lists = namespaces
        .flatMap((ns) => statusLists(load(lang, ns)).map((at) => `${ns}:${at}`))
        .filter((at) => !notNames.includes(at));
      expect(lists.sort()).toEqual(['common:orderStatus', 'common:staffOrderStatus']);
    },
  );

  // The old shop's spec shows a new (pending) order to shoppers as "Processing" while staff
  // filter Pending apart from Processing, so those words differ on purpose; Kinyarwanda also
  // tells the shopper the parcel comes "to you". Every other status has one name on both sides.
  const APART: Record<(typeof LANGS)[number], string[]> = {
    en: ['pending', 'processing'],
    fr: ['pending'],
    rw: ['delivered', 'out_for_delivery', 'pending'],
  };
  it.each(LANGS)('are the same for staff and shoppers in %s, but where the spec sets them apart', (lang) => {
    const common = load(lang, 'common') as Record<string, Record<string, string>>;
    const apart = ORDER_STATUS.filter((s) => common.orderStatus?.[s] !== common.staffOrderStatus?.[s]);
    expect([...apart].sort()).toEqual(APART[lang]);
  });
});

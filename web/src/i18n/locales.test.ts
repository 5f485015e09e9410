import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'locales');
const keys = (obj: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const load = (lang: string, ns: string) =>
  JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;

describe('translations', () => {
  const namespaces = readdirSync(path.join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));
  it.each(namespaces)('namespace %s has the same keys in English, French and Kinyarwanda', (ns) => {
    const en = keys(load('en', ns)).sort();
    expect(keys(load('fr', ns)).sort()).toEqual(en);
    expect(keys(load('rw', ns)).sort()).toEqual(en);
  });
  it.each(namespaces)('namespace %s has no empty text', (ns) => {
    for (const lang of ['en', 'fr', 'rw']) {
      const obj = load(lang, ns);
      const walk = (o: Record<string, unknown>): void => {
        for (const v of Object.values(o)) {
          if (v && typeof v === 'object') walk(v as Record<string, unknown>);
          else expect(String(v).trim().length, `${lang}/${ns}`).toBeGreaterThan(0);
        }
      };
      walk(obj);
    }
  });
  it.each(namespaces)('namespace %s writes counts without plural forms (no CLDR rule for rw)', (ns) => {
    // CLDR has no plural rules for Kinyarwanda and Intl.PluralRules('rw') quietly borrows another
    // locale's, so `_one`/`_other`
    // keys would read wrong in Kinyarwanda: write "Items in cart: {{count}}" instead.
    for (const lang of ['en', 'fr', 'rw']) {
      const plural = keys(load(lang, ns)).filter((k) => /_(zero|one|two|few|many|other)$/.test(k));
      expect(plural, `${lang}/${ns}`).toEqual([]);
    }
  });
});

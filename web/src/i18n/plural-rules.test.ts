import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withKinyarwandaPlurals } from './plural-rules';

const errorsOf = (lang: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'locales', lang, 'errors.json'), 'utf8'));

/**
 * A browser without Kinyarwanda's plural data: `Intl.PluralRules('rw')` follows the browser's
 * own language, French here, whose rule puts 0 in the singular.
 */
class BrowserPluralRules extends Intl.PluralRules {
  constructor(locales?: string | string[], options?: Intl.PluralRulesOptions) {
    super(locales === 'rw' ? 'fr' : locales, options);
  }
}

let shop: i18n;
beforeEach(async () => {
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl), { PluralRules: BrowserPluralRules }));
  shop = i18next.createInstance();
  await shop.init({
    resources: Object.fromEntries(['en', 'fr', 'rw'].map((l) => [l, { errors: errorsOf(l) }])),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  withKinyarwandaPlurals(shop);
});
afterEach(() => vi.unstubAllGlobals());

const wait = (lang: string, minutes: number) =>
  shop.getFixedT(lang, 'errors')('RATE_LIMITED', { count: minutes, minutes });

describe('withKinyarwandaPlurals', () => {
  it('counts Kinyarwanda by its own rule, whatever the browser’s language: umunota 1, iminota 0, 2, 5', () => {
    expect(wait('rw', 1)).toBe('Wagerageje kenshi. Tegereza umunota 1 wongere ugerageze.');
    expect(wait('rw', 0)).toBe('Wagerageje kenshi. Tegereza iminota 0 wongere ugerageze.');
    expect(wait('rw', 2)).toBe('Wagerageje kenshi. Tegereza iminota 2 wongere ugerageze.');
    expect(wait('rw', 5)).toBe('Wagerageje kenshi. Tegereza iminota 5 wongere ugerageze.');
  });

  it('leaves English and French to their own rules (French says 0 minute)', () => {
    expect(wait('en', 0)).toBe('Too many attempts. Please wait 0 minutes and try again.');
    expect(wait('fr', 0)).toBe('Trop de tentatives. Veuillez patienter 0 minute puis réessayer.');
    expect(wait('fr', 1_000_000)).toBe(
      'Trop de tentatives. Veuillez patienter 1000000 minutes puis réessayer.',
    );
  });

  it('asks for Kinyarwanda’s two forms, as the texts write them', () => {
    expect(shop.services.pluralResolver.getSuffixes('rw')).toEqual(['_one', '_other']);
    expect(shop.services.pluralResolver.getSuffixes('fr')).toEqual(['_one', '_many', '_other']);
  });
});

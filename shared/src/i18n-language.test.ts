import { describe, expect, it } from 'vitest';
import {
  languageOfAddress,
  pickTranslation,
  resolveShopLanguage,
  shopLanguageOfTag,
  withAddressLanguage,
} from './i18n-language';

describe('shopLanguageOfTag', () => {
  it('reads our three languages in their usual spellings', () => {
    expect(shopLanguageOfTag('fr')).toBe('fr');
    expect(shopLanguageOfTag('fr-RW')).toBe('fr');
    expect(shopLanguageOfTag('Français')).toBe('fr');
    expect(shopLanguageOfTag('rw')).toBe('rw');
    expect(shopLanguageOfTag('rw-RW')).toBe('rw');
    expect(shopLanguageOfTag('kin')).toBe('rw');
    expect(shopLanguageOfTag('Kinyarwanda')).toBe('rw');
    expect(shopLanguageOfTag('en-GB')).toBe('en');
  });

  it('names no language for others, blanks and near misses', () => {
    expect(shopLanguageOfTag('de')).toBeNull();
    expect(shopLanguageOfTag('')).toBeNull();
    expect(shopLanguageOfTag(undefined)).toBeNull();
    expect(shopLanguageOfTag('rwx')).toBeNull();
    expect(shopLanguageOfTag('*')).toBeNull();
  });
});

describe('languageOfAddress', () => {
  it('reads ?lang= of a page address, and names none when it is absent or not ours', () => {
    expect(languageOfAddress('?lang=fr')).toBe('fr');
    expect(languageOfAddress('category=shoes&lang=rw')).toBe('rw');
    expect(languageOfAddress('?lang=de')).toBeNull();
    expect(languageOfAddress('')).toBeNull();
    expect(languageOfAddress(undefined)).toBeNull();
  });
});

describe('resolveShopLanguage', () => {
  it('takes ?lang= before the header', () => {
    expect(resolveShopLanguage('rw', 'fr-FR,fr;q=0.9')).toBe('rw');
    expect(resolveShopLanguage('en', 'fr')).toBe('en');
  });

  it('falls back to the header when ?lang= is absent or unknown', () => {
    expect(resolveShopLanguage(undefined, 'fr')).toBe('fr');
    expect(resolveShopLanguage('de', 'rw-RW')).toBe('rw');
  });

  it('picks the best weighted language of the header that we speak', () => {
    expect(resolveShopLanguage(null, 'de-DE,de;q=0.9,fr;q=0.8,en;q=0.7')).toBe('fr');
    expect(resolveShopLanguage(null, 'en;q=0.5, rw;q=0.9')).toBe('rw');
    expect(resolveShopLanguage(null, 'fr;q=0, rw;q=0.1')).toBe('rw');
    expect(resolveShopLanguage(null, 'fr, en')).toBe('fr');
  });

  it('answers English when nothing names one of our languages', () => {
    expect(resolveShopLanguage(null, null)).toBe('en');
    expect(resolveShopLanguage('', 'de, *;q=0.1')).toBe('en');
    expect(resolveShopLanguage(undefined, 'q=;;,,')).toBe('en');
  });
});

describe('pickTranslation', () => {
  const t = { fr: 'Robe longue', rw: '  ' };

  it('gives the translation in its language', () => {
    expect(pickTranslation('Maxi Dress', t, 'fr')).toBe('Robe longue');
  });

  it('falls back to English for a blank, missing or English request, never an empty string', () => {
    expect(pickTranslation('Maxi Dress', t, 'rw')).toBe('Maxi Dress');
    expect(pickTranslation('Maxi Dress', {}, 'fr')).toBe('Maxi Dress');
    expect(pickTranslation('Maxi Dress', null, 'rw')).toBe('Maxi Dress');
    expect(pickTranslation('Maxi Dress', t, 'en')).toBe('Maxi Dress');
  });
});

describe('withAddressLanguage', () => {
  it('carries the language the left address names onto the path a redirect goes to', () => {
    expect(withAddressLanguage('/account', '?lang=fr')).toBe('/account?lang=fr');
    expect(withAddressLanguage('/login?from=/checkout&action=buy', 'from=x&lang=rw')).toBe(
      '/login?from=/checkout&action=buy&lang=rw',
    );
    expect(withAddressLanguage('/account#orders', '?lang=Français')).toBe('/account?lang=fr#orders');
  });

  it('leaves the path as it is when no language of ours is named, or the path names its own', () => {
    expect(withAddressLanguage('/account', '')).toBe('/account');
    expect(withAddressLanguage('/account', '?lang=de')).toBe('/account');
    expect(withAddressLanguage('/cart?lang=en', '?lang=fr')).toBe('/cart?lang=en');
  });
});

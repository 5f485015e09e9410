import {
  BASE_LANGUAGE,
  pickTranslation,
  type ShopLanguage,
  shopLanguageOfTag,
  type Translations,
} from '../i18n-language';

/**
 * A product's name in each language the catalogue has it in: `en` is its own (default) name,
 * `fr` and `rw` its translations where there are some. What a screen keeps of a product after the
 * page that showed it (the cart in the browser, the assistant's cards in the tab) keeps these, so
 * the name follows the language the shopper reads in now, not the one it was first shown in.
 *
 * No zod here: the cart's line rules (first-render bundle) read these.
 */
export interface ProductNames {
  en: string;
  fr?: string;
  rw?: string;
}

/** The longest name kept from the browser's storage (the back office allows 200 characters). */
const MAX_NAME = 500;

/** A product's names from its stored name and translations (a blank translation is left out). */
export function productNames(name: string, translations: Translations | null | undefined): ProductNames {
  const names: ProductNames = { en: name };
  for (const lang of ['fr', 'rw'] as const) {
    const text = translations?.[lang];
    if (typeof text === 'string' && text.trim() !== '') names[lang] = text;
  }
  return names;
}

/**
 * The name in `language` (a shop language or a tag such as i18next's), else the default name:
 * the rule the product page and the listing use (`pickTranslation`). Null without names.
 */
export function nameIn(
  names: ProductNames | null | undefined,
  language: ShopLanguage | string | null | undefined,
): string | null {
  // Kept in the browser: a malformed value names nothing rather than breaking the screen.
  if (!names || typeof names.en !== 'string') return null;
  return pickTranslation(names.en, names, shopLanguageOfTag(language) ?? BASE_LANGUAGE);
}

const text = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_NAME;

/**
 * Names read back from the browser's storage (or an answer from another version of the shop):
 * the valid ones, or undefined when there is no usable default name. Never throws.
 */
export function readProductNames(value: unknown): ProductNames | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const v = value as Record<string, unknown>;
  if (!text(v.en) || v.en.trim() === '') return undefined;
  const names: ProductNames = { en: v.en };
  if (text(v.fr) && v.fr.trim() !== '') names.fr = v.fr;
  if (text(v.rw) && v.rw.trim() !== '') names.rw = v.rw;
  return names;
}

import type { Translations } from '@isoko/shared/i18n-language';

/** Lower case without accents: the same folding `isoko_unaccent` + the 'simple' config apply. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words of a text, folded, split where PostgreSQL's parser splits ("women's" → women, s). */
export function words(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function slugify(text: string): string {
  return words(text.replace(/['’]/g, '')).join('-') || 'item';
}

/**
 * The weight-B words of a product's search document (its name is weight A), as refreshSearchTerms
 * writes them: brand, category, subcategory, materials, colours, tags, gender words, and the
 * name's French and Kinyarwanda translations.
 */
export function buildSearchTerms(p: {
  brand: string | null;
  category: string;
  subcategory: string | null;
  materials: readonly string[];
  colors: readonly string[];
  tags: readonly string[];
  gender: string;
  nameI18n?: Translations | null;
}): string {
  const genderWords = p.gender === 'male' ? 'men mens' : p.gender === 'female' ? 'women womens' : '';
  return [
    p.brand ?? '',
    p.category,
    p.subcategory ?? '',
    ...p.materials,
    ...p.colors,
    ...p.tags,
    genderWords,
    p.nameI18n?.fr ?? '',
    p.nameI18n?.rw ?? '',
  ]
    .filter((w) => w.trim() !== '')
    .join(' ');
}

/**
 * A prefix tsquery for the 'simple' configuration from free text: every word must match as a
 * prefix ('sams gal' finds 'Samsung Galaxy'). Only letters and digits reach the query, so no
 * user text can break its syntax. Null when nothing searchable remains.
 */
export function prefixTsQuery(text: string): string | null {
  const all = words(text);
  // A lone letter (the s of "women's") would match half the catalogue as a prefix.
  const terms = (all.some((t) => t.length > 1) ? all.filter((t) => t.length > 1 || /\d/.test(t)) : all).slice(
    0,
    8,
  );
  if (terms.length === 0) return null;
  return terms.map((t) => `${t}:*`).join(' & ');
}

/**
 * Little words that carry no product meaning in the shop's three languages ("chaussures de
 * sport", "inkweto z'abagabo", "shoes for men"): left out when the rest of a query is matched
 * against product names.
 */
const STOP_WORDS = new Set(
  [
    'a an the and or for of with in on to my some', // English
    'de du des la le les l d un une et ou pour en avec au aux', // French
    'y z za ya yo zo bya cya rya ry by cy na ku mu kw mw nk nka kandi cyangwa ni', // Kinyarwanda
  ]
    .join(' ')
    .split(' '),
);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** A query as staff see it among the searches that found nothing: folded words, one space apart. */
export function normaliseQuery(text: string): string {
  return words(text).join(' ').slice(0, 200);
}

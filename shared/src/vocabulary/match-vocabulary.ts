import { foldedWords } from '../negotiation/fold-text';
import { EN_VOCABULARY } from './en';
import { FR_VOCABULARY } from './fr';
import { RW_VOCABULARY } from './rw';
import {
  type CategorySlug,
  type LanguageVocabulary,
  PARENT_CATEGORY,
  type SubcategorySlug,
  type VocabularyColor,
  type VocabularyGender,
  type VocabularyMaterial,
} from './vocabulary-types';

export const VOCABULARY_LANGUAGES = ['en', 'fr', 'rw'] as const;
export type VocabularyLanguage = (typeof VOCABULARY_LANGUAGES)[number];

export const VOCABULARIES: Readonly<Record<VocabularyLanguage, LanguageVocabulary>> = {
  en: EN_VOCABULARY,
  fr: FR_VOCABULARY,
  rw: RW_VOCABULARY,
};

type Target =
  | { kind: 'category'; value: CategorySlug }
  | { kind: 'subcategory'; value: SubcategorySlug }
  | { kind: 'color'; value: VocabularyColor }
  | { kind: 'material'; value: VocabularyMaterial }
  | { kind: 'gender'; value: VocabularyGender }
  | { kind: 'size'; value: string }
  | { kind: 'clothing'; value: 'clothing' };

/** What a shopper's text names in the catalogue. Lists keep the order the words came in. */
export interface VocabularyMatch {
  categories: CategorySlug[];
  subcategories: SubcategorySlug[];
  colors: VocabularyColor[];
  materials: VocabularyMaterial[];
  genders: VocabularyGender[];
  sizes: string[];
  /** A general word for clothes was used ("imyenda", "vêtements"). */
  clothing: boolean;
  /** The folded words that matched, so a caller can search with the rest of the text. */
  matchedWords: string[];
  /** The languages whose words matched, most matches first. */
  languages: VocabularyLanguage[];
}

interface Index {
  phrases: Map<string, Target>;
  longest: number;
}

const phraseKey = (phrase: string) => foldedWords(phrase).join(' ');

function buildIndex(vocabulary: LanguageVocabulary): Index {
  const phrases = new Map<string, Target>();
  const add = (words: readonly string[], target: Target) => {
    for (const word of words) {
      const key = phraseKey(word);
      // The first meaning listed wins: the files list specific words before general ones.
      if (key && !phrases.has(key)) phrases.set(key, target);
    }
  };
  const entries = <K extends string>(record: Readonly<Record<K, readonly string[]>>) =>
    Object.entries(record) as [K, readonly string[]][];
  for (const [value, words] of entries(vocabulary.subcategories)) add(words, { kind: 'subcategory', value });
  for (const [value, words] of entries(vocabulary.categories)) add(words, { kind: 'category', value });
  for (const [value, words] of entries(vocabulary.genders)) add(words, { kind: 'gender', value });
  for (const [value, words] of entries(vocabulary.colors)) add(words, { kind: 'color', value });
  for (const [value, words] of entries(vocabulary.materials)) add(words, { kind: 'material', value });
  for (const [value, words] of entries(vocabulary.sizes)) add(words, { kind: 'size', value });
  add(vocabulary.clothing, { kind: 'clothing', value: 'clothing' });
  let longest = 1;
  for (const key of phrases.keys()) longest = Math.max(longest, key.split(' ').length);
  return { phrases, longest };
}

const INDEXES: Readonly<Record<VocabularyLanguage, Index>> = {
  en: buildIndex(EN_VOCABULARY),
  fr: buildIndex(FR_VOCABULARY),
  rw: buildIndex(RW_VOCABULARY),
};

function lookup(key: string, order: readonly VocabularyLanguage[]): [Target, VocabularyLanguage] | null {
  for (const lang of order) {
    const target = INDEXES[lang].phrases.get(key);
    if (target) return [target, lang];
  }
  // A plural the files do not list ("laptopz" no, "sandales" yes): drop one final s or x.
  if (!key.includes(' ') && key.length > 3 && /[sx]$/.test(key)) return lookup(key.slice(0, -1), order);
  return null;
}

const pushNew = <T>(list: T[], value: T) => {
  if (!list.includes(value)) list.push(value);
};

/**
 * The catalogue words in a shopper's text, in English, French and Kinyarwanda, ignoring case
 * and accents ("Robe ROUGE", "téléphone" or "telephone"). The longest phrase wins ("ordinateur
 * portable" is a laptop, not a computer). With `lang`, that language's meaning wins where the
 * same word means different things; the other languages still match (shoppers mix them).
 * A general clothes word with a gender names that gender's fashion category.
 */
export function matchVocabulary(text: string, lang?: VocabularyLanguage): VocabularyMatch {
  const order: VocabularyLanguage[] = lang
    ? [lang, ...VOCABULARY_LANGUAGES.filter((l) => l !== lang)]
    : [...VOCABULARY_LANGUAGES];
  const words = foldedWords(text).slice(0, 200);
  const longest = Math.max(...order.map((l) => INDEXES[l].longest));
  const found: VocabularyMatch = {
    categories: [],
    subcategories: [],
    colors: [],
    materials: [],
    genders: [],
    sizes: [],
    clothing: false,
    matchedWords: [],
    languages: [],
  };
  const hits = new Map<VocabularyLanguage, number>();
  let i = 0;
  while (i < words.length) {
    let matched = 0;
    for (let len = Math.min(longest, words.length - i); len >= 1 && matched === 0; len -= 1) {
      const hit = lookup(words.slice(i, i + len).join(' '), order);
      if (!hit) continue;
      const [target, language] = hit;
      hits.set(language, (hits.get(language) ?? 0) + 1);
      found.matchedWords.push(...words.slice(i, i + len));
      if (target.kind === 'category') pushNew(found.categories, target.value);
      else if (target.kind === 'subcategory') pushNew(found.subcategories, target.value);
      else if (target.kind === 'color') pushNew(found.colors, target.value);
      else if (target.kind === 'material') pushNew(found.materials, target.value);
      else if (target.kind === 'gender') pushNew(found.genders, target.value);
      else if (target.kind === 'size') pushNew(found.sizes, target.value);
      else found.clothing = true;
      matched = len;
    }
    i += Math.max(matched, 1);
  }
  if (found.clothing && found.categories.length === 0 && found.subcategories.length === 0) {
    if (found.genders.includes('female')) found.categories.push('womens-fashion');
    else if (found.genders.includes('male')) found.categories.push('mens-fashion');
  }
  found.languages = [...hits.entries()].sort((a, b) => b[1] - a[1]).map(([l]) => l);
  return found;
}

/** The category a match points at: the first category named, else the first subcategory's parent. */
export function matchedCategory(match: VocabularyMatch): CategorySlug | undefined {
  return (
    match.categories[0] ?? (match.subcategories[0] ? PARENT_CATEGORY[match.subcategories[0]] : undefined)
  );
}

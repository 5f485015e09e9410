import type { ShopLanguage } from '../i18n-language';
import { foldText } from '../negotiation/fold-text';
import { EN_VOCABULARY } from '../vocabulary/en';
import type { VocabularyMaterial } from '../vocabulary/vocabulary-types';
import { MATERIAL_NAMES } from './term-names';

/**
 * A material as a product stores it, in a reader's language, also when staff typed it in another
 * case or with a shopper's word ("cotton", "Wool Blend", "porcelain"): the catalogue's own
 * translations match the stored word exactly, so those would otherwise stay in English.
 *
 * The word is found by its English spelling, case and accents aside, among the shop's material
 * names (`MATERIAL_NAMES`), else among the English words of the shared search vocabulary, which
 * names the material it means; it is then written with the material name of the reader's
 * language. A word found nowhere (or a word already translated) comes back as it is.
 */

const byFolded = new Map(Object.keys(MATERIAL_NAMES).map((name) => [foldText(name), name]));

const vocabularyMaterial = new Map<string, VocabularyMaterial>();
for (const [name, words] of Object.entries(EN_VOCABULARY.materials)) {
  for (const word of [name, ...words]) {
    const key = foldText(word);
    if (!vocabularyMaterial.has(key)) vocabularyMaterial.set(key, name as VocabularyMaterial);
  }
}

export function materialWord(value: string, lang: ShopLanguage): string {
  if (lang === 'en') return value;
  const folded = foldText(value);
  const name = byFolded.get(folded);
  if (name) return MATERIAL_NAMES[name]?.[lang] ?? value;
  const known = vocabularyMaterial.get(folded);
  if (!known) return value;
  return MATERIAL_NAMES[known]?.[lang] ?? value;
}

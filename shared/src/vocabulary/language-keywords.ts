import { foldedWords } from '../negotiation/fold-text';
import type { VocabularyLanguage } from './match-vocabulary';

/**
 * Everyday words that give a language away in a short message, where statistical detection has
 * too little text to go on ("muraho", "bonjour", "thanks").
 */
const MARKERS: Readonly<Record<VocabularyLanguage, readonly string[]>> = {
  en: [
    'hello',
    'hi',
    'hey',
    'the',
    'please',
    'thanks',
    'thank',
    'you',
    'want',
    'need',
    'looking',
    'find',
    'show',
    'how',
    'much',
    'what',
    'where',
    'when',
    'my',
    'order',
    'delivery',
    'cheap',
    'under',
    'bye',
    'is',
    'do',
    'have',
    'i',
    'for',
    'with',
    'help',
  ],
  fr: [
    'bonjour',
    'salut',
    'bonsoir',
    'merci',
    'je',
    'cherche',
    'une',
    'un',
    'des',
    'le',
    'la',
    'les',
    'pour',
    'avec',
    'combien',
    'prix',
    'livraison',
    'commande',
    'ma',
    'mon',
    'mes',
    'voudrais',
    'veux',
    'moins',
    'est',
    'quand',
    'aide',
    'revoir',
    'vous',
    'avez',
    'oui',
    'non',
    'bien',
  ],
  rw: [
    'muraho',
    'mwaramutse',
    'mwiriwe',
    'amakuru',
    'murakoze',
    'urakoze',
    'ndashaka',
    'ndashakisha',
    'nshaka',
    'mfite',
    'ni',
    'angahe',
    'igiciro',
    'ibiciro',
    'munsi',
    'ya',
    'yanjye',
    'byanjye',
    'gutumiza',
    'kugeza',
    'ryari',
    'mumfashe',
    'mfasha',
    'yego',
    'oya',
    'sawa',
    'mwabona',
    'hari',
    'mufite',
    'cyane',
    'neza',
    'murabeho',
    'z',
    'y',
    'cy',
    'by',
    'abagore',
    'abagabo',
  ],
};

/** The language most of the words belong to, or null when none of the marker words appear. */
export function languageByKeywords(text: string): VocabularyLanguage | null {
  const words = foldedWords(text);
  let best: VocabularyLanguage | null = null;
  let bestCount = 0;
  for (const lang of ['rw', 'fr', 'en'] as const) {
    const count = words.filter((w) => MARKERS[lang].includes(w)).length;
    if (count > bestCount) {
      best = lang;
      bestCount = count;
    }
  }
  return best;
}

import { foldedWords, foldText } from '@isoko/shared/negotiation/fold-text';
import { eng, fra } from 'stopword';

/**
 * Which words of a shopper's sentence could name a product. The rest are the sentence around it:
 * pronouns, articles, "is", "that", budget words, praise ("nice", "meza"). The assistant searches
 * for the product words only, and only they may reach the staff's list of searches that found
 * nothing, so "je" of "je cherche un drone" or "ziri" of "inkweto ziri nziza" never does.
 */

const list = (text: string) => text.trim().split(/\s+/);

/**
 * The shop's own sentence words beside the library's English and French lists: request and
 * budget words, praise, words for "a thing" that name no kind of product, and Kinyarwanda, which
 * no stop-word library covers. Folded (no accents).
 */
const SHOP_SENTENCE_WORDS = {
  en: list(`
    please want need looking look find show have has any some more less than below above
    nice beautiful pretty lovely good cheap something thing things item items product products stuff
  `),
  fr: list(`
    svp plus moins sous francs franc mille cherche veux voudrais besoin montrez montre
    belle beau beaux belles jolie joli jolies jolis bon bonne bons bonnes pas cher chere chers cheres
    ca ceci cela quelque chose choses truc trucs article articles produit produits
  `),
  rw: list(`
    ya na za y z cy by bya rya mu ku kuri cyangwa munsi hejuru kandi nka wa ba ni iki ibi izi
    iri ziri biri ari zari byari hari zihari bihari mufite mfite ndashaka nshaka nashaka ese
    yanjye zanjye byanjye cyanjye meza nziza byiza cyiza keza mwiza ryiza nyiza heza neza cyane
    zose byose rwf frw ibihumbi bihumbi k ikintu ibintu igicuruzwa ibicuruzwa
  `),
};

const SENTENCE_WORDS: ReadonlySet<string> = new Set(
  [...eng, ...fra, ...SHOP_SENTENCE_WORDS.en, ...SHOP_SENTENCE_WORDS.fr, ...SHOP_SENTENCE_WORDS.rw].map(
    foldText,
  ),
);

/** Whether a folded word is part of the sentence rather than a product's name. */
export const isSentenceWord = (word: string): boolean => SENTENCE_WORDS.has(word);

/**
 * The words of `text` that could name a product, folded, in the shopper's order: sentence words
 * and anything with a digit (amounts, "20k") left out. Empty when the text names nothing.
 */
export function productWords(text: string): string[] {
  return foldedWords(text).filter((w) => !isSentenceWord(w) && !/\d/.test(w));
}

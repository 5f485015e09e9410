import { foldedWords } from './fold-text';
import { parseOfferAmount } from './offer-amount';

/**
 * Asking to bargain, or offering an amount, in English, French or Kinyarwanda. Phrases are
 * written folded (lower case, no accents, apostrophes as spaces) and match whole words.
 */

/** Words that ask for a lower price: "a discount", "une réduction", "mugabanye". */
export const BARGAIN_PHRASES = [
  // English
  'offer',
  'negotiate',
  'negotiation',
  'bargain',
  'deal',
  'discount',
  'cheaper',
  'lower the price',
  'lower price',
  'reduce the price',
  'reduce',
  'best price',
  // French
  'offre',
  'negocier',
  'negociation',
  'marchander',
  'reduction',
  'rabais',
  'remise',
  'ristourne',
  'moins cher',
  'moins chere',
  'baisser',
  'baissez',
  'reduire',
  'reduisez',
  'meilleur prix',
  // Kinyarwanda (forms of "-gabany-" are matched by their stem, below)
  'kumvikana',
  'twumvikane',
  'ndatanga',
  'nabaha',
] as const;

/**
 * Kinyarwanda builds many words on one verb stem: "-gabany-" (to make smaller) gives kugabanya,
 * mugabanye, kugabanyirizwa, mungabanyirize, gabanyiriza, igabanyirizwa… A word containing the
 * stem asks for a lower price, whatever its prefixes and endings.
 */
export const BARGAIN_STEMS = ['gabany'] as const;

/** Words of paying that, said with an amount, offer it: "I can pay 100000", "nshobora kwishyura 100000". */
export const PAY_PHRASES = [
  // English
  'pay',
  'paying',
  'give you',
  // French
  'payer',
  'paie',
  'paye',
  'payerai',
  'donner',
  'donne',
  // Kinyarwanda
  'kwishyura',
  'nishyura',
  'nzishyura',
  'ndishyura',
  'nakwishyura',
  'natanga',
  'nzatanga',
] as const;

/**
 * Words that make a message with an amount a question about how to pay ("how do I pay 20,000
 * by MoMo?", "comment payer 20 000 ?", "nishyura nte?") rather than an offer.
 */
export const PAY_METHOD_PHRASES = [
  // English
  'how',
  'which',
  'what',
  'method',
  'methods',
  'momo',
  'mobile money',
  'card',
  'cash',
  // French
  'comment',
  'quel',
  'quelle',
  'quels',
  'quelles',
  'moyen',
  'moyens',
  'carte',
  'especes',
  // Kinyarwanda
  'nte',
  'gute',
  'ubuhe',
  'uburyo',
  'mu ntoki',
] as const;

function containsPhrase(words: readonly string[], phrases: readonly string[]): boolean {
  const text = ` ${words.join(' ')} `;
  return phrases.some((phrase) => text.includes(` ${phrase} `));
}

/** Whether a message asks for a lower price: "I want a discount", "moins cher ?", "ndashaka kugabanyirizwa". */
export function asksToBargain(text: string): boolean {
  const words = foldedWords(text);
  return (
    containsPhrase(words, BARGAIN_PHRASES) ||
    words.some((word) => BARGAIN_STEMS.some((stem) => word.includes(stem)))
  );
}

/**
 * Whether a message offers an amount in words of paying ("I can pay 100000", "je peux payer
 * 100 000", "nshobora kwishyura 100000"), rather than asking how to pay: an amount, a paying
 * word and no question about the way to pay.
 */
export function offersToPay(text: string): boolean {
  const words = foldedWords(text);
  return (
    containsPhrase(words, PAY_PHRASES) &&
    !containsPhrase(words, PAY_METHOD_PHRASES) &&
    parseOfferAmount(text) !== null
  );
}

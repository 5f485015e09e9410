import { foldedWords } from './fold-text';

/**
 * Saying yes or no to the shop's price in English, French or Kinyarwanda. Phrases are written
 * folded (lower case, no accents, apostrophes as spaces) and match whole words only, so "ok"
 * is not found in "book" and "d'accord", "D’accord" and "d accord" are one phrase.
 */

/** Yes-phrases that contain a no-word: checked first so "no problem" is a yes. */
export const NEGATED_ACCEPTANCE_PHRASES = [
  'no problem',
  'no worries',
  'why not',
  'not a problem',
  'pas de probleme',
  'pas de souci',
  'pas de soucis',
  'sans probleme',
  'pourquoi pas',
  'pas mal',
  'nta kibazo',
  'ntakibazo',
  'ntabwo ari ikibazo',
] as const;

export const REFUSAL_PHRASES = [
  // English
  'no',
  'nope',
  'nah',
  'not',
  'decline',
  'declined',
  'reject',
  'refuse',
  'no thanks',
  'no deal',
  'not interested',
  'don t',
  'dont',
  'can t',
  'cant',
  // French
  'non',
  'non merci',
  'pas',
  'je refuse',
  'refuse',
  'pas question',
  'jamais',
  // Kinyarwanda
  'oya',
  'hoya',
  'simbyemeye',
  'sinemeye',
  'sinemera',
  'sinshaka',
  'ntabwo',
  'ntabyo',
] as const;

export const ACCEPTANCE_PHRASES = [
  // English
  'yes',
  'yeah',
  'yep',
  'yup',
  'ok',
  'okay',
  'okey',
  'k',
  'deal',
  'agreed',
  'agree',
  'accept',
  'accepted',
  'i accept',
  'sure',
  'fine',
  'alright',
  'all right',
  'sounds good',
  'let s do it',
  // French
  'oui',
  'ouais',
  'd accord',
  'daccord',
  'ok ca marche',
  'ca marche',
  'marche conclu',
  'j accepte',
  'accepte',
  'entendu',
  'parfait',
  'c est bon',
  'vendu',
  // Kinyarwanda
  'yego',
  'ego',
  'sawa',
  'ni sawa',
  'ndabyemeye',
  'ndemeye',
  'nemeye',
  'ndemera',
  'nibyo',
  'ni byo',
  'ni byiza',
  'tubikore',
] as const;

export type OfferAnswer = 'accept' | 'decline';

function contains(words: readonly string[], phrases: readonly string[]): boolean {
  const text = ` ${words.join(' ')} `;
  return phrases.some((phrase) => text.includes(` ${phrase} `));
}

/**
 * Whether a message says yes or no to the shop's price, or neither (null). A no wins over a
 * yes ("pas d'accord", "je n'accepte pas", "no deal", "not ok"), except in yes-phrases built
 * on a no-word ("no problem", "pourquoi pas", "nta kibazo").
 */
export function offerAnswer(text: string): OfferAnswer | null {
  const words = foldedWords(text);
  if (words.length === 0) return null;
  if (contains(words, NEGATED_ACCEPTANCE_PHRASES)) return 'accept';
  if (contains(words, REFUSAL_PHRASES)) return 'decline';
  if (contains(words, ACCEPTANCE_PHRASES)) return 'accept';
  return null;
}

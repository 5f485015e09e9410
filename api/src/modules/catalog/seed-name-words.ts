/**
 * Words that agree with the noun they follow, for product names assembled from an item and a
 * style ("Leather Bifold Wallet": "Portefeuille en cuir", "Ikofi y'uruhu").
 *
 * French adjectives take the gender and number of the item (Écran incurvé, Jupe plissée).
 * Kinyarwanda words take the prefix of the item's noun class: the connective "of" (ikofi
 * y'uruhu, igitereko cy'urugendo, umugozi wa metero 2), the relative verb form (ikofi
 * yoroheje, akabati kagezweho) and the adjectives -to and -nini (sofa nto, akabati gato).
 */

/** Kinyarwanda noun classes of the demo's product nouns (umugozi 3, itara 5, igikapu 7, ikofi 9, akabati 12...). */
export type RwClass = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;

/** French gender and number: masculine, feminine, masculine plural, feminine plural. */
export type FrGender = 'm' | 'f' | 'mp' | 'fp';

export interface FrForms {
  m: string;
  f: string;
  mp: string;
  fp: string;
}

/** A French adjective's four forms from its masculine (and feminine when irregular): fin, fine, fins, fines. */
export function fa(m: string, f = m.endsWith('e') ? m : `${m}e`): FrForms {
  return { m, f, mp: /[sx]$/.test(m) ? m : `${m}s`, fp: f.endsWith('s') ? f : `${f}s` };
}

/** The item of a name: its French noun and gender, its Kinyarwanda noun and class. */
export interface ItemWord {
  fr: string;
  g?: FrGender;
  rw: string;
  c?: RwClass;
}

/** The style of a name: a French word or phrase (agreeing or not), a Kinyarwanda one or how to make it agree. */
export interface StyleWord {
  fr: string | FrForms;
  rw: string | ((c: RwClass) => string);
}

const CONNECTIVE: Record<RwClass, string> = {
  1: 'w',
  2: 'b',
  3: 'w',
  4: 'y',
  5: 'ry',
  6: 'y',
  7: 'cy',
  8: 'by',
  9: 'y',
  10: 'z',
  11: 'rw',
  12: 'k',
  13: 'tw',
  14: 'bw',
};
const SUBJECT: Record<RwClass, string> = {
  1: 'u',
  2: 'ba',
  3: 'u',
  4: 'i',
  5: 'ri',
  6: 'a',
  7: 'ki',
  8: 'bi',
  9: 'i',
  10: 'zi',
  11: 'ru',
  12: 'ka',
  13: 'tu',
  14: 'bu',
};
const BEFORE_VOWEL: Record<string, string> = {
  u: 'w',
  ba: 'b',
  i: 'y',
  ri: 'ry',
  a: 'y',
  ki: 'cy',
  bi: 'by',
  zi: 'z',
  ru: 'rw',
  ka: 'k',
  tu: 'tw',
  bu: 'bw',
};
/** Dahl's law: ki-, ka-, tu- become gi-, ga-, du- before a voiceless consonant (gisanzwe, gato). */
const BEFORE_VOICELESS: Record<string, string> = { ki: 'gi', ka: 'ga', tu: 'du' };
const ADJECTIVE: Record<RwClass, string> = {
  1: 'mu',
  2: 'ba',
  3: 'mu',
  4: 'mi',
  5: 'ri',
  6: 'ma',
  7: 'ki',
  8: 'bi',
  9: 'n',
  10: 'n',
  11: 'ru',
  12: 'ka',
  13: 'tu',
  14: 'bu',
};

const startsWithVowel = (s: string) => /^[aeiou]/i.test(s);
const startsVoiceless = (s: string) => /^[ptkfsch]/i.test(s);

/** "y'uruhu", "cya mudasobwa", "wa metero 2": the connective of class `c` before a noun. */
export function connective(c: RwClass, noun: string): string {
  const p = CONNECTIVE[c];
  return startsWithVowel(noun) ? `${p}'${noun}` : `${p}a ${noun}`;
}

/** "isanzwe", "gisanzwe", "ryoroheje": a relative verb form agreeing with class `c`. */
export function agreeing(c: RwClass, stem: string): string {
  const p = SUBJECT[c];
  if (startsWithVowel(stem)) return `${BEFORE_VOWEL[p] ?? p}${stem}`;
  if (startsVoiceless(stem)) return `${BEFORE_VOICELESS[p] ?? p}${stem}`;
  return `${p}${stem}`;
}

/** "nto", "gato", "kinini": the adjectives -to (small) and -nini (big) agreeing with class `c`. */
export function adjective(c: RwClass, stem: 'to' | 'nini'): string {
  const p = ADJECTIVE[c];
  if (p === 'n') return stem === 'nini' ? 'nini' : 'nto';
  if (startsVoiceless(stem)) return `${BEFORE_VOICELESS[p] ?? p}${stem}`;
  return `${p}${stem}`;
}

/** Style builders: the connective before a noun, a relative verb form, an adjective. */
export const of = (noun: string) => (c: RwClass) => connective(c, noun);
export const is = (stem: string) => (c: RwClass) => agreeing(c, stem);
/** "yo mu muhanda", "cyo mu rugo": where a thing is from or for (connective + o). */
export const at = (place: string) => (c: RwClass) => `${CONNECTIVE[c]}o ${place}`;
export const small = (c: RwClass) => adjective(c, 'to');

/** The French style for an item of gender `g`. */
export function frenchStyle(style: StyleWord, g: FrGender = 'm'): string {
  return typeof style.fr === 'string' ? style.fr : style.fr[g];
}

/** The Kinyarwanda style for an item of class `c`; null when it must agree and the class is unknown. */
export function kinyarwandaStyle(style: StyleWord, c: RwClass | undefined): string | null {
  if (typeof style.rw === 'string') return style.rw;
  return c === undefined ? null : style.rw(c);
}

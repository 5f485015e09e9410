import { foldText } from '../negotiation/fold-text';
import { parseOfferAmount } from '../negotiation/offer-amount';

/** A price range a shopper asked for, in whole RWF. */
export interface Budget {
  min?: number;
  max?: number;
}

/** Words at the start of folded text's word, ending where a word ends or at an elided apostrophe ("y'"). */
const words = (alternatives: string) =>
  new RegExp(String.raw`(?<![\p{L}\d])(?:${alternatives})(?:(?<=')|(?![\p{L}\d]))`, 'u');

/** Kinyarwanda's "y'" elided before a vowel, or the full "ya". */
const YA = "y(?:a|')";

const MAX_WORDS = words(
  [
    'under',
    'below',
    'less than',
    'cheaper than',
    'less expensive than',
    'max(?:imum)?',
    'up to',
    'at most',
    'no more than',
    'not more than',
    'not over',
    'within',
    'moins de',
    "moins cher(?:e|s|es)? qu(?:e|')",
    'en dessous de',
    'en-dessous de',
    'au plus',
    'pas plus de',
    "jusqu'a",
    `munsi ${YA}`,
    '(?:u|i|ki|zi|bi|ri|ka|ya|za|ba)tarenze',
    '(?:u|i|ki|zi|bi|ri|ka|ya|za|ba)tarengeje',
    '\\p{L}*hendutse kurusha',
    'kugeza',
    'ntirenze',
  ].join('|'),
);
const MIN_WORDS = words(
  [
    'over',
    'above',
    'more than',
    'more expensive than',
    'pricier than',
    'dearer than',
    'at least',
    'from',
    'starting at',
    'plus de',
    "plus cher(?:e|s|es)? qu(?:e|')",
    'au dessus de',
    'au-dessus de',
    'au-dela de',
    'au dela de',
    'superieur(?:e|s|es)? a',
    'a partir de',
    'au moins',
    `hejuru ${YA}`,
    'kurenza',
    'kurusha',
    '(?:u|i|ki|zi|bi|ri|ka|ya|za|ba|a)?renze',
    '(?:u|i|ki|zi|bi|ri|ka|ya|za|ba|a)?rengeje',
    'guhera',
  ].join('|'),
);
const BETWEEN = new RegExp(
  String.raw`(?<![\p{L}\d])(?:between|entre|hagati ${YA})(.+?)(?<![\p{L}\d])(?:and|et|na)(?![\p{L}\d])(.+)`,
  'u',
);

const amountIn = (text: string) => parseOfferAmount(text) ?? undefined;

/** The amount after the first of these words, and the text with those words blanked. */
function after(pattern: RegExp, text: string): { amount?: number; rest: string } {
  const match = pattern.exec(text);
  if (!match) return { rest: text };
  const end = match.index + match[0].length;
  return {
    amount: amountIn(text.slice(end)),
    rest: `${text.slice(0, match.index)}${' '.repeat(match[0].length)}${text.slice(end)}`,
  };
}

/**
 * A budget in a shopper's text: "under 150,000", "moins de 100 000 francs", "munsi ya 50k",
 * "between 20k and 50k", "plus de 30 000", "hejuru y'ibihumbi 50", "plus chères que 50 000",
 * "over 10k and under 50k". A bare amount with a currency or multiplier ("150k", "150 000 frw",
 * "ibihumbi 50") is read as the most they want to pay. Null when the text names no amount.
 * Amounts are read by the same parser as offers in a negotiation.
 *
 * The words for "at most" are looked for first and blanked, so "no more than" or "zihendutse
 * kurusha" (cheaper than) are never read as their inner "more than" or "kurusha".
 */
export function parseBudget(text: string): Budget | null {
  const folded = foldText(text);
  const between = BETWEEN.exec(folded);
  if (between) {
    const a = amountIn(between[1] ?? '');
    const b = amountIn(between[2] ?? '');
    if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const max = after(MAX_WORDS, folded);
  const min = after(MIN_WORDS, max.rest);
  if (max.amount !== undefined && min.amount !== undefined && min.amount < max.amount) {
    return { min: min.amount, max: max.amount };
  }
  if (max.amount !== undefined) return { max: max.amount };
  if (min.amount !== undefined) return { min: min.amount };
  const amount = amountIn(folded);
  return amount === undefined ? null : { max: amount };
}

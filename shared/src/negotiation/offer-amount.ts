import { foldText } from './fold-text';
import { wordAmounts } from './number-words';

/**
 * Reading an offered amount (integer RWF) from what a shopper typed, in English, French or
 * Kinyarwanda: "15000", "15,000 rwf", "15 000 frw", "15.000 francs", "15k", "15.5k", "15,5k",
 * "1.2M", "1,2 million", "15 mille", "ibihumbi 15", "ibihumbi bitanu", "igihumbi", "miliyoni 2",
 * "ibihumbi makumyabiri na bitanu", "vingt mille", "twenty thousand".
 */

/** The largest amount the shop's money type allows. */
const MAX_AMOUNT = 1_000_000_000_000;

/** Below this, a bare number with no currency or multiplier reads as a quantity or a size. */
const BARE_NUMBER_MIN = 100;

const MULTIPLIER_WORDS: Record<string, number> = {
  k: 1_000,
  thousand: 1_000,
  thousands: 1_000,
  mille: 1_000,
  milles: 1_000,
  ibihumbi: 1_000,
  bihumbi: 1_000,
  m: 1_000_000,
  mn: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
  miliyoni: 1_000_000,
};

/**
 * A number, grouped by a repeated separator ("15,000", "15 000", "1.250.000") or plain, with
 * optional decimals; a Kinyarwanda multiplier may come before it, another multiplier after it
 * ("k" and "m" stuck to the digits or, for k, after a space).
 */
const AMOUNT = new RegExp(
  [
    String.raw`(?:\b(ibihumbi|bihumbi|miliyoni)\s+)?`,
    String.raw`(\d{1,3}(?:([ ,.])\d{3})(?:\3\d{3})*(?!\d)|\d+)`,
    String.raw`(?:[.,](\d+))?`,
    String.raw`(?:\s?(k)(?![\p{L}\d])|(m|mn)(?![\p{L}\d])|\s(thousands?|milles?|millions?|miliyoni|ibihumbi)\b)?`,
  ].join(''),
  'gu',
);

const CURRENCY_AFTER = /^\s?(?:rwf|frw|rwfs|rf|frs?|francs?|amafaranga)\b/u;
const CURRENCY_BEFORE = /(?:rwf|frw|rf|amafaranga)\s?$/u;

interface Candidate {
  amount: number;
  /** Where it starts in the folded text: the first amount said wins. */
  index: number;
  /** Said with a currency or a multiplier: surely money. */
  marked: boolean;
  /** Written with a leading zero, like a phone number. */
  leadingZero: boolean;
}

function numberCandidates(text: string): Candidate[] {
  const found: Candidate[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, prefix, digits = '', separator, decimals, k, m, word] = match;
    const integer = Number(separator ? digits.split(separator).join('') : digits);
    const multiplierWord = prefix ?? k ?? m ?? word;
    const multiplier = multiplierWord ? (MULTIPLIER_WORDS[multiplierWord] ?? 1) : 1;
    // Decimals in integer arithmetic (4.35k is 4,350, not 4,349.999…); part francs are dropped.
    const fraction = decimals ? Math.floor((Number(decimals) * multiplier) / 10 ** decimals.length) : 0;
    const index = match.index ?? 0;
    const marked =
      multiplierWord !== undefined ||
      CURRENCY_AFTER.test(text.slice(index + whole.length)) ||
      CURRENCY_BEFORE.test(text.slice(0, index));
    found.push({ amount: integer * multiplier + fraction, index, marked, leadingZero: /^0\d/.test(digits) });
  }
  return found;
}

/** Amounts in words ("ibihumbi makumyabiri", "vingt mille"), read by the shared number-words reader. */
const wordCandidates = (text: string): Candidate[] =>
  wordAmounts(text).map(({ amount, index }) => ({ amount, index, marked: true, leadingZero: false }));

/**
 * The amount offered in a message, in whole RWF, or null when there is none or it is not
 * above zero. An amount said with a currency or a multiplier wins, the first one when there
 * are several; otherwise the largest bare number of at least 100 (so "2 for 15000" is 15,000).
 * Numbers with a leading zero (phone numbers) are never read as bare amounts.
 */
export function parseOfferAmount(text: string): number | null {
  const folded = foldText(text);
  const candidates = [...numberCandidates(folded), ...wordCandidates(folded)]
    .filter((c) => c.amount > 0 && c.amount <= MAX_AMOUNT)
    .sort((a, b) => a.index - b.index);
  const marked = candidates.find((c) => c.marked);
  if (marked) return marked.amount;
  const bare = candidates.filter((c) => !c.leadingZero && c.amount >= BARE_NUMBER_MIN).map((c) => c.amount);
  return bare.length > 0 ? Math.max(...bare) : null;
}

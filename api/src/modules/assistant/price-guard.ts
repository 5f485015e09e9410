import { foldText } from '@isoko/shared/negotiation/fold-text';

/**
 * Keeps a model's words honest about money: every amount of money in its text must be one the
 * shop produced (catalogue prices, fees, thresholds, the negotiation engine's counters). A
 * sentence stating any other amount is dropped before the shopper sees it.
 */

/** A number as people write money: 15,000 / 15 000 / 15.000 / 15000 / 15k / 1.5k. */
const NUMBER = /(\d{1,3}(?:[ ,.\u00a0\u202f]\d{3})+|\d+(?:[.,]\d+)?)(\s?k\b)?/giu;
const CURRENCY_AFTER = /^\s?(?:rwf|frw|francs?|rf|amafaranga)\b/iu;
const CURRENCY_BEFORE = /(?:rwf|frw|francs?|rf)\s?$/iu;
/** Below this, a number without a currency is a count (days, items, rounds), not money. */
const BARE_MONEY_MIN = 100;

interface FoundAmount {
  value: number;
  isMoney: boolean;
}

function amountsIn(sentence: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  for (const match of sentence.matchAll(NUMBER)) {
    const [whole, digits = '', thousands] = match;
    const grouped = /[ ,.\u00a0\u202f]\d{3}(?!\d)/u.test(digits) && !/[.,]\d{1,2}$/.test(digits);
    const base = grouped
      ? Number(digits.replace(/[ ,.\u00a0\u202f]/gu, ''))
      : Number(digits.replace(',', '.'));
    const value = Math.round(thousands ? base * 1000 : base);
    const index = match.index ?? 0;
    const after = sentence.slice(index + whole.length);
    // A percentage is a discount rate, checked against the catalogue's own figures elsewhere.
    if (/^\s?%/.test(after)) continue;
    const marked =
      CURRENCY_AFTER.test(after) || CURRENCY_BEFORE.test(sentence.slice(0, index)) || !!thousands;
    found.push({ value, isMoney: marked || value >= BARE_MONEY_MIN });
  }
  return found;
}

/**
 * Every number field in the shop's data (tool results, product cards): the amounts a reply may
 * state. Text fields are skipped on purpose: a product description saying "costs 100 RWF" is
 * shopper-facing copy, not a price, and must not make that amount sayable.
 */
export function amountsOf(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'number' && Number.isFinite(value)) into.add(Math.round(value));
  else if (Array.isArray(value)) for (const v of value) amountsOf(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) amountsOf(v, into);
  return into;
}

/** The amounts stated in text the shop itself wrote (the rules engine's reply). */
export function amountsInText(text: string, into = new Set<number>()): Set<number> {
  for (const a of amountsIn(foldText(text))) into.add(a.value);
  return into;
}

/** Sentences, each with its end marks and the spaces after them. */
export function sentencesOf(text: string): string[] {
  return text.match(/[^.!?\n]+(?:[.!?]+\s*|\n+|$)/gu) ?? [];
}

/** Whether a sentence states only amounts the shop produced. */
export function sentenceIsGrounded(sentence: string, allowed: ReadonlySet<number>): boolean {
  return amountsIn(foldText(sentence)).every((a) => !a.isMoney || allowed.has(a.value));
}

/** The text without the sentences that state an amount the shop did not produce. */
export function neutraliseAmounts(
  text: string,
  allowed: ReadonlySet<number>,
): { text: string; dropped: number } {
  const sentences = sentencesOf(text);
  const kept = sentences.filter((s) => sentenceIsGrounded(s, allowed));
  return { text: kept.join('').replace(/\s+/g, ' ').trim(), dropped: sentences.length - kept.length };
}

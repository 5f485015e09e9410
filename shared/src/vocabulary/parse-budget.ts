import { foldText } from '../negotiation/fold-text';
import { parseOfferAmount } from '../negotiation/offer-amount';

/** A price range a shopper asked for, in whole RWF. */
export interface Budget {
  min?: number;
  max?: number;
}

const MAX_WORDS =
  /\b(under|below|less than|cheaper than|max(?:imum)?|up to|at most|no more than|within|moins de|moins cher que|en dessous de|au plus|pas plus de|jusqu'a|maximum|munsi ya|utarenze|itarenze|kitarenze|zitarenze|bitarenze|kugeza|ntirenze)\b/;
const MIN_WORDS =
  /\b(over|above|more than|at least|from|plus de|au dessus de|au-dessus de|a partir de|au moins|hejuru ya|kurenza|irenze|zirenze|guhera)\b/;
const BETWEEN = /\b(?:between|entre|hagati ya)\b(.+?)\b(?:and|et|na)\b(.+)/;

const amountIn = (text: string) => parseOfferAmount(text) ?? undefined;

/**
 * A budget in a shopper's text: "under 150,000", "moins de 100 000 francs", "munsi ya 50k",
 * "between 20k and 50k", "plus de 30 000". A bare amount with a currency or multiplier
 * ("150k", "150 000 frw", "ibihumbi 50") is read as the most they want to pay. Null when the
 * text names no amount. Amounts are read by the same parser as offers in a negotiation.
 */
export function parseBudget(text: string): Budget | null {
  const folded = foldText(text);
  const between = BETWEEN.exec(folded);
  if (between) {
    const a = amountIn(between[1] ?? '');
    const b = amountIn(between[2] ?? '');
    if (a !== undefined && b !== undefined) return { min: Math.min(a, b), max: Math.max(a, b) };
  }
  const max = MAX_WORDS.exec(folded);
  if (max) {
    const amount = amountIn(folded.slice(max.index + max[0].length));
    if (amount !== undefined) return { max: amount };
  }
  const min = MIN_WORDS.exec(folded);
  if (min) {
    const amount = amountIn(folded.slice(min.index + min[0].length));
    if (amount !== undefined) return { min: amount };
  }
  const amount = amountIn(folded);
  return amount === undefined ? null : { max: amount };
}

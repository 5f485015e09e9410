import { foldText } from './fold-text';
import { parseOfferAmount } from './offer-amount';
import { MAX_NEGOTIATED_QUANTITY } from './schema';

/**
 * An offer for several items, in English, French or Kinyarwanda: "20000 for two", "20 000 pour
 * deux", "20000 kuri bibiri", "2 for 15k", "10000 each for 3". The shop bargains on one item's
 * price (the deal it signs holds that price for the units bargained for), so a total said for
 * several items is that total shared among them; an amount said "each" is already one item's.
 */

/** Numbers of items in words (folded), from two up: one item needs no reading. */
const QUANTITY_WORDS: Record<string, number> = {
  // English
  two: 2,
  both: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  // French
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  // Kinyarwanda, as the number agrees with the kind of thing counted (ibintu bibiri, inkweto
  // ebyiri, imyenda ibiri), and "both" (byombi, zombi, yombi)
  bibiri: 2,
  ebyiri: 2,
  ibiri: 2,
  byombi: 2,
  zombi: 2,
  yombi: 2,
  bitatu: 3,
  eshatu: 3,
  itatu: 3,
  bine: 4,
  enye: 4,
  bitanu: 5,
  eshanu: 5,
  itanu: 5,
  bitandatu: 6,
  esheshatu: 6,
  itandatu: 6,
  birindwi: 7,
  zirindwi: 7,
  irindwi: 7,
  umunani: 8,
  icyenda: 9,
  icumi: 10,
};

/** The words that put a number of items after an amount: "for", "pour", "kuri" / "ku". */
const FOR = '(?:for|pour|kuri|ku)';
/** Words that may stand between "for" and the number: "for the two", "pour les deux". */
const ARTICLE = String.raw`(?:(?:the|these|those|les|ces)\s+)?`;
/**
 * A number of items: a word above, or 2 to 20 in digits that are not the start of an amount
 * ("for 2,000", "for 2k", "pour 2 mille").
 */
const COUNT = String.raw`(${Object.keys(QUANTITY_WORDS).join('|')}|\d{1,2}(?![\p{L}\d]|[.,]\d|\s?(?:k|m|mn|thousands?|milles?|millions?|rwf|frw|frs?|francs?)\b))`;

/** "… for two", "pour les deux", "kuri bibiri": the amount is said elsewhere in the message. */
const FOR_COUNT = new RegExp(String.raw`(?:^|[^\p{L}\p{N}])${FOR}\s+${ARTICLE}${COUNT}(?![\p{L}\p{N}])`, 'u');
/** "2 for 15000", "deux pour 20 000": the number comes first, the amount right after "for". */
const COUNT_FOR = new RegExp(String.raw`(?:^|[^\p{L}\p{N}])${COUNT}\s+${FOR}\s+(?=\S)`, 'u');

/** Words saying an amount is one item's: "10000 each", "10 000 chacun", "10000 kuri buri kimwe". */
const EACH = [
  'each',
  'apiece',
  'a piece',
  'per item',
  'per piece',
  'chacun',
  'chacune',
  'la piece',
  'par piece',
  'l unite',
  'par article',
  'l article',
  'buri kimwe',
  'buri gicuruzwa',
  'kimwe kimwe',
  'buri imwe',
  'imwe imwe',
];

const countOf = (said: string): number => QUANTITY_WORDS[said] ?? Number(said);

export interface ItemsOffer {
  /** One item's price, the amount the shop bargains on (a total shared out, rounded down). */
  amount: number;
  /** How many items the offer is for (2 to MAX_NEGOTIATED_QUANTITY). */
  quantity: number;
  /** The amount as the shopper said it: for all the items, or (`each`) for one. */
  said: number;
  each: boolean;
}

/**
 * The offer in a message that names how many items it is for, or null when it names no amount
 * or no number of items (an offer for one item is read by parseOfferAmount alone). Rounding down
 * keeps the items together at no more than the total the shopper said.
 */
export function readItemsOffer(text: string): ItemsOffer | null {
  const folded = foldText(text);
  const after = FOR_COUNT.exec(folded);
  const before = after ? null : COUNT_FOR.exec(folded);
  const found = after ?? before;
  if (!found?.[1]) return null;
  const quantity = countOf(found[1]);
  if (!Number.isInteger(quantity) || quantity < 2 || quantity > MAX_NEGOTIATED_QUANTITY) return null;
  // The amount is read with the number of items taken out, so "for 2" never reads as money.
  const rest = `${folded.slice(0, found.index)} ${folded.slice(found.index + found[0].length)}`;
  const said = parseOfferAmount(before ? folded.slice(found.index + found[0].length) : rest);
  if (said === null) return null;
  const spaced = ` ${folded.replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const each = EACH.some((phrase) => spaced.includes(` ${phrase} `));
  const amount = each ? said : Math.floor(said / quantity);
  return amount >= 1 ? { amount, quantity, said, each } : null;
}

import { parseOfferAmount } from './offer-amount';
import { readItemsOffer } from './offer-quantity';
import { offerAnswer } from './offer-words';
import type { ShopperMove } from './policy';

/** An offer for several items, as the shopper said it (see readItemsOffer). */
export interface ItemsSaid {
  quantity: number;
  /** The amount said: for all the items, or for one when `each`. */
  said: number;
  each: boolean;
}

/**
 * What a shopper's message means while bargaining: an offer or a yes (both moves the policy
 * decides on), a no to the shop's price, or nothing the negotiation understands. An offer for
 * several items carries how many and what was said; its `amount` is then one item's price.
 */
export type OfferMessage =
  | { kind: 'offer'; amount: number; items?: ItemsSaid }
  | Exclude<ShopperMove, { kind: 'offer' }>
  | { kind: 'decline' }
  | { kind: 'unclear' };

/**
 * Reads one message in English, French or Kinyarwanda. An amount wins over words, so
 * "ok, 15000" and "non, 15k" are offers (re-sending the shop's own price is a yes, and the
 * policy treats it so); without one, a yes or a no (see offerAnswer). "20000 for two" offers
 * 10,000 for each of two items: the shop bargains on one item's price.
 */
export function readOfferMessage(text: string): OfferMessage {
  const items = readItemsOffer(text);
  if (items) {
    const { amount, quantity, said, each } = items;
    return { kind: 'offer', amount, items: { quantity, said, each } };
  }
  const amount = parseOfferAmount(text);
  if (amount !== null) return { kind: 'offer', amount };
  const answer = offerAnswer(text);
  if (answer === 'accept') return { kind: 'accept' };
  if (answer === 'decline') return { kind: 'decline' };
  return { kind: 'unclear' };
}

import { parseOfferAmount } from './offer-amount';
import { offerAnswer } from './offer-words';
import type { ShopperMove } from './policy';

/**
 * What a shopper's message means while bargaining: an offer or a yes (both moves the policy
 * decides on), a no to the shop's price, or nothing the negotiation understands.
 */
export type OfferMessage = ShopperMove | { kind: 'decline' } | { kind: 'unclear' };

/**
 * Reads one message in English, French or Kinyarwanda. An amount wins over words, so
 * "ok, 15000" and "non, 15k" are offers (re-sending the shop's own price is a yes, and the
 * policy treats it so); without one, a yes or a no (see offerAnswer).
 */
export function readOfferMessage(text: string): OfferMessage {
  const amount = parseOfferAmount(text);
  if (amount !== null) return { kind: 'offer', amount };
  const answer = offerAnswer(text);
  if (answer === 'accept') return { kind: 'accept' };
  if (answer === 'decline') return { kind: 'decline' };
  return { kind: 'unclear' };
}

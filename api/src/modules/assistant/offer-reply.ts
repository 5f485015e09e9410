import type { AssistantAction, AssistantNegotiation } from '@isoko/shared/assistant/schema';
import type { ShopLanguage } from '@isoko/shared/i18n-language';
import { formatRwf } from '@isoko/shared/money-format';
import { DEAL_VALID_MINUTES, itemsMessage } from '../negotiation/messages';
import type { NegotiationAnswer } from '../negotiation/service';
import type { ReplyTemplates } from './templates/reply-templates';

/** What the assistant shows for one bargaining move: its words, the cart action of a deal, the state. */
export interface OfferReply {
  words: string;
  actions: AssistantAction[];
  negotiation: AssistantNegotiation;
}

/**
 * The assistant's answer to a bargaining move, the same from the rules engine and the model's
 * make_offer tool. A deal's words say what the client does with its add-to-cart action (the agreed
 * price in the size and colour chosen, see dealInChat); otherwise the engine's own message. A
 * guest's cart shows the regular price until they sign in (the deal is claimed for their account
 * then), so a guest's deal also says that, with the sign-in button.
 */
export function offerReply(
  answer: NegotiationAnswer,
  t: ReplyTemplates,
  language: ShopLanguage,
  guest: boolean,
): OfferReply {
  const actions: AssistantAction[] = answer.token
    ? [
        {
          type: 'add_to_cart',
          productId: answer.productId,
          ...(answer.variantId ? { variantId: answer.variantId } : {}),
          negotiationToken: answer.token,
          price: answer.price,
          // The units bargained for go in the cart together: the token covers that many.
          ...(answer.quantity > 1 ? { quantity: answer.quantity } : {}),
        },
        ...(guest ? [{ type: 'sign_in' as const }] : []),
      ]
    : [];
  // An offer for several items is said back per item before the deal's words, as the engine's
  // own message says it before its answer.
  const read = itemsMessage(language, {
    price: answer.price,
    offer: answer.offer,
    roundsLeft: answer.roundsLeft,
    items: answer.items,
  });
  const price = formatRwf(answer.price, language);
  // A deal the shopper already had is said as theirs, not as a yes to the amount just named.
  const made =
    answer.reason === 'DEAL_KEPT'
      ? t.dealKeptInChat({ price, quantity: answer.quantity })
      : t.dealInChat({ price, minutes: DEAL_VALID_MINUTES, quantity: answer.quantity });
  const deal = guest ? `${made} ${t.dealSignIn()}` : made;
  return {
    words: answer.token ? (read ? `${read} ${deal}` : deal) : answer.message,
    actions,
    negotiation: {
      productId: answer.productId,
      status: answer.status,
      price: answer.price,
      round: answer.round,
      roundsLeft: answer.roundsLeft,
      discountToken: answer.token,
    },
  };
}

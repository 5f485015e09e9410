import {
  type AssistantAction,
  type AssistantChatResponse as AssistantChatAnswer,
  AssistantChatResponse,
  AssistantHistoryResponse,
} from '@isoko/shared/assistant/schema';
import type { ProductCardDto } from '@isoko/shared/catalog/schema';
import { apiGet, apiPost } from '../../api/client';
import { getDeviceId } from '../../state/device-id';

export type { AssistantChatAnswer };

/** What a reply's product card needs, and all the tab's storage keeps of a suggestion. */
export type SuggestedProduct = Pick<ProductCardDto, 'id' | 'name' | 'names' | 'price' | 'mainImage'> & {
  /** The was-price the product page strikes through (absent on cards a chat kept from before). */
  originalPrice?: number | null;
  flashDeal?: Pick<NonNullable<ProductCardDto['flashDeal']>, 'dealPrice' | 'endsAt'> | null;
};

export type AddToCartAction = Extract<AssistantAction, { type: 'add_to_cart' }>;

/** The lean copy of a suggestion kept with the conversation. */
export const suggestionOf = (p: ProductCardDto): SuggestedProduct => ({
  id: p.id,
  name: p.name,
  // Every language's name: a card kept in the tab follows the language the shopper switches to.
  ...(p.names ? { names: p.names } : {}),
  price: p.price,
  // Kept so the card shows the price, was-price and percent the product page shows.
  originalPrice: p.originalPrice,
  mainImage: p.mainImage,
  flashDeal: p.flashDeal ? { dealPrice: p.flashDeal.dealPrice, endsAt: p.flashDeal.endsAt } : null,
});

/**
 * What a reply shows under its words, from the live answer or from the conversation read back:
 * its product cards (lean copies) and, when it needs the shopper signed in, the sign-in link.
 */
export function replyExtras(reply: {
  suggestions?: readonly ProductCardDto[];
  actions?: readonly AssistantAction[];
}): { suggestions?: SuggestedProduct[]; signIn?: true } {
  return {
    ...(reply.suggestions?.length ? { suggestions: reply.suggestions.map(suggestionOf) } : {}),
    ...(reply.actions?.some((a) => a.type === 'sign_in') ? { signIn: true as const } : {}),
  };
}

/**
 * The results page a reply leads to (`/search?q=dress&maxPrice=20000`: the words and the budget
 * the shopper named), or null when the reply is not a search.
 */
export function searchPathOf(answer: AssistantChatAnswer): string | null {
  for (const action of answer.actions) {
    if (action.type !== 'open_search' || !action.q.trim()) continue;
    const params = new URLSearchParams({ q: action.q.trim() });
    if (action.minPrice !== undefined) params.set('minPrice', String(action.minPrice));
    if (action.maxPrice !== undefined) params.set('maxPrice', String(action.maxPrice));
    return `/search?${params}`;
  }
  return null;
}

/**
 * `GET /api/offers/chat/history`: the conversation the server remembers for this customer or
 * device, for a tab that kept none of it (a new tab, storage cleared). Replies come with their
 * product cards as the catalogue has them now, in the screen's language (the request's
 * Accept-Language).
 */
export function fetchChatHistory(): Promise<AssistantHistoryResponse['messages']> {
  const params = new URLSearchParams({ deviceId: getDeviceId() });
  return apiGet(`/api/offers/chat/history?${params}`, AssistantHistoryResponse).then((r) => r.messages);
}

export interface ChatRequest {
  message: string;
  sessionId: string;
  language: string;
  productId?: string | null;
}

/** `POST /api/offers/chat`: the device id always goes along (it is who a guest is). */
export function sendChatMessage(request: ChatRequest): Promise<AssistantChatAnswer> {
  return apiPost(
    '/api/offers/chat',
    {
      message: request.message,
      sessionId: request.sessionId,
      deviceId: getDeviceId(),
      language: request.language,
      ...(request.productId ? { productId: request.productId } : {}),
    },
    AssistantChatResponse,
  );
}

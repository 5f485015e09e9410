import { z } from 'zod';
import { apiPost } from '../../api/client';
import { getDeviceId } from '../../state/device-id';

/**
 * The web's reading of `POST /api/offers/chat`. Lenient on purpose where the contract is still
 * settling: unknown fields are ignored, and missing lists are empty, so a reply always shows.
 */
const SuggestedProduct = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number(),
  mainImage: z.string().optional().default(''),
  /** A running flash deal: the shopper pays this while it lasts. */
  flashDeal: z.object({ dealPrice: z.number() }).nullish(),
});
export type SuggestedProduct = z.infer<typeof SuggestedProduct>;

const AddToCartAction = z.object({
  type: z.literal('add_to_cart'),
  productId: z.string(),
  variantId: z.string().nullish(),
  negotiationToken: z.string().nullish(),
  /** The agreed unit price that goes with a negotiation token. */
  price: z.number().nullish(),
  quantity: z.number().int().positive().nullish(),
});
/** Things the client does for the shopper; any other kind is ignored. */
const AssistantAction = z.discriminatedUnion('type', [
  AddToCartAction,
  /** Show the results page for this query (after the reply has been read for a second). */
  z.object({ type: z.literal('open_search'), q: z.string() }),
  z.object({ type: z.literal('sign_in') }),
]);
export type AssistantAction = z.infer<typeof AssistantAction>;
export type AddToCartAction = z.infer<typeof AddToCartAction>;

/** Where a search reply leads, in any of the shapes the server may send it. */
const SearchRedirect = z.union([
  z.string(),
  z.object({ query: z.string() }),
  z.object({ type: z.literal('search'), query: z.string() }),
]);

export const AssistantChatAnswer = z.object({
  success: z.literal(true),
  reply: z.string(),
  personalized: z.boolean().optional().default(false),
  suggestions: z.array(SuggestedProduct).optional().default([]),
  actions: z
    .array(z.unknown())
    .optional()
    .default([])
    .transform((list) =>
      list.flatMap((a) => {
        const parsed = AssistantAction.safeParse(a);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  searchQuery: z.string().nullish(),
  redirect: SearchRedirect.nullish(),
  search: SearchRedirect.nullish(),
  /** The product the conversation is about now ("it"), when the server names one. */
  productId: z.string().nullish(),
  /** Where a bargaining move in the chat left the negotiation. */
  negotiation: z.object({ productId: z.string() }).nullish(),
});
export type AssistantChatAnswer = z.infer<typeof AssistantChatAnswer>;

/** The search text a reply leads to, or null when it is not a search. */
export function searchQueryOf(answer: AssistantChatAnswer): string | null {
  const fromRedirect = (r: AssistantChatAnswer['redirect']): string | null => {
    if (!r) return null;
    if (typeof r === 'string') {
      if (!r.startsWith('/search')) return null;
      return new URLSearchParams(r.split('?')[1] ?? '').get('q');
    }
    return r.query;
  };
  const action = answer.actions.find((a) => a.type === 'open_search');
  const q =
    (action?.type === 'open_search' ? action.q : null) ??
    answer.searchQuery ??
    fromRedirect(answer.redirect) ??
    fromRedirect(answer.search);
  return q?.trim() ? q.trim() : null;
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
    AssistantChatAnswer,
  );
}

import { z } from 'zod';
import { ProductCardDto } from '../catalog/schema';
import { Rwf } from '../money';
import { MAX_NEGOTIATED_QUANTITY } from '../negotiation/schema';

/**
 * The HTTP and socket contract of the shopping assistant: `POST /api/offers/chat` and the
 * `assistant:message` event in the room `chat:<sessionId>`.
 */

/** Longest message the assistant reads; longer ones are refused with ASSISTANT_MESSAGE_TOO_LONG. */
export const ASSISTANT_MESSAGE_MAX = 2000;
/** A session id is a room id: letters, digits, `_`, `-`, `+` (16 to 80 characters). */
const SessionId = z.string().regex(/^[A-Za-z0-9+_-]{16,80}$/);
const DeviceId = z.string().trim().min(1).max(200);

export const AssistantChatBody = z.object({
  /** Checked in the service so that empty and too-long messages get their own error codes. */
  message: z.string().max(100_000),
  sessionId: SessionId.optional(),
  deviceId: DeviceId.optional(),
  /** The old client sends the device id as `userId` and in `context`. */
  userId: DeviceId.optional(),
  context: z.object({ deviceId: DeviceId.optional(), timestamp: z.unknown().optional() }).optional(),
  /** The product the shopper is looking at (its page, or the make-offer dialog). */
  productId: z.string().trim().min(1).max(200).optional(),
  /** en, fr or rw; detected from the message when absent. */
  language: z.string().max(20).optional(),
});
export type AssistantChatBody = z.infer<typeof AssistantChatBody>;

/** `GET /api/offers/chat/history`: whose conversation (a signed-in customer's is theirs). */
export const AssistantHistoryQuery = z.object({ deviceId: DeviceId.optional() });
export type AssistantHistoryQuery = z.infer<typeof AssistantHistoryQuery>;

export const ASSISTANT_INTENTS = [
  'greeting',
  'search',
  'deals',
  'price',
  'offer',
  'clothes',
  'help',
  'shipping',
  'thanks',
  'bye',
  'orders',
  'returns',
  'cancel_order',
  'payment',
  'add_to_cart',
  'fallback',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

/** Something the client does for the shopper: the server never changes a browser's cart. */
export const AssistantAction = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('add_to_cart'),
    productId: z.string(),
    variantId: z.string().optional(),
    negotiationToken: z.string().optional(),
    price: Rwf.optional(),
    /** Units to put in the cart: those a deal was bargained for ("20000 for two"); one when absent. */
    quantity: z.number().int().min(2).max(MAX_NEGOTIATED_QUANTITY).optional(),
  }),
  /**
   * Show the results page for this query and the budget the shopper named (the floating
   * assistant goes there after 1 second).
   */
  z.object({
    type: z.literal('open_search'),
    q: z.string(),
    minPrice: Rwf.optional(),
    maxPrice: Rwf.optional(),
  }),
  z.object({ type: z.literal('sign_in') }),
]);
export type AssistantAction = z.infer<typeof AssistantAction>;

/**
 * The shopper's recent conversation as the server remembers it (per customer, else per device),
 * oldest first: what the floating assistant shows again when the tab kept nothing of it.
 */
export const AssistantHistoryResponse = z.object({
  success: z.literal(true),
  messages: z.array(
    z.object({
      from: z.enum(['shopper', 'assistant']),
      text: z.string(),
      at: z.string(),
      /**
       * A reply's product cards, read from the catalogue now: in the reader's language, at
       * today's price and stock; a product since taken out of the shop is left out. Absent when
       * the reply had none.
       */
      suggestions: z.array(ProductCardDto).optional(),
      /** The reply's actions the chat shows with it (the sign-in link); absent when none. */
      actions: z.array(AssistantAction).optional(),
    }),
  ),
});
export type AssistantHistoryResponse = z.infer<typeof AssistantHistoryResponse>;

/** Where a bargaining move left the negotiation, when the message was one. */
export const AssistantNegotiation = z.object({
  productId: z.string(),
  status: z.string(),
  price: Rwf,
  round: z.number().int(),
  roundsLeft: z.number().int(),
  discountToken: z.string().nullable(),
});
export type AssistantNegotiation = z.infer<typeof AssistantNegotiation>;

export const AssistantChatResponse = z.object({
  success: z.literal(true),
  reply: z.string(),
  /** True when the reply used the shopper's own data (their orders) or conversation. */
  personalized: z.boolean(),
  suggestions: z.array(ProductCardDto),
  sessionId: z.string(),
  language: z.enum(['en', 'fr', 'rw']),
  intent: z.enum(ASSISTANT_INTENTS),
  actions: z.array(AssistantAction),
  negotiation: AssistantNegotiation.nullable(),
  /**
   * `model` when a language model worded the reply, `rules` otherwise; `staff` when a staff
   * member has taken the chat over: the reply is empty and their answer comes as `chat:staff`.
   */
  source: z.enum(['rules', 'model', 'staff']),
});
export type AssistantChatResponse = z.infer<typeof AssistantChatResponse>;

/**
 * `assistant:message` in `chat:<sessionId>`: `chunk` events carry the reply as it is written
 * (a sentence at a time when a model streams), then one `done` event carries the whole answer.
 */
export const AssistantMessageEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chunk'), sessionId: z.string(), messageId: z.string(), text: z.string() }),
  z.object({
    kind: z.literal('done'),
    sessionId: z.string(),
    messageId: z.string(),
    response: AssistantChatResponse,
  }),
]);
export type AssistantMessageEvent = z.infer<typeof AssistantMessageEvent>;

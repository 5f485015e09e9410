import { z } from 'zod';

/**
 * Live conversations for staff: assistant chats and negotiations as they happen (socket event
 * `admin:conversation` in `admins`), a staff member taking a chat over, and what the shopper
 * sees of it (socket event `chat:staff` in `chat:<sessionId>`).
 */

export const STAFF_MESSAGE_MAX = 2000;

/** `admin:conversation` in `admins`: something was said in a chat, or a negotiation moved. */
export const AdminConversationEvent = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('chat'),
    sessionId: z.string(),
    conversationId: z.string(),
    language: z.string(),
    productId: z.string().nullable(),
    from: z.enum(['shopper', 'assistant', 'staff']),
    text: z.string(),
    intent: z.string().nullable(),
    at: z.string(),
  }),
  z.object({
    kind: z.literal('takeover'),
    sessionId: z.string(),
    /** Null when the staff member left and the assistant answers again. */
    staffId: z.string().nullable(),
    at: z.string(),
  }),
  /** A bargaining move was answered (widget or dialog): the list is read again. */
  z.object({ kind: z.literal('negotiation'), at: z.string() }),
]);
export type AdminConversationEvent = z.infer<typeof AdminConversationEvent>;

/** `chat:staff` in `chat:<sessionId>`: a person joined, wrote, or left the shopper's chat. */
export const ChatStaffEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('joined'), sessionId: z.string(), at: z.string() }),
  z.object({
    kind: z.literal('message'),
    sessionId: z.string(),
    messageId: z.string(),
    text: z.string(),
    at: z.string(),
  }),
  z.object({ kind: z.literal('left'), sessionId: z.string(), at: z.string() }),
]);
export type ChatStaffEvent = z.infer<typeof ChatStaffEvent>;

export const ConversationSummary = z.object({
  conversationId: z.string(),
  /** The chat session last seen for it (what a takeover joins), or null when not known. */
  sessionId: z.string().nullable(),
  language: z.string(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  customerId: z.string().nullable(),
  deviceId: z.string().nullable(),
  messages: z.number().int(),
  lastMessage: z.string().nullable(),
  updatedAt: z.string(),
  /** The staff member answering by hand now, or null. */
  takenOverBy: z.string().nullable(),
});
export type ConversationSummary = z.infer<typeof ConversationSummary>;
export const ConversationListResponse = z.object({
  success: z.literal(true),
  data: z.array(ConversationSummary),
});

export const TranscriptMessage = z.object({
  id: z.string(),
  from: z.enum(['shopper', 'assistant', 'staff']),
  text: z.string(),
  intent: z.string().nullable(),
  at: z.string(),
});
export type TranscriptMessage = z.infer<typeof TranscriptMessage>;

export const NegotiationRoundView = z.object({
  /** Rounds used once this move was answered (a move that used none repeats the last number). */
  round: z.number().int(),
  /**
   * Whether this move used one of the rounds: a yes or no to the standing counter does not, and
   * reads as the shopper's answer rather than as another round. Absent from older servers.
   */
  counted: z.boolean().optional(),
  /** What the shopper did: offer a price, accept the standing counter or decline it. */
  move: z.enum(['offer', 'accept', 'decline']).optional(),
  channel: z.string(),
  offer: z.number().nullable(),
  decision: z.string(),
  counter: z.number(),
  at: z.string(),
});
export const NegotiationView = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string().nullable(),
  language: z.string(),
  basePrice: z.number(),
  status: z.string(),
  finalPrice: z.number().nullable(),
  customerId: z.string().nullable(),
  deviceId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rounds: z.array(NegotiationRoundView),
});
export type NegotiationView = z.infer<typeof NegotiationView>;

export const TranscriptResponse = z.object({
  success: z.literal(true),
  data: z.object({
    conversation: ConversationSummary,
    messages: z.array(TranscriptMessage),
    /** The same shopper's negotiations (their rounds, offers and outcome). */
    negotiations: z.array(NegotiationView),
  }),
});
export type TranscriptResponse = z.infer<typeof TranscriptResponse>;

export const NegotiationListResponse = z.object({ success: z.literal(true), data: z.array(NegotiationView) });

export const ChatSessionParams = z.object({ sessionId: z.string().min(16).max(100) });
export const ConversationIdParams = z.object({ conversationId: z.string().uuid() });
export const StaffMessageBody = z.object({ text: z.string().trim().min(1).max(STAFF_MESSAGE_MAX) });
export type StaffMessageBody = z.infer<typeof StaffMessageBody>;
export const TakeoverResponse = z.object({
  success: z.literal(true),
  data: z.object({ sessionId: z.string(), takenOverBy: z.string().nullable() }),
});
export const StaffMessageResponse = z.object({
  success: z.literal(true),
  data: TranscriptMessage,
});

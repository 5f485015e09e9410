import type {
  ConversationSummary,
  NegotiationView,
  TranscriptMessage,
  TranscriptResponse,
} from '@isoko/shared/analytics/conversations';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import {
  chatSessionsOf,
  conversationOfSession,
  notifyAdmins,
  notifyChat,
  setTakeover,
  takenOverBy,
  takeoversOf,
} from '../../realtime/chat-takeover';
import {
  type ConversationRow,
  conversationById,
  conversationMessages,
  recentConversations,
} from '../assistant/admin-reads';
import { rememberMessage } from '../assistant/memory';
import { everListedProductNames } from '../catalog/read';
import { type NegotiationRecord, negotiationsOf, recentNegotiations } from '../negotiation/admin-reads';

/**
 * The staff's live conversations: assistant chats with their transcripts and the shopper's
 * negotiations, and taking a chat over to answer by hand.
 */
type Deps = Pick<AppDeps, 'db' | 'redis' | 'config'>;

const LIST_LIMIT = 50;

/** Products' names, deleted products included: a negotiation or chat outlives the product's sale. */
async function productNames(deps: Deps, ids: (string | null)[]) {
  const names = await everListedProductNames(
    deps.db,
    ids.filter((id): id is string => id !== null),
  );
  return (id: string | null) => (id ? (names.get(id)?.en ?? null) : null);
}

async function summaries(deps: Deps, rows: ConversationRow[]): Promise<ConversationSummary[]> {
  const sessions = await chatSessionsOf(
    deps,
    rows.map((r) => r.id),
  );
  const [takers, name] = await Promise.all([
    takeoversOf(deps, sessions),
    productNames(
      deps,
      rows.map((r) => r.lastProductId),
    ),
  ]);
  return rows.map((r, i) => ({
    conversationId: r.id,
    sessionId: sessions[i] ?? null,
    language: r.language,
    productId: r.lastProductId,
    productName: name(r.lastProductId),
    customerId: r.customerId,
    deviceId: r.deviceId,
    messages: r.messages,
    lastMessage: r.lastMessage,
    updatedAt: r.updatedAt.toISOString(),
    takenOverBy: takers[i] ?? null,
  }));
}

export async function listConversations(deps: Deps): Promise<ConversationSummary[]> {
  return summaries(deps, await recentConversations(deps.db, LIST_LIMIT));
}

async function negotiationViews(deps: Deps, records: NegotiationRecord[]): Promise<NegotiationView[]> {
  const name = await productNames(
    deps,
    records.map((r) => r.productId),
  );
  return records.map((n) => ({
    id: n.id,
    productId: n.productId,
    productName: name(n.productId),
    language: n.language,
    basePrice: n.basePrice,
    status: n.status,
    finalPrice: n.finalPrice,
    customerId: n.customerId,
    deviceId: n.deviceId,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    rounds: n.rounds.map((r) => ({ ...r, at: r.at.toISOString() })),
  }));
}

export async function listNegotiations(deps: Deps): Promise<NegotiationView[]> {
  return negotiationViews(deps, await recentNegotiations(deps.db, LIST_LIMIT));
}

export async function transcript(deps: Deps, conversationId: string): Promise<TranscriptResponse['data']> {
  const row = await conversationById(deps.db, conversationId);
  if (!row) throw new AppError('CONVERSATION_NOT_FOUND', 'This conversation is no longer available.');
  const [conversation] = await summaries(deps, [row]);
  const messages: TranscriptMessage[] = (await conversationMessages(deps.db, conversationId)).map((m) => ({
    id: m.id,
    from: m.sender === 'user' ? 'shopper' : m.intent === 'staff' ? 'staff' : 'assistant',
    text: m.content,
    intent: m.intent,
    at: m.createdAt.toISOString(),
  }));
  const negotiations = await negotiationViews(
    deps,
    await negotiationsOf(deps.db, { customerId: row.customerId, deviceId: row.deviceId }, 20),
  );
  return { conversation: conversation!, messages, negotiations };
}

/** The chat's conversation, or 404 when no shopper wrote in this session. */
async function conversationIn(deps: Deps, sessionId: string): Promise<string> {
  const conversationId = await conversationOfSession(deps, sessionId);
  if (!conversationId)
    throw new AppError('CONVERSATION_NOT_FOUND', 'This conversation is no longer available.');
  return conversationId;
}

/** A staff member takes the chat: the shopper sees a person joined, the assistant goes quiet. */
export async function takeOver(deps: Deps, staffId: string, sessionId: string) {
  await conversationIn(deps, sessionId);
  const holder = await takenOverBy(deps, sessionId);
  if (holder && holder !== staffId) {
    throw new AppError('CHAT_TAKEN_BY_OTHER', 'Another staff member is already answering this chat.');
  }
  await setTakeover(deps, sessionId, staffId);
  const at = new Date().toISOString();
  if (!holder) {
    notifyChat(deps, { kind: 'joined', sessionId, at });
    notifyAdmins(deps, { kind: 'takeover', sessionId, staffId, at });
  }
  return { sessionId, takenOverBy: staffId };
}

/** The staff member leaves: the assistant answers again. */
export async function release(deps: Deps, staffId: string, sessionId: string) {
  const holder = await takenOverBy(deps, sessionId);
  if (holder !== staffId)
    throw new AppError('CHAT_NOT_TAKEN_OVER', 'Take the chat over before answering it.');
  await setTakeover(deps, sessionId, null);
  const at = new Date().toISOString();
  notifyChat(deps, { kind: 'left', sessionId, at });
  notifyAdmins(deps, { kind: 'takeover', sessionId, staffId: null, at });
  return { sessionId, takenOverBy: null };
}

/** A staff member's answer: stored in the transcript and sent to the shopper's chat. */
export async function staffMessage(
  deps: Deps,
  staffId: string,
  sessionId: string,
  text: string,
): Promise<TranscriptMessage> {
  if ((await takenOverBy(deps, sessionId)) !== staffId) {
    throw new AppError('CHAT_NOT_TAKEN_OVER', 'Take the chat over before answering it.');
  }
  const conversationId = await conversationIn(deps, sessionId);
  const saved = await rememberMessage(deps.db, conversationId, {
    sender: 'bot',
    content: text,
    intent: 'staff',
  });
  // Each answer keeps the takeover alive.
  await setTakeover(deps, sessionId, staffId);
  const at = saved.createdAt.toISOString();
  notifyChat(deps, { kind: 'message', sessionId, messageId: saved.id, text, at });
  const row = await conversationById(deps.db, conversationId);
  notifyAdmins(deps, {
    kind: 'chat',
    sessionId,
    conversationId,
    language: row?.language ?? 'en',
    productId: row?.lastProductId ?? null,
    from: 'staff',
    text,
    intent: 'staff',
    at,
  });
  return { id: saved.id, from: 'staff', text, intent: 'staff', at };
}

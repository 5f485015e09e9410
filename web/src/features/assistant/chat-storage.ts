import type { SuggestedProduct } from './queries';

/** One bubble of the assistant's conversation, as kept in the tab's storage. */
export interface AssistantMessage {
  id: string;
  from: 'shopper' | 'assistant';
  text: string;
  /** ISO 8601. */
  at: string;
  suggestions?: SuggestedProduct[];
  /** The answer needs the shopper signed in (their orders): a sign-in link goes with it. */
  signIn?: boolean;
  /** An error the client wrote itself (not a server reply): shown as an alert. */
  failed?: boolean;
  /** Written by a staff member who took the chat over. */
  staff?: boolean;
  /** A person joined or left the chat (the words come from the screen's language). */
  notice?: 'joined' | 'left';
}

export interface StoredConversation {
  sessionId: string;
  messages: AssistantMessage[];
  /** The product the conversation is about ("it"), offered first in the make-offer dialog. */
  productId: string | null;
}

/** sessionStorage key: one conversation per tab, kept across reloads of that tab. */
export const CONVERSATION_KEY = 'assistant-conversation';
/** Enough history to scroll back through without filling the tab's storage. */
const KEEP_MESSAGES = 60;

/** An unguessable id: the server lets only the holder of it into `chat:<sessionId>`. */
export function newSessionId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `chat-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 14)}`;
}

const isMessage = (m: unknown): m is AssistantMessage => {
  const v = m as Partial<AssistantMessage> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    (v.from === 'shopper' || v.from === 'assistant') &&
    typeof v.text === 'string' &&
    typeof v.at === 'string'
  );
};

/** The tab's conversation; a missing or unreadable one starts afresh with a new session id. */
export function loadConversation(storage: Storage | undefined = safeSessionStorage()): StoredConversation {
  try {
    const raw = storage?.getItem(CONVERSATION_KEY);
    if (raw) {
      const v = JSON.parse(raw) as Partial<StoredConversation>;
      if (typeof v.sessionId === 'string' && v.sessionId.length >= 16 && Array.isArray(v.messages)) {
        return {
          sessionId: v.sessionId,
          messages: v.messages.filter(isMessage),
          productId: typeof v.productId === 'string' ? v.productId : null,
        };
      }
    }
  } catch {
    // unreadable: start again below
  }
  return { sessionId: newSessionId(), messages: [], productId: null };
}

export function saveConversation(
  conversation: StoredConversation,
  storage: Storage | undefined = safeSessionStorage(),
) {
  try {
    storage?.setItem(
      CONVERSATION_KEY,
      JSON.stringify({ ...conversation, messages: conversation.messages.slice(-KEEP_MESSAGES) }),
    );
  } catch {
    // storage full or blocked: the conversation still lasts while the page is open
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

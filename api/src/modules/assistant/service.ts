import { randomUUID } from 'node:crypto';
import {
  ASSISTANT_MESSAGE_MAX,
  type AssistantChatBody,
  type AssistantChatResponse,
  type AssistantMessageEvent,
} from '@isoko/shared/assistant/schema';
import { AppError } from '../../lib/app-error';
import { notifyAdmins, rememberChatSession, takenOverBy } from '../../realtime/chat-takeover';
import { withEveryName } from './card-names';
import { streamToChat } from './chat-stream';
import { detectLanguage } from './detect-language';
import { type Conversation, openConversation, rememberExchange, rememberMessage } from './memory';
import { answerWithModel } from './model-path';
import { answerByRules, type EngineReply } from './rules-engine';
import type { AssistantDeps, ShopperContext } from './shop-tools';

/**
 * `POST /api/offers/chat` and its socket stream: checks the message, picks the language, reads
 * the conversation's memory, answers with the rules engine (and, when a model is configured,
 * lets the model word the answer over the same tools), streams it to `chat:<sessionId>`, and
 * remembers the exchange.
 */
export async function chat(
  deps: AssistantDeps,
  customerId: string | null,
  body: AssistantChatBody,
): Promise<AssistantChatResponse> {
  const text = body.message.trim();
  if (!text) throw new AppError('ASSISTANT_MESSAGE_EMPTY', 'Please type a message first.');
  if (body.message.length > ASSISTANT_MESSAGE_MAX) {
    throw new AppError(
      'ASSISTANT_MESSAGE_TOO_LONG',
      `Messages are limited to ${ASSISTANT_MESSAGE_MAX} characters.`,
      { max: ASSISTANT_MESSAGE_MAX },
    );
  }
  const deviceId = body.deviceId ?? body.context?.deviceId ?? body.userId ?? null;
  const sessionId = body.sessionId ?? randomUUID();
  const language = detectLanguage(text, body.language);
  const ctx: ShopperContext = { deps, customerId, deviceId, sessionId, language };
  const conversation = await openConversation(deps.db, { customerId, deviceId, sessionId }, language);
  // Staff see chats live; while one of them answers by hand, the assistant stays silent.
  await rememberChatSession(deps, conversation.id, sessionId);
  const live = { kind: 'chat', sessionId, conversationId: conversation.id, language } as const;
  if (await takenOverBy(deps, sessionId)) {
    const saved = await rememberMessage(deps.db, conversation.id, {
      sender: 'user',
      content: text,
      intent: null,
    });
    const productId = body.productId ?? conversation.lastProductId;
    notifyAdmins(deps, {
      ...live,
      productId,
      from: 'shopper',
      text,
      intent: null,
      at: saved.createdAt.toISOString(),
    });
    return staffAnswers(sessionId, language);
  }
  const messageId = randomUUID();
  const emit = (event: AssistantMessageEvent) => streamToChat(deps, event);

  const input = {
    text,
    productId: body.productId ?? null,
    lastProductId: conversation.lastProductId,
    turns: conversation.turns,
  };
  const rules = await answerByRules(ctx, input);
  let answer: EngineReply = rules;
  let source: AssistantChatResponse['source'] = 'rules';
  if (deps.llm) {
    const worded = await answerWithModel(ctx, {
      ...input,
      rules,
      onChunk: (chunk) => emit({ kind: 'chunk', sessionId, messageId, text: chunk }),
    });
    if (worded) {
      answer = worded;
      source = 'model';
    }
  }
  // Without a model, or when it failed or was late, the rules reply is the one chunk.
  if (source === 'rules') emit({ kind: 'chunk', sessionId, messageId, text: rules.text });

  const response = toResponse(await withNames(deps, answer, language), {
    sessionId,
    language,
    source,
    conversation,
  });
  await rememberExchange(deps.db, conversation.id, {
    question: text,
    reply: response.reply,
    intent: answer.intent,
    productId: answer.productId,
    language,
    productIds: response.suggestions.map((card) => card.id),
    actions: response.actions,
  });
  emit({ kind: 'done', sessionId, messageId, response });
  const at = new Date().toISOString();
  const productId = answer.productId ?? body.productId ?? conversation.lastProductId;
  notifyAdmins(deps, { ...live, productId, from: 'shopper', text, intent: answer.intent, at });
  notifyAdmins(deps, {
    ...live,
    productId,
    from: 'assistant',
    text: response.reply,
    intent: answer.intent,
    at,
  });
  return response;
}

/** The reply's cards named in the reply's language, with each product's name in every language. */
async function withNames(
  deps: AssistantDeps,
  answer: EngineReply,
  language: AssistantChatResponse['language'],
): Promise<EngineReply> {
  if (answer.suggestions.length === 0) return answer;
  return { ...answer, suggestions: await withEveryName(deps.db, answer.suggestions, language) };
}

/** The HTTP answer while a person has the chat: nothing from the assistant. */
function staffAnswers(sessionId: string, language: AssistantChatResponse['language']): AssistantChatResponse {
  return {
    success: true,
    reply: '',
    personalized: true,
    suggestions: [],
    sessionId,
    language,
    intent: 'help',
    actions: [],
    negotiation: null,
    source: 'staff',
  };
}

function toResponse(
  answer: EngineReply,
  meta: {
    sessionId: string;
    language: AssistantChatResponse['language'];
    source: AssistantChatResponse['source'];
    conversation: Conversation;
  },
): AssistantChatResponse {
  return {
    success: true,
    reply: answer.text,
    personalized: answer.personalized || meta.conversation.turns.length > 0,
    suggestions: answer.suggestions,
    sessionId: meta.sessionId,
    language: meta.language,
    intent: answer.intent,
    actions: answer.actions,
    negotiation: answer.negotiation,
    source: meta.source,
  };
}

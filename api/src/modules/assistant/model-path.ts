import { BaseChatModel } from '@langchain/core/language_models/chat_models';
import {
  AIMessage,
  type AIMessageChunk,
  type BaseMessage,
  HumanMessage,
  SystemMessage,
  ToolMessage,
} from '@langchain/core/messages';
import { fillPrompt, loadPrompt } from '../admin-catalog/prompt-file';
import { assistantTools, type ToolFindings } from './model-tools';
import { amountsInText, amountsOf, sentenceIsGrounded, sentencesOf } from './price-guard';
import type { EngineInput, EngineReply } from './rules-engine';
import type { ShopperContext } from './shop-tools';

export interface ModelInput extends EngineInput {
  /** The rules engine's answer: the draft the model words, and the fallback. */
  rules: EngineReply;
  onChunk: (text: string) => void;
}

/** No first token by then: the shopper gets the rules engine's reply instead. */
export const FIRST_TOKEN_DEADLINE_MS = 3000;
/** Tool round trips before the model must answer. */
const MAX_TOOL_ROUNDS = 4;
const LANGUAGE_NAMES = { en: 'English', fr: 'French', rw: 'Kinyarwanda' } as const;

const textOf = (message: AIMessageChunk) =>
  typeof message.content === 'string'
    ? message.content
    : message.content
        .map((part) => (part.type === 'text' && 'text' in part ? String(part.text) : ''))
        .join('');

/**
 * The reply worded by the language model, calling the shop's tools, or null when the model
 * fails, is late with its first token, or leaves nothing grounded to say: the caller then uses
 * the rules engine's reply. Sentences are streamed as they complete, each checked first: one
 * stating an amount the shop did not produce is dropped.
 */
export async function answerWithModel(ctx: ShopperContext, input: ModelInput): Promise<EngineReply | null> {
  const llm = ctx.deps.llm;
  if (!llm) return null;
  const findings: ToolFindings = {
    allowed: amountsInText(input.rules.text),
    suggestions: [],
    actions: [],
    negotiation: null,
    productId: null,
    personalized: false,
  };
  amountsOf(input.rules.suggestions, findings.allowed);
  const tools = assistantTools(
    ctx,
    findings,
    input.productId ?? input.lastProductId,
    input.rules.negotiation ? input.rules : null,
  );
  const byName = new Map<string, unknown>(tools.map((t) => [t.name, t]));
  const chat = llm.chatModel();
  // Tool calling and streaming need a LangChain chat model; anything less answers by the rules.
  if (!(chat instanceof BaseChatModel) || !chat.bindTools) return null;
  const model = chat.bindTools(tools);

  const system = fillPrompt(await loadPrompt('assistant-system'), {
    language: LANGUAGE_NAMES[ctx.language],
    draft: input.rules.text.replaceAll('<', '‹'),
  });
  const messages: BaseMessage[] = [
    new SystemMessage(system),
    ...input.turns.map((turn) =>
      turn.sender === 'user'
        ? new HumanMessage(`<shopper_message>${turn.content.replaceAll('<', '‹')}</shopper_message>`)
        : new AIMessage(turn.content),
    ),
    new HumanMessage(`<shopper_message>${input.text.replaceAll('<', '‹')}</shopper_message>`),
  ];

  const abort = new AbortController();
  const deadline = setTimeout(() => abort.abort(), FIRST_TOKEN_DEADLINE_MS);
  let spoken = '';
  let dropped = 0;
  const speak = (sentence: string) => {
    if (!sentence.trim()) return;
    if (!sentenceIsGrounded(sentence, findings.allowed)) {
      dropped += 1;
      return;
    }
    spoken += sentence;
    input.onChunk(sentence);
  };
  try {
    for (let round = 0; round < MAX_TOOL_ROUNDS; round += 1) {
      let full: AIMessageChunk | undefined;
      let pending = '';
      const stream = await model.stream(messages, { signal: abort.signal });
      for await (const chunk of stream) {
        clearTimeout(deadline);
        const sofar: AIMessageChunk = full ? full.concat(chunk) : chunk;
        full = sofar;
        // A message that calls tools is a step, not the answer: its text is never shown.
        if (sofar.tool_call_chunks?.length || sofar.tool_calls?.length) continue;
        pending += textOf(chunk);
        const sentences = sentencesOf(pending);
        // The last piece may be a sentence still being written: keep it until it ends.
        const complete = /[.!?\n]\s*$/.test(pending) ? sentences : sentences.slice(0, -1);
        for (const sentence of complete) speak(sentence);
        pending = complete.length === sentences.length ? '' : (sentences.at(-1) ?? '');
      }
      if (!full) return null;
      if (full.tool_calls?.length) {
        messages.push(full);
        for (const call of full.tool_calls) {
          const found = byName.get(call.name) as { invoke(args: unknown): Promise<unknown> } | undefined;
          const result = found ? String(await found.invoke(call.args)) : 'Unknown tool.';
          messages.push(
            new ToolMessage({ content: result, tool_call_id: call.id ?? call.name, name: call.name }),
          );
        }
        continue;
      }
      speak(pending);
      break;
    }
  } catch (error) {
    ctx.deps.log.warn({ err: error }, 'assistant model failed; the rules reply is used');
    return null;
  } finally {
    clearTimeout(deadline);
  }
  const text = spoken.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  if (dropped > 0) ctx.deps.log.warn({ dropped }, 'assistant model stated amounts the shop did not produce');
  const rules = input.rules;
  return {
    intent: rules.intent,
    text,
    suggestions: findings.suggestions.length > 0 ? findings.suggestions : rules.suggestions,
    actions: findings.actions.length > 0 ? findings.actions : rules.actions,
    negotiation: findings.negotiation ?? rules.negotiation,
    productId: findings.productId ?? rules.productId,
    personalized: findings.personalized || rules.personalized,
  };
}

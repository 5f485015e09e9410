import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager';
import type { BaseLanguageModelInput } from '@langchain/core/language_models/base';
import type { BaseMessage } from '@langchain/core/messages';
import type { ChatGenerationChunk, ChatResult } from '@langchain/core/outputs';
import { ChatOpenAI } from '@langchain/openai';

/**
 * The language-model slot of AppDeps: a LangChain chat model over an OpenAI-compatible API
 * (`POST {AI_BASE_URL}/chat/completions`), with tool calling and streaming. Null unless base URL,
 * key and model are all configured: features that need a model check for null and fall back to
 * their rule-based behaviour. Tests put LangChain's `fakeModel()` in the slot.
 *
 * The slot is typed by the little every caller needs (`invoke` with role/content turns), so a
 * plain fake fits; callers that need tools or streaming check for a LangChain `BaseChatModel`.
 */

/** One turn of a conversation, as OpenAI-compatible APIs and LangChain both accept it. */
export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** What a caller gets back: the model's text (LangChain may also give a list of parts). */
export interface ChatReply {
  content: string | readonly object[];
}

/** The part of a chat model every caller relies on (a subset of LangChain's `BaseChatModel`). */
export interface ChatModelLike {
  /** Turns as `ChatTurn`s or LangChain messages. */
  invoke(input: BaseLanguageModelInput, options?: { signal?: AbortSignal }): Promise<ChatReply>;
}

export interface LanguageModelProvider {
  /** The configured model name (AI_MODEL). */
  readonly model: string;
  chatModel(): ChatModelLike;
}

export interface LanguageModelSettings {
  baseUrl?: string;
  apiKey?: string;
  model?: string;
}

/** A failed call to the model's API; `status` is the HTTP status (0 when none came back). */
export class LanguageModelError extends Error {
  constructor(readonly status: number) {
    super(`LLM_REQUEST_FAILED ${status}`);
    this.name = 'LanguageModelError';
  }
}

function asModelError(error: unknown): LanguageModelError {
  if (error instanceof LanguageModelError) return error;
  const status = (error as { status?: unknown } | null)?.status;
  return new LanguageModelError(typeof status === 'number' ? status : 0);
}

/** ChatOpenAI whose failures are one typed error, whatever the SDK threw. */
class ShopChatModel extends ChatOpenAI {
  override async _generate(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): Promise<ChatResult> {
    try {
      return await super._generate(messages, options, runManager);
    } catch (error) {
      throw asModelError(error);
    }
  }

  override async *_streamResponseChunks(
    messages: BaseMessage[],
    options: this['ParsedCallOptions'],
    runManager?: CallbackManagerForLLMRun,
  ): AsyncGenerator<ChatGenerationChunk> {
    try {
      yield* super._streamResponseChunks(messages, options, runManager);
    } catch (error) {
      throw asModelError(error);
    }
  }
}

export function createLanguageModelProvider(
  settings: LanguageModelSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): LanguageModelProvider | null {
  const { baseUrl, apiKey, model } = settings;
  if (!baseUrl || !apiKey || !model) return null;
  const chat = new ShopChatModel({
    model,
    apiKey,
    // The assistant has its own deadline and rule-based fallback: a retry would only be late.
    maxRetries: 0,
    timeout: options.timeoutMs ?? 30_000,
    configuration: {
      baseURL: baseUrl.replace(/\/$/, ''),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    },
  });
  return { model, chatModel: () => chat };
}

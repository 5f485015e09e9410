/**
 * The language-model slot of AppDeps. LangChain is not a dependency yet, so the slot is typed
 * with our own minimal shapes, chosen so that LangChain's chat models fit them: the assistant
 * work can install it and return a `ChatOpenAI` from `chatModel()` without touching callers.
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

/** The part of a chat model the shop relies on (a subset of LangChain's `BaseChatModel`). */
export interface ChatModelLike {
  invoke(turns: ChatTurn[], options?: { signal?: AbortSignal }): Promise<ChatReply>;
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

/**
 * An OpenAI-compatible chat-completions client (`POST {baseUrl}/chat/completions`), or null
 * unless base URL, key and model are all configured: features that need a model check for null
 * and fall back to their rule-based behaviour.
 */
export function createLanguageModelProvider(
  settings: LanguageModelSettings,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): LanguageModelProvider | null {
  const { baseUrl, apiKey, model } = settings;
  if (!baseUrl || !apiKey || !model) return null;
  const doFetch = options.fetch ?? fetch;
  const url = `${baseUrl.replace(/\/$/, '')}/chat/completions`;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const chat: ChatModelLike = {
    async invoke(turns, callOptions = {}) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = callOptions.signal ? AbortSignal.any([callOptions.signal, timeout]) : timeout;
      const res = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model, messages: turns }),
        signal,
      }).catch(() => {
        throw new LanguageModelError(0);
      });
      if (!res.ok) throw new LanguageModelError(res.status);
      const body = (await res.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new LanguageModelError(res.status);
      return { content };
    },
  };
  return { model, chatModel: () => chat };
}

import { describe, expect, it } from 'vitest';
import { createLanguageModelProvider, LanguageModelError } from './language-model';

const settings = { baseUrl: 'https://llm.example/v1/', apiKey: 'key-1', model: 'small-model' };

describe('language-model slot', () => {
  it('stays empty unless base URL, key and model are all set', () => {
    expect(createLanguageModelProvider({})).toBeNull();
    expect(createLanguageModelProvider({ ...settings, apiKey: undefined })).toBeNull();
    expect(createLanguageModelProvider({ ...settings, model: '' })).toBeNull();
    expect(createLanguageModelProvider(settings)?.model).toBe('small-model');
  });

  it('sends the turns to the chat-completions endpoint and returns the text', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: 'small-model',
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: 'Muraho!' } }],
      });
    }) as typeof fetch;
    const llm = createLanguageModelProvider(settings, { fetch: fakeFetch });
    const reply = await llm!.chatModel().invoke([{ role: 'user', content: 'Hello' }]);
    expect(reply.content).toBe('Muraho!');
    expect(calls[0]!.url).toBe('https://llm.example/v1/chat/completions');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer key-1');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      model: 'small-model',
      stream: false,
      messages: [{ role: 'user', content: 'Hello' }],
    });
  });

  it('turns a refused call into a typed error', async () => {
    const fakeFetch = (async () => new Response('nope', { status: 429 })) as typeof fetch;
    const llm = createLanguageModelProvider(settings, { fetch: fakeFetch });
    const error = await llm!
      .chatModel()
      .invoke([{ role: 'user', content: 'Hello' }])
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LanguageModelError);
    expect((error as LanguageModelError).status).toBe(429);
  });
});

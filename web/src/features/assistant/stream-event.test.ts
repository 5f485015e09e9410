import type { AssistantChatResponse } from '@isoko/shared/assistant/schema';
import { describe, expect, it } from 'vitest';
import { readStreamEvent } from './stream-event';

const response: AssistantChatResponse = {
  success: true,
  reply: 'Bonjour !',
  personalized: false,
  suggestions: [],
  sessionId: 'session-0123456789abcdef',
  language: 'fr',
  intent: 'greeting',
  actions: [],
  negotiation: null,
  source: 'rules',
};

describe('assistant stream events', () => {
  it('reads a chunk of the reply and the whole reply of the done event', () => {
    const ids = { sessionId: response.sessionId, messageId: 'm1' };
    expect(readStreamEvent({ kind: 'chunk', ...ids, text: 'Bon' })).toEqual({ kind: 'token', text: 'Bon' });
    expect(readStreamEvent({ kind: 'done', ...ids, response })).toEqual({ kind: 'whole', text: 'Bonjour !' });
  });

  it('ignores payloads it cannot read', () => {
    expect(readStreamEvent(null)).toBeNull();
    expect(readStreamEvent('text')).toBeNull();
    expect(readStreamEvent({ kind: 'chunk', sessionId: 's', messageId: 'm', text: 42 })).toBeNull();
    expect(readStreamEvent({ token: 'old shape' })).toBeNull();
  });
});

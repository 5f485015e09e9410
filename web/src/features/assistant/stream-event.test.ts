import { describe, expect, it } from 'vitest';
import { readStreamEvent } from './stream-event';

describe('assistant stream events', () => {
  it('reads a token, a whole reply and the end of a reply', () => {
    expect(readStreamEvent({ sessionId: 's', token: 'Bon' })).toEqual({ kind: 'token', text: 'Bon' });
    expect(readStreamEvent({ delta: 'jour' })).toEqual({ kind: 'token', text: 'jour' });
    expect(readStreamEvent({ reply: 'Bonjour !' })).toEqual({ kind: 'whole', text: 'Bonjour !' });
    expect(readStreamEvent({ done: true })).toEqual({ kind: 'done' });
  });

  it('ignores payloads it cannot read', () => {
    expect(readStreamEvent(null)).toBeNull();
    expect(readStreamEvent('text')).toBeNull();
    expect(readStreamEvent({ token: 42 })).toBeNull();
  });
});

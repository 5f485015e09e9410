import { describe, expect, it } from 'vitest';
import { readStreamEvent } from './stream-event';

describe('assistant stream events', () => {
  it('reads a chunk of the reply and the whole reply of the done event', () => {
    expect(readStreamEvent({ kind: 'chunk', sessionId: 's', messageId: 'm', text: 'Bon' })).toEqual({
      kind: 'token',
      text: 'Bon',
    });
    expect(readStreamEvent({ token: 'jour' })).toEqual({ kind: 'token', text: 'jour' });
    expect(
      readStreamEvent({ kind: 'done', sessionId: 's', messageId: 'm', response: { reply: 'Bonjour !' } }),
    ).toEqual({ kind: 'whole', text: 'Bonjour !' });
    expect(readStreamEvent({ kind: 'done' })).toEqual({ kind: 'done' });
  });

  it('ignores payloads it cannot read', () => {
    expect(readStreamEvent(null)).toBeNull();
    expect(readStreamEvent('text')).toBeNull();
    expect(readStreamEvent({ kind: 'chunk', text: 42 })).toBeNull();
  });
});
